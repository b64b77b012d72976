"""Writes to the attempt log. Nothing here overwrites: every save is a revision, every
revision and deletion is a link in the user's hash chain."""

from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from . import chain
from .evidence import inspect_upload, make_preview
from .models import (
    Attempt,
    AttemptRevision,
    AttemptTactic,
    ChainHead,
    ChainLink,
    EvidenceFile,
    TacticTally,
    tactic_ids_text,
)
from .quota import check_room

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


def attempt_snapshot(
    attempt: Attempt,
    *,
    tactic_slugs: Iterable[str] | None = None,
    file_hashes: Iterable[str] | None = None,
) -> dict[str, Any]:
    """The canonical content of an attempt, as its revisions store it. A caller that
    has just written the tactics or files passes them, which saves reading them back."""
    if tactic_slugs is None:
        tactic_slugs = attempt.tactics.values_list("slug", flat=True)
    if file_hashes is None:
        file_hashes = attempt.files.values_list("sha256", flat=True)
    return {
        "id": str(attempt.id),
        "person": str(attempt.person_id),
        "occurred_at": _iso(attempt.occurred_at),
        "occurred_approx": attempt.occurred_approx,
        "recorded_at": _iso(attempt.recorded_at),
        "channel": attempt.channel,
        "via": attempt.via,
        "message": attempt.message,
        "tactics": sorted(tactic_slugs),
        "intensity": attempt.intensity,
        "response": attempt.response,
        "notes": attempt.notes,
        "files": sorted(file_hashes),
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


def next_link(
    head: ChainHead,
    *,
    attempt_id,
    kind: str,
    record: dict,
    revision: AttemptRevision | None,
    created_at: datetime,
) -> ChainLink:
    """The link that follows `head` for `record` (not saved), and `head` moved onto it
    (in memory): the one place that says how a link is hashed."""
    link = ChainLink(
        user_id=head.user_id,
        seq=head.seq + 1,
        kind=kind,
        attempt_id=attempt_id,
        revision=revision,
        record_hash=chain.record_hash(record),
        prev=head.hash,
        created_at=created_at,
    )
    link.hash = chain.link_hash(
        seq=link.seq,
        kind=kind,
        ref=link.ref,
        record_hash=link.record_hash,
        prev=link.prev,
    )
    head.seq, head.hash = link.seq, link.hash
    return link


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
    link = next_link(
        head,
        attempt_id=attempt.pk,
        kind=kind,
        record=record,
        revision=revision,
        created_at=timezone.now(),
    )
    link.save()
    head.save(update_fields=["seq", "hash"])
    return link


def _record_revision(
    attempt: Attempt,
    *,
    changed: Sequence[str],
    snapshot: dict[str, Any],
    counted: bool = False,
) -> AttemptRevision:
    """Store `snapshot` as the attempt's next revision and chain it. `counted` says the
    caller already raised attempt.revision_count and saved it."""
    if not counted:
        attempt.revision_count += 1
        Attempt.objects.filter(pk=attempt.pk).update(revision_count=attempt.revision_count)
    revision = AttemptRevision.objects.create(
        attempt=attempt,
        number=attempt.revision_count,
        created_at=timezone.now(),
        snapshot=snapshot,
        changed=list(changed),
    )
    _append_link(
        attempt=attempt,
        kind=ChainLink.Kind.REVISION,
        record=revision_record(revision),
        revision=revision,
    )
    return revision


def _adjust_tallies(*, user_id, before: set[int], after: set[int]) -> None:
    if added := after - before:
        TacticTally.objects.bulk_create(
            [TacticTally(user_id=user_id, tactic_id=tactic_id) for tactic_id in added],
            ignore_conflicts=True,
        )
        TacticTally.objects.filter(user_id=user_id, tactic_id__in=added).update(count=F("count") + 1)
    if removed := before - after:
        tallies = TacticTally.objects.filter(user_id=user_id, tactic_id__in=removed, count__gt=0)
        tallies.update(count=F("count") - 1)


def tactic_links(attempt: Attempt, tactic_ids: Iterable[int]) -> list[AttemptTactic]:
    """The rows that tie an attempt to its tactics, with the user and the time copied
    from it (the log's tactic index reads them)."""
    return [
        AttemptTactic(
            attempt_id=attempt.pk, tactic_id=tactic_id, user_id=attempt.user_id, occurred_at=attempt.occurred_at
        )
        for tactic_id in tactic_ids
    ]


def _set_tactics(attempt: Attempt, *, before: set[int], after: set[int]) -> None:
    """Make the attempt's tactics `after` (ids), given that they are `before`."""
    if removed := before - after:
        AttemptTactic.objects.filter(attempt=attempt, tactic_id__in=removed).delete()
    if added := after - before:
        AttemptTactic.objects.bulk_create(tactic_links(attempt, added))
    _adjust_tallies(user_id=attempt.user_id, before=before, after=after)


def _clean(attempt: Attempt, *, adding: bool = False) -> None:
    """full_clean without its per-field database lookups: the user is the caller's,
    the person is an instance already read, and must be the same user's."""
    attempt.full_clean(exclude=["user", "person"], validate_unique=not adding)
    if attempt.person.user_id != attempt.user_id:
        raise ValidationError({"person": "Choose one of your people."})


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
        has_location=found.has_location if found.width else None,
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
    tactics = {t.pk: t.slug for t in tactics}
    attempt = Attempt(
        user=user,
        person=person,
        message=message,
        occurred_at=occurred_at or timezone.now(),
        revision_count=1,  # the first revision, recorded below
        tactic_ids=tactic_ids_text(tactics),
        **fields,
    )
    _clean(attempt, adding=True)  # a new random UUID: no uniqueness query
    attempt.save(force_insert=True)
    _set_tactics(attempt, before=set(), after=set(tactics))
    files = list(files)
    check_room(user, adding=sum(len(data) for _, data in files))
    hashes = [_store_file(attempt=attempt, name=name, data=data).sha256 for name, data in files]
    snapshot = attempt_snapshot(attempt, tactic_slugs=tactics.values(), file_hashes=hashes)
    _record_revision(attempt, changed=["created"], snapshot=snapshot, counted=True)
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
    current = dict(AttemptTactic.objects.filter(attempt=attempt).values_list("tactic_id", "tactic__slug"))
    hashes = list(attempt.files.values_list("sha256", flat=True))
    before = attempt_snapshot(attempt, tactic_slugs=current.values(), file_hashes=hashes)
    was_at = attempt.occurred_at
    for name, value in changes.items():
        setattr(attempt, name, value)
    chosen = None if tactics is None else {t.pk: t.slug for t in tactics}
    if chosen is not None:
        attempt.tactic_ids = tactic_ids_text(chosen)
    _clean(attempt)
    attempt.save()
    if attempt.occurred_at != was_at and current:
        # The tactic rows carry the attempt's time for the filtered log's index.
        AttemptTactic.objects.filter(attempt=attempt).update(occurred_at=attempt.occurred_at)
    if chosen is not None:
        _set_tactics(attempt, before=set(current), after=set(chosen))
        current = chosen
    files = list(files)
    check_room(attempt.user_id, adding=sum(len(data) for _, data in files))
    hashes += [_store_file(attempt=attempt, name=name, data=data).sha256 for name, data in files]
    after = attempt_snapshot(attempt, tactic_slugs=current.values(), file_hashes=hashes)
    changed = [key for key in after if before[key] != after[key]]
    if not changed:
        return None
    return _record_revision(attempt, changed=changed, snapshot=after)


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
    _set_tactics(attempt, before=set(attempt.tactic_links.values_list("tactic_id", flat=True)), after=set())
    attempt.message = attempt.via = attempt.notes = attempt.tactic_ids = ""
    attempt.intensity = None
    attempt.deleted_at = timezone.now()
    attempt.save()
    attempt.revisions.update(snapshot=None)
    _append_link(attempt=attempt, kind=ChainLink.Kind.TOMBSTONE, record=tombstone_record(attempt))
    return attempt
