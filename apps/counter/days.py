"""Day arithmetic for streaks, as plain functions.

A streak counts whole calendar days in the user's own time zone: the start date is
day 0 and the count goes up at the user's local midnight. Working on local *dates*
(never on elapsed hours) is what keeps the count right across daylight-saving changes:
a 23- or 25-hour day is still one day.
"""

import datetime as dt
import zoneinfo
from dataclasses import dataclass

from django.utils import timezone

# Milestones in days. Then "1 year" (365 days, or 366 across a 29 February) and every
# year after that, each on the calendar anniversary of the start date.
DAY_MILESTONES = (1, 3, 7, 14, 21, 30, 60, 90, 100, 180)


def local_today(time_zone: str, now: dt.datetime | None = None) -> dt.date:
    """The user's calendar date at `now` (an aware datetime; default: this instant)."""
    now = now or timezone.now()
    return now.astimezone(zoneinfo.ZoneInfo(time_zone)).date()


def days_between(start: dt.date, end: dt.date) -> int:
    """Whole days from `start` (day 0) to `end`. Never negative."""
    return max((end - start).days, 0)


def anniversary(start: dt.date, years: int) -> dt.date:
    """`start` moved on by whole years; 29 February falls on 28 February in other years."""
    try:
        return start.replace(year=start.year + years)
    except ValueError:
        return start.replace(year=start.year + years, day=28)


def next_occurrence(day: dt.date, today: dt.date) -> dt.date:
    """The next time a yearly date (a birthday, an anniversary) comes round, today included."""
    years = max(today.year - day.year, 0)
    candidate = anniversary(day, years)
    if candidate < today:
        candidate = anniversary(day, years + 1)
    return candidate


@dataclass(frozen=True)
class Milestone:
    days: int  # the day count at which it is reached
    label: str  # "7 days", "1 year"
    date: dt.date  # the date it is (or was) reached
    days_to_go: int  # 0 when reached today


def _label(days: int) -> str:
    return "1 day" if days == 1 else f"{days} days"


def milestone_dates(start: dt.date):
    """Every milestone of a streak that began on `start`, in order, forever."""
    for days in DAY_MILESTONES:
        yield days, _label(days), start + dt.timedelta(days=days)
    # From one year on, milestones are calendar anniversaries: 365 or 366 days.
    years = 1
    while True:
        date = anniversary(start, years)
        yield (date - start).days, ("1 year" if years == 1 else f"{years} years"), date
        years += 1


def next_milestone(start: dt.date, today: dt.date) -> Milestone:
    """The first milestone still ahead (reached today counts as ahead: 0 days to go)."""
    for days, label, date in milestone_dates(start):
        if date >= today:
            return Milestone(days, label, date, (date - today).days)
    raise AssertionError("unreachable: milestones never end")


def last_milestone(start: dt.date, today: dt.date) -> Milestone | None:
    """The most recent milestone already reached (today included), if any."""
    reached = None
    for days, label, date in milestone_dates(start):
        if date > today:
            return reached
        reached = Milestone(days, label, date, 0)
    return reached
