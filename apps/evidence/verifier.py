#!/usr/bin/env python3
"""Check a log bundle on your own computer, with nothing but Python's standard library.

    python3 -I verify.py                      # the bundle this file was unpacked with
    python3 -I verify.py BUNDLE.zip           # a bundle, packed or unpacked
    python3 -I verify.py BUNDLE.zip --receipt receipt-1.txt --receipt receipt-2.txt

It recomputes the SHA-256 of every file against manifest.json, recomputes every link of
the log's hash chain from entries.json, checks that each entry's files are here, checks
the signature on the manifest (with the `cryptography` package when it is installed; it
says so when it could not), and checks that the log extends every receipt given. It
prints a plain verdict naming the first thing that does not match, and exits 0 when
everything holds, 1 when something does not, 2 when it could not read its input.

No part of this needs the server that made the bundle: the hashing rules are written out
below, so anyone can read them and check this script itself.
"""

import argparse
import base64
import hashlib
import json
import sys
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import IO

GENESIS = "0" * 64
BUNDLE_FORMAT = "log-bundle/1"
RECEIPT_FORMAT = "log-receipt/1"
META_FILES = ("manifest.json", "manifest.sig")
CHUNK = 1024 * 1024


# The hashing rules: the same as the app's (apps/attempts/chain.py).
def canonical(record) -> bytes:
    """One byte string per record: sorted keys, no spaces, UTF-8."""
    return json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def record_hash(record) -> str:
    return hashlib.sha256(canonical(record)).hexdigest()


def link_hash(*, seq: int, kind: str, ref: str, record_hash: str, prev: str) -> str:
    body = {"seq": seq, "kind": kind, "ref": ref, "record_hash": record_hash, "prev": prev}
    return hashlib.sha256(canonical(body)).hexdigest()


# Reading a bundle, packed (.zip) or unpacked (a folder).
class Source:
    def names(self) -> list[str]:
        raise NotImplementedError

    def open(self, name: str) -> IO[bytes]:
        raise NotImplementedError

    def read(self, name: str) -> bytes:
        with self.open(name) as f:
            return f.read()

    def sha256(self, name: str) -> str:
        digest = hashlib.sha256()
        with self.open(name) as f:
            while chunk := f.read(CHUNK):
                digest.update(chunk)
        return digest.hexdigest()


class ZipSource(Source):
    def __init__(self, zf: zipfile.ZipFile):
        self.zf = zf
        self._names = [i.filename for i in zf.infolist() if not i.is_dir()]

    def names(self) -> list[str]:
        return self._names

    def open(self, name: str):
        return self.zf.open(name)


class FolderSource(Source):
    IGNORED = ("__MACOSX/", ".DS_Store")

    def __init__(self, root: Path):
        self.root = root

    def names(self) -> list[str]:
        found = []
        for path in sorted(self.root.rglob("*")):
            name = path.relative_to(self.root).as_posix()
            if path.is_file() and not any(part in name for part in self.IGNORED) and "__pycache__" not in name:
                found.append(name)
        return found

    def open(self, name: str):
        return (self.root / PurePosixPath(name)).open("rb")


@dataclass
class Result:
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    manifest: dict = field(default_factory=dict)
    signature_checked: bool = False

    @property
    def ok(self) -> bool:
        return not self.problems

    def verdict(self) -> str:
        if self.problems:
            return f"NOT VERIFIED: {self.problems[0]}"
        covered = self.manifest.get("counts", {})
        head = self.manifest.get("chain", {})
        text = (
            f"VERIFIED: every file matches the manifest, and the log's {head.get('head_seq', 0)} links "
            f"recompute to the chain head {head.get('head_hash', '')[:16]}… "
            f"({covered.get('entries', 0)} entries in this bundle)."
        )
        if not self.signature_checked:
            text += " The signature on the manifest could not be checked here (see below)."
        return text


