"""Writes to the attempt log. Nothing here overwrites: every save is a revision, every
revision and deletion is a link in the user's hash chain."""

from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.db import transaction
from django.db.models import QuerySet
from django.db.transaction import TransactionManagementError
from django.utils import timezone

from apps.counter import services as counter_services

from . import chain
from .evidence import inspect_upload, make_preview
from .models import Attempt, AttemptRevision, AttemptTactic, ChainHead, ChainLink, EvidenceFile, RollupState
from .quota import check_room
from .rollups import Counted, rollups_write
from .tagging import Retag, tactics_write

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


def record_time(value: datetime | None) -> str | None:
    """A time as records store it (and their hashes cover it): UTC, to the microsecond."""
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
        "occurred_at": record_time(attempt.occurred_at),
        "occurred_approx": attempt.occurred_approx,
        "recorded_at": record_time(attempt.recorded_at),
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
        "created_at": record_time(revision.created_at),
        "snapshot": revision.snapshot,
    }


def tombstone_record(attempt: Attempt) -> dict[str, Any]:
    return {
        "attempt": str(attempt.id),
        "deleted_at": record_time(attempt.deleted_at),
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


def lock_head(user_id: int) -> ChainHead:
    """The user's chain head, locked, with the zone of their roll-ups (`rollup_zone`):
    every write of the log holds this lock, which also keeps the roll-ups' writers in turn.
    A user's first write makes their head."""
    if not transaction.get_connection().in_atomic_block:
        raise TransactionManagementError("the chain head is locked inside the transaction that writes")
    head = _locked_head(user_id)
    if head is None:
        ChainHead.objects.bulk_create([ChainHead(user_id=user_id, hash=chain.GENESIS)], ignore_conflicts=True)
        head = _locked_head(user_id)
        assert head is not None
    return head


def _locked_head(user_id: int) -> ChainHead | None:
    # One statement, written out: the same read through the ORM (a locked get_or_create
    # annotated with a subquery) took about 0.45 ms of every save just to build, a tenth
    # of a quick log. The zone stays RollupState's (the roll-ups' one writer sets it).
    # FOR UPDATE locks the head's row only; SQLite has none, and needs none: a write
    # transaction there begins IMMEDIATE, holding the database's one write lock.
    sql = (
        f'SELECT h."id", h."user_id", h."seq", h."hash", (SELECT s."time_zone" FROM "{RollupState._meta.db_table}" s'
        f' WHERE s."user_id" = h."user_id") AS "rollup_zone" FROM "{ChainHead._meta.db_table}" h WHERE h."user_id" = %s'
    )
    if transaction.get_connection().features.has_select_for_update:
        sql += " FOR UPDATE"
    return next(iter(ChainHead.objects.raw(sql, [user_id])), None)


def _append_link(
    *,
    attempt: Attempt,
    kind: str,
    record: dict,
    revision: AttemptRevision | None = None,
    removed: Sequence[Counted] = (),
    added: Sequence[Counted] = (),
) -> ChainLink:
    """Chain `record`, and count the change in the roll-ups (`removed` is what the
    attempt was, `added` what it is now)."""
    head = lock_head(attempt.user_id)
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
    rollups_write(user_id=attempt.user_id, zone=head.rollup_zone, removed=removed, added=added)
    return link


def _record_revision(
    attempt: Attempt,
    *,
    changed: Sequence[str],
    snapshot: dict[str, Any],
    counted: bool = False,
    removed: Sequence[Counted] = (),
    added: Sequence[Counted] = (),
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
    record = revision_record(revision)
    assert record is not None, "a revision just written has its snapshot"
    _append_link(
        attempt=attempt,
        kind=ChainLink.Kind.REVISION,
        record=record,
        revision=revision,
        removed=removed,
        added=added,
    )
    return revision


def _clean(attempt: Attempt, *, adding: bool = False) -> None:
    """full_clean without its per-field database lookups: the user is the caller's,
    the person is an instance already read, and must be the same user's."""
    attempt.full_clean(exclude=["user", "person"], validate_unique=not adding)
    if attempt.person.user_id != attempt.user_id:
        raise ValidationError({"person": "Choose one of your people."})


class EvidenceNotStored(Exception):
    """The evidence folder refused a file (missing, read-only or full). Raised inside the
    service's transaction, so nothing of the entry is saved."""

    message = (
        "The file could not be stored just now, so nothing was saved yet. Your words are still here: "
        "try again in a little while, or save without the file."
    )


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
    preview = make_preview(data) if found.width else None
    try:
        evidence.original.save("original", ContentFile(data), save=False)
        if preview is not None:
            evidence.preview.save("preview", ContentFile(preview), save=False)
    except OSError as error:  # the folder is missing, read-only or full
        for stored in (evidence.original, evidence.preview):
            if stored.name:
                stored.storage.delete(stored.name)
        raise EvidenceNotStored from error
    evidence.save()
    return evidence


def _store_files(attempt: Attempt, files: Iterable[tuple[str, bytes]]) -> list[str]:
    """Store every file (their SHA-256s); when one is refused, the ones stored before it
    go too (the transaction rolls their rows back)."""
    stored: list[EvidenceFile] = []
    try:
        for name, data in files:
            stored.append(_store_file(attempt=attempt, name=name, data=data))
    except EvidenceNotStored:
        for evidence in stored:
            for kept in (evidence.original, evidence.preview):
                if kept.name:
                    kept.storage.delete(kept.name)
        raise
    return [evidence.sha256 for evidence in stored]


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
        **fields,
    )
    _clean(attempt, adding=True)  # a new random UUID: no uniqueness query
    attempt.save(force_insert=True)
    tactics_write(user_id=user.pk, changes=[Retag(attempt, after=frozenset(tactics))])
    files = list(files)
    check_room(user, adding=sum(len(data) for _, data in files))
    hashes = _store_files(attempt, files)
    snapshot = attempt_snapshot(attempt, tactic_slugs=tactics.values(), file_hashes=hashes)
    _record_revision(
        attempt, changed=["created"], snapshot=snapshot, counted=True, added=[Counted.of(attempt, tactics)]
    )
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
    was_at, was = attempt.occurred_at, Counted.of(attempt, current)
    for name, value in changes.items():
        setattr(attempt, name, value)
    chosen = current if tactics is None else {t.pk: t.slug for t in tactics}
    _clean(attempt)
    attempt.save()
    retag = Retag(attempt, frozenset(current), frozenset(chosen), moved=attempt.occurred_at != was_at)
    tactics_write(user_id=attempt.user_id, changes=[retag])
    current = chosen
    files = list(files)
    check_room(attempt.user_id, adding=sum(len(data) for _, data in files))
    hashes += _store_files(attempt, files)
    after = attempt_snapshot(attempt, tactic_slugs=current.values(), file_hashes=hashes)
    changed = [key for key in after if before[key] != after[key]]
    if not changed:
        return None
    return _record_revision(
        attempt, changed=changed, snapshot=after, removed=[was], added=[Counted.of(attempt, current)]
    )


@transaction.atomic
def attempt_delete(*, attempt: Attempt) -> Attempt:
    """Erase the content and files; keep a tombstone: the id, the time, the hash."""
    if attempt.is_deleted:
        return attempt
    attempt.erased_hash = chain.record_hash(attempt_snapshot(attempt))
    stored = []
    for evidence in attempt.files.all():
        stored += [f.name for f in (evidence.original, evidence.preview) if f and f.name]
        evidence.delete()
    # The bytes go only once the deletion is committed.
    storage = EvidenceFile._meta.get_field("original").storage

    def delete_files() -> None:
        for name in stored:
            storage.delete(name)

    transaction.on_commit(delete_files)
    tagged = frozenset(attempt.tactic_links.values_list("tactic_id", flat=True))
    was = Counted.of(attempt, tagged)
    tactics_write(user_id=attempt.user_id, changes=[Retag(attempt, before=tagged)])
    attempt.message = attempt.via = attempt.notes = ""
    attempt.intensity = None
    attempt.deleted_at = timezone.now()
    attempt.save()
    attempt.revisions.update(snapshot=None)
    _append_link(attempt=attempt, kind=ChainLink.Kind.TOMBSTONE, record=tombstone_record(attempt), removed=[was])
    return attempt


# Deleting a person with their entries costs about 3.3 ms an entry (12 queries; measured
# with tools/measure_person_erase.py). Up to this many, it is done at once, well under a
# second; more run as a job (tasks.person_erase), committed a batch at a time so that no
# write lock is held for long.
ERASE_NOW_AT_MOST = 100


def person_entries(person) -> QuerySet[Attempt]:
    """The live entries about `person`, oldest first (the order they are deleted in)."""
    return Attempt.objects.filter(person=person).live().order_by("occurred_at", "id")


def person_entries_check(*, person, entries: int) -> None:
    """`entries` is how many live entries the user was told would go: if that changed
    in the meantime (one was logged in another tab), nothing may be deleted."""
    count = person_entries(person).count()
    if count != entries:
        now = f"{count} {'entry' if count == 1 else 'entries'}"
        raise ValidationError(
            f"Your log now has {now} about this person, not {entries}, so nothing was deleted. "
            "Have another look before you choose.",
            code="entries_changed",
        )


@transaction.atomic
def person_delete_with_entries(*, person, entries: int) -> int:
    """Delete a person together with the entries logged about them, in one transaction,
    and return how many entries were deleted. Each live entry becomes a tombstone through
    `attempt_delete` (its content and files erased, the deletion chained), oldest first;
    then the counter deletes the person, keeping a nameless stub for the tombstones to
    point to. For a few entries (ERASE_NOW_AT_MOST); more go through `person_erase_start`.
    """
    person_entries_check(person=person, entries=entries)
    deleted = 0
    for attempt in person_entries(person):
        attempt_delete(attempt=attempt)
        deleted += 1
    counter_services.person_delete(person=person)
    return deleted
