"""Receipts witness the chain from outside the server: a rewrite with every hash
recomputed passes verify_log, but not a receipt made before it."""

import json

from django.db import connection

from apps.attempts.models import ChainHead, ChainLink
from apps.attempts.verification import log_verify
from apps.evidence import verifier
from apps.evidence.checking import check_bundle_file
from apps.evidence.keys import instance_keys
from apps.evidence.receipts import checkpoint_seqs, receipt_make
from tests.chains import rehash_chain
from tests.factories import make_attempt

from .conftest import build


def rewrite_and_rehash(user, attempt, words: str) -> None:
    """What someone with write access to the database could do: change an old entry's
    words with raw SQL, then recompute every hash of the chain from there on."""
    revision = attempt.revisions.order_by("number").last()
    snapshot = {**revision.snapshot, "message": words}
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE attempts_attemptrevision SET snapshot = %s WHERE id = %s", [json.dumps(snapshot), revision.pk]
        )
        cursor.execute(
            "UPDATE attempts_attempt SET message = %s WHERE id = %s",
            [words, attempt.pk.hex if connection.vendor == "sqlite" else str(attempt.pk)],
        )
    rehash_chain(user, from_seq=revision.link.seq)


def test_a_receipt_is_signed_and_the_same_for_the_same_log(log, alice):
    first, second = receipt_make(user=alice), receipt_make(user=alice)
    assert first.text == second.text
    parsed = verifier.read_receipt(first.text)
    signature = __import__("base64").b64decode(parsed.one("signature"))
    assert verifier.check_signature(instance_keys().public_raw, signature, parsed.body) is True
    assert parsed.one("links") == str(ChainHead.objects.get(user=alice).seq)
    assert parsed.one("entries") == "6"


def test_checkpoints_cover_every_link_of_a_short_log_and_sixteen_of_a_long_one():
    assert checkpoint_seqs(5) == [1, 2, 3, 4]
    long = checkpoint_seqs(10_000)
    assert len(long) == 15 and long[0] == 625 and long[-1] == 9375


def test_a_later_bundle_extends_an_earlier_receipt(log, alice, tmp_path):
    receipt = receipt_make(user=alice).text
    make_attempt(user=alice, person=log[0].person, message="a later message")
    result = check_bundle_file(build(alice, tmp_path), receipts=[("r1.txt", receipt)])
    assert result.ok, result.problems
    assert any(note.startswith("The log extends receipt r1.txt") for note in result.notes)


def test_rewrite_and_rehash_passes_verify_log_but_not_the_receipt(log, alice, tmp_path):
    receipt = receipt_make(user=alice).text
    rewrite_and_rehash(alice, log[2], "a softer message than the real one")
    assert log_verify(user=alice) is None  # the server alone cannot tell
    result = check_bundle_file(build(alice, tmp_path), receipts=[("r1.txt", receipt)])
    assert result.ok is False
    seq = log[2].links.get().seq
    assert result.problems == [
        (
            f"receipt r1.txt ({verifier.read_receipt(receipt).one('as-of')}) does not match link {seq} "
            f"(entry {log[2].id}, version 1): the log was rewritten after the receipt was made, at this entry "
            f"or before it (after link {seq - 1}, which still matches)"
        )
    ]


def test_a_changed_receipt_is_caught(log, alice, tmp_path):
    receipt = receipt_make(user=alice).text.replace("entries: 6", "entries: 7")
    result = check_bundle_file(build(alice, tmp_path), receipts=[("r.txt", receipt)])
    assert result.problems == ["receipt r.txt: its signature does not match its text (the receipt was changed)"]


def test_links_removed_from_the_end_after_a_receipt_are_named(log, alice, tmp_path):
    receipt = receipt_make(user=alice).text
    last = ChainLink.objects.filter(user=alice).order_by("-seq").first()
    before = ChainLink.objects.get(user=alice, seq=last.seq - 1)
    last.delete()
    ChainHead.objects.filter(user=alice).update(seq=before.seq, hash=before.hash)
    result = check_bundle_file(build(alice, tmp_path), receipts=[("r.txt", receipt)])
    assert result.problems[-1].endswith(
        f"covers link {last.seq}, but this bundle's log has no link {last.seq}: entries were removed after the receipt"
    )