# Ed25519 signatures: checked with the `cryptography` package when it is installed.
def check_signature(public_key: bytes, signature: bytes, message: bytes) -> bool | None:
    """True or False, or None when no Ed25519 implementation is available."""
    try:
        from cryptography.exceptions import InvalidSignature
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
    except ImportError:
        return None
    try:
        Ed25519PublicKey.from_public_bytes(public_key).verify(signature, message)
    except (InvalidSignature, ValueError):
        return False
    return True


def parse_fields(text: str) -> dict[str, list[str]]:
    fields: dict[str, list[str]] = {}
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() and " " not in key.strip():
            fields.setdefault(key.strip().lower(), []).append(value.strip())
    return fields


def _signature(source: Source, manifest_bytes: bytes, result: Result) -> None:
    if "manifest.sig" not in source.names():
        result.problems.append("manifest.sig is missing: the manifest is not signed")
        return
    fields = parse_fields(source.read("manifest.sig").decode("utf-8", "replace"))
    try:
        public_key = base64.b64decode(fields["public-key"][0], validate=True)
        signature = base64.b64decode(fields["signature"][0], validate=True)
    except (KeyError, IndexError, ValueError):
        result.problems.append("manifest.sig cannot be read: its signature or public key is damaged")
        return
    fingerprint = hashlib.sha256(public_key).hexdigest()
    if fingerprint != result.manifest.get("key_fingerprint"):
        result.problems.append(
            "manifest.sig: its public key is not the one the manifest names (the signature was replaced)"
        )
        return
    checked = check_signature(public_key, signature, manifest_bytes)
    if checked is None:
        result.notes.append(
            "The signature on manifest.json could not be checked: the 'cryptography' package is not "
            "installed (pip install cryptography, then run this again). Every hash was still checked."
        )
    elif checked:
        result.signature_checked = True
        result.notes.append(f"The manifest is signed by the key with fingerprint {fingerprint}.")
        result.notes.append("Compare it with the fingerprint on the report's cover or on your receipts.")
    else:
        result.problems.append(
            "manifest.sig does not match manifest.json: the manifest or its signature was changed after signing"
        )


def _files(source: Source, manifest: dict, result: Result) -> None:
    listed = manifest.get("files", {})
    present = set(source.names())
    for name, expected in sorted(listed.items()):
        if name not in present:
            result.problems.append(f"{name} is listed in the manifest but is not in the bundle")
        elif source.sha256(name) != expected:
            result.problems.append(f"{name} was changed: its SHA-256 no longer matches the manifest")
    for name in sorted(present - set(listed) - set(META_FILES)):
        result.problems.append(f"{name} is in the bundle but not in the manifest (it was added afterwards)")
    for missing in manifest.get("missing_originals", []):
        result.problems.append(
            f"the original file {missing.get('name') or missing.get('sha256')} of entry {missing.get('entry')} "
            f"(SHA-256 {missing.get('sha256')}) was missing from the server's storage when the bundle was made"
        )


def _describe(link: dict) -> str:
    ref = link.get("ref", "")
    parts = ref.split(":")
    if len(parts) >= 3 and parts[0] == "attempt":
        what = "deletion" if parts[2] == "tombstone" else f"version {parts[-1]}"
        return f"link {link.get('seq')} (entry {parts[1]}, {what})"
    return f"link {link.get('seq')} ({ref})"


