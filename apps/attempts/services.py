"""Writes to the attempt log. Nothing here overwrites: every save is a revision, every
revision and deletion is a link in the user's hash chain."""

from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from django.conf import settings
from django.core.files.base import ContentFile
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from . import chain
from .evidence import inspect_upload, make_preview
from .models import Attempt, AttemptRevision, ChainHead, ChainLink, EvidenceFile, TacticTally

EDITABLE = (
    "person",
    "occurred_at",
    "occurred_approx",
    "channel",
    "via",
    "message",
    "intensity",
    "response",
    "notes",
)


def _iso(value: datetime | None) -> str | None:
    return value.astimezone(UTC).isoformat(timespec="microseconds") if value else None


def attempt_snapshot(attempt: Attempt) -> dict[str, Any]:
    """The canonical content of an attempt, as its revisions store it."""
    return {
        "id": str(attempt.id),
        "person": str(attempt.person_id),
        "occurred_at": _iso(attempt.occurred_at),
        "occurred_approx": attempt.occurred_approx,
        "recorded_at": _iso(attempt.recorded_at),
        "channel": attempt.channel,
        "via": attempt.via,
        "message": attempt.message,
        "tactics": sorted(t.slug for t in attempt.tactics.all()),
        "intensity": attempt.intensity,
        "response": attempt.response,
        "notes": attempt.notes,
        "files": sorted(f.sha256 for f in attempt.files.all()),
    }


def revision_record(revision: AttemptRevision) -> dict[str, Any] | None:
    if revision.snapshot is None:
        return None
    return {
        "number": revision.number,
        "created_at": _iso(revision.created_at),
        "snapshot": revision.snapshot,
    }


def tombstone_record(attempt: Attempt) -> dict[str, Any]:
    return {
        "attempt": str(attempt.id),
        "deleted_at": _iso(attempt.deleted_at),
        "erased_hash": attempt.erased_hash,
    }


def _append_link(
    *,
    attempt: Attempt,
    kind: str,
    record: dict,
    revision: AttemptRevision | None = None,
) -> ChainLink:
    head, _ = ChainHead.objects.select_for_update().get_or_create(
        user_id=attempt.user_id, defaults={"hash": chain.GENESIS}
    )
    link = ChainLink(
        user_id=attempt.user_id,
        seq=head.seq + 1,
        kind=kind,
        attempt=attempt,
        revision=revision,
        record_hash=chain.record_hash(record),
        prev=head.hash,
        created_at=timezone.now(),
    )
    link.hash = chain.link_hash(
        seq=link.seq,
        kind=kind,
        ref=link.ref,
        record_hash=link.record_hash,
        prev=link.prev,
    )
    link.save()
    head.seq, head.hash = link.seq, link.hash
    head.save(update_fields=["seq", "hash"])
    return link


def _record_revision(attempt: Attempt, *, changed: Sequence[str]) -> AttemptRevision:
    attempt.revision_count += 1
    Attempt.objects.filter(pk=attempt.pk).update(revision_count=attempt.revision_count)
    revision = AttemptRevision.objects.create(
        attempt=attempt,
        number=attempt.revision_count,
        created_at=timezone.now(),
        snapshot=attempt_snapshot(attempt),
        changed=list(changed),
    )
    _append_link(
        attempt=attempt,
        kind=ChainLink.Kind.REVISION,
        record=revision_record(revision),
        revision=revision,
    )
    return revision


def _adjust_tallies(*, user, before: set[int], after: set[int]) -> None:
    for tactic_id in after - before:
        tally, _ = TacticTally.objects.get_or_create(user=user, tactic_id=tactic_id)
        TacticTally.objects.filter(pk=tally.pk).update(count=F("count") + 1)
    if before - after:
        TacticTally.objects.filter(user=user, tactic_id__in=before - after, count__gt=0).update(count=F("count") - 1)


