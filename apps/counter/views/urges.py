import uuid

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods, require_safe

from apps.counter import selectors, services
from apps.counter.clock import user_today
from apps.counter.forms import UrgeForm, UrgeOutcomeForm
from apps.counter.models import Urge
from nocontact.http import AuthenticatedRequest

from .access import get_urge_for_user

AFTER: dict[str, str] = {
    Urge.Outcome.RESISTED: "Saved. You let this one pass.",
    Urge.Outcome.SLIPPED: "Saved. When you are ready, note what happened below: it is information, nothing more.",
    Urge.Outcome.PENDING: "Saved. Come back here to say how it went, whenever you like.",
}


def _after_outcome(request: HttpRequest, urge: Urge) -> HttpResponse:
    messages.success(request, AFTER[urge.outcome])
    if urge.outcome == Urge.Outcome.SLIPPED:
        return redirect("counter:slip-create", pk=urge.person.pk)
    if urge.outcome == Urge.Outcome.PENDING:
        return redirect("counter:urge-detail", pk=urge.pk)
    return redirect("home")


@login_required
@require_http_methods(["GET", "POST"])
def urge(request: AuthenticatedRequest) -> HttpResponse:
    """The "I want to reach out" page: a pause, the user's reasons, a private place to write."""
    cards = selectors.count_cards(user=request.user, today=user_today(request.user))
    people = [card.person for card in cards]
    chosen = request.GET.get("person") or (people[0].pk if people else None)
    form = UrgeForm(request.POST or None, user=request.user, people=people, initial={"person": chosen})
    if request.method == "POST" and form.is_valid():
        urge = services.urge_record(user=request.user, **form.cleaned_data)
        return _after_outcome(request, urge)
    context = {
        "form": form,
        "cards": cards,
        "reasons": selectors.reasons_for_user(user=request.user),
        "contacts": selectors.safe_contacts_for_user(user=request.user),
    }
    template = "counter/urge.html"
    return render(request, template + "#urge-form" if request.htmx else template, context)


@login_required
@require_safe
def urge_list(request: AuthenticatedRequest) -> HttpResponse:
    older_than = None
    if request.GET.get("older"):
        try:
            older_than = get_urge_for_user(request, uuid.UUID(request.GET["older"]))
        except ValueError:
            older_than = None
    urges, has_older = selectors.urge_page(user=request.user, older_than=older_than)
    context = {"urges": urges, "has_older": has_older}
    template = "counter/urge_list.html"
    return render(request, template + "#urge-rows" if request.htmx else template, context)


@login_required
@require_http_methods(["GET", "POST"])
def urge_detail(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    urge = get_urge_for_user(request, pk)
    form = UrgeOutcomeForm(request.POST or None, initial={"outcome": urge.outcome})
    if request.method == "POST" and form.is_valid():
        urge = services.urge_set_outcome(urge=urge, **form.cleaned_data)
        return _after_outcome(request, urge)
    template = "counter/urge_detail.html"
    context = {"urge": urge, "form": form}
    return render(request, template + "#urge-outcome" if request.htmx else template, context)
