"""The insights page's reads of the roll-ups: one query for the period's numbers, one for
the details of a few days. Nothing here reads the log itself."""

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.db.models import CharField, DateField, F, IntegerField, Max, Min, Q, QuerySet, Sum, UUIDField, Value

from apps.attempts.models import AttemptRollup, Facet, Response

YEAR = dt.timedelta(days=365)


@dataclass
class Numbers:
    """What one read of the roll-ups found."""

    totals: dict[tuple[int, str], int] = field(default_factory=dict)  # (facet, value) -> attempts in the period
    daily: dict = field(default_factory=dict)  # person id -> {day: attempts}, in the period
    replied: dict = field(default_factory=dict)  # person id -> {day: attempts replied to}, in the period
    last_year: dict[dt.date, int] = field(default_factory=dict)  # day -> attempts, around these weeks last year
    year_total: dict = field(default_factory=dict)  # person id -> attempts in the last 365 days
    first_day: dict = field(default_factory=dict)  # person id -> their first day with an entry, ever
    last_day: dict = field(default_factory=dict)  # person id -> their latest day with an entry, ever


def _rows(user_id: int, person_id) -> QuerySet:
    rows = AttemptRollup.objects.filter(user_id=user_id)
    return rows.filter(person_id=person_id) if person_id else rows


COLUMNS = ("p_part", "p_person", "p_facet", "p_value", "p_day", "p_last", "n")


def _branch(qs: QuerySet, part: str, *, group: Iterable[str] = (), n=None, **columns) -> QuerySet:
    """One branch of the union, grouped by `group` (field names): always the columns
    (part, person, facet, value, day, last day, n), constants where a branch has none."""
    constants = {
        "p_part": Value(part, CharField()),
        "p_person": Value(None, UUIDField()),
        "p_facet": Value(None, IntegerField()),
        "p_value": Value("", CharField()),
        "p_day": Value(None, DateField()),
        "p_last": Value(None, DateField()),
    }
    grouped = qs.values(*group) if group else qs
    shaped = grouped.annotate(n=n if n is not None else Sum("count"), **columns)
    return shaped.annotate(**{k: v for k, v in constants.items() if k not in columns}).values_list(*COLUMNS)


def read_numbers(*, user_id: int, person_id=None, start: dt.date | None, today: dt.date, ahead: int = 90) -> Numbers:
    """Everything the page adds up, in one query (a UNION ALL of five grouped reads):
    totals by channel, response, tactic and hour in the period; attempts and replies per
    person and day in the period; attempts per day around the coming weeks last year;
    each person's total over the last year and their first and last day."""
    rows = _rows(user_id, person_id)
    period = rows.filter(day__lte=today, **({"day__gte": start} if start else {}))
    around = (today - YEAR - dt.timedelta(days=7), today - YEAR + dt.timedelta(days=ahead + 7))
    totals = period.filter(facet__in=[Facet.CHANNEL, Facet.RESPONSE, Facet.TACTIC, Facet.HOUR])
    replies = period.filter(facet=Facet.RESPONSE, value=Response.REPLIED)
    by_person_day = {"p_person": F("person_id"), "p_day": F("day")}
    query = _branch(
        rows.filter(facet=Facet.ALL),
        "b",
        group=["person_id"],
        n=Sum("count", filter=Q(day__gt=today - YEAR, day__lte=today)),
        p_person=F("person_id"),
        p_day=Min("day"),
        p_last=Max("day"),
    ).union(
        _branch(totals, "t", group=["facet", "value"], p_facet=F("facet"), p_value=F("value")),
        _branch(period.filter(facet=Facet.ALL), "d", group=["person_id", "day"], **by_person_day),
        _branch(replies, "r", group=["person_id", "day"], **by_person_day),
        _branch(rows.filter(facet=Facet.ALL, day__range=around), "y", group=["day"], p_day=F("day")),
        all=True,
    )
    found = Numbers()
    for part, person, facet, value, day, last, n in query:
        if part == "t":
            found.totals[facet, value] = n
        elif part == "d":
            found.daily.setdefault(person, {})[day] = n
        elif part == "r":
            found.replied.setdefault(person, {})[day] = n
        elif part == "y":
            found.last_year[day] = n
        else:
            found.year_total[person], found.first_day[person], found.last_day[person] = n or 0, day, last
    return found
