"""Recompute a user's chain, and check that every attempt still matches its last revision.

It reads one consistent snapshot of the log without taking the write lock, so writing an
entry while a check runs never waits for it or fails (see `read_snapshot`).
"""

import gc
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from operator import itemgetter
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connections

from apps.tactics.models import Tactic

from . import chain
from .models import Attempt, AttemptTactic, ChainHead, EvidenceFile
from .records import chain_links, json_value, quick_json_value, rows, uuid_text

# How often (in links) the check reports its progress.
PROGRESS_EVERY = 1000
CURRENT_COLUMNS = (
    "id",
    "revision_count",
    "person_id",
    "occurred_at",
    "occurred_approx",
    "recorded_at",
    "channel",
    "via",
    "message",
    "intensity",
    "response",
    "notes",
)


@contextmanager
def read_snapshot(using: str = DEFAULT_DB_ALIAS) -> Iterator:
    """A cursor that sees one consistent state of the database and takes no write lock.

    Inside a transaction already (the tests), that transaction is the snapshot. Otherwise
    a separate connection opens a read-only transaction: on SQLite a deferred one (our
    connections begin IMMEDIATE, which takes the write lock; in WAL mode a reader sees the
    state of its first read and never blocks a writer), on PostgreSQL REPEATABLE READ.
    """
    own = connections[using]
    if own.in_atomic_block:
        with own.cursor() as cursor:
            yield cursor
        return
    separate = connections.create_connection(using)
    try:
        with separate.cursor() as cursor:
            if separate.vendor == "sqlite":
                cursor.execute("BEGIN DEFERRED")
            else:
                cursor.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            try:
                yield cursor
            finally:
                cursor.execute("ROLLBACK")
    finally:
        separate.close()


# The fields of services.attempt_snapshot, in its order.
SNAPSHOT_FIELDS = (
    "id",
    "person",
    "occurred_at",
    "occurred_approx",
    "recorded_at",
    "channel",
    "via",
    "message",
    "tactics",
    "intensity",
    "response",
    "notes",
    "files",
)
_snapshot_values = itemgetter(*SNAPSHOT_FIELDS)


def _latest(user, cursor) -> dict[str, tuple]:
    """Each live attempt as stored now: the values of its snapshot (in SNAPSHOT_FIELDS'
    order), keyed by the ref of the link its latest revision must have
    ("attempt:<id>:rev:<revision count>").

    Values in a tuple rather than a snapshot's dict: at 100,000 entries the dicts, all
    kept until the walk reaches their links, cost a tenth of the check."""
    slugs = dict(rows(Tactic.objects.all(), ("pk", "slug"), cursor=cursor))
    tactics: defaultdict[Any, list[str]] = defaultdict(list)
    for attempt_id, tactic_id in rows(
        AttemptTactic.objects.filter(user=user), ("attempt_id", "tactic_id"), ids=("attempt_id",), cursor=cursor
    ):
        tactics[attempt_id].append(slugs[tactic_id])
    files: defaultdict[Any, list[str]] = defaultdict(list)
    for attempt_id, sha256 in rows(
        EvidenceFile.objects.filter(attempt__user=user), ("attempt_id", "sha256"), ids=("attempt_id",), cursor=cursor
    ):
        files[attempt_id].append(sha256)
    people: dict[Any, str] = {}
    latest = {}
    live = Attempt.objects.for_user(user).live()
    times, ids = ("occurred_at", "recorded_at"), ("id", "person_id")
    for row in rows(live, CURRENT_COLUMNS, times=times, ids=ids, cursor=cursor):
        pk, count, person, occurred_at, approx, recorded_at, channel, via, message, intensity, response, notes = row
        key = uuid_text(pk)
        if person not in people:
            people[person] = uuid_text(person)
        latest[f"attempt:{key}:rev:{count}"] = (
            key,
            people[person],
            occurred_at,
            bool(approx),
            recorded_at,
            channel,
            via,
            message,
            sorted(tactics.get(pk, ())),
            intensity,
            response,
            notes,
            sorted(files.get(pk, ())),
        )
    return latest


def _matches(record: Mapping[str, Any] | None, current: tuple) -> bool:
    """Whether a revision's record (None once erased) holds a snapshot with exactly the
    snapshot's fields and these values: what `snapshot == dict(zip(SNAPSHOT_FIELDS,
    current))` says."""
    if record is None:
        return False
    snapshot = record["snapshot"]
    try:
        return len(snapshot) == len(SNAPSHOT_FIELDS) and _snapshot_values(snapshot) == current
    except (KeyError, TypeError):  # a field missing, or not an object at all
        return False


def log_verify(*, user, progress: Callable[[int, int], None] | None = None) -> chain.Break | None:
    """The first broken link of the user's log, or None when all of it holds.

    `progress(done, total)` is told how many links were checked, now and then.
    """
    # The check makes, and keeps until the end, an object or two per entry; Python's
    # cycle collector would walk them all again and again (a third of the time at
    # 100,000 entries). Whatever cycles appear meanwhile are collected once it is back on.
    collecting = gc.isenabled()
    gc.disable()
    try:
        # A quick walk (orjson) can prove that the log holds, not that it doesn't: any
        # break it finds is found again, and named, by the exact one (json, canonical()).
        if _verify(user, progress, quick=True) is None:
            return None
        return _verify(user, None, quick=False)
    finally:
        if collecting:
            gc.enable()


def _verify(user, progress: Callable[[int, int], None] | None, *, quick: bool) -> chain.Break | None:
    with read_snapshot() as cursor:
        head = next(rows(ChainHead.objects.filter(user=user), ("seq", "hash"), cursor=cursor), (0, chain.GENESIS))
        total = head[0]
        latest = _latest(user, cursor)
        mismatch: list[chain.Break] = []

        def checked(links: Iterator[chain.Link]) -> Iterator[chain.Link]:
            """Pass the links on, comparing each live attempt with its latest revision."""
            for link in links:
                current = latest.pop(link.ref, None)
                if current is not None and not mismatch and not _matches(link.record, current):
                    mismatch.append(chain.Break(link.seq, f"attempt:{current[0]}", CHANGED))
                if progress and link.seq % PROGRESS_EVERY == 0:
                    progress(link.seq, total)
                yield link

        links = chain_links(user, cursor=cursor, parse=quick_json_value if quick else json_value)
        broken = chain.verify(checked(links), head_seq=head[0], head_hash=head[1], quick=quick)
    if progress:
        progress(total, total)
    if broken:
        return broken
    if mismatch:
        return mismatch[0]
    if latest:
        # A live attempt whose latest revision has no link (or none at all).
        current = next(iter(latest.values()))
        return chain.Break(0, f"attempt:{current[0]}", CHANGED)
    return None


CHANGED = "the attempt no longer matches its last saved revision"
