"""The bundle: a ZIP that anyone can check offline with verify.py and nothing else.

    report.pdf      the signed report
    entries.json    every entry in scope with all its versions and its deletion, and
                    every link of the whole chain (records only for entries in scope)
    originals/      each file exactly as uploaded, named by its SHA-256
    receipt.txt     a receipt for the log as it stood (keep a copy elsewhere)
    VERIFY.txt      how to check the bundle
    verify.py       the checker (standard library only)
    manifest.json   the SHA-256 of every file above, the chain head, counts, period, time
    manifest.sig    an Ed25519 signature over manifest.json, with the public key

The ZIP is written to a temporary name beside `out` and renamed into place only once it
is complete: a failure leaves nothing half-written to download.
"""

import hashlib
import json
import os
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings

from . import verifier
from .collect import Collected, Progress, Scope, collect, no_progress, scaled
from .identity import log_id
from .keys import grouped, instance_keys
from .receipts import receipt_make
from .report.render import new_report_id, report_render, software

ENTRIES_FORMAT = "log-entries/1"
VERIFY_TEXT = """How to check this bundle
========================

This folder holds a copy of a log of contact attempts, exported from {site}.

1. Unpack the ZIP into a folder, open a terminal there, and run

       python3 -I verify.py

   (Python 3.10 or newer; nothing else is needed). It prints VERIFIED or NOT VERIFIED,
   naming the first thing that does not match. You do not need to trust the server that
   made this bundle: verify.py is short, readable, and uses only Python's standard library.

2. To check the signature on manifest.json too, install the `cryptography` package
   (pip install cryptography) first. verify.py says when it could not check it.

3. If you have receipts the account holder saved earlier, add them:

       python3 -I verify.py --receipt receipt-2025-06.txt --receipt receipt-2025-09.txt

   The log must extend every receipt. If an old entry was rewritten after a receipt
   was made, even with every hash recomputed, the receipt no longer matches and
   verify.py names where.

What is checked: the SHA-256 of every file against manifest.json; every link of the
hash chain in entries.json (each link covers its record's hash and the link before it);
that every file an entry records is in originals/ with that hash; the signature.

Fingerprint of the signing key (compare with the report's cover and the receipts):
{fingerprint}

Report id: {report_id}
"""


class NothingToExport(Exception):
    """The scope covers no entry: there is nothing to put in a report or bundle."""


@dataclass(frozen=True)
class Built:
    path: Path
    report_id: str
    entries: int
    size: int
    missing_files: int


def _hashing_copy(source, target) -> str:
    digest = hashlib.sha256()
    while chunk := source.read(1024 * 1024):
        digest.update(chunk)
        target.write(chunk)
    return digest.hexdigest()


def _write(zf: zipfile.ZipFile, name: str, data: bytes, hashes: dict[str, str], *, compress: bool = True) -> None:
    zf.writestr(name, data, compress_type=zipfile.ZIP_DEFLATED if compress else zipfile.ZIP_STORED)
    hashes[name] = hashlib.sha256(data).hexdigest()


def entries_document(collected: Collected) -> dict:
    return {
        "format": ENTRIES_FORMAT,
        "log": log_id(collected.user),
        "scope": collected.scope.as_dict(),
        "people": collected.people,
        "notes": (
            "links: every link of the log's hash chain, oldest first. 'record' is the record the link covers: "
            "present for entries in this bundle ('included'), null for entries outside its scope ('withheld') "
            "and for content the user deleted ('erased'). People's labels are the user's own and are not "
            "part of the chain."
        ),
        "entries": [
            {
                "id": entry.id,
                "person": collected.people.get(entry.person_id, ""),
                "person_id": entry.person_id,
                "occurred_at": entry.occurred_at.isoformat(),
                "occurred_approx": entry.occurred_approx,
                "recorded_at": entry.recorded_at.isoformat(),
                "channel": entry.channel,
                "deleted_at": entry.deleted_at.isoformat() if entry.deleted_at else None,
                "links": [link["seq"] for link in entry.links],
                "files": [
                    {
                        "sha256": f.sha256,
                        "name": f.name,
                        "content_type": f.content_type,
                        "size": f.size,
                        "path": f.bundle_path if f.present else None,
                    }
                    for f in entry.files
                ],
            }
            for entry in collected.entries
        ],
        "links": collected.links,
    }


