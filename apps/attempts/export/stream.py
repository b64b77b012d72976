"""An export streamed from one consistent state of the log, and a long one written on two
cores.

The whole file is read from one snapshot (`consistent_read.read_snapshot`): its chain
head and every entry, version and link are those of one moment, while writers go on.

A long export (SPLIT_FROM entries or more) is written in two halves at once: the newer
half here, as it streams, and the older half in a second process (`consistent_read.
alongside`), on the same state of the database, into a file in a private temporary
folder, which streams once the newer half is sent. At 100,000 entries each half is about
a second of work, so the file is ready in about half the time, with flat memory (a
half is never held in memory). Where a second process cannot be used (one core, inside a
transaction, the tests) the export is read in one go; where it failed or saw another state
of the database (see `alongside`), the older half is read here after the newer, as it
streams. Either way the file is the same.
"""

import contextlib
import shutil
import tempfile
import time
from collections.abc import Generator, Iterator
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any
from uuid import UUID
from zoneinfo import ZoneInfo

from django.contrib.auth import get_user_model
from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.models import Q, QuerySet

from ..consistent_read import alongside, can_share, read_snapshot
from ..models import Attempt
from ..records import chain_head
from ..selectors import filtered_attempts
from .files import LAYOUTS, Names
from .reading import entries

SPLIT_FROM = 5_000  # entries; a shorter export is written in one process
BLOCK = 1 << 20  # bytes of the older half's file sent at a time
FOLDER_PREFIX = "nocontact-export-"  # the older half's folder, in the temporary folder
LEFTOVER_AGE = 3600  # seconds: an older half's folder this old was left by a killed process

type Position = tuple[datetime, UUID]


@dataclass(frozen=True)
class Export:
    """What an export writes, in plain values a second process can be given: the user's
    entries that the log's filters find, deleted ones included, newest first."""

    fmt: str  # a key of files.LAYOUTS
    user_id: int
    filters: dict[str, Any]  # the log's, validated
    zone: str  # the user's time zone, for the dates among the filters
    people: dict[str, str]  # the user's people's labels by id

    def attempts(self, part: Q | None = None) -> QuerySet[Attempt]:
        user = get_user_model()(pk=self.user_id)
        qs = filtered_attempts(user=user, filters=self.filters, tz=ZoneInfo(self.zone), tombstones=True)
        return qs.filter(part or Q()).order_by("-occurred_at", "-id")

    def pieces(self, part: Q | None, connection: BaseDatabaseWrapper) -> Iterator[str]:
        """The part's entries in the format, read on `connection`, a piece per chunk."""
        layout = LAYOUTS[self.fmt]
        chunks = entries(self.attempts(part), with_current=layout.with_current, connection=connection)
        return layout.pieces(chunks, Names(self.people))


def streamed(export: Export, header: dict[str, Any]) -> Iterator[str | bytes]:
    """The export's file, as it is written: the header (with the chain head), then the
    entries, from one snapshot of the log."""
    layout = LAYOUTS[export.fmt]
    with read_snapshot() as cursor:
        seq, head = chain_head(cursor, export.user_id) or (0, "")
        yield layout.opening({**header, "chain_head": {"seq": seq, "hash": head}})
        middle = _middle(export)
        if middle is None:
            yield from _joined(export.pieces(None, cursor.db), layout.separator)
        else:
            yield from _in_two_halves(export, middle, cursor)
        yield layout.closing


def _middle(export: Export) -> Position | None:
    """The entry that begins the older half, when the export is long enough to be
    written on two cores and can be. Any entry would do: the halves hold, between them,
    every entry of the snapshot once, whatever the split."""
    if not can_share():
        return None
    attempts = export.attempts()
    count = attempts.count()
    if count < SPLIT_FROM:
        return None
    # None if entries went meanwhile (a person erased): the export is then read in one go.
    return attempts.values_list("occurred_at", "id")[count // 2 : count // 2 + 1].first()


def _older(middle: Position) -> Q:
    """The entries from `middle` on, in the log's order (older, or as old with a lower
    id); written so that the database reads them as a range of its index."""
    when, pk = middle
    return Q(occurred_at__lte=when) & (Q(occurred_at__lt=when) | Q(id__lte=pk))


def _newer(middle: Position) -> Q:
    """The entries before `middle` in the log's order: all the others."""
    when, pk = middle
    return Q(occurred_at__gte=when) & (Q(occurred_at__gt=when) | Q(id__gt=pk))


def _in_two_halves(export: Export, middle: Position, cursor) -> Iterator[str | bytes]:
    separator = LAYOUTS[export.fmt].separator
    _sweep_leftovers()
    with tempfile.TemporaryDirectory(prefix=FOLDER_PREFIX) as folder:  # mode 0700
        path = Path(folder) / "older"
        older = partial(_write_older_half, export, _older(middle), path)
        witness = partial(chain_head, user_id=export.user_id)
        with alongside(cursor, older, witness=witness, here=_not_written) as written:
            newer_shown = yield from _joined(export.pieces(_newer(middle), cursor.db), separator)
            size = written()
            if size is None:  # the second process's half cannot be used: read it here, as it streams
                yield from _joined(export.pieces(_older(middle), cursor.db), separator, shown=newer_shown)
                return
            if size and newer_shown:
                yield separator
            with path.open("rb") as file:
                while block := file.read(BLOCK):
                    yield block


def _sweep_leftovers() -> None:
    """Folders of older halves left behind by a process that was killed mid-export (the
    log's entries, in the server's temporary folder): gone once they are an hour old.
    An export of 100,000 entries takes seconds, so no running export's folder is that old."""
    now = time.time()
    for folder in Path(tempfile.gettempdir()).glob(f"{FOLDER_PREFIX}*"):
        with contextlib.suppress(OSError):  # another export swept it first, say
            if now - folder.stat().st_mtime > LEFTOVER_AGE:
                shutil.rmtree(folder)


def _not_written(cursor) -> None:
    """The older half, when this process reads it: no file (it streams as it is read)."""


def _write_older_half(export: Export, part: Q, path: Path, cursor) -> int:
    """The part's pieces into the file at `path`, as they would stream; its size."""
    with path.open("w", encoding="utf-8", newline="") as file:
        for text in _joined(export.pieces(part, cursor.db), LAYOUTS[export.fmt].separator):
            file.write(text)
    return path.stat().st_size


def _joined(pieces: Iterator[str], separator: str, *, shown: bool = False) -> Generator[str, None, bool]:
    """The pieces with the separator between two (and before the first, if some were
    `shown` already); returns whether any piece was."""
    for piece in pieces:
        yield separator + piece if shown else piece
        shown = True
    return shown
