import datetime as dt
import uuid

from allauth.account.decorators import reauthentication_required
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods, require_POST, require_safe
from django_htmx.http import trigger_client_event

from apps.counter import selectors, services
from apps.counter.clock import user_today
from apps.counter.forms import PersonCreateForm, PersonForm, SpecialDateForm
from apps.counter.links import person_links
from apps.counter.models import Person
from nocontact.http import AuthenticatedRequest

from .access import (
    get_person_and_profile_for_user,
    get_person_for_user,
    get_special_date_for_user,
    get_streak_for_user,
)


def _dates_context(person: Person, today: dt.date, form: SpecialDateForm | None = None) -> dict:
    """The person's dates; with `form`, the form to add one, else a link to it (the
    person's links come along: the person page and its dates fragment both use them)."""
    return {
        "dates": selectors.special_dates(person, today),
        "date_form": form,
        "links": person_links(person.pk),
    }


@login_required
@require_safe
def person_list(request: AuthenticatedRequest) -> HttpResponse:
    today = user_today(request.user)
    people = selectors.people_for_user(user=request.user)
    context = {
        "rows": [(person, person.days_on(today)) for person in people],
        "form": PersonCreateForm(today=today),
    }
    template = "counter/person_list.html"
    return render(request, template + "#people" if request.htmx else template, context)


@login_required
@require_http_methods(["GET", "POST"])
def person_create(request: AuthenticatedRequest) -> HttpResponse:
    today = user_today(request.user)
    form = PersonCreateForm(request.POST or None, today=today)
    if request.method == "POST" and form.is_valid():
        try:
            person = services.person_create(user=request.user, **form.cleaned_data)
        except ValidationError as error:
            form.add_error(None, error)
        else:
            messages.success(request, f"{person.label} is added. Day {person.days_on(today)}.")
            if request.htmx:
                context = {"form": PersonCreateForm(today=today), "inline": True}
                response = render(request, "counter/person_form.html#person-form", context)
                return trigger_client_event(response, "counterChanged")
            return redirect("home")
    template = "counter/person_form.html"
    context = {"form": form, "inline": bool(request.htmx)}
    return render(request, template + "#person-form" if request.htmx else template, context)


@login_required
@require_safe
def person_detail(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    person = get_person_and_profile_for_user(request, pk)
    today = user_today(person.user)
    older_than = None
    if request.GET.get("older"):
        try:
            older_than = get_streak_for_user(request, uuid.UUID(request.GET["older"]))
        except ValueError:
            older_than = None
    card = selectors.person_card(person, today)
    streaks, has_older = selectors.streak_page(person=person, today=today, longest=card.longest, older_than=older_than)
    context = {
        "person": person,
        "card": card,
        "today": today,
        "streaks": streaks,
        "has_older": has_older,
        "older_than": older_than,
        "withdrawn": selectors.withdrawn_slips(person=person),
        "changes": selectors.recent_changes(person=person),
        **_dates_context(person, today),
    }
    if request.htmx:
        return render(request, "counter/person_detail.html#history", context)
    return render(request, "counter/person_detail.html", context)


@login_required
@require_http_methods(["GET", "POST"])
def person_edit(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    person = get_person_for_user(request, pk)
    initial = {
        "label": person.label,
        "rule": person.rule,
        "allowed_contact": person.allowed_contact,
    }
    form = PersonForm(request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        services.person_update(person=person, **form.cleaned_data)
        messages.success(request, "Saved.")
        return redirect("counter:person-detail", pk=person.pk)
    template = "counter/person_edit.html"
    context = {"form": form, "person": person}
    return render(request, template + "#person-edit-form" if request.htmx else template, context)


@login_required
@require_POST
def person_archive(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    person = get_person_for_user(request, pk)
    if request.POST.get("restore"):
        services.person_restore(person=person)
        messages.success(request, f"{person.label} is back on your home page.")
    else:
        services.person_archive(person=person)
        messages.success(request, f"{person.label} is archived. Everything is kept.")
    return redirect("counter:person-detail", pk=person.pk)


@login_required
@require_http_methods(["GET", "POST"])
def person_delete(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    """Ask once, saying what would go. A person with entries in the log gets a choice:
    archive them, or delete them with their entries (the log's own action)."""
    person = get_person_for_user(request, pk)  # another user's person: 404 before anything
    if request.method == "POST":
        return _delete_person(request, person)
    context = {
        "person": person,
        "streak_count": person.streaks.count(),
        "urge_count": person.urges.count(),
        "entry_count": person.attempts.live().count(),  # the log's entries about them, by reverse relation
    }
    template = "counter/person_delete.html"
    return render(request, template + "#confirm" if request.htmx else template, context)


@reauthentication_required  # the password again (allauth); the POST goes through once it is given
def _delete_person(request: AuthenticatedRequest, person: Person) -> HttpResponse:
    try:
        services.person_delete(person=person)
    except ValidationError as error:
        messages.error(request, " ".join(error.messages))
        return redirect("counter:person-delete", pk=person.pk)
    messages.success(request, "Deleted.")
    return redirect("counter:person-list")


@login_required
@require_http_methods(["GET", "POST"])
def special_date_create(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    """The form to add a date: in the person page's dates (htmx), or a page of its own."""
    person = get_person_for_user(request, pk)
    form = SpecialDateForm(request.POST or None)
    shown: SpecialDateForm | None = form  # none once added: the dates show their "Add" link again
    if request.method == "POST" and form.is_valid():
        try:
            services.special_date_create(person=person, **form.cleaned_data)
        except ValidationError as error:
            form.add_error(None, error)
        else:
            if not request.htmx:
                messages.success(request, "Date added.")
                return redirect("counter:person-detail", pk=person.pk)
            shown = None
    context = {"person": person, **_dates_context(person, user_today(request.user), shown)}
    template = "counter/person_detail.html#dates" if request.htmx else "counter/special_date_form.html"
    return render(request, template, context)


@login_required
@require_POST
def special_date_delete(request: AuthenticatedRequest, pk: uuid.UUID) -> HttpResponse:
    special = get_special_date_for_user(request, pk)
    person = special.person
    services.special_date_delete(special_date=special)
    if request.htmx:
        context = {"person": person, **_dates_context(person, user_today(request.user))}
        return render(request, "counter/person_detail.html#dates", context)
    messages.success(request, "Date removed.")
    return redirect("counter:person-detail", pk=person.pk)
