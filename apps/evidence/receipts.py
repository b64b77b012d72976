"""Receipts: a short signed text that witnesses the log's chain head from outside the server.

A receipt names the log (by an opaque id), its number of links, the hash of the last one,
a few earlier links as checkpoints (to say where a rewrite happened), how many entries
there are, and when the last link was written. It is signed with the instance's Ed25519
key. The same log state always gives the same receipt, so the page, the download and the
QR code agree. A later bundle verified with the receipt must hold the same hashes at those
links: rewriting an old entry and re-hashing the chain after it cannot hide from it.
"""

from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache

from apps.attempts.chain import GENESIS
from apps.attempts.models import Attempt, ChainHead, ChainLink

from . import verifier
from .identity import log_id
from .keys import instance_keys

CHECKPOINTS = 16
CHECKPOINT_CHARS = 16


def checkpoint_seqs(head_seq: int) -> list[int]:
    """Up to 16 links before the head, spread evenly over the log (all of them when
    there are fewer): where a rewrite is found between two of them."""
    if head_seq <= 1:
        return []
    if head_seq <= CHECKPOINTS:
        return list(range(1, head_seq))
    return sorted({max(1, head_seq * i // CHECKPOINTS) for i in range(1, CHECKPOINTS)} - {head_seq})


@dataclass(frozen=True)
class ReceiptText:
    text: str
    links: int
    head: str
    entries: int
    as_of: str


def receipt_make(*, user) -> ReceiptText:
    """The receipt for the user's log as it is now (a read; nothing is stored but a
    cached copy, kept under the chain head it was made for: a new link makes a new one)."""
    head = ChainHead.objects.filter(user=user).values_list("seq", "hash").first() or (0, GENESIS)
    key = f"receipt:{user.pk}:{head[0]}:{head[1]}:{instance_keys().fingerprint[:16]}"
    if (cached := cache.get(key)) is not None:
        return cached
    receipt = _receipt(user, head)
    cache.set(key, receipt, timeout=24 * 3600)
    return receipt


def _receipt(user, head: tuple[int, str]) -> ReceiptText:
    seqs = checkpoint_seqs(head[0])
    rows = dict(ChainLink.objects.filter(user=user, seq__in=[*seqs, head[0]]).values_list("seq", "hash"))
    last = ChainLink.objects.filter(user=user, seq=head[0]).values_list("created_at", flat=True).first()
    entries = Attempt.objects.filter(user=user).count()
    as_of = last.isoformat(timespec="seconds") if last else "nothing logged yet"
    keys = instance_keys()
    lines = [
        f"{settings.SITE_NAME} log receipt",
        f"format: {verifier.RECEIPT_FORMAT}",
        f"log: {log_id(user)}",
        f"links: {head[0]}",
        f"head: {head[1]}",
        f"entries: {entries}",
        f"as-of: {as_of}",
        *(f"checkpoint: {seq} {rows.get(seq, '')[:CHECKPOINT_CHARS]}" for seq in seqs),
        f"key: {keys.fingerprint}",
    ]
    body = "\n".join(lines) + "\n"
    text = body + f"signature: {keys.sign(body.encode())}\n"
    return ReceiptText(text=text, links=head[0], head=head[1], entries=entries, as_of=as_of)
