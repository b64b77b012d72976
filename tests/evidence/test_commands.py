"""manage.py export_bundle and verify_bundle."""

import re
import zipfile

import pytest
from django.core.management import CommandError, call_command

from apps.evidence.receipts import receipt_make

from .test_receipts import rewrite_and_rehash


def test_export_then_verify(log, alice, tmp_path, capsys):
    out = tmp_path / "b.zip"
    call_command("export_bundle", "alice", "--out", str(out), "--tags")
    assert "Wrote" in capsys.readouterr().out
    call_command("verify_bundle", str(out))
    assert capsys.readouterr().out.startswith("VERIFIED")


def test_export_for_one_person_and_period(log, alice, tmp_path):
    out = tmp_path / "b.zip"
    call_command(
        "export_bundle", "alice", "--out", str(out), "--person", "Kim", "--from", "2025-03-01", "--to", "2025-03-03"
    )
    with zipfile.ZipFile(out) as zf:
        entries = __import__("json").loads(zf.read("entries.json"))["entries"]
    assert [e["id"] for e in entries] == [str(log[1].id)]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["nobody"], "No user named 'nobody'."),
        (["alice", "--person", "Nobody"], "alice has no person labelled 'Nobody'."),
        (["alice", "--from", "yesterday"], "'yesterday' is not a date: use YYYY-MM-DD."),
        (["alice", "--from", "2025-03-05", "--to", "2025-03-01"], "--from must not be after --to."),
        (
            ["alice", "--from", "2020-01-01", "--to", "2020-01-02"],
            "No entries in that period for those people: nothing was written.",
        ),
    ],
)
def test_export_refuses_bad_input_plainly(log, tmp_path, args, message):
    out = tmp_path / "b.zip"
    with pytest.raises(CommandError, match=re.escape(message)):
        call_command("export_bundle", *args, "--out", str(out))
    assert not out.exists()


def test_verify_with_a_receipt_names_a_rewritten_entry(log, alice, tmp_path, capsys):
    receipt = tmp_path / "receipt.txt"
    receipt.write_text(receipt_make(user=alice).text)
    rewrite_and_rehash(alice, log[4], "softer words")
    out = tmp_path / "b.zip"
    call_command("export_bundle", "alice", "--out", str(out))
    capsys.readouterr()
    with pytest.raises(CommandError, match=r"The bundle did not verify\."):
        call_command("verify_bundle", str(out), "--receipt", str(receipt))
    printed = capsys.readouterr().out
    assert printed.startswith("NOT VERIFIED: receipt receipt.txt")
    assert f"(entry {log[4].id}, version 1): the log was rewritten" in printed


def test_verify_an_unreadable_file(tmp_path):
    with pytest.raises(CommandError, match="Could not read the input"):
        call_command("verify_bundle", str(tmp_path / "missing.zip"))
