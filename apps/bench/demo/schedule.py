"""When the demo's attempts happen: a weight for every day and person, with bursts.

Contact comes in waves: around the person's birthday, the user's birthday, an
anniversary, Christmas and New Year, after the user slips, and after a spell of silence;
it thins out over the months. Everything is drawn from one seeded random.Random, so the
same seed gives the same schedule.
"""

import datetime as dt
import random
from dataclasses import dataclass

# How much likelier contact is on the days around an occasion (offset in days).
AROUND = {-3: 1.5, -2: 2.0, -1: 4.0, 0: 10.0, 1: 4.0, 2: 2.0}
HOLIDAYS = {
    "christmas": ((12, 24, 5.0), (12, 25, 9.0), (12, 26, 3.0)),
    "new_year": ((12, 31, 5.0), (1, 1, 7.0)),
}
# The hours people in the demo tend to write, as relative weights for 0..23.
HOURS = {
    "night": (6, 5, 3, 1, 1, 0, 0, 1, 2, 2, 2, 2, 3, 2, 2, 2, 3, 4, 5, 6, 8, 9, 9, 8),
    "day": (0, 0, 0, 0, 0, 0, 1, 3, 6, 8, 7, 5, 4, 4, 5, 6, 6, 5, 4, 3, 2, 1, 1, 0),
}


@dataclass(frozen=True)
class Profile:
    """How one person behaves over the two years."""

    voice: str  # a key of messages.GENERAL
    share: float  # relative amount of contact
    begins: dt.date  # the day no contact began: nothing is logged before it
    occasions: dict[str, dt.date]  # kind -> a date of it (month and day matter)
    slips: tuple[dt.date, ...] = ()
    fading: float = 0.5  # weight at the end relative to the start
    silences: int = 0  # spells of strategic silence
    hours: str = "night"
    holidays: tuple[str, ...] = ("christmas", "new_year")


@dataclass(frozen=True)
class Planned:
    person: int  # index into the profiles
    at: dt.datetime  # naive local time
    occasion: str  # "" on an ordinary day


def _occasions(profile: Profile, first: dt.date, last: dt.date) -> dict[dt.date, tuple[str, float]]:
    """Every day near an occasion -> (occasion, weight); the strongest wins."""
    found: dict[dt.date, tuple[str, float]] = {}

    def mark(day: dt.date, kind: str, weight: float) -> None:
        if first <= day <= last and weight > found.get(day, ("", 0.0))[1]:
            found[day] = (kind, weight)

    for year in range(first.year, last.year + 1):
        for kind, date in profile.occasions.items():
            day = date.replace(year=year, day=min(date.day, 28) if date.month == 2 else date.day)
            for offset, weight in AROUND.items():
                mark(day + dt.timedelta(days=offset), kind, weight)
        for kind in profile.holidays:
            for month, mday, weight in HOLIDAYS[kind]:
                mark(dt.date(year, month, mday), kind, weight)
    return found


def day_weights(profile: Profile, first: dt.date, last: dt.date, rng: random.Random) -> list[tuple[float, str]]:
    """(weight, occasion) for every day from first to last."""
    span = (last - first).days + 1
    weights = [
        0.0 if first + dt.timedelta(days=i) < profile.begins else 1.0 - (1.0 - profile.fading) * i / span
        for i in range(span)
    ]
    for slip in profile.slips:  # a slip is answered with a wave of contact
        for i in range(1, 15):
            if 0 <= (slip - first).days + i < span:
                weights[(slip - first).days + i] *= 1 + 4 / i
    for _ in range(profile.silences):  # weeks of nothing, then a sudden return
        start, length = rng.randrange(span - 40), rng.randint(14, 30)
        for i in range(start, start + length):
            weights[i] *= 0.1
        weights[start + length] *= 8
    near = _occasions(profile, first, last)
    out = []
    for i, weight in enumerate(weights):
        kind, boost = near.get(first + dt.timedelta(days=i), ("", 1.0))
        out.append((weight * boost * rng.uniform(0.6, 1.4), kind))
    return out


def plan(profiles: list[Profile], *, count: int, first: dt.date, last: dt.date, rng: random.Random) -> list[Planned]:
    """`count` moments of contact between first and last (local dates), in time order."""
    cells: list[tuple[int, int, str]] = []
    cumulative: list[float] = []
    total = 0.0
    for index, profile in enumerate(profiles):
        days = day_weights(profile, first, last, rng)
        scale = profile.share / sum(w for w, _ in days)
        for offset, (weight, kind) in enumerate(days):
            total += weight * scale
            cells.append((index, offset, kind))
            cumulative.append(total)
    planned = []
    for index, offset, kind in rng.choices(cells, cum_weights=cumulative, k=count):
        hours = HOURS[profiles[index].hours]
        hour = rng.choices(range(24), weights=hours)[0]
        moment = dt.datetime.combine(first + dt.timedelta(days=offset), dt.time(hour, rng.randrange(60)))
        planned.append(Planned(index, moment + dt.timedelta(seconds=rng.randrange(60)), kind))
    planned.sort(key=lambda p: p.at)
    return planned
