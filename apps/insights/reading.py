"""The insights page's reads of the roll-ups: one query for everything the page adds up.
Nothing here reads the log itself.

The query is written out (and built once per shape): the ORM took longer to compile its
five branches than the database took to run them (3 ms of a 10 ms page at 10,000
entries). It is plain SQL that SQLite and PostgreSQL read alike.
"""

import datetime as dt
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from django.db import connection
from django.db.models import Field

from apps.attempts.models import MONTHLY, AttemptRollup, AttemptRollupTotal, Facet, Response
from apps.counter.models import Person

YEAR = dt.timedelta(days=365)
DAY = dt.timedelta(days=1)
FACETS = (Facet.CHANNEL, Facet.RESPONSE, Facet.TACTIC, Facet.HOUR)  # the period's totals
# A facet's four reads when a range is added up as `plan` says, each with its sign: the
# months (by the month's facet), the days added, the days less, the days to come.
PLANNED = {
    facet: ((Facet.by_month(facet), ""), (facet, ""), (facet, "-"), (facet, "-")) for facet in (Facet.ALL, *FACETS)
}


@dataclass
class Numbers:
    """What one read of the roll-ups found. Person ids are UUIDs."""

    totals: dict[tuple[int, str], int] = field(default_factory=dict)  # (facet, value) -> attempts in the period
    daily: dict = field(default_factory=dict)  # person id -> {day: attempts}, in the period
    replied: dict = field(default_factory=dict)  # person id -> {day: attempts replied to}, in the period
    last_year: dict[dt.date, int] = field(default_factory=dict)  # day -> attempts, around these weeks last year
    year_total: dict = field(default_factory=dict)  # person id -> attempts in the last 365 days
    first_day: dict = field(default_factory=dict)  # person id -> their first day with an entry, ever


def _field(name: str) -> Field:
    field = AttemptRollup._meta.get_field(name)
    assert isinstance(field, Field) and field.column, "the roll-ups' columns are concrete fields"
    return field


def _person_column(name: str) -> str:
    field = Person._meta.get_field(name)
    assert isinstance(field, Field) and field.column, "the person's columns are concrete fields"
    return field.column


def _column(name: str) -> str:
    column = _field(name).column
    assert column is not None, "checked by _field"
    return column


RANGES = ("months", "add", "less", "future")  # a Plan's ranges, in the order of PLANNED's reads