def _tactic_ids(attempt: Attempt) -> set[int]:
    return set(attempt.tactics.values_list("pk", flat=True))


def _store_file(*, attempt: Attempt, name: str, data: bytes) -> EvidenceFile:
    found = inspect_upload(
        data,
        max_bytes=settings.EVIDENCE_MAX_BYTES,
        max_pixels=settings.EVIDENCE_MAX_PIXELS,
    )
    evidence = EvidenceFile(
        attempt=attempt,
        original_name=name[:255],
        content_type=found.content_type,
        size=found.size,
        sha256=found.sha256,
    )
    evidence.original.save("original", ContentFile(data), save=False)
    if found.width:
        evidence.preview.save("preview", ContentFile(make_preview(data)), save=False)
    evidence.save()
    return evidence


@transaction.atomic
def attempt_create(
    *,
    user,
    person,
    message: str = "",
    occurred_at: datetime | None = None,
    tactics: Iterable = (),
    files: Iterable[tuple[str, bytes]] = (),
    **fields: Any,
) -> Attempt:
    unknown = set(fields) - set(EDITABLE)
    if unknown:
        raise TypeError(f"unknown fields: {sorted(unknown)}")
    attempt = Attempt(
        user=user,
        person=person,
        message=message,
        occurred_at=occurred_at or timezone.now(),
        **fields,
    )
    attempt.full_clean()
    attempt.save()
    attempt.tactics.set(tactics)
    _adjust_tallies(user=user, before=set(), after=_tactic_ids(attempt))
    for name, data in files:
        _store_file(attempt=attempt, name=name, data=data)
    _record_revision(attempt, changed=["created"])
    return attempt


@transaction.atomic
def attempt_update(
    *,
    attempt: Attempt,
    tactics: Iterable | None = None,
    files: Iterable[tuple[str, bytes]] = (),
    **changes: Any,
) -> AttemptRevision | None:
    """Apply changes as a new revision. Returns None when nothing actually changed."""
    if attempt.is_deleted:
        raise ValueError("A deleted attempt cannot be edited.")
    unknown = set(changes) - set(EDITABLE)
    if unknown:
        raise TypeError(f"unknown fields: {sorted(unknown)}")
    before = attempt_snapshot(attempt)
    for name, value in changes.items():
        setattr(attempt, name, value)
    attempt.full_clean()
    attempt.save()
    if tactics is not None:
        previous = _tactic_ids(attempt)
        attempt.tactics.set(tactics)
        _adjust_tallies(user=attempt.user, before=previous, after=_tactic_ids(attempt))
    for name, data in files:
        _store_file(attempt=attempt, name=name, data=data)
    after = attempt_snapshot(attempt)
    changed = [key for key in after if before[key] != after[key]]
    if not changed:
        return None
    return _record_revision(attempt, changed=changed)


@transaction.atomic
def attempt_delete(*, attempt: Attempt) -> Attempt:
    """Erase the content and files; keep a tombstone: the id, the time, the hash."""
    if attempt.is_deleted:
        return attempt
    attempt.erased_hash = chain.record_hash(attempt_snapshot(attempt))
    stored = []
    for evidence in attempt.files.all():
        stored += [f.name for f in (evidence.original, evidence.preview) if f]
        evidence.delete()
    # The bytes go only once the deletion is committed.
    storage = EvidenceFile._meta.get_field("original").storage
    transaction.on_commit(lambda: [storage.delete(name) for name in stored])
    _adjust_tallies(user=attempt.user, before=_tactic_ids(attempt), after=set())
    attempt.tactics.clear()
    attempt.message = attempt.via = attempt.notes = ""
    attempt.intensity = None
    attempt.deleted_at = timezone.now()
    attempt.save()
    attempt.revisions.update(snapshot=None)
    _append_link(attempt=attempt, kind=ChainLink.Kind.TOMBSTONE, record=tombstone_record(attempt))
    return attempt
