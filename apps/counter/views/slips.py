import uuid

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods
from django_htmx.http import trigger_client_event

from apps.counter import services
from apps.counter.clock import user_today
from apps.counter.forms import SlipForm, StreakStartForm
from nocontact.http import AuthenticatedRequest

from .access import get_person_for_user, get_slip_for_user, get_streak_for_user


@login_required
@require_http_methods(["GET", "POST"])
def slip_create(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    """The "I broke no contact" form: ends the current streak and starts the next one."""
    person = get_person_for_user(request, pk)
    today = user_today(request.user)
    form = SlipForm(request.POST or None, today=today, auto_id=f"slip-{person.pk.hex[:8]}-%s")
    if request.method == "POST" and form.is_valid():
        ended = person.current_streak
        assert ended is not None, "a person always has a current streak"
        try:
            services.slip_record(person=person, **form.cleaned_data)
        except ValidationError as error:
            form.add_error(None, error)
        else:
            ended.refresh_from_db()
            messages.success(
                request,
                f"Saved. Your streak of {ended.days_on(today)} days is kept in your history, and a new one has begun.",
            )
            if request.htmx:
                return trigger_client_event(HttpResponse(""), "counterChanged")
            return redirect("counter:person-detail", pk=person.pk)
    context = {"form": form, "person": person, "days": person.days_on(today)}
    template = "counter/slip_form.html"
    return render(request, template + "#slip-form" if request.htmx else template, context)


@login_required
@require_http_methods(["GET", "POST"])
def slip_edit(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    slip = get_slip_for_user(request, pk)
    if slip.is_withdrawn:
        messages.info(request, "That slip was withdrawn, so there is nothing to edit.")
        return redirect("counter:person-detail", pk=slip.person.pk)
    assert slip.next_streak is not None, "only a withdrawal unlinks a slip's streaks"
    initial = {
        "date": slip.date,
        "kind": slip.kind,
        "note": slip.note,
        "next_start": slip.next_streak.start,
    }
    form = SlipForm(request.POST or None, initial=initial, today=user_today(request.user))
    if request.method == "POST" and form.is_valid():
        try:
            services.slip_update(slip=slip, **form.cleaned_data)
        except ValidationError as error:
            form.add_error(None, error)
        else:
            messages.success(request, "Saved. The streaks around it are updated.")
            return redirect("counter:person-detail", pk=slip.person.pk)
    context = {"form": form, "slip": slip, "person": slip.person}
    template = "counter/slip_edit.html"
    return render(request, template + "#slip-edit-form" if request.htmx else template, context)


@login_required
@require_http_methods(["GET", "POST"])
def slip_withdraw(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    slip = get_slip_for_user(request, pk)
    if request.method == "POST":
        services.slip_withdraw(slip=slip)
        messages.success(request, "The slip is withdrawn and its two streaks are joined.")
        return redirect("counter:person-detail", pk=slip.person.pk)
    context = {"slip": slip, "person": slip.person, "today": user_today(request.user)}
    template = "counter/slip_withdraw.html"
    return render(request, template + "#confirm" if request.htmx else template, context)


@login_required
@require_http_methods(["GET", "POST"])
def streak_edit(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    streak = get_streak_for_user(request, pk)
    today = user_today(request.user)
    form = StreakStartForm(request.POST or None, initial={"start": streak.start}, today=today)
    if request.method == "POST" and form.is_valid():
        try:
            services.streak_set_start(streak=streak, **form.cleaned_data)
        except ValidationError as error:
            form.add_error(None, error)
        else:
            messages.success(request, "Saved.")
            return redirect("counter:person-detail", pk=streak.person.pk)
    context = {"form": form, "streak": streak, "person": streak.person, "today": today}
    template = "counter/streak_edit.html"
    return render(request, template + "#streak-form" if request.htmx else template, context)
