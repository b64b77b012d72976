"""The attempt log, read for an export: every attempt with its revisions and files,
the chain head, and the chain's links."""

from collections.abc import Iterator
from typing import Any

from django.db.models import Prefetch

from apps.attempts import chain
from apps.attempts.models import Attempt, AttemptRevision, AttemptTactic, ChainHead, ChainLink, EvidenceFile

from ...registry import ExportFile
from ...values import iso

CHUNK = 500
EXTENSIONS = {"image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "application/pdf": "pdf"}


def file_path(evidence: EvidenceFile) -> str:
    return f"evidence/{evidence.pk}.{EXTENSIONS.get(evidence.content_type, 'bin')}"


def _attempt(a: Attempt) -> dict[str, Any]:
    return {
        "id": str(a.pk),
        "person": str(a.person_id),
        "occurred_at": iso(a.occurred_at),
        "occurred_approx": a.occurred_approx,
        "recorded_at": iso(a.recorded_at),
        "channel": a.channel,
        "via": a.via,
        "message": a.message,
        "tactics": sorted(link.tactic.slug for link in a.tactic_links.all()),
        "intensity": a.intensity,
        "response": a.response,
        "notes": a.notes,
        "deleted_at": iso(a.deleted_at),
        "erased_hash": a.erased_hash,
        "revisions": [
            {"number": r.number, "created_at": iso(r.created_at), "snapshot": r.snapshot, "changed": r.changed}
            for r in a.revisions.all()
        ],
        "files": [
            {
                "id": str(f.pk),
                "original_name": f.original_name,
                "content_type": f.content_type,
                "size": f.size,
                "sha256": f.sha256,
                "uploaded_at": iso(f.uploaded_at),
                "path": file_path(f),
            }
            for f in a.files.all()
        ],
    }


def read_attempts(user) -> Iterator[dict[str, Any]]:
    attempts = (
        Attempt.objects.for_user(user)
        .order_by("occurred_at", "pk")
        .prefetch_related(
            Prefetch("revisions", queryset=AttemptRevision.objects.order_by("number")),
            Prefetch("files", queryset=EvidenceFile.objects.order_by("uploaded_at", "pk")),
            Prefetch(
                "tactic_links", queryset=AttemptTactic.objects.select_related("tactic").only("attempt", "tactic__slug")
            ),
        )
    )
    for attempt in attempts.iterator(chunk_size=CHUNK):
        yield _attempt(attempt)


def read_chain_head(user) -> dict[str, Any]:
    head = ChainHead.objects.filter(user=user).first()
    return {"seq": head.seq, "hash": head.hash} if head else {"seq": 0, "hash": chain.GENESIS}


def link_ref(attempt_id, kind: str, number: int | None) -> str:
    if kind == ChainLink.Kind.TOMBSTONE:
        return f"attempt:{attempt_id}:tombstone"
    return f"attempt:{attempt_id}:rev:{number}"


def read_chain_links(user) -> Iterator[dict[str, Any]]:
    rows = (
        ChainLink.objects.filter(user=user)
        .order_by("seq")
        .values_list("seq", "kind", "attempt_id", "revision__number", "record_hash", "prev", "hash", "created_at")
    )
    for seq, kind, attempt_id, number, record_hash, prev, link_hash, created_at in rows.iterator(chunk_size=2000):
        yield {
            "seq": seq,
            "kind": kind,
            "ref": link_ref(attempt_id, kind, number),
            "attempt": str(attempt_id),
            "revision": number,
            "record_hash": record_hash,
            "prev": prev,
            "hash": link_hash,
            "created_at": iso(created_at),
        }


def files(user) -> Iterator[ExportFile]:
    evidence = EvidenceFile.objects.filter(attempt__user=user).order_by("uploaded_at", "pk")
    for f in evidence.iterator(chunk_size=CHUNK):
        yield ExportFile(path=file_path(f), size=f.size, open=f.original.open)
