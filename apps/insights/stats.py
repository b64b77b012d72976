"""The arithmetic behind the insights page: pure functions over daily counts.

Days are the user's local calendar days. "Usual" is a person's (or everyone's) average
number of attempts a day over the last year, or since their first entry when that is
more recent: the baseline every comparison on the page is made against.
"""

import datetime as dt
import itertools
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

DAY = dt.timedelta(days=1)
AFTER_DAYS = 14  # how long after a slip or a reply contact is watched
AFTER_AT_LEAST = 7  # days of that window that must have passed to say anything
BEFORE_DAYS = 14  # the days up to a special date
QUIET_AT_LEAST = 14  # the shortest quiet spell, in days
SPIKE_RATIO = 2.0  # the same dates last year at this many times the usual
SPIKE_HALF_WIDTH = 3  # a date last year is judged with the 3 days either side
SPIKE_AT_LEAST = 3  # and with at least this many attempts in that week
HORIZON = 90  # days ahead


class Series:
    """Attempts per day from `first` to `last` (both included), zeros where none."""

    def __init__(self, first: dt.date, last: dt.date, counts: Mapping[dt.date, int]) -> None:
        self.first, self.last = first, last
        size = max((last - first).days + 1, 0)
        self.days = [0] * size
        for day, n in counts.items():
            if first <= day <= last:
                self.days[(day - first).days] += n
        self._sums = [0, *itertools.accumulate(self.days)]  # _sums[i]: attempts before day i

    def total(self, start: dt.date | None = None, end: dt.date | None = None) -> int:
        """Attempts from `start` to `end`, both included, clipped to the series."""
        a = max(((start or self.first) - self.first).days, 0)
        b = min(((end or self.last) - self.first).days + 1, len(self.days))
        return self._sums[b] - self._sums[a] if b > a else 0

    def weeks_around(self, days: Iterable[dt.date], half: int) -> list[int]:
        """Attempts from `half` days before to `half` days after each of `days`, clipped
        to the series: total() for each, in one pass over the running sums."""
        first, sums, size = self.first.toordinal(), self._sums, len(self.days)
        return [
            sums[min(max(i + half + 1, 0), size)] - sums[min(max(i - half, 0), size)]
            for i in (day.toordinal() - first for day in days)
        ]

    def on(self, day: dt.date) -> int:
        i = (day - self.first).days
        return self.days[i] if 0 <= i < len(self.days) else 0

    def contact_days(self) -> list[dt.date]:
        return [self.first + i * DAY for i, n in enumerate(self.days) if n]


def combine(first: dt.date, last: dt.date, parts: Iterable[Mapping[dt.date, int]]) -> Series:
    merged: dict[dt.date, int] = {}
    for part in parts:
        for day, n in part.items():
            merged[day] = merged.get(day, 0) + n
    return Series(first, last, merged)


def usual_per_day(year_total: int, first_day: dt.date | None, today: dt.date) -> float:
    """The average a day over the last 365 days, or since `first_day` when later."""
    if first_day is None:
        return 0.0
    since = max(first_day, today - 364 * DAY)
    return year_total / ((today - since).days + 1)


def ratio(count: int, usual_per_day: float, days: int) -> float | None:
    expected = usual_per_day * days
    return count / expected if expected > 0 else None


@dataclass(frozen=True)
class Week:
    start: dt.date  # its Monday (the first week may begin later, on `first`)
    count: int


def weeks(series: Series) -> list[Week]:
    """Attempts per week (Monday to Sunday) over the series."""
    found = []
    monday = series.first - series.first.weekday() * DAY
    while monday <= series.last:
        found.append(Week(monday, series.total(monday, monday + 6 * DAY)))
        monday += 7 * DAY
    return found


@dataclass(frozen=True)
class Window:
    """Contact in the days after (or before) a day, against the usual."""

    day: dt.date  # the slip, the reply, or the special date
    first: dt.date
    last: dt.date
    count: int
    ratio: float | None

    @property
    def days(self) -> int:
        return (self.last - self.first).days + 1


def after(series: Series, day: dt.date, usual: float, today: dt.date) -> Window | None:
    """The 14 days after `day` (fewer if today comes first; None under 7)."""
    first, last = day + DAY, min(day + AFTER_DAYS * DAY, today)
    if (last - first).days + 1 < AFTER_AT_LEAST:
        return None
    count = series.total(first, last)
    return Window(day, first, last, count, ratio(count, usual, (last - first).days + 1))


def before(series: Series, day: dt.date, usual: float) -> Window | None:
    """The 14 days up to and including `day`, when the series covers all of them."""
    first = day - (BEFORE_DAYS - 1) * DAY
    if first < series.first or day > series.last:
        return None
    count = series.total(first, day)
    return Window(day, first, day, count, ratio(count, usual, BEFORE_DAYS))