def check_chain(links: list[dict], *, head_seq: int, head_hash: str) -> list[str]:
    """Every problem in the chain, first one first: the app's own rules (chain.verify)."""
    problems: list[str] = []
    prev: str | None = GENESIS
    expected = 1
    for link in links:
        where = _describe(link)
        if link.get("seq") != expected:
            return [*problems, f"{where}: link {expected} is missing"]
        if link.get("prev") != prev:
            problems.append(f"{where} does not follow the link before it")
        record = link.get("record")
        if record is not None and record_hash(record) != link.get("record_hash"):
            problems.append(f"{where}: the record was changed after it was written (its words or details differ)")
        recomputed = link_hash(
            seq=link["seq"],
            kind=link.get("kind", ""),
            ref=link.get("ref", ""),
            record_hash=link.get("record_hash", ""),
            prev=link.get("prev", ""),
        )
        if recomputed != link.get("hash"):
            problems.append(f"{where}: the link itself was changed")
        prev = link.get("hash")
        expected += 1
    if expected - 1 != head_seq or prev != head_hash:
        problems.append(f"the log ends at link {expected - 1}, but the manifest's chain head is link {head_seq}")
    return problems


def _entries(source: Source, manifest: dict, result: Result) -> list[dict]:
    try:
        data = json.loads(source.read("entries.json"))
    except (KeyError, FileNotFoundError):
        result.problems.append("entries.json is missing")
        return []
    except ValueError:
        result.problems.append("entries.json is not valid JSON")
        return []
    chain = manifest.get("chain", {})
    links = data.get("links", [])
    result.problems += check_chain(links, head_seq=chain.get("head_seq", 0), head_hash=chain.get("head_hash", ""))
    by_seq = {link.get("seq"): link for link in links}
    originals = set(source.names())
    missing = {m.get("sha256") for m in manifest.get("missing_originals", [])}
    for entry in data.get("entries", []):
        seqs = entry.get("links", [])
        if any(seq not in by_seq or f":{entry.get('id')}:" not in by_seq[seq].get("ref", "") for seq in seqs):
            result.problems.append(f"entry {entry.get('id')}: its links are not in the chain")
            continue
        own = [by_seq[seq] for seq in seqs]
        latest = own[-1] if own else None
        snapshot = (latest or {}).get("record") or {}
        if entry.get("deleted_at") and (latest or {}).get("kind") != "tombstone":
            result.problems.append(f"entry {entry.get('id')} is marked deleted, but its deletion is not in the chain")
        elif not entry.get("deleted_at") and any(link.get("record") is None for link in own):
            # A live entry's versions all travel with it: a record left out cannot hide a change.
            gone = next(link for link in own if link.get("record") is None)
            result.problems.append(f"{_describe(gone)}: the record is missing from the bundle")
        if latest and latest.get("kind") == "revision" and snapshot:
            if snapshot.get("snapshot", {}).get("id") != entry.get("id"):
                result.problems.append(f"{_describe(latest)}: the record is not entry {entry.get('id')}'s")
            wanted = set(snapshot.get("snapshot", {}).get("files", []))
            files = {f.get("sha256"): f for f in entry.get("files", [])}
            for sha in sorted(wanted):
                path = files.get(sha, {}).get("path")
                if sha in missing:
                    continue  # named above, from the manifest
                if not path or path not in originals:
                    result.problems.append(f"entry {entry.get('id')}: its file with SHA-256 {sha} is not in the bundle")
                elif source.sha256(path) != sha:
                    result.problems.append(
                        f"{path} (entry {entry.get('id')}) does not have the SHA-256 its entry records"
                    )
    return links


@dataclass(frozen=True)
class Receipt:
    name: str
    fields: dict
    body: bytes

    def one(self, key: str) -> str:
        return (self.fields.get(key) or [""])[0]


def read_receipt(text: str, name: str = "receipt") -> Receipt:
    lines = [line.rstrip() for line in text.strip().splitlines()]
    body_lines = []
    for line in lines:
        if line.lower().startswith("signature:"):
            break
        body_lines.append(line)
    body = ("\n".join(body_lines) + "\n").encode()
    return Receipt(name=name, fields=parse_fields(text), body=body)


