"""The bundle: what it carries for a filtered scope, and its faults."""

import datetime as dt
import json
import zipfile
from pathlib import Path

import pytest
from django.conf import settings

from apps.attempts.models import ChainHead, EvidenceFile
from apps.evidence import bundle as bundle_module
from apps.evidence.bundle import NothingToExport, bundle_build
from apps.evidence.checking import check_bundle_file
from apps.evidence.collect import Scope

from .conftest import START, build


def read_json(bundle: Path, name: str) -> dict:
    with zipfile.ZipFile(bundle) as zf:
        return json.loads(zf.read(name))


def test_it_carries_every_entry_version_tombstone_and_original(log, alice, bundle):
    entries = read_json(bundle, "entries.json")
    assert [e["id"] for e in entries["entries"]] == [str(a.id) for a in log]
    edited = next(e for e in entries["entries"] if e["id"] == str(log[1].id))
    assert len(edited["links"]) == 2
    links = {link["seq"]: link for link in entries["links"]}
    assert links[edited["links"][0]]["record"]["snapshot"]["message"] == "message number 1: you owe me"
    assert links[edited["links"][1]]["record"]["snapshot"]["message"] == "message number 1, edited"
    deleted = next(e for e in entries["entries"] if e["id"] == str(log[3].id))
    assert deleted["deleted_at"] and links[deleted["links"][-1]]["kind"] == "tombstone"
    assert links[deleted["links"][0]]["state"] == "erased"
    with zipfile.ZipFile(bundle) as zf:
        names = set(zf.namelist())
        for f in EvidenceFile.objects.filter(attempt__user=alice):
            path = next(p for p in names if p.startswith(f"originals/{f.sha256}"))
            assert zf.read(path) == f.original.open("rb").read()  # byte-exact
    manifest = read_json(bundle, "manifest.json")
    assert manifest["chain"] == {
        "head_seq": ChainHead.objects.get(user=alice).seq,
        "head_hash": ChainHead.objects.get(user=alice).hash,
    }
    assert manifest["counts"]["entries"] == 6 and manifest["counts"]["deleted"] == 1


def test_a_filtered_bundle_carries_the_whole_chain_but_only_its_entries_words(log, alice, tmp_path):
    sam = log[0].person
    out = build(alice, tmp_path, people=(str(sam.pk),), start=START.date(), end=(START + dt.timedelta(days=2)).date())
    entries = read_json(out, "entries.json")
    assert [e["id"] for e in entries["entries"]] == [str(log[0].id), str(log[2].id)]
    assert len(entries["links"]) == ChainHead.objects.get(user=alice).seq
    withheld = [link for link in entries["links"] if link["state"] == "withheld"]
    assert withheld and all(link["record"] is None for link in withheld)
    assert "message number 4" not in json.dumps(entries)
    assert check_bundle_file(out).ok


def test_it_leaves_out_other_users(log, alice, bob, tmp_path):
    from tests.factories import make_attempt

    make_attempt(user=bob, message="bob's own words")
    with zipfile.ZipFile(build(alice, tmp_path)) as zf:
        assert all(b"bob's own words" not in zf.read(name) for name in zf.namelist())


def test_a_period_with_no_entries_writes_nothing(log, alice, tmp_path):
    out = tmp_path / "b.zip"
    with pytest.raises(NothingToExport):
        bundle_build(user=alice, scope=Scope(start=dt.date(2020, 1, 1), end=dt.date(2020, 2, 1)), out=out)
    assert list(tmp_path.iterdir()) == []


def test_a_missing_original_is_named_and_fails_verification(log, alice, tmp_path):
    evidence = EvidenceFile.objects.get(attempt=log[2])
    (Path(settings.EVIDENCE_ROOT) / evidence.original.name).unlink()
    out = build(alice, tmp_path)
    result = check_bundle_file(out)
    assert result.problems == [
        (
            f"the original file shot.png of entry {log[2].id} (SHA-256 {evidence.sha256}) was missing from the "
            "server's storage when the bundle was made"
        )
    ]
    from pypdf import PdfReader

    with zipfile.ZipFile(out) as zf:
        text = "".join(page.extract_text() for page in PdfReader(zf.open("report.pdf")).pages)
    assert "This file is missing from the server's storage" in text
    assert "1 file was missing from storage" in text


def test_a_failure_half_way_leaves_nothing_behind(log, alice, tmp_path, monkeypatch):
    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(bundle_module, "receipt_make", broken)
    with pytest.raises(OSError):
        bundle_build(user=alice, scope=Scope(), out=tmp_path / "b.zip")
    assert list(tmp_path.iterdir()) == []
