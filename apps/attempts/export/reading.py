"""The entries an export carries, read in chunks, each with its links and versions.

The rows come as text where Django's converters would cost more than the export itself
(times, ids and JSON, about 20 µs a row): times are read with datetime.fromisoformat and
written as the records write them, and each version's snapshot stays the JSON text the
database holds, for the JSON file to carry as it is.
"""

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any, NamedTuple

from django.core.exceptions import EmptyResultSet
from django.db import connections
from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.models import CharField, OuterRef, QuerySet, StringAgg, Subquery, TextField, Value
from django.db.models.functions import Cast

from ..models import Attempt, EvidenceFile
from ..selectors.log import tactic_ids

CHUNK = 1000


class Entry(NamedTuple):
    id: str
    person_id: str
    occurred_at: str  # times as records write them: UTC, to the microsecond
    occurred_approx: bool
    recorded_at: str
    channel: str
    via: str
    message: str
    tactic_ids: str | None  # "3,7"
    intensity: int | None
    response: str
    notes: str
    revisions: int
    file_hashes: str | None  # "ab…,cd…"
    deleted_at: str | None
    erased_hash: str


class RawLink(NamedTuple):
    seq: int
    kind: str
    record_hash: str
    prev: str
    hash: str
    number: int | None  # the version's number (None for a tombstone)
    created_at: str | None
    snapshot: str | None  # JSON text; None for a tombstone or once erased
    changed: str | None  # JSON text


def record_time(text: str | None) -> str | None:
    """A stored time (as the database gives it as text) the way records write it,
    "2026-03-01T21:30:00.123456+00:00". SQLite keeps UTC as "2026-03-01 21:30:00.123456"
    (no microseconds when they are 0): that is rewritten as text, anything else read.
    PostgreSQL drops trailing zeros and adds an offset ("2026-03-01 21:30:00.123+00", as
    long as SQLite's form): only six digits and no offset are SQLite's."""
    if text is None:
        return None
    if len(text) == 26 and text[10] == " " and text[19] == "." and text[20:].isdigit():
        return f"{text[:10]}T{text[11:]}+00:00"
    if len(text) == 19 and text[10] == " ":
        return f"{text[:10]}T{text[11:]}.000000+00:00"
    moment = datetime.fromisoformat(text)
    moment = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return moment.isoformat(timespec="microseconds")


def uuid_text(text: str) -> str:
    """A UUID as text with its dashes (SQLite keeps 32 hex digits)."""
    if len(text) == 32:
        return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}"
    return text


def _text(name: str) -> Cast:
    return Cast(name, TextField())


def _file_hashes() -> Subquery:
    files = EvidenceFile.objects.filter(attempt_id=OuterRef("pk")).order_by().values("attempt_id")
    return Subquery(files.annotate(hashes=StringAgg("sha256", Value(","))).values("hashes"), output_field=CharField())


_ENTRY = {
    "e_id": Cast("id", CharField()),
    "e_person": Cast("person_id", CharField()),
    "e_occurred": _text("occurred_at"),
    "e_recorded": _text("recorded_at"),
    "e_deleted": _text("deleted_at"),
}
_LINK = {
    "l_created": _text("links__revision__created_at"),
    "l_snapshot": _text("links__revision__snapshot"),
    "l_changed": _text("links__revision__changed"),
}
_COLUMNS = (
    "e_id",
    "e_person",
    "e_occurred",
    "occurred_approx",
    "e_recorded",
    "channel",
    "via",
    "message",
    "tactic_ids",
    "intensity",
    "response",
    "notes",
    "revision_count",
    "file_hashes",
    "e_deleted",
    "erased_hash",
    "links__seq",
    "links__kind",
    "links__record_hash",
    "links__prev",
    "links__hash",
    "links__revision__number",
    "l_created",
    "l_snapshot",
    "l_changed",
)


# What an entry is now, beside its versions: the JSON carries it, the CSV (one row per
# version, each with its own words) does not, and reading it there was a fifth of the CSV.
_NOW = ("e_occurred", "e_recorded", "via", "message", "tactic_ids", "notes", "file_hashes")


def _rows(qs: QuerySet[Attempt], *, with_current: bool, connection: BaseDatabaseWrapper | None) -> Iterator[tuple]:
    """The query's rows straight from the database cursor: every column is text or a
    number already, so Django's per-row conversion (a few µs a row) is skipped. The
    cursor is the one QuerySet.iterator() uses: streamed, server-side on PostgreSQL; on
    `connection` if given (a snapshot's), else the queryset's own.
    with_current=False leaves out what the entry is now (its times, words, tactics and
    files: None), for a format that carries only each version's own."""
    columns: tuple[str, ...] = _COLUMNS
    now: dict[str, Any] = {"tactic_ids": tactic_ids(), "file_hashes": _file_hashes()}
    if not with_current:
        columns = tuple(f"no_{name}" if name in _NOW else name for name in _COLUMNS)
        now = {f"no_{name}": Value(None, output_field=CharField()) for name in _NOW}
    query = qs.annotate(**_ENTRY, **_LINK, **now).order_by("-occurred_at", "-id", "links__seq").values_list(*columns)
    connection = connection or connections[query.db]
    try:
        sql, params = query.query.sql_with_params()
    except EmptyResultSet:  # filters that can match nothing (an unknown tactic)
        return
    with connection.chunked_cursor() as cursor:
        cursor.execute(sql, params)
        while batch := cursor.fetchmany(CHUNK):
            yield from batch


def entries(
    qs: QuerySet[Attempt], *, with_current: bool = True, connection: BaseDatabaseWrapper | None = None
) -> Iterator[list[tuple[Entry, list[RawLink]]]]:
    """Chunks of about CHUNK entries in the log's order, each with its links in seq
    order: one query, joined to the links and versions, read as it streams (one row per
    link; an entry's columns repeat on each of its links), on `connection` if given.
    with_current=False: without what the entry is now, only its id, person, deletion and
    versions (see _rows)."""
    chunk: list[tuple[Entry, list[RawLink]]] = []
    current = None
    links: list[RawLink] = []
    for row in _rows(qs, with_current=with_current, connection=connection):
        if row[0] != current:  # the first row of the next entry
            if len(chunk) == CHUNK:
                yield chunk
                chunk = []
            current, links = row[0], []
            entry = Entry._make(
                (
                    uuid_text(row[0]),
                    uuid_text(row[1]),
                    record_time(row[2]),
                    bool(row[3]),  # SQLite gives 0 or 1
                    record_time(row[4]),
                    *row[5:14],
                    record_time(row[14]),
                    row[15],
                )
            )
            chunk.append((entry, links))
        seq, kind, record_hash, prev, link_hash, number, created, snapshot, changed = row[16:]
        if seq is not None:
            links.append(
                RawLink(seq, kind, record_hash, prev, link_hash, number, record_time(created), snapshot, changed)
            )
    if chunk:
        yield chunk
