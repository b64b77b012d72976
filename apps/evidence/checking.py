"""Checking what someone hands in: a bundle (with verify.py's own code) or a report PDF."""

import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from . import verifier
from .keys import grouped, instance_keys

MAX_MEMBERS = 200_000
UNPACKED_RATIO = 4  # a bundle unpacks to at most this many times the upload's size


class TooBig(Exception):
    """The archive would unpack to more than the limit allows."""


def _guard(zf: zipfile.ZipFile, *, max_unpacked: int | None) -> None:
    members = zf.infolist()
    if len(members) > MAX_MEMBERS:
        raise TooBig
    if max_unpacked is not None and sum(m.file_size for m in members) > max_unpacked:
        raise TooBig


def check_bundle_file(path_or_file, *, receipts=(), max_unpacked: int | None = None) -> verifier.Result:
    """verify.py's verdict on a bundle: a ZIP (path or open file) or an unpacked folder."""
    parsed = [verifier.read_receipt(text, name) for name, text in receipts]
    if isinstance(path_or_file, Path) and path_or_file.is_dir():
        return verifier.verify(verifier.FolderSource(path_or_file), parsed)
    result = verifier.Result()
    try:
        with zipfile.ZipFile(path_or_file) as zf:
            _guard(zf, max_unpacked=max_unpacked)
            return verifier.verify(verifier.ZipSource(zf), parsed)
    except zipfile.BadZipFile:
        result.problems.append("This file is not a ZIP archive: it is not a bundle, or it was damaged")
    except TooBig:
        result.problems.append("This archive unpacks to more than this page can check: use verify.py instead")
    return result


@dataclass(frozen=True)
class Outcome:
    """What the check page shows."""

    kind: str  # "bundle", "report" or "unknown"
    ok: bool
    verdict: str
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    facts: list[tuple[str, str]] = field(default_factory=list)


def _bundle_facts(manifest: dict) -> list[tuple[str, str]]:
    scope, counts, chain = manifest.get("scope", {}), manifest.get("counts", {}), manifest.get("chain", {})
    ours = manifest.get("key_fingerprint") == instance_keys().fingerprint
    return [
        ("Report id", str(manifest.get("report_id", ""))),
        ("Made", str(manifest.get("created_at", ""))),
        ("Period", f"{scope.get('from') or 'the first entry'} to {scope.get('to') or 'the last entry'}"),
        (
            "Entries",
            f"{counts.get('entries', 0)} ({counts.get('deleted', 0)} deleted, {counts.get('edited', 0)} edited)",
        ),
        ("Chain", f"{chain.get('head_seq', 0)} links, head {chain.get('head_hash', '')}"),
        ("Signing key", grouped(str(manifest.get("key_fingerprint", "")))),
        ("Made on this server", "Yes" if ours else "No: it names another key"),
    ]


def check_upload(uploaded, *, receipts=(), max_bytes: int) -> Outcome:
    """Check an uploaded file, read in memory or from Django's temporary file; nothing is kept."""
    head = uploaded.read(5)
    uploaded.seek(0)
    if head.startswith(b"%PDF"):
        from .report.sign import check_pdf  # pyHanko loads only when a PDF is checked

        found = check_pdf(uploaded.read())
        facts = [("Signature says", found.reason), ("Signed at", found.signed_at)] if found.reason else []
        return Outcome("report", found.ok, found.message, facts=facts)
    if head.startswith(b"PK"):
        result = check_bundle_file(uploaded, receipts=receipts, max_unpacked=max_bytes * UNPACKED_RATIO)
        facts = _bundle_facts(result.manifest) if result.manifest else []
        return Outcome("bundle", result.ok, result.verdict(), result.problems, result.notes, facts)
    return Outcome("unknown", False, "This file is neither a bundle (.zip) nor a report (.pdf) made by this app.")
