from django import template

from apps.tactics.matching import SafetySigns
from apps.tactics.matching import safety_signs as _safety_signs

register = template.Library()


@register.filter
def safety_signs(text: str) -> SafetySigns:
    return _safety_signs(text)
