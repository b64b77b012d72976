from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from apps.accounts.services import profile_get_or_create
from apps.counter import days
from apps.counter.forms import PersonCreateForm
from apps.counter.selectors import dashboard_cards
from nocontact.http import AuthenticatedRequest


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
def dashboard(request: AuthenticatedRequest) -> HttpResponse:
    """The page after sign-in (served at "/"). Counts only: never a message's text."""
    context = dashboard_context(request)
    if request.htmx:
        return render(request, "counter/dashboard.html#cards", context)
    if not context["cards"]:
        # The first person is added right here; later ones from a link (a lighter page).
        context["person_form"] = PersonCreateForm(today=context["today"])
    context["people"] = [card.person for card in context["cards"]]
    return render(request, "counter/dashboard.html", context)
