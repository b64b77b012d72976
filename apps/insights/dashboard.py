"""The weeks ahead as one short line on the dashboard. The project package wires it in
(nocontact/views.py), the way it wires the log's quick-log box: the counter's dashboard
names no app above it.

The day cards already say when each person's own dates come near ("Their birthday is
in 5 days"), so the line names the rest: the holidays the user watches, their own
dates, and the times that were busy last year. Two queries: the watchlist, and one
read of the roll-ups (for the usual and the same weeks last year).
"""

import datetime as dt
from dataclasses import dataclass

from django.urls import reverse
from django.utils import timezone

from apps.counter.models import Person
from apps.counter.views.dashboard import Panel
from nocontact.http import AuthenticatedRequest

from .page import ahead_for
from .selectors import watching_for

LINE_DAYS = 30  # the line names what comes within this many days
LINE_MOST = 3  # and at most this many of them


@dataclass(frozen=True)
class AheadLine:
    items: list[str]  # "Christmas Day in 30 days", soonest first
    url: str  # the weeks ahead on the insights page


def _soon(days_to_go: int) -> str:
    return "today" if days_to_go == 0 else "tomorrow" if days_to_go == 1 else f"in {days_to_go} days"


def ahead_line(*, user, time_zone: str, today: dt.date) -> AheadLine | None:
    """What is coming within LINE_DAYS days, or None when nothing is."""
    watching = watching_for(user, time_zone)
    coming = ahead_for(user=user, person=None, specials=[], watching=watching, today=today)
    soon = [a for a in coming if a.days_to_go <= LINE_DAYS][:LINE_MOST]
    if not soon:
        return None
    # Mid-sentence, "A busy time last year" reads "a busy time ..."; names stay as written.
    items = [f"{a.what.lower() if a.kind == 'busy' else a.what} {_soon(a.days_to_go)}" for a in soon]
    return AheadLine(items=items, url=reverse("insights:page") + "#ahead")


def ahead_panel(request: AuthenticatedRequest, people: list[Person]) -> Panel:
    """The line as a dashboard panel, in the zone the middleware made current (the
    user's, from their session): no query for the profile."""
    found = ahead_line(user=request.user, time_zone=timezone.get_current_timezone_name(), today=timezone.localdate())
    return Panel("insights/_ahead_line.html", {"ahead_line": found})