@cache
def _sql(vendor: str, one_person: bool, period_too: bool) -> str:
    """The UNION ALL of twenty-four reads (six without the period's), each bounded by
    the days or months it covers (never a scan of the whole history); every branch has
    the columns (part, person, facet, value, day, n). Its parameters are named (the
    names read_numbers gives): Django's SQLite backend turns a named query into SQLite's
    with one % (about 12 us), 71 positional ones with a regex over the 4 KB (55 to 90 us)."""
    meta = AttemptRollup._meta
    q = connection.ops.quote_name
    table = q(meta.db_table)
    user, person, day, facet, value, count = (
        q(_column(name)) for name in ("user", "person", "day", "facet", "value", "count")
    )
    mine = f"{user} = %(user)s" + (f" AND {person} = %(person)s" if one_person else "")
    # Sums over everyone read the roll-ups already added up over the people: a row per
    # day and value, not one per person too. Their columns are named as AttemptRollup's.
    summed, summed_mine = (table, mine) if one_person else (q(AttemptRollupTotal._meta.db_table), f"{user} = %(user)s")
    people = q(Person._meta.db_table)
    person_pk, person_user = q(_person_column("id")), q(_person_column("user"))
    period = f"{day} >= %(start)s AND {day} <= %(today)s"

    def planned(name: str, plan: str) -> str:
        """One of a plan's ranges, bounded by its parameters."""
        return f"{day} >= %({plan}_{name}_first)s AND {day} <= %({plan}_{name}_last)s"

    first_day = (
        f"(SELECT {day} FROM {table} WHERE {user} = %(user)s AND {facet} = {Facet.ALL} "
        f"AND {person} = {people}.{person_pk} ORDER BY {day} LIMIT 1)"
    )
    if vendor == "sqlite":
        # SQLite's reader parses a column by the type of its first branch's: as text,
        # the hundreds of days that come back are parsed once each (_day), not per row.
        first_day = f"CAST({first_day} AS TEXT)"
    branches = [
        # f: each person's first day ever, an index seek each (never a scan of the history)
        (
            # (PostgreSQL types a UNION's columns from its first branches: the facet is a number)
            f"SELECT 'f', {people}.{person_pk}, CAST(NULL AS INTEGER), '', {first_day}, NULL "
            f"FROM {people} WHERE {people}.{person_user} = %(user)s"
            + (f" AND {people}.{person_pk} = %(person)s" if one_person else "")
        ),
        # b: each person's attempts in the last year, added up as `plan` says (by month)
        *(
            f"SELECT 'b', {person}, NULL, '', NULL, {sign}SUM({count}) FROM {table} WHERE {mine} "
            f"AND {facet} = {each} AND {planned(name, 'year')} GROUP BY {person}"
            for (each, sign), name in zip(PLANNED[Facet.ALL], RANGES, strict=True)
        ),
    ]
    ahead = [
        # y: attempts per day around the coming weeks, last year
        (
            f"SELECT 'y', NULL, NULL, '', {day}, SUM({count}) FROM {summed} WHERE {summed_mine} "
            f"AND {facet} = {Facet.ALL} AND {day} >= %(around_first)s AND {day} <= %(around_last)s GROUP BY {day}"
        ),
    ]
    if not period_too:
        return " UNION ALL ".join(branches + ahead)
    branches += [
        # t: the period's totals by channel, response, tactic and hour of the week, added
        # up as `plan` says: by month, plus and less a few days by day (a range of the
        # covering index each, quicker than one IN)
        *(
            f"SELECT 't', NULL, {each}, {value}, NULL, {sign}SUM({count}) FROM {summed} WHERE {summed_mine} "
            f"AND {facet} = {each} AND {planned(name, 'period')} GROUP BY {value}"
            for daily in FACETS
            for (each, sign), name in zip(PLANNED[daily], RANGES, strict=True)
        ),
        # d: attempts per person and day in the period
        (
            f"SELECT 'd', {person}, NULL, '', {day}, {count} FROM {table} WHERE {mine} "
            f"AND {facet} = {Facet.ALL} AND {period}"
        ),
        # r: replies per person and day in the period
        (
            f"SELECT 'r', {person}, NULL, '', {day}, {count} FROM {table} WHERE {mine} "
            f"AND {facet} = {Facet.RESPONSE} AND {value} = '{Response.REPLIED}' AND {period}"
        ),
    ]
    return " UNION ALL ".join(branches + ahead)


def _day(value: object) -> dt.date:
    """A day as the database gave it (text on SQLite)."""
    if isinstance(value, str):
        return dt.date.fromisoformat(value)
    assert isinstance(value, dt.date), "every row's days are set"
    return value


def _person(value) -> uuid.UUID | None:
    return uuid.UUID(value) if isinstance(value, str) else value


