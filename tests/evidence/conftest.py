import datetime as dt
import zipfile
from pathlib import Path

import pytest

from apps.attempts.services import attempt_delete, attempt_update
from apps.evidence.bundle import bundle_build
from apps.evidence.collect import Scope
from tests.factories import make_attempt, make_person, make_tactics, png_bytes

START = dt.datetime(2025, 3, 1, 9, 30, 15, 123456, tzinfo=dt.UTC)


@pytest.fixture
def log(alice):
    """Alice's log: two people, six entries over six days, one edited, one deleted, one
    with a screenshot, one with a PDF."""
    make_tactics()
    sam = make_person(user=alice, label="Sam")
    kim = make_person(user=alice, label="Kim")
    entries = []
    for i in range(6):
        person = sam if i % 2 == 0 else kim
        files = []
        if i == 2:
            files = [("shot.png", png_bytes())]
        if i == 4:
            files = [("letter.pdf", b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")]
        entries.append(
            make_attempt(
                user=alice,
                person=person,
                message=f"message number {i}: you owe me",
                occurred_at=START + dt.timedelta(days=i),
                tactics=["guilt-tripping"] if i % 3 == 0 else [],
                files=files,
            )
        )
    attempt_update(attempt=entries[1], message="message number 1, edited")
    attempt_delete(attempt=entries[3])
    return entries


def build(user, tmp_path: Path, **scope) -> Path:
    scope.setdefault("include_tags", True)
    out = tmp_path / "bundle.zip"
    bundle_build(user=user, scope=Scope(**scope), out=out)
    return out


def unpack(bundle: Path, into: Path) -> Path:
    with zipfile.ZipFile(bundle) as zf:
        zf.extractall(into)
    return into


@pytest.fixture
def bundle(log, alice, tmp_path) -> Path:
    return build(alice, tmp_path)


def tamper(pdf: bytes) -> bytes:
    """The PDF with one letter of its (signed) document information changed."""
    spot = pdf.index(b"/Producer (") + len(b"/Producer (")
    return pdf[:spot] + bytes([pdf[spot] ^ 0x20]) + pdf[spot + 1 :]
