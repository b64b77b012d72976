"""The attempt log, written back from an export: attempts, revisions, files and links
exactly as they were, each checked as it is read."""

import hashlib
from typing import Any

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile

from apps.attempts import chain
from apps.attempts.evidence import inspect_upload, make_preview
from apps.attempts.models import Attempt, AttemptRevision, ChainHead, ChainLink, EvidenceFile
from apps.attempts.rollups import Counted, rollups_write
from apps.attempts.services import attempt_snapshot, revision_record, tombstone_record
from apps.attempts.tagging import Retag, tactics_write
from apps.tactics.models import Tactic
from nocontact.rows import insert_rows

from ...restoring import Restore
from ...values import moment, uid
from .reading import CHUNK, link_ref


def write_chain_head(restore: Restore, item: dict) -> None:
    """Written before the attempts: an entry the user saves while the import runs is
    chained after the imported log instead of colliding with it."""
    if item["seq"] == 0:
        return
    ChainHead.objects.update_or_create(user=restore.user, defaults={"seq": item["seq"], "hash": item["hash"]})
    restore.state["chain_head"] = (item["seq"], item["hash"])


def _state(restore: Restore) -> dict[str, Any]:
    if "attempts" not in restore.state:
        restore.state["attempts"] = {
            "tactics": {t.slug: t for t in Tactic.objects.all()},
            "pending": [],  # (attempt, tactic ids, revisions, files) waiting for the next batch
            "records": {},  # ref -> (revision pk or None, record hash or None)
            "bytes": 0,
            "counted": [],  # what the roll-ups count of each live entry
            "next_seq": 1,
            "prev": chain.GENESIS,
            "links": [],
        }
    return restore.state["attempts"]


def _store_file(restore: Restore, attempt: Attempt, f: dict) -> EvidenceFile:
    data = restore.read(f["path"], limit=settings.EVIDENCE_MAX_BYTES)
    if len(data) != f["size"] or hashlib.sha256(data).hexdigest() != f["sha256"]:
        restore.refuse(f"the file {f['path']} does not match its SHA-256")
    try:
        found = inspect_upload(data, max_bytes=settings.EVIDENCE_MAX_BYTES, max_pixels=settings.EVIDENCE_MAX_PIXELS)
    except ValidationError as error:
        restore.refuse(f"the file {f['path']}: {error.messages[0]}")
    if found.content_type != f["content_type"]:
        restore.refuse(f"the file {f['path']} is not the kind of file the export says")
    evidence = EvidenceFile(
        id=uid(f["id"]),
        attempt=attempt,
        original_name=f["original_name"],
        content_type=found.content_type,
        size=found.size,
        sha256=found.sha256,
        has_location=found.has_location if found.width else None,
        uploaded_at=moment(f["uploaded_at"]),
    )
    evidence.original.save("original", ContentFile(data), save=False)
    assert evidence.original.name, "a saved file has its name"
    restore.stored.append(evidence.original.name)
    if found.width:
        evidence.preview.save("preview", ContentFile(make_preview(data)), save=False)
        assert evidence.preview.name, "a saved file has its name"
        restore.stored.append(evidence.preview.name)
    restore.tick(1)
    return evidence


def write_attempt(restore: Restore, item: dict) -> None:
    state = _state(restore)
    if item["person"] not in restore.state.get("people", ()):
        restore.refuse(f"an entry points at a person ({item['person']}) who is not in the file")
    unknown = [slug for slug in item["tactics"] if slug not in state["tactics"]]
    if unknown:
        restore.refuse(f"an entry is tagged with tactics this server does not know ({', '.join(unknown)})")
    tactic_ids = [state["tactics"][slug].pk for slug in item["tactics"]]
    attempt = Attempt(
        id=uid(item["id"]),
        user=restore.user,
        person_id=uid(item["person"]),
        occurred_at=moment(item["occurred_at"]),
        occurred_approx=item["occurred_approx"],
        recorded_at=moment(item["recorded_at"]),
        channel=item["channel"],
        via=item["via"],
        message=item["message"],
        intensity=item["intensity"],
        response=item["response"],
        notes=item["notes"],
        revision_count=len(item["revisions"]),
        deleted_at=moment(item["deleted_at"]),
        erased_hash=item["erased_hash"],
    )
    restore.check(attempt, exclude=["user", "person"])
    if attempt.deleted_at is not None and tactic_ids:
        restore.refuse(f"deleted entry {attempt.pk} is tagged with tactics (a deleted entry keeps none)")
    state["bytes"] += sum(f["size"] for f in item["files"])
    if state["bytes"] > restore.quota_bytes:
        restore.refuse("its files are larger than the storage this server gives each account")
    revisions = [
        AttemptRevision(
            attempt=attempt,
            number=r["number"],
            created_at=moment(r["created_at"]),
            snapshot=r["snapshot"],
            changed=r["changed"],
        )
        for r in item["revisions"]
    ]
    if [r.number for r in revisions] != list(range(1, len(revisions) + 1)):
        restore.refuse(f"the versions of entry {attempt.pk} are not numbered 1, 2, 3…")
    if attempt.deleted_at is None:
        # What log_verify checks for every live entry: it is its last saved version.
        now = attempt_snapshot(attempt, tactic_slugs=item["tactics"], file_hashes=[f["sha256"] for f in item["files"]])
        if not revisions or revisions[-1].snapshot != now:
            restore.refuse(f"entry {attempt.pk} does not match its last saved version")
    files = [_store_file(restore, attempt, f) for f in item["files"]]
    if attempt.deleted_at is not None:
        state["records"][link_ref(attempt.pk, ChainLink.Kind.TOMBSTONE, None)] = (
            None,
            chain.record_hash(tombstone_record(attempt)),
        )
    else:
        state["counted"].append(Counted.of(attempt, tactic_ids))
    state["pending"].append((attempt, tactic_ids, revisions, files))
    restore.tick(1)
    if len(state["pending"]) >= CHUNK:
        _flush_attempts(restore)


