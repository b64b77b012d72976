"""Recompute a user's chain, and check that every attempt still matches its last revision."""

from collections.abc import Iterator

from . import chain
from .models import Attempt, ChainHead, ChainLink
from .services import attempt_snapshot, revision_record, tombstone_record


def _links(user) -> Iterator[chain.Link]:
    rows = ChainLink.objects.filter(user=user).select_related("revision", "attempt").order_by("seq")
    for row in rows.iterator(chunk_size=2000):
        if row.kind == ChainLink.Kind.TOMBSTONE:
            record = tombstone_record(row.attempt)
        else:
            record = revision_record(row.revision)
        yield chain.Link(
            seq=row.seq,
            kind=row.kind,
            ref=row.ref,
            record_hash=row.record_hash,
            prev=row.prev,
            hash=row.hash,
            record=record,
        )


def log_verify(*, user) -> chain.Break | None:
    """The first broken link of the user's log, or None when all of it holds."""
    head = ChainHead.objects.filter(user=user).first()
    broken = chain.verify(
        _links(user),
        head_seq=head.seq if head else 0,
        head_hash=head.hash if head else chain.GENESIS,
    )
    if broken:
        return broken
    attempts = Attempt.objects.for_user(user).live().prefetch_related("tactics", "files", "revisions")
    for attempt in attempts.iterator(chunk_size=1000):
        latest = max(attempt.revisions.all(), key=lambda r: r.number, default=None)
        current = attempt_snapshot(
            attempt,
            tactic_slugs=[t.slug for t in attempt.tactics.all()],
            file_hashes=[f.sha256 for f in attempt.files.all()],
        )
        if latest is None or latest.snapshot != current:
            link = latest.link if latest else None
            return chain.Break(
                seq=link.seq if link else 0,
                ref=f"attempt:{attempt.id}",
                reason="the attempt no longer matches its last saved revision",
            )
    return None
