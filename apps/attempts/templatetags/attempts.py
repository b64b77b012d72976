from django import template

from apps.tactics.safety import SafetySigns
from apps.tactics.safety import safety_signs as _safety_signs

register = template.Library()


@register.filter
def safety_signs(text: str) -> SafetySigns:
    return _safety_signs(text)