def _flush_attempts(restore: Restore) -> None:
    state = _state(restore)
    batch, state["pending"] = state["pending"], []
    if not batch:
        return
    with restore.batch():
        insert_rows(Attempt, [a for a, _, _, _ in batch], as_given=True)
        # The tactic rows and the tallies, through their one writer (a deleted entry has none).
        tactics_write(user_id=restore.user.pk, changes=[Retag(a, after=frozenset(ids)) for a, ids, _, _ in batch])
        insert_rows(EvidenceFile, [f for _, _, _, fs in batch for f in fs], as_given=True)
        insert_rows(AttemptRevision, [r for _, _, rs, _ in batch for r in rs], as_given=True)
    written = AttemptRevision.objects.filter(attempt_id__in=[a.pk for a, _, _, _ in batch])
    pks = {(a, n): pk for a, n, pk in written.values_list("attempt_id", "number", "pk")}
    for attempt, _, revisions, _ in batch:
        for revision in revisions:
            record = revision_record(revision)
            state["records"][link_ref(attempt.pk, ChainLink.Kind.REVISION, revision.number)] = (
                pks[(attempt.pk, revision.number)],
                chain.record_hash(record) if record is not None else None,
            )


def write_chain_link(restore: Restore, item: dict) -> None:
    state = _state(restore)
    _flush_attempts(restore)
    ref = link_ref(item["attempt"], item["kind"], item["revision"])
    if item["ref"] != ref or item["seq"] != state["next_seq"] or item["prev"] != state["prev"]:
        restore.refuse(f"link {item['seq']} of the log's chain does not follow the one before it")
    recomputed = chain.link_hash(
        seq=item["seq"], kind=item["kind"], ref=ref, record_hash=item["record_hash"], prev=item["prev"]
    )
    if recomputed != item["hash"]:
        restore.refuse(f"link {item['seq']} of the log's chain was changed")
    if ref not in state["records"]:
        restore.refuse(f"link {item['seq']} of the log's chain is for a record that is not in the file")
    revision_pk, record_hash = state["records"].pop(ref)
    if record_hash is not None and record_hash != item["record_hash"]:
        restore.refuse(f"the record under link {item['seq']} ({ref}) was changed")
    state["links"].append(
        ChainLink(
            user=restore.user,
            seq=item["seq"],
            kind=item["kind"],
            attempt_id=uid(item["attempt"]),
            revision_id=revision_pk,
            record_hash=item["record_hash"],
            prev=item["prev"],
            hash=item["hash"],
            created_at=moment(item["created_at"]),
        )
    )
    state["next_seq"], state["prev"] = item["seq"] + 1, item["hash"]
    restore.tick(1)
    if len(state["links"]) >= 2000:
        _flush_links(restore)


def _flush_links(restore: Restore) -> None:
    state = _state(restore)
    with restore.batch():
        insert_rows(ChainLink, state["links"], as_given=True)
    state["links"] = []


def finish(restore: Restore) -> None:
    state = _state(restore)
    _flush_attempts(restore)
    _flush_links(restore)
    head = restore.state.get("chain_head", (0, chain.GENESIS))
    if (state["next_seq"] - 1, state["prev"]) != head:
        restore.refuse("the log's chain does not end where the file says it does")
    if state["records"]:
        restore.refuse("some versions of entries in the file have no link in the log's chain")
    with restore.batch():
        # The insights page's daily roll-ups, counted in the imported time zone.
        rollups_write(user_id=restore.user.pk, zone=None, added=state["counted"])
