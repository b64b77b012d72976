"""Reads of the attempt log: the log's pages (log), an entry's history in words
(history), and small reads the pages share."""

from dataclasses import dataclass

from apps.tactics.matching import suggest_tactics
from apps.tactics.selectors import TacticInfo, tactic_by_slug

from .history import FIELD_LABELS, Change, HistoryEntry, revision_history
from .log import LogPage, LogRow, Option, decode_cursor, encode_cursor, filtered_attempts, log_options, log_page
from .tallies import tactic_tally

__all__ = [
    "FIELD_LABELS",
    "Change",
    "HistoryEntry",
    "LogPage",
    "LogRow",
    "Option",
    "Suggestion",
    "decode_cursor",
    "encode_cursor",
    "filtered_attempts",
    "log_options",
    "log_page",
    "revision_history",
    "suggestions_for",
    "tactic_tally",
]


@dataclass(frozen=True)
class Suggestion:
    tactic: TacticInfo
    triggers: tuple[str, ...]


def suggestions_for(text: str) -> list[Suggestion]:
    """The matcher's suggestions for a message, with each tactic's name (no query)."""
    found = suggest_tactics(text) if text.strip() else []
    tactics = {s.slug: tactic_by_slug(s.slug) for s in found}
    return [Suggestion(tactic, s.triggers) for s in found if (tactic := tactics[s.slug])]
