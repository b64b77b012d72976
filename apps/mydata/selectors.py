"""What the data pages show: what an account holds, in words, and its storage."""

from dataclasses import dataclass

from apps.attempts.quota import Storage, storage_for

from .parts import PARTS


@dataclass(frozen=True)
class Summary:
    lines: tuple[str, ...]  # what the account holds, one line each, ready to show
    storage: Storage
    empty: bool


def data_summary(user) -> Summary:
    """What the account holds, part by part. It counts each list (a COUNT each): these
    pages are opened once, before an export or a deletion, never on the way elsewhere."""
    lines = tuple(line for part in PARTS for line in part.describe(user))
    empty = all(part.is_empty(user) for part in PARTS)
    return Summary(lines=lines, storage=storage_for(user), empty=empty)