def _month_end(day: dt.date) -> dt.date:
    return (day.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - DAY


@dataclass(frozen=True)
class Plan:
    """How a period's totals are added up from the roll-ups, each range (first, last)
    of days, empty when last is before first: the months from `months` (by their first
    days), plus the days in `add`, less the days in `less` and `future`."""

    months: tuple[dt.date, dt.date]
    add: tuple[dt.date, dt.date]
    less: tuple[dt.date, dt.date]
    future: tuple[dt.date, dt.date]


NOTHING = (dt.date(2, 1, 1), dt.date(1, 1, 1))  # an empty range of days


def plan(first: dt.date, last: dt.date) -> Plan:
    """The period from `first` to `last` by month as far as it goes, so that a busy
    history reads a row per month and value, not per day: its last month whole, less
    the days after `last` (days to come: usually none); its first month whole less the
    days before `first`, or by day from `first`, whichever reads fewer days. A period
    within one month is read by day."""
    if (first.year, first.month) == (last.year, last.month):
        return Plan(NOTHING, (first, last), NOTHING, NOTHING)
    future = (last + DAY, _month_end(last))
    month = first.replace(day=1)
    before = (month, first - DAY)  # empty when the period starts on the 1st
    rest = (first, _month_end(first))
    if (before[1] - before[0]).days <= (rest[1] - rest[0]).days:
        return Plan((month, last.replace(day=1)), NOTHING, before, future)
    return Plan((_month_end(first) + DAY, last.replace(day=1)), rest, NOTHING, future)


def _ranges(plan: str, how: Plan) -> dict:
    """The parameters of a plan's four ranges (named as _sql names them)."""
    adapt = connection.ops.adapt_datefield_value
    return {
        f"{plan}_{name}_{end}": adapt(day)
        for name, days in zip(RANGES, (how.months, how.add, how.less, how.future), strict=True)
        for end, day in zip(("first", "last"), days, strict=True)
    }


def read_numbers(
    *, user_id: int, person_id=None, start: dt.date | None, today: dt.date, ahead: int = 90, period_too: bool = True
) -> Numbers:
    """Everything the page adds up, in one query: totals by channel, response, tactic
    and hour in the period (from `start`, or from the first entry); attempts and replies
    per person and day in it; attempts per day around the coming weeks last year; each
    person's total over the last year and their first day (an index seek).

    Without `period_too`, only the last three (the weeks ahead, on their own)."""
    ops = connection.ops
    params: dict[str, Any] = {"user": user_id}
    if person_id:
        params["person"] = _field("person").get_db_prep_value(person_id, connection)
    params |= _ranges("year", plan(today - YEAR + DAY, today))
    params["around_first"] = ops.adapt_datefield_value(today - YEAR - dt.timedelta(days=7))
    params["around_last"] = ops.adapt_datefield_value(today - YEAR + dt.timedelta(days=ahead + 7))
    if period_too:
        first = start or dt.date(1900, 1, 1)
        params |= _ranges("period", plan(first, today))
        params["start"], params["today"] = ops.adapt_datefield_value(first), ops.adapt_datefield_value(today)
    found = Numbers()
    with connection.cursor() as cursor:
        cursor.execute(_sql(connection.vendor, bool(person_id), period_too), params)
        rows = cursor.fetchall()
    # The same few people and days come back on many rows: each is converted once. Rows
    # are gathered by the person as the database gives it (text on SQLite, which hashes
    # in C) and each person converted at the end: a UUID hashes in Python.
    days: dict = {}
    daily: dict = {}
    replied: dict = {}
    year_total: dict = {}
    first_day: dict = {}
    for part, person, facet, value, day, n in rows:
        if part == "t":
            key = (int(facet) % MONTHLY, value)  # a month's facet counts as its day's
            found.totals[key] = found.totals.get(key, 0) + int(n)
            continue
        when = None if day is None else days[day] if day in days else days.setdefault(day, _day(day))
        if part == "d":
            daily.setdefault(person, {})[when] = n
        elif part == "r":
            replied.setdefault(person, {})[when] = n
        elif part == "y":
            assert when is not None, "every day of last year's read is set"
            found.last_year[when] = int(n)
        elif part == "b":
            year_total[person] = year_total.get(person, 0) + int(n)
        elif when is not None:  # "f": a person with no entry has no first day
            first_day[person] = when
    found.daily, found.replied, found.year_total, found.first_day = (
        {_person(raw): value for raw, value in by_raw.items()} for by_raw in (daily, replied, year_total, first_day)
    )
    # A month less its days outside the period can come to nothing: no row for it.
    found.totals = {key: n for key, n in found.totals.items() if n}
    return found


@cache
def _details_sql(vendor: str, one_person: bool, days: int) -> str:
    q = connection.ops.quote_name
    table = q((AttemptRollup if one_person else AttemptRollupTotal)._meta.db_table)  # as _sql's sums
    user, person, day, facet, value, count = (
        q(_column(name)) for name in ("user", "person", "day", "facet", "value", "count")
    )
    mine = f"{user} = %s" + (f" AND {person} = %s" if one_person else "")
    return (
        f"SELECT {day}, {facet}, {value}, SUM({count}) FROM {table} WHERE {mine} "
        f"AND {facet} IN ({Facet.CHANNEL}, {Facet.TACTIC}) AND {day} IN ({', '.join(['%s'] * days)}) "
        f"GROUP BY {day}, {facet}, {value}"
    )


def day_details(*, user_id: int, person_id, days: Iterable[dt.date]) -> dict[dt.date, dict[int, list[tuple[str, int]]]]:
    """For each day: {facet: [(value, attempts)], biggest first} for channels and tactics.
    Written out as read_numbers is: the ORM took 0.5 ms to build what runs in 0.05."""
    wanted = sorted(set(days))
    if not wanted:
        return {}
    ops = connection.ops
    params: list = [user_id]
    if person_id:
        params.append(_field("person").get_db_prep_value(person_id, connection))
    params += [ops.adapt_datefield_value(day) for day in wanted]
    with connection.cursor() as cursor:
        cursor.execute(_details_sql(connection.vendor, bool(person_id), len(wanted)), params)
        rows = cursor.fetchall()
    found: dict = {}
    for day, facet, value, n in rows:
        found.setdefault(_day(day), {}).setdefault(int(facet), []).append((value, int(n)))
    for facets in found.values():
        for values in facets.values():
            values.sort(key=lambda item: (-item[1], item[0]))
    return found
