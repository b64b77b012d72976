"""What a roll-up counts of one attempt: pure functions, no database."""

import datetime as dt
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any
from zoneinfo import ZoneInfo

from ..models import Facet

# (person id, the user's local day, facet, value): the key of one roll-up row.
type Cell = tuple[Any, dt.date, int, str]


@dataclass(frozen=True, slots=True)
class Counted:
    """The facts of one live attempt that the roll-ups count."""

    person_id: Any
    occurred_at: dt.datetime
    channel: str
    response: str
    tactic_ids: frozenset[int] = frozenset()

    @classmethod
    def of(cls, attempt, tactic_ids: Iterable[int] = ()) -> "Counted":
        return cls(
            person_id=attempt.person_id,
            occurred_at=attempt.occurred_at,
            channel=attempt.channel,
            response=attempt.response,
            tactic_ids=frozenset(tactic_ids),
        )


def hour_of_week(moment: dt.datetime) -> int:
    """0 for Monday 0:00-0:59 up to 167 for Sunday 23:00-23:59, in `moment`'s own zone."""
    return moment.weekday() * 24 + moment.hour


def cells_of(entry: Counted, zone: ZoneInfo) -> list[Cell]:
    """The rows one attempt adds 1 to: in all, its channel, its response, its hour of
    the week and each of its tactics, on the user's local day and in that day's month
    (the month's rows are dated its first day)."""
    local = entry.occurred_at.astimezone(zone)
    person, day = entry.person_id, local.date()
    month = day.replace(day=1)
    values = [
        (Facet.ALL, ""),
        (Facet.CHANNEL, entry.channel),
        (Facet.RESPONSE, entry.response),
        (Facet.HOUR, str(hour_of_week(local))),
        *[(Facet.TACTIC, str(tactic)) for tactic in sorted(entry.tactic_ids)],
    ]
    return [
        *[(person, day, facet, value) for facet, value in values],
        *[(person, month, Facet.by_month(facet), value) for facet, value in values],
    ]


def tally(entries: Iterable[Counted], zone: ZoneInfo, *, sign: int = 1, into: Counter | None = None) -> Counter:
    """Every cell of `entries`, each counted `sign` times (1 to add, -1 to take away)."""
    counts: Counter = Counter() if into is None else into
    for entry in entries:
        for cell in cells_of(entry, zone):
            counts[cell] += sign
    return counts