def check_receipt(receipt: Receipt, links: list[dict], manifest: dict, result: Result) -> None:
    label = f"receipt {receipt.name}"
    if receipt.one("format") != RECEIPT_FORMAT:
        result.problems.append(f"{label} is not a receipt this script can read")
        return
    if receipt.one("key") != manifest.get("key_fingerprint"):
        result.problems.append(f"{label} was signed by another key than this bundle")
        return
    if receipt.one("log") != manifest.get("log"):
        result.problems.append(f"{label} is for another log than this bundle")
        return
    try:
        public_key = base64.b64decode(manifest.get("public_key", ""), validate=True)
        signature = base64.b64decode(receipt.one("signature"), validate=True)
    except ValueError:
        result.problems.append(f"{label}: its signature cannot be read")
        return
    checked = check_signature(public_key, signature, receipt.body)
    if checked is False:
        result.problems.append(f"{label}: its signature does not match its text (the receipt was changed)")
        return
    if checked is None:
        result.notes.append(f"The signature of {label} could not be checked ('cryptography' is not installed).")
    by_seq = {link.get("seq"): link for link in links}
    points = []
    for text in receipt.fields.get("checkpoint", []):
        seq, _, prefix = text.partition(" ")
        if seq.isdigit():
            points.append((int(seq), prefix.strip()))
    links_text = receipt.one("links")
    if not links_text.isdigit() or any(len(prefix) < 16 for _, prefix in points) or len(receipt.one("head")) != 64:
        result.problems.append(f"{label} is incomplete or damaged: its links, head or checkpoints cannot be read")
        return
    points.append((int(links_text), receipt.one("head")))
    matched = 0
    for seq, expected in sorted(points):
        if seq == 0:
            continue
        link = by_seq.get(seq)
        if link is None:
            result.problems.append(
                f"{label} ({receipt.one('as-of')}) covers link {seq}, but this bundle's log has no link {seq}: "
                "entries were removed after the receipt"
            )
            return
        if not link.get("hash", "").startswith(expected):
            since = f"after link {matched}, which still matches" if matched else "from the start"
            result.problems.append(
                f"{label} ({receipt.one('as-of')}) does not match {_describe(link)}: the log was rewritten "
                f"after the receipt was made, at this entry or before it ({since})"
            )
            return
        matched = seq
    result.notes.append(f"The log extends {label} (link {matched}, {receipt.one('as-of')}).")


def verify(source: Source, receipts: Sequence[Receipt] = ()) -> Result:
    result = Result()
    try:
        manifest_bytes = source.read("manifest.json")
        result.manifest = json.loads(manifest_bytes)
    except (KeyError, FileNotFoundError):
        result.problems.append("manifest.json is missing: this is not a complete bundle")
        return result
    except ValueError:
        result.problems.append("manifest.json is not valid JSON: it was damaged or changed")
        return result
    if result.manifest.get("format") != BUNDLE_FORMAT:
        result.problems.append("manifest.json is not a bundle manifest this script can read")
        return result
    _files(source, result.manifest, result)
    _signature(source, manifest_bytes, result)
    links = _entries(source, result.manifest, result)
    for receipt in receipts:
        check_receipt(receipt, links, result.manifest, result)
    return result


def open_source(path: Path):
    if path.is_dir():
        return FolderSource(path)
    return ZipSource(zipfile.ZipFile(path))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Check a log bundle offline.")
    parser.add_argument("bundle", nargs="?", type=Path, default=Path(__file__).resolve().parent)
    parser.add_argument("--receipt", action="append", type=Path, default=[], help="a receipt to check against")
    options = parser.parse_args(argv)
    try:
        source = open_source(options.bundle)
        receipts = [read_receipt(p.read_text(encoding="utf-8"), p.name) for p in options.receipt]
    except (OSError, zipfile.BadZipFile, UnicodeDecodeError) as error:
        print(f"Could not read the input: {error}", file=sys.stderr)
        return 2
    result = verify(source, receipts)
    print(result.verdict())
    for problem in result.problems:
        print(f"  - {problem}")
    for note in result.notes:
        print(note)
    return 0 if result.ok else 1


if __name__ == "__main__":
    sys.exit(main())