@dataclass(frozen=True)
class Spell:
    """Days in a row without contact."""

    first: dt.date
    last: dt.date
    ended_on: dt.date | None  # the day contact came back; None while it goes on
    from_start: bool  # it runs from the start of the period (it may be longer)

    @property
    def days(self) -> int:
        return (self.last - self.first).days + 1


def quiet_spells(series: Series) -> list[Spell]:
    """Spells of at least 14 days without contact, and at least four times the average
    gap between days with contact (so sparse contact is not called quiet), longest first."""
    contact = series.contact_days()
    span = len(series.days)
    if not contact or span < QUIET_AT_LEAST:
        return []
    shortest = max(QUIET_AT_LEAST, math.ceil(4 * span / len(contact)))
    edges = [series.first - DAY, *contact, series.last + DAY]
    spells = []
    for before_day, after_day in itertools.pairwise(edges):
        first, last = before_day + DAY, after_day - DAY
        if (last - first).days + 1 >= shortest:
            ended = after_day if after_day <= series.last else None
            spells.append(Spell(first, last, ended, from_start=first == series.first))
    return sorted(spells, key=lambda s: (-s.days, s.first))


@dataclass(frozen=True)
class Spike:
    """Dates ahead whose days last year saw contact at twice the usual or more."""

    first: dt.date  # the dates ahead
    last: dt.date
    peak: dt.date  # the date ahead whose week last year was busiest
    ratio: float
    count: int  # attempts in that week last year


def last_year(day: dt.date) -> dt.date:
    try:
        return day.replace(year=day.year - 1)
    except ValueError:  # 29 February
        return day.replace(year=day.year - 1, day=28)


def spikes_ahead(history: Series, usual: float, today: dt.date, horizon: int = HORIZON) -> list[Spike]:
    """Runs of dates in the next `horizon` days whose week last year (the same date, 3
    days either side) held at least 3 attempts and twice the usual or more."""
    if usual <= 0:
        return []
    expected = usual * (2 * SPIKE_HALF_WIDTH + 1)
    ahead = [today + dt.timedelta(days=offset) for offset in range(1, horizon + 1)]
    counts = history.weeks_around([last_year(day) for day in ahead], SPIKE_HALF_WIDTH)
    flagged = [
        (day, count / expected, count)
        for day, count in zip(ahead, counts, strict=True)
        if count >= SPIKE_AT_LEAST and count / expected >= SPIKE_RATIO
    ]
    spikes: list[Spike] = []
    run: list[tuple[dt.date, float, int]] = []
    for item in [*flagged, None]:
        if item is not None and (not run or item[0] == run[-1][0] + DAY):
            run.append(item)
            continue
        if run:
            peak = max(run, key=lambda r: (r[1], -r[0].toordinal()))
            spikes.append(Spike(run[0][0], run[-1][0], peak[0], peak[1], peak[2]))
        run = [item] if item is not None else []
    return spikes


PARTS = (("night", 0), ("morning", 6), ("afternoon", 12), ("evening", 18))
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


@dataclass(frozen=True)
class Peak:
    """The time of week that stands out most, and how much."""

    weekday: int | None  # 0 is Monday; None when only the part of the day stands out
    part: int | None  # an index into PARTS; None when only the weekday stands out
    count: int
    total: int
    times_even: float  # against an even spread over the week


def peak_time(hours: Mapping[int, int]) -> Peak | None:
    """The busiest weekday evening (say), or part of the day, or weekday, in that order,
    when it holds well over an even share; None when contact is spread out."""
    total = sum(hours.values())
    if not total:
        return None
    cells: dict[tuple[int, int], int] = {}
    for hour, n in hours.items():
        key = (hour // 24, (hour % 24) // 6)
        cells[key] = cells.get(key, 0) + n
    (weekday, part), n = max(cells.items(), key=lambda kv: (kv[1], -kv[0][0], -kv[0][1]))
    if n / total >= 3 / 28:
        return Peak(weekday, part, n, total, n / total * 28)
    by_part = [sum(v for (_, p), v in cells.items() if p == i) for i in range(4)]
    best = max(range(4), key=lambda i: by_part[i])
    if by_part[best] / total >= 0.4:
        return Peak(None, best, by_part[best], total, by_part[best] / total * 4)
    by_day = [sum(v for (d, _), v in cells.items() if d == i) for i in range(7)]
    best = max(range(7), key=lambda i: by_day[i])
    if by_day[best] / total >= 0.22:
        return Peak(best, None, by_day[best], total, by_day[best] / total * 7)
    return None
