"""The insights page's reads beside the roll-ups (reading.py): the user's people and their
dates, time zones, the watchlist, streaks and slips, and the details of a few days. One
query each."""

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass

from django.db.models import OuterRef, Subquery, Sum

from apps.accounts.models import Profile
from apps.attempts.models import AttemptRollup, Facet, RollupState
from apps.counter.models import Person, Slip, SpecialDate, Streak

from .ahead import Special, Watching
from .calendar import HOLIDAYS, region_for_zone
from .models import Watchlist


@dataclass(frozen=True)
class PersonRow:
    id: object
    label: str
    archived: bool
    limited: bool = False  # limited contact: replying is allowed, so replies are not events


def people_and_dates(user) -> tuple[list[PersonRow], list[Special]]:
    """The user's people (archived ones too) and their special dates: one query, one
    row per person and date."""
    people: dict = {}
    specials = []
    kinds = dict(SpecialDate.Kind.choices)
    rows = Person.objects.for_user(user).order_by("created_at", "pk")
    for pk, label, rule, archived_at, kind, name, date in rows.values_list(
        "pk", "label", "rule", "archived_at", "special_dates__kind", "special_dates__label", "special_dates__date"
    ):
        people.setdefault(pk, PersonRow(pk, label, archived_at is not None, rule == Person.Rule.LIMITED))
        if date is not None and archived_at is None:
            shown = name if kind == SpecialDate.Kind.OTHER and name else kinds.get(kind, "A date")
            specials.append(Special(person=label, name=shown, date=date, person_id=pk))
    return list(people.values()), specials


@dataclass(frozen=True)
class Choices:
    """What the user chose that the insights page needs beside the roll-ups."""

    time_zone: str  # their profile's
    counted_in: str | None  # the zone the roll-ups are counted in (None before the first entry)
    watchlist: Watchlist | None  # None while they have not chosen


WATCHLIST = ("pk", "christmas", "new_year", "mothers_day", "fathers_day", "region", "own_dates")


def choices(user) -> Choices:
    """The profile's time zone, the roll-ups' zone and the watchlist: one query (the
    profile, with the roll-ups' zone as a subquery and the watchlist's columns joined;
    values, not model instances: this runs on every visit to the page)."""
    counted = RollupState.objects.filter(user_id=OuterRef("user_id")).values("time_zone")[:1]
    row = (
        Profile.objects.filter(user=user)
        .annotate(counted=Subquery(counted))
        .values_list("time_zone", "counted", *(f"user__watchlist__{name}" for name in WATCHLIST))
        .first()
    )
    if row is None:  # no profile (an account made outside sign-up): two small queries instead
        zone = RollupState.objects.filter(user=user).values_list("time_zone", flat=True).first()
        return Choices("UTC", zone, Watchlist.objects.filter(user=user).first())
    time_zone, counted_in, *saved = row
    watchlist = Watchlist(user=user, **dict(zip(WATCHLIST, saved, strict=True))) if saved[0] is not None else None
    return Choices(time_zone, counted_in, watchlist)


def watching_for(user, time_zone: str) -> Watching:
    """The user's watchlist, or the defaults while they have not chosen: one query."""
    return watching_from(Watchlist.objects.filter(user=user).first(), user, time_zone)


def watching_from(saved: Watchlist | None, user, time_zone: str) -> Watching:
    """The holidays and dates watched, from the saved watchlist (or the defaults)."""
    if saved is None:
        saved = Watchlist(user=user)
    own = tuple((d["label"], d["month"], d["day"]) for d in saved.own_dates if isinstance(d, dict))
    return Watching(
        holidays=tuple(key for key in HOLIDAYS if saved.watches(key)),
        region=saved.region or region_for_zone(time_zone),
        own=own,
    )


@dataclass(frozen=True)
class StreakRow:
    person_id: object
    start: dt.date
    end: dt.date | None
    slip_kind: str  # the slip that ended it, in words ("" for the current one)


def streaks(person_ids: Iterable, since: dt.date) -> list[StreakRow]:
    """Streaks still running on or after `since`, each with the slip that ended it (a
    withdrawn slip ends nothing)."""
    rows = (
        Streak.objects.filter(person_id__in=list(person_ids))
        .exclude(end__lt=since)
        .order_by("person_id", "start", "created_at")
        .values_list("person_id", "start", "end", "ending_slip__kind", "ending_slip__withdrawn_at")
    )
    kinds = dict(Slip.Kind.choices)
    return [
        StreakRow(person_id, start, end, str(kinds.get(kind, kind)) if kind and withdrawn is None else "")
        for person_id, start, end, kind, withdrawn in rows
    ]


def day_details(*, user_id: int, person_id, days: Iterable[dt.date]) -> dict[dt.date, dict[int, list[tuple[str, int]]]]:
    """For each day: {facet: [(value, attempts)], biggest first} for channels and tactics."""
    rows = AttemptRollup.objects.filter(user_id=user_id, day__in=list(days), facet__in=[Facet.CHANNEL, Facet.TACTIC])
    if person_id:
        rows = rows.filter(person_id=person_id)
    found: dict = {}
    for day, facet, value, n in (
        rows.values("day", "facet", "value").annotate(n=Sum("count")).values_list("day", "facet", "value", "n")
    ):
        found.setdefault(day, {}).setdefault(facet, []).append((value, n))
    for facets in found.values():
        for values in facets.values():
            values.sort(key=lambda item: (-item[1], item[0]))
    return found
