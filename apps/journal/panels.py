"""What the journal shows on other apps' pages. The project package wires it in
(nocontact/views.py): the counter's dashboard imports nothing of the journal."""

from django.utils import timezone

from apps.counter.models import Person
from apps.counter.views.dashboard import Panel
from nocontact.http import AuthenticatedRequest

from .forms import CheckInForm
from .selectors import last_check_in


def check_in_panel(request: AuthenticatedRequest, people: list[Person]) -> Panel:
    """The optional daily check-in, below the day counts and the urge button: a mood and
    one line. It says when the user last checked in today, never what they wrote, and
    nothing about other days (one query)."""
    checked_in = last_check_in(user=request.user, day=timezone.localdate())
    return Panel("journal/_check_in.html", {"check_in_form": CheckInForm(), "checked_in": checked_in}, below=True)
