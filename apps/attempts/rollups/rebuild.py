"""Counting a user's roll-ups afresh: the `rebuild_rollups` command, and the job that
runs when their time zone changed."""

from collections import Counter
from zoneinfo import ZoneInfo

from django.db import transaction

from apps.accounts.models import Profile

from ..models import Attempt, AttemptTactic, ChainHead, ChainLink, RollupState
from .cells import Counted, tally
from .writer import rollups_write

CHUNK = 2000


def _profile_zone(user_id: int) -> str:
    return Profile.objects.filter(user_id=user_id).values_list("time_zone", flat=True).first() or "UTC"


def _entries(user_id: int, attempt_ids=None) -> dict:
    """{attempt id: Counted} for the user's live attempts (only `attempt_ids`, if given)."""
    attempts = Attempt.objects.filter(user_id=user_id).live()
    links = AttemptTactic.objects.filter(user_id=user_id)
    if attempt_ids is not None:
        attempts, links = attempts.filter(pk__in=attempt_ids), links.filter(attempt_id__in=attempt_ids)
    tactics: dict = {}
    for attempt_id, tactic_id in links.values_list("attempt_id", "tactic_id").iterator(chunk_size=CHUNK):
        tactics.setdefault(attempt_id, set()).add(tactic_id)
    columns = ("pk", "person_id", "occurred_at", "channel", "response")
    return {
        pk: Counted(person, at, channel, response, frozenset(tactics.get(pk, ())))
        for pk, person, at, channel, response in attempts.values_list(*columns).iterator(chunk_size=CHUNK)
    }


def rollups_rebuild(*, user_id: int) -> int:
    """Count the user's roll-ups again, in their profile's time zone; return how many
    live entries were counted.

    The log is read without the write lock. Anything written to it meanwhile moved the
    user's chain on, so once the lock is taken, the entries of every link after the one
    seen first are read again; then the writer replaces the roll-ups in one go. Run it
    outside a transaction: inside one, the whole count holds the lock.
    """
    zone = _profile_zone(user_id)
    seen = ChainHead.objects.filter(user_id=user_id).values_list("seq", flat=True).first() or 0
    entries = _entries(user_id)
    with transaction.atomic():
        # The chain head's lock: every writer of the log holds it while it writes.
        ChainHead.objects.select_for_update().filter(user_id=user_id).first()
        moved = set(ChainLink.objects.filter(user_id=user_id, seq__gt=seen).values_list("attempt_id", flat=True))
        if moved:
            for pk in moved:
                entries.pop(pk, None)
            entries.update(_entries(user_id, moved))
        rollups_write(user_id=user_id, zone=zone, added=entries.values(), replace=True)
    return len(entries)


def rollups_recount(user_id: int) -> Counter:
    """What the roll-ups should hold, counted from the log now: {cell: count}."""
    zone = RollupState.objects.filter(user_id=user_id).values_list("time_zone", flat=True).first()
    return +tally(_entries(user_id).values(), ZoneInfo(zone or _profile_zone(user_id)))


def rollups_stale(*, user_id: int, time_zone: str) -> bool:
    """Whether the roll-ups are counted in another zone than `time_zone` (the profile's)."""
    counted = RollupState.objects.filter(user_id=user_id).values_list("time_zone", flat=True).first()
    return counted is not None and counted != time_zone