def _originals(zf: zipfile.ZipFile, collected: Collected, hashes: dict[str, str]) -> None:
    root = Path(settings.EVIDENCE_ROOT)
    for entry in collected.entries:
        for info in entry.files:
            if not info.present or info.bundle_path in hashes:
                continue
            with (root / info.stored).open("rb") as source, zf.open(info.bundle_path, "w") as target:
                hashes[info.bundle_path] = _hashing_copy(source, target)


def bundle_write(collected: Collected, *, out: Path, report_id: str, progress: Progress = no_progress) -> Built:
    """Write the bundle of `collected` to `out` (atomically)."""
    if not collected.entries:
        raise NothingToExport
    keys = instance_keys()
    report = report_render(collected, report_id=report_id, progress=scaled(progress, 20, 90))
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=out.parent, prefix=".partial-", suffix=".zip")
    os.close(fd)
    try:
        hashes: dict[str, str] = {}
        with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            _write(zf, "report.pdf", report, hashes, compress=False)
            del report
            document = json.dumps(entries_document(collected), ensure_ascii=False, indent=1).encode()
            _write(zf, "entries.json", document, hashes)
            del document
            _originals(zf, collected, hashes)
            _write(zf, "receipt.txt", receipt_make(user=collected.user).text.encode(), hashes)
            text = VERIFY_TEXT.format(
                site=settings.SITE_NAME, fingerprint=grouped(keys.fingerprint), report_id=report_id
            )
            _write(zf, "VERIFY.txt", text.encode(), hashes)
            _write(zf, "verify.py", Path(verifier.__file__).read_bytes(), hashes)
            missing = [{"entry": entry.id, "sha256": f.sha256, "name": f.name} for entry, f in collected.missing_files]
            manifest = json.dumps(
                {
                    "format": verifier.BUNDLE_FORMAT,
                    "report_id": report_id,
                    "log": log_id(collected.user),
                    "account": collected.user.get_username(),
                    "created_at": collected.made_at.isoformat(),
                    "software": software(),
                    "scope": collected.scope.as_dict(),
                    "chain": {"head_seq": collected.head_seq, "head_hash": collected.head_hash},
                    "counts": {
                        "entries": len(collected.entries),
                        "deleted": collected.deleted,
                        "edited": collected.edited,
                        "links": len(collected.links),
                        "entries_in_log": collected.total_entries,
                        "files": sum(len(e.files) for e in collected.entries),
                    },
                    "files": hashes,
                    "missing_originals": missing,
                    "key_fingerprint": keys.fingerprint,
                    "public_key": keys.public_b64,
                },
                indent=1,
                ensure_ascii=False,
            ).encode()
            zf.writestr("manifest.json", manifest)
            signature = (
                f"signature: {keys.sign(manifest)}\npublic-key: {keys.public_b64}\nfingerprint: {keys.fingerprint}\n"
                "algorithm: Ed25519 over the exact bytes of manifest.json\n"
            )
            zf.writestr("manifest.sig", signature)
        os.replace(tmp, out)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    progress(100, 100)
    return Built(out, report_id, len(collected.entries), out.stat().st_size, len(missing))


def bundle_build(*, user, scope: Scope, out: Path, progress: Progress = no_progress) -> Built:
    collected = collect(user=user, scope=scope, progress=scaled(progress, 0, 20))
    return bundle_write(collected, out=out, report_id=new_report_id(), progress=progress)


def report_build(*, user, scope: Scope, out: Path, progress: Progress = no_progress) -> Built:
    """The signed PDF alone, written atomically to `out`."""
    collected = collect(user=user, scope=scope, progress=scaled(progress, 0, 20))
    if not collected.entries:
        raise NothingToExport
    report_id = new_report_id()
    pdf = report_render(collected, report_id=report_id, progress=scaled(progress, 20, 100))
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=out.parent, prefix=".partial-", suffix=".pdf")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(pdf)
        os.replace(tmp, out)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return Built(out, report_id, len(collected.entries), len(pdf), len(collected.missing_files))
