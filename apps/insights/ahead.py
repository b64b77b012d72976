"""The weeks ahead: the dates in the next 90 days that contact is often timed around.

Three sources: each person's special dates, the holidays the user watches (and dates
of their own), and the dates whose days last year saw contact at twice the usual or more.
Pure: the selector hands in what it read.
"""

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from apps.counter import days as counter_days

from . import calendar
from .charts import plural
from .stats import HORIZON, WEEKDAYS, Spike

NEUTRAL = "Plan ahead"  # the calendar file's title for anything that could name someone


@dataclass(frozen=True)
class Special:
    person: str  # the user's label for them
    name: str  # "Their birthday", "An anniversary", the user's own label
    date: dt.date  # any year's
    person_id: object = None


@dataclass(frozen=True)
class Watching:
    """The watchlist as read (or its defaults)."""

    holidays: tuple[str, ...]  # keys of calendar.HOLIDAYS
    region: str
    own: tuple[tuple[str, int, int], ...]  # (label, month, day)


@dataclass(frozen=True)
class AheadDate:
    first: dt.date
    last: dt.date  # the same day, or the end of a run of days
    what: str  # for the page (private): "Their birthday (R.)"
    title: str  # for the calendar file: no names, no app name
    kind: str  # "special", "holiday", "own" or "busy"
    when: str  # "Thursday 25 December, in 30 days"
    note: str  # "Last year, the week around these days brought ..."
    days_to_go: int


# As strftime's %A and %B write them (the site is in English), without their cost.
MONTH_NAMES = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)  # fmt: skip


def day_words(day: dt.date) -> str:
    """ "Thursday 25 December", as "%A %-d %B" writes it."""
    return f"{WEEKDAYS[day.weekday()]} {day.day} {MONTH_NAMES[day.month - 1]}"


def _when(first: dt.date, last: dt.date, today: dt.date) -> str:
    gap = (first - today).days
    soon = "today" if gap == 0 else "tomorrow" if gap == 1 else f"in {gap} days"
    if last != first:
        return f"{day_words(first)} to {day_words(last)}, {soon}"
    return f"{day_words(first)}, {soon}"


def _one(first: dt.date, last: dt.date, today: dt.date, **fields) -> AheadDate:
    return AheadDate(first=first, last=last, when=_when(first, last, today), days_to_go=(first - today).days, **fields)


def weeks_ahead(
    *,
    today: dt.date,
    specials: Iterable[Special],
    watching: Watching,
    spikes: Sequence[Spike],
    horizon: int = HORIZON,
) -> list[AheadDate]:
    """Every date from today to `horizon` days on, soonest first."""
    end = today + dt.timedelta(days=horizon)
    found = []
    for special in specials:
        day = counter_days.next_occurrence(special.date, today)
        if day <= end:
            found.append(
                _one(day, day, today, what=f"{special.name} ({special.person})", title=NEUTRAL, kind="special", note="")
            )
    for key in watching.holidays:
        for day in calendar.holidays_between(key, today, end, watching.region):
            found.append(
                _one(
                    day, day, today, what=calendar.HOLIDAYS[key], title=calendar.HOLIDAYS[key], kind="holiday", note=""
                )
            )
    for label, month, mday in watching.own:
        for day in calendar.yearly_between(month, mday, today, end):
            found.append(_one(day, day, today, what=label, title=NEUTRAL, kind="own", note=""))
    for spike in spikes:
        note = (
            f"Last year, the week around these days brought {plural(spike.count, 'attempt')}: "
            f"{spike.ratio:.1f} times your usual."
        )
        found.append(
            _one(spike.first, spike.last, today, what="A busy time last year", title=NEUTRAL, kind="busy", note=note)
        )
    return sorted(found, key=lambda a: (a.first, a.kind, a.what))
