"""Recompute a user's chain, and check that every attempt still matches its last revision."""

from . import chain
from .models import Attempt, ChainHead
from .records import chain_links
from .services import attempt_snapshot


def log_verify(*, user) -> chain.Break | None:
    """The first broken link of the user's log, or None when all of it holds."""
    head = ChainHead.objects.filter(user=user).first()
    broken = chain.verify(
        chain_links(user),
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
