from django import template
from django.utils import timezone

from ..forms import QuickLogForm

register = template.Library()


@register.inclusion_tag("attempts/_quick_log.html", takes_context=True)
def quick_log_box(context, person=None) -> dict:
    """The dashboard's quick-log box: one field, one tap."""
    request = context["request"]
    initial = {"person": person.pk} if person else {}
    form = QuickLogForm(initial=initial, user=request.user, tz=timezone.get_current_timezone())
    return {"quick_form": form, "csrf_token": context.get("csrf_token"), "request": request}
