"""The log as records: every link of a user's hash chain with the record it covers.

The reader for what checks the chain and what hands it over as evidence: `log_verify`
and the evidence bundles read the links here. Two copies read the links with queries of
their own, for speed, and are tested against the same chain: the log's CSV/JSON export
(`export/reading.py`, one streamed query joining entries, links and versions) and "export
everything" (`apps/mydata/parts/attempts/reading.py`). The record format itself is
written in `services.py` (revision_record, tombstone_record) and hashed in `chain.py`.

It reads plain columns (no model instances, one query with its joins), times already
written by the database as records write them (RecordTime), and turns the rest into the
records' canonical values itself, so a log of 100,000 entries reads in well under a
second. Pass `cursor` to read through another connection (a consistent snapshot, see
`verification.read_snapshot`); by default it reads through the default connection.
"""

import itertools
import json
import uuid
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import orjson
from django.db import connection
from django.db.models import Func, QuerySet, TextField

from . import chain
from .models import Attempt, ChainHead, ChainLink

CHUNK = 2000
TOMBSTONE = ChainLink.Kind.TOMBSTONE.value
LINK_COLUMNS = (
    "seq",
    "kind",
    "attempt_id",
    "record_hash",
    "prev",
    "hash",
    "revision__number",
    "revision__created_at",
    "revision__snapshot",
)


class RecordTime(Func):
    """A stored time (a column) as records write it ("2026-03-01T12:30:00.250000+00:00":
    UTC, ISO 8601 to the microsecond, as services.record_time), written by the database.
    On PostgreSQL, making a datetime of each one only to write it back out took a quarter
    of a log check; on SQLite this rewrites the stored text, no slower than Python."""

    output_field = TextField()

    def as_sqlite(self, compiler, connection, **extra_context):
        # SQLite keeps UTC as text, "2026-03-01 12:30:00.250000", with no fraction when it
        # is 0. (The column's name is written twice: a column has no parameters.)
        template = (
            "(replace(%(expressions)s, ' ', 'T')"
            " || CASE WHEN length(%(expressions)s) > 19 THEN '+00:00' ELSE '.000000+00:00' END)"
        )
        return self.as_sql(compiler, connection, template=template, **extra_context)

    def as_postgresql(self, compiler, connection, **extra_context):
        template = """to_char(%(expressions)s AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"')"""
        return self.as_sql(compiler, connection, template=template, **extra_context)


class IdText(Func):
    """A stored UUID (a column) as text: SQLite keeps 32 hex digits, PostgreSQL's driver
    would make a UUID object of it, slow to hash as a dict key (see uuid_text)."""

    output_field = TextField()

    def as_sqlite(self, compiler, connection, **extra_context):
        return self.as_sql(compiler, connection, template="%(expressions)s", **extra_context)

    def as_postgresql(self, compiler, connection, **extra_context):
        return self.as_sql(compiler, connection, template="CAST(%(expressions)s AS text)", **extra_context)


def uuid_text(value: str | uuid.UUID) -> str:
    """A stored UUID as records write it: SQLite keeps 32 hex digits, PostgreSQL a UUID."""
    if isinstance(value, str) and len(value) == 32:
        return f"{value[:8]}-{value[8:12]}-{value[12:16]}-{value[16:20]}-{value[20:]}"
    return str(value)


def json_value(value: Any) -> Any:
    """A stored JSON column: text from the driver (Django parses it in the ORM)."""
    return json.loads(value) if isinstance(value, str | bytes) else value


UNREAD = object()  # what quick_json_value gives for a value only json reads


def quick_json_value(value: Any) -> Any:
    """json_value through orjson, twice as quick, for chain.verify(quick=True): it reads
    an integer beyond 64 bits as a float (which quick_record_hash never vouches for), and
    gives UNREAD for what only json reads (NaN, a lone surrogate)."""
    if isinstance(value, str | bytes):
        try:
            return orjson.loads(value)
        except orjson.JSONDecodeError:
            return UNREAD
    return value


def rows(
    queryset: QuerySet, columns: Sequence[str], *, times: Sequence[str] = (), ids: Sequence[str] = (), cursor=None
) -> Iterator[tuple]:
    """The queryset's rows as plain column values, straight from the driver (no model
    instances, no per-value ORM conversions), through `cursor` if given (the query runs
    at once then). The `times` columns come as records write them (RecordTime), the `ids`
    as text (IdText)."""
    selected: list[str | Func] = [RecordTime(c) if c in times else IdText(c) if c in ids else c for c in columns]
    sql, params = queryset.values_list(*selected).query.sql_with_params()
    if cursor is None:
        return _own_cursor(sql, params)
    return _fetch(cursor, sql, params)


def _own_cursor(sql: str, params) -> Iterator[tuple]:
    with connection.cursor() as cursor:
        yield from _fetch(cursor, sql, params)


def _fetch(cursor, sql: str, params) -> Iterator[tuple]:
    """The rows, a batch at a time, with no Python code run per row (a long log is
    100,000 rows or more)."""
    cursor.execute(sql, params)
    return itertools.chain.from_iterable(iter(lambda: cursor.fetchmany(CHUNK), []))


def chain_head(cursor, user_id: int) -> tuple[int, str] | None:
    """The user's chain head as `cursor` sees it, (seq, hash), or None before their
    first entry; also what tells two snapshots apart, since every write of an entry
    moves it (the witness of `consistent_read.alongside`)."""
    return next(rows(ChainHead.objects.filter(user_id=user_id), ("seq", "hash"), cursor=cursor), None)


def chain_links(user, *, cursor=None, parse: Callable[[Any], Any] = json_value) -> Iterator[chain.Link]:
    """The user's links in order, each with its record as stored now (None when the
    record was erased on purpose, by a deletion), its snapshot read by `parse`."""
    # Deleted attempts are few: read their tombstones' facts first, rather than join
    # every link to its attempt.
    deleted = {
        pk: (deleted_at, erased)
        for pk, deleted_at, erased in rows(
            Attempt.objects.filter(user=user, deleted_at__isnull=False),
            ("id", "deleted_at", "erased_hash"),
            times=("deleted_at",),
            ids=("id",),
            cursor=cursor,
        )
    }
    links = ChainLink.objects.filter(user=user).order_by("seq")
    for seq, kind, attempt_id, record_hash, prev, hash_, number, created_at, snapshot in rows(
        links, LINK_COLUMNS, times=("revision__created_at",), ids=("attempt_id",), cursor=cursor
    ):
        attempt = uuid_text(attempt_id)
        if kind == TOMBSTONE:
            record: dict[str, Any] | None
            ref = f"attempt:{attempt}:tombstone"
            deleted_at, erased = deleted.get(attempt_id, (None, ""))
            # The same record as services.tombstone_record.
            record = {"attempt": attempt, "deleted_at": deleted_at, "erased_hash": erased}
        else:
            ref = f"attempt:{attempt}:rev:{number}"
            snapshot = parse(snapshot)
            # The same record as services.revision_record.
            record = None if snapshot is None else {"number": number, "created_at": created_at, "snapshot": snapshot}
        yield chain.Link(seq=seq, kind=kind, ref=ref, record_hash=record_hash, prev=prev, hash=hash_, record=record)


def link_as_dict(link: chain.Link) -> dict[str, Any]:
    """A link in the plain form exports write: everything `chain.verify` needs."""
    return {
        "seq": link.seq,
        "kind": link.kind,
        "ref": link.ref,
        "record_hash": link.record_hash,
        "prev": link.prev,
        "hash": link.hash,
        "record": link.record,
    }
