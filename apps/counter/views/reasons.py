import uuid

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from apps.counter import selectors, services
from apps.counter.forms import ReasonForm, SafeContactForm
from apps.counter.models import Reason
from nocontact.http import AuthenticatedRequest, HtmxRequest

from .access import get_reason_for_user, get_safe_contact_for_user


def _page(request: HtmxRequest, **forms) -> HttpResponse:
    """The reasons page; for htmx, only the lists (with any form's errors)."""
    context = {
        "reasons": selectors.reasons_for_user(user=request.user),
        "contacts": selectors.safe_contacts_for_user(user=request.user),
        "why_form": ReasonForm(initial={"kind": Reason.Kind.WHY}, auto_id="id_why_%s"),
        "cost_form": ReasonForm(initial={"kind": Reason.Kind.COST}, auto_id="id_cost_%s"),
        "contact_form": SafeContactForm(),
        **forms,
    }
    template = "counter/reasons.html"
    return render(request, template + "#reason-lists" if request.htmx else template, context)


@login_required
@require_safe
def reason_list(request: AuthenticatedRequest) -> HttpResponse:
    return _page(request)


@login_required
@require_POST
def reason_create(request: AuthenticatedRequest) -> HttpResponse:
    kind = request.POST.get("kind")
    prefix = "cost" if kind == Reason.Kind.COST else "why"
    form = ReasonForm(request.POST, auto_id=f"id_{prefix}_%s")
    if not form.is_valid():
        return _page(request, **{f"{prefix}_form": form})
    services.reason_create(user=request.user, **form.cleaned_data)
    if request.htmx:
        return _page(request)
    messages.success(request, "Added.")
    return redirect("counter:reasons")


@login_required
@require_http_methods(["GET", "POST"])
def reason_edit(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    reason = get_reason_for_user(request, pk)
    form = ReasonForm(request.POST or None, initial={"kind": reason.kind, "text": reason.text})
    if request.method == "POST" and form.is_valid():
        services.reason_update(reason=reason, text=form.cleaned_data["text"])
        messages.success(request, "Saved.")
        return redirect("counter:reasons")
    template = "counter/reason_edit.html"
    context = {"form": form, "reason": reason}
    return render(request, template + "#reason-edit-form" if request.htmx else template, context)


@login_required
@require_POST
def reason_move(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    reason = get_reason_for_user(request, pk)
    direction = request.POST.get("direction")
    if direction in ("up", "down"):
        services.reason_move(reason=reason, direction=direction)
    if request.htmx:
        return _page(request)
    return redirect("counter:reasons")


@login_required
@require_http_methods(["GET", "POST"])
def reason_delete(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    reason = get_reason_for_user(request, pk)
    if request.method == "POST":
        services.reason_delete(reason=reason)
        messages.success(request, "Deleted.")
        return redirect("counter:reasons")
    template = "counter/reason_delete.html"
    return render(request, template + "#confirm" if request.htmx else template, {"reason": reason})


@login_required
@require_POST
def safe_contact_create(request: AuthenticatedRequest) -> HttpResponse:
    form = SafeContactForm(request.POST)
    if not form.is_valid():
        return _page(request, contact_form=form)
    services.safe_contact_create(user=request.user, **form.cleaned_data)
    if request.htmx:
        return _page(request)
    messages.success(request, "Added.")
    return redirect("counter:reasons")


@login_required
@require_POST
def safe_contact_delete(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    contact = get_safe_contact_for_user(request, pk)
    services.safe_contact_delete(safe_contact=contact)
    if request.htmx:
        return _page(request)
    messages.success(request, "Removed.")
    return redirect("counter:reasons")
