from django import template
from django.utils import timezone

from apps.tactics.matching import mentions_self_harm as _mentions_self_harm

from ..forms import QuickLogForm

register = template.Library()


@register.inclusion_tag("attempts/_quick_log.html", takes_context=True)
def quick_log_box(context, people=None) -> dict:
    """The dashboard's quick-log box: one field, one tap. `people` are the user's
    people when the page already has them (saves a query)."""
    request = context["request"]
    form = QuickLogForm(user=request.user, tz=timezone.get_current_timezone(), people=people)
    return {"quick_form": form, "csrf_token": context.get("csrf_token"), "request": request}


@register.filter
def mentions_self_harm(text: str) -> bool:
    return bool(text) and _mentions_self_harm(text)
