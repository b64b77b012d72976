"""What the log shows on other apps' pages. The project package wires it in
(nocontact/views.py), so the counter's dashboard neither imports the log nor loads
its template tags."""

from django.utils import timezone

from apps.counter.models import Person
from apps.counter.views.dashboard import Panel
from nocontact.http import AuthenticatedRequest

from .forms import QuickLogForm


def quick_log_panel(request: AuthenticatedRequest, people: list[Person]) -> Panel:
    """The dashboard's quick-log box: one field, one tap. `people` are the user's active
    people, which the dashboard has read already (no second query for the choices)."""
    form = QuickLogForm(user=request.user, tz=timezone.get_current_timezone(), people=people)
    return Panel("attempts/_quick_log.html", {"quick_form": form})
