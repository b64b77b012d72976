from calendar import month_name

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_POST, require_safe

from apps.attempts.rollups.jobs import rollups_rebuild_start
from apps.counter import days
from nocontact.http import AuthenticatedRequest

from . import services
from .forms import ChoiceForm, OwnDateForm, ReminderForm, WatchForm
from .ics import calendar_file, owner_key
from .links import links
from .models import Watchlist
from .page import ahead_for, insights_page
from .selectors import choices, people_and_dates, watching_from


def _context(request: AuthenticatedRequest) -> dict:
    people, specials = people_and_dates(request.user)
    choice = ChoiceForm(request.GET, people=people)
    period, person = choice.chosen()
    if choice.person_invalid:  # another user's person, or no one's
        raise Http404
    chosen = choices(request.user)
    zone = chosen.time_zone
    recount = None
    if chosen.counted_in is not None and chosen.counted_in != zone:  # the time zone changed: count again, as a job
        recount = rollups_rebuild_start(user=request.user, back_url=reverse("insights:page"))
    page = insights_page(
        user=request.user,
        period=period,
        person=person,
        people=people,
        specials=specials,
        watching=watching_from(chosen.watchlist, request.user, zone),
        today=days.local_today(zone),
    )
    return {
        "page": page,
        "links": links(),
        "people": people,
        "recount": recount,
    }


def _dates_context(request: AuthenticatedRequest, **forms) -> dict:
    """The watchlist's page: the holidays watched, and the user's own dates."""
    chosen = choices(request.user)
    watching = watching_from(chosen.watchlist, request.user, chosen.time_zone)
    saved = Watchlist(user=request.user, region=watching.region, own_dates=[])
    for key in ("christmas", "new_year", "mothers_day", "fathers_day"):
        setattr(saved, key, key in watching.holidays)
    return {
        "own_dates": [(i, label, f"{day} {month_name[month]}") for i, (label, month, day) in enumerate(watching.own)],
        "watch_form": forms.get("watch_form") or WatchForm(instance=saved),
        "own_form": forms.get("own_form") or OwnDateForm(),
    }


@login_required
@require_safe
def insights(request: AuthenticatedRequest) -> HttpResponse:
    template = "insights/page.html"
    if request.htmx and not request.htmx.boosted:
        template += "#body"
    return render(request, template, _context(request))


@login_required
@require_safe
def dates(request: AuthenticatedRequest) -> HttpResponse:
    """The holidays to watch and the user's own dates: a page of their own, so that the
    insights page draws no forms."""
    return render(request, "insights/dates.html", _dates_context(request))


def _after_change(request: AuthenticatedRequest, note: str = "", **forms) -> HttpResponse:
    """After a change to the dates: a form with errors again (status 200), else the
    dates (htmx) or their page (a redirect), with a short note."""
    if forms or request.htmx:
        template = "insights/dates.html#dates" if request.htmx else "insights/dates.html"
        return render(request, template, {**_dates_context(request, **forms), "note": note})
    messages.success(request, note)
    return redirect("insights:dates")


@login_required
@require_POST
def watch(request: AuthenticatedRequest) -> HttpResponse:
    form = WatchForm(request.POST)
    if not form.is_valid():
        return _after_change(request, watch_form=form)
    services.watchlist_save(user=request.user, **form.cleaned_data)
    return _after_change(request, "Saved. The weeks ahead show the holidays you chose.")


@login_required
@require_POST
def own_date_add(request: AuthenticatedRequest) -> HttpResponse:
    form = OwnDateForm(request.POST)
    if form.is_valid():
        try:
            services.own_date_add(user=request.user, **form.cleaned_data)
        except ValidationError as error:
            form.add_error(None, error)
    if form.errors:
        return _after_change(request, own_form=form)
    return _after_change(request, "Added to the weeks ahead.")


@login_required
@require_POST
def own_date_remove(request: AuthenticatedRequest, index: int) -> HttpResponse:
    if not services.own_date_remove(user=request.user, index=index):
        raise Http404
    return _after_change(request, "Removed.")


@login_required
@require_safe
def ahead_ics(request: AuthenticatedRequest) -> HttpResponse:
    """The weeks ahead as a calendar file: neutral titles, optional reminders."""
    _people, specials = people_and_dates(request.user)
    chosen = choices(request.user)
    today = days.local_today(chosen.time_zone)
    watching = watching_from(chosen.watchlist, request.user, chosen.time_zone)
    dates = ahead_for(user=request.user, person=None, specials=specials, watching=watching, today=today)
    reminder = ReminderForm(request.GET).days()
    body = calendar_file(dates, owner=owner_key(request.user.pk), reminder_days=reminder, now=timezone.now())
    response = HttpResponse(body, content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="dates.ics"'
    return response
