from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from apps.accounts.services import profile_get_or_create
from apps.counter import days
from apps.counter.forms import PersonCreateForm
from apps.counter.models import Person
from apps.counter.selectors import dashboard_cards
from nocontact.http import AuthenticatedRequest


@dataclass(frozen=True)
class Panel:
    """A box another app shows on the dashboard, under the day counts: its template,
    included in the page, and what that template needs beside the page's own context."""

    template: str
    context: dict = field(default_factory=dict)
    # Shown further down, after the "I want to reach out" button (the journal's check-in).
    below: bool = False


# Makes a panel for a request and the user's active people (there is at least one). The
# project package passes these in (nocontact/views.py): the counter names no app above it.
type PanelMaker = Callable[[AuthenticatedRequest, list[Person]], Panel]


def dashboard_context(request: AuthenticatedRequest) -> dict:
    profile = profile_get_or_create(user=request.user)
    today = days.local_today(profile.time_zone)
    cards = dashboard_cards(user=request.user, today=today)
    return {
        "cards": cards,
        "today": today,
        "profile": profile,
        "resisted_total": sum(card.person.resisted_urges for card in cards),
    }


@login_required
@require_safe
def dashboard(request: AuthenticatedRequest, *, panels: Sequence[PanelMaker] = ()) -> HttpResponse:
    """The page after sign-in (served at "/"). Counts only: never a message's text."""
    context = dashboard_context(request)
    if request.htmx:
        return render(request, "counter/dashboard.html#cards", context)
    if not context["cards"]:
        # The first person is added right here; later ones from a link (a lighter page).
        context["person_form"] = PersonCreateForm(today=context["today"])
    people = [card.person for card in context["cards"]]
    shown = [make(request, people) for make in panels] if people else []
    context["panels"] = [panel.template for panel in shown if not panel.below]
    context["panels_below"] = [panel.template for panel in shown if panel.below]
    for panel in shown:
        context.update(panel.context)
    return render(request, "counter/dashboard.html", context)
