from django import template

from apps.tactics.matching import mentions_danger as _mentions_danger
from apps.tactics.matching import mentions_self_harm as _mentions_self_harm

register = template.Library()


@register.filter
def mentions_self_harm(text: str) -> bool:
    return bool(text) and _mentions_self_harm(text)


@register.filter
def mentions_danger(text: str) -> bool:
    return bool(text) and _mentions_danger(text)
