"""What the data pages show: what an account holds, in words, and its storage."""

from dataclasses import dataclass

from apps.attempts.quota import Storage, storage_for

from .parts import PARTS


@dataclass(frozen=True)
class Summary:
    lines: tuple[str, ...]  # what the account holds, one line each, ready to show
    storage: Storage
    empty: bool


def data_summary(user, *, described: bool = True) -> Summary:
    """What the account holds, part by part (`described`: in words, one COUNT per
    list: the export and deletion pages are opened once, before the one thing they do)."""
    lines = tuple(line for part in PARTS for line in part.describe(user)) if described else ()
    empty = all(part.is_empty(user) for part in PARTS)
    return Summary(lines=lines, storage=storage_for(user), empty=empty)
