"""Recompute a user's chain, and check that every attempt still matches its last revision.

It reads one consistent snapshot of the log without taking the write lock, so writing an
entry while a check runs never waits for it or fails (see `consistent_read`). The two
halves of the check, the chain's walk and the comparison of each live attempt with its
latest revision, run side by side where the machine has two cores.
"""

import gc
from collections import defaultdict
from collections.abc import Callable, Iterator
from functools import partial
from operator import itemgetter
from typing import Any

from django.db.models import F, FilteredRelation, Q

from apps.tactics.models import Tactic

from . import chain
from .consistent_read import alongside, read_snapshot
from .models import Attempt, AttemptTactic, EvidenceFile
from .records import chain_head, chain_links, json_value, quick_json_value, rows, uuid_text

# How often (in links) the check reports its progress.
PROGRESS_EVERY = 1000
CURRENT_COLUMNS = (
    "id",
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


def _current(cursor, user) -> Iterator[tuple[int | None, Any, tuple]]:
    """Each live attempt as stored now, with its latest revision: the seq of that
    revision's link (None without one), its snapshot as stored (None once erased), and the
    attempt's values in SNAPSHOT_FIELDS' order, as services.attempt_snapshot writes them."""
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
    live = (
        Attempt.objects.for_user(user)
        .live()
        .annotate(latest=FilteredRelation("revisions", condition=Q(revisions__number=F("revision_count"))))
        .order_by()
    )
    columns = (*CURRENT_COLUMNS, "latest__link__seq", "latest__snapshot")
    times, ids = ("occurred_at", "recorded_at"), ("id", "person_id")
    for row in rows(live, columns, times=times, ids=ids, cursor=cursor):
        (
            pk,
            person,
            occurred_at,
            approx,
            recorded_at,
            channel,
            via,
            message,
            intensity,
            response,
            notes,
            seq,
            stored,
        ) = row
        if person not in people:
            people[person] = uuid_text(person)
        values = (
            uuid_text(pk),
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
        yield seq, stored, values


def _matches(snapshot: Any, current: tuple) -> bool:
    """Whether a revision's snapshot (None once erased) has exactly the snapshot's fields
    and these values: what `snapshot == dict(zip(SNAPSHOT_FIELDS, current))` says."""
    if snapshot is None:
        return False
    try:
        return len(snapshot) == len(SNAPSHOT_FIELDS) and _snapshot_values(snapshot) == current
    except (KeyError, TypeError):  # a field missing, or not an object at all
        return False


def _changed(cursor, user, parse: Callable[[Any], Any]) -> chain.Break | None:
    """The first live attempt of `user` (a user or their id), in the order of the links,
    that no longer matches its latest revision, or else one whose latest revision has no
    link at all (named at link 0)."""
    first: chain.Break | None = None
    unlinked: list[str] = []
    for seq, stored, current in _current(cursor, user):
        if seq is None:
            unlinked.append(current[0])
        elif (first is None or seq < first.seq) and not _matches(parse(stored), current):
            first = chain.Break(seq, f"attempt:{current[0]}", CHANGED)
    if first is None and unlinked:
        return chain.Break(0, f"attempt:{min(unlinked)}", CHANGED)
    return first


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
    """The chain's first break, or else the first live attempt that changed: the chain is
    walked here while the attempts are compared beside it (`alongside`)."""
    parse = quick_json_value if quick else json_value
    with read_snapshot() as cursor:
        head = chain_head(cursor, user.pk) or (0, chain.GENESIS)
        beside = partial(_changed, user=user.pk, parse=parse)
        with alongside(cursor, beside, witness=partial(chain_head, user_id=user.pk)) as changed:
            broken = _walk(user, cursor, head, progress, quick=quick)
            return broken or changed()


def _walk(user, cursor, head: tuple[int, str], progress, *, quick: bool) -> chain.Break | None:
    total = head[0]

    def reported(links: Iterator[chain.Link]) -> Iterator[chain.Link]:
        for link in links:
            if link.seq % PROGRESS_EVERY == 0:
                progress(link.seq, total)
            yield link

    links = chain_links(user, cursor=cursor, parse=quick_json_value if quick else json_value)
    broken = chain.verify(reported(links) if progress else links, head_seq=head[0], head_hash=head[1], quick=quick)
    if progress:
        progress(total, total)
    return broken


CHANGED = "the attempt no longer matches its last saved revision"
