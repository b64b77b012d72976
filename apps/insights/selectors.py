"""The insights page's reads beside the roll-ups (reading.py): the user's people and their
dates, time zones, the watchlist, streaks and slips. One query each."""

import datetime as dt
import json
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from django.db import connection
from django.db.models import Field

from apps.accounts.models import Profile
from apps.attempts.models import RollupState
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


@cache
def _people_sql(vendor: str) -> str:
    quote = connection.ops.quote_name
    people, dates = quote(Person._meta.db_table), quote(SpecialDate._meta.db_table)
    pk, user, label, rule, archived, erased, created = _columns(
        Person, "id", "user", "label", "rule", "archived_at", "erased_at", "created_at"
    )
    of, kind, name, date = _columns(SpecialDate, "person", "kind", "label", "date")
    return (
        f"SELECT p.{pk}, p.{label}, p.{rule}, p.{archived}, d.{kind}, d.{name}, d.{date} FROM {people} p "
        f"LEFT JOIN {dates} d ON d.{of} = p.{pk} WHERE p.{user} = %s AND p.{erased} IS NULL "
        f"ORDER BY p.{created}, p.{pk}"
    )


def people_and_dates(user) -> tuple[list[PersonRow], list[Special]]:
    """The user's people (archived ones too, never erased ones) and their special dates:
    one query, one row per person and date, written out (the ORM took 0.4 ms to build it)."""
    people: dict = {}
    specials = []
    kinds = dict(SpecialDate.Kind.choices)
    with connection.cursor() as cursor:
        cursor.execute(_people_sql(connection.vendor), [user.pk])
        rows = cursor.fetchall()
    for pk, label, rule, archived_at, kind, name, date in rows:
        pid = uuid.UUID(pk) if isinstance(pk, str) else pk  # text on SQLite
        people.setdefault(pid, PersonRow(pid, label, archived_at is not None, rule == Person.Rule.LIMITED))
        if date is not None and archived_at is None:
            shown = name if kind == SpecialDate.Kind.OTHER and name else kinds.get(kind, "A date")
            specials.append(Special(person=label, name=shown, date=_date(date), person_id=pid))
    return list(people.values()), specials


@dataclass(frozen=True)
class Choices:
    """What the user chose that the insights page needs beside the roll-ups."""

    time_zone: str  # their profile's
    counted_in: str | None  # the zone the roll-ups are counted in (None before the first entry)
    watchlist: Watchlist | None  # None while they have not chosen


WATCHLIST = ("id", "christmas", "new_year", "mothers_day", "fathers_day", "region", "own_dates")


@cache
def _choices_sql(vendor: str) -> str:
    quote = connection.ops.quote_name
    profiles, states, lists = (quote(m._meta.db_table) for m in (Profile, RollupState, Watchlist))
    (zone, of) = _columns(Profile, "time_zone", "user")
    (counted, counted_of) = _columns(RollupState, "time_zone", "user")
    watched = ", ".join(f"w.{column}" for column in _columns(Watchlist, *WATCHLIST))
    (watcher,) = _columns(Watchlist, "user")
    return (
        f"SELECT p.{zone}, (SELECT r.{counted} FROM {states} r WHERE r.{counted_of} = p.{of}), {watched} "
        f"FROM {profiles} p LEFT JOIN {lists} w ON w.{watcher} = p.{of} WHERE p.{of} = %s"
    )


def choices(user) -> Choices:
    """The profile's time zone, the roll-ups' zone and the watchlist: one query, written
    out (the ORM took 0.6 ms to build it; it runs on every visit to the page)."""
    with connection.cursor() as cursor:
        cursor.execute(_choices_sql(connection.vendor), [user.pk])
        row = cursor.fetchone()
    if row is None:  # no profile (an account made outside sign-up): two small queries instead
        zone = RollupState.objects.filter(user=user).values_list("time_zone", flat=True).first()
        return Choices("UTC", zone, Watchlist.objects.filter(user=user).first())
    time_zone, counted_in, pk, christmas, new_year, mothers, fathers, region, own = row
    watchlist = None
    if pk is not None:
        watchlist = Watchlist(
            pk=pk,
            user=user,
            christmas=bool(christmas),  # 0 or 1 on SQLite
            new_year=bool(new_year),
            mothers_day=bool(mothers),
            fathers_day=bool(fathers),
            region=region,
            own_dates=json.loads(own) if isinstance(own, str) else own,  # text as stored
        )
    return Choices(time_zone, counted_in, watchlist)


def watching_for(user, time_zone: str) -> Watching:
    """The user's watchlist, or the defaults while they have not chosen: one query (the
    written-out one of `choices`)."""
    return watching_from(choices(user).watchlist, user, time_zone)


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


def _columns(model, *names: str) -> list[str]:
    quote = connection.ops.quote_name
    found = []
    for name in names:
        field = model._meta.get_field(name)
        assert isinstance(field, Field) and field.column, "concrete fields"
        found.append(quote(field.column))
    return found


@cache
def _streaks_sql(vendor: str, people: int) -> str:
    quote = connection.ops.quote_name
    streak, slip = quote(Streak._meta.db_table), quote(Slip._meta.db_table)
    pk, person, start, end, created = _columns(Streak, "id", "person", "start", "end", "created_at")
    ended, kind, withdrawn = _columns(Slip, "ended_streak", "kind", "withdrawn_at")
    return (
        f"SELECT s.{person}, s.{start}, s.{end}, l.{kind}, l.{withdrawn} FROM {streak} s "
        f"LEFT JOIN {slip} l ON l.{ended} = s.{pk} "
        f"WHERE s.{person} IN ({', '.join(['%s'] * people)}) AND (s.{end} IS NULL OR s.{end} >= %s) "
        f"ORDER BY s.{person}, s.{start}, s.{created}"
    )


def streaks(person_ids: Iterable, since: dt.date) -> list[StreakRow]:
    """Streaks still running on or after `since`, each with the slip that ended it (a
    withdrawn slip ends nothing). Written out, as the roll-ups' reads are (reading.py):
    the ORM took 0.5 ms to build a query that runs in 0.03."""
    ids = list(person_ids)
    if not ids:
        return []
    person = Streak._meta.get_field("person")
    assert isinstance(person, Field)
    params = [person.get_db_prep_value(pk, connection) for pk in ids]
    params.append(connection.ops.adapt_datefield_value(since))
    with connection.cursor() as cursor:
        cursor.execute(_streaks_sql(connection.vendor, len(ids)), params)
        rows = cursor.fetchall()
    kinds = dict(Slip.Kind.choices)
    return [
        StreakRow(
            uuid.UUID(person_id) if isinstance(person_id, str) else person_id,  # text on SQLite
            _date(start),
            None if end is None else _date(end),
            str(kinds.get(kind, kind)) if kind and withdrawn is None else "",
        )
        for person_id, start, end, kind, withdrawn in rows
    ]


def _date(value) -> dt.date:
    return dt.date.fromisoformat(value) if isinstance(value, str) else value
