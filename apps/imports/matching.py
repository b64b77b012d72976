"""Which messages of an export are already in the log: pure functions, no database.

- a duplicate: an entry from the same person at the same moment with the same words
  (spaces and capitals aside), such as one an earlier import of the same chat added;
- a match: an entry logged by hand or read from a screenshot, within MATCH_HOURS of the
  message, whose words are the same or nearly (a screenshot's reading may differ a little).
Each entry in the log matches at most one message (two identical messages in one minute
are two entries).
"""

import difflib
from collections import defaultdict
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from uuid import UUID

MATCH_HOURS = 12
SIMILAR = 0.85


def normal(text: str) -> str:
    return " ".join(text.casefold().split())


@dataclass(frozen=True)
class Known:
    attempt_id: UUID
    occurred_at: datetime
    words: str  # normal()
    source: str  # "import", "hand" or "screenshot"


def instant(moment: datetime) -> datetime:
    """The moment in UTC. Aware datetimes of different zones compare unequal (and may hash
    apart) when one falls in a daylight-saving gap or fold (PEP 495), so a message at 01:30
    on the night the clocks change would never equal its own entry read back from the
    database: every key and every lookup goes through UTC."""
    return moment.astimezone(UTC)


class Matcher:
    def __init__(self, known: list[Known]) -> None:
        self.exact: defaultdict[tuple, list[Known]] = defaultdict(list)
        self.loose: defaultdict[object, list[Known]] = defaultdict(list)  # by day
        self.used: set[UUID] = set()
        for entry in known:
            self.exact[(instant(entry.occurred_at), entry.words)].append(entry)
            if entry.source != "import" and entry.words:
                self.loose[instant(entry.occurred_at).date()].append(entry)

    def find(self, occurred_at: datetime, text: str) -> Known | None:
        words, occurred_at = normal(text), instant(occurred_at)
        for entry in self.exact.get((occurred_at, words), ()):
            if entry.attempt_id not in self.used:
                self.used.add(entry.attempt_id)
                return entry
        if not words:
            return None
        window = timedelta(hours=MATCH_HOURS)
        best, best_score = None, SIMILAR
        for day in {(occurred_at - window).date(), occurred_at.date(), (occurred_at + window).date()}:
            for entry in self.loose.get(day, ()):
                if entry.attempt_id in self.used or abs(entry.occurred_at - occurred_at) > window:
                    continue
                score = 1.0 if entry.words == words else difflib.SequenceMatcher(None, entry.words, words).ratio()
                if score >= best_score:
                    best, best_score = entry, score
        if best is not None:
            self.used.add(best.attempt_id)
        return best
