"""Rewriting a user's chain in tests, as someone with write access to the database could."""

from apps.attempts import chain
from apps.attempts.models import ChainHead, ChainLink
from apps.attempts.records import chain_links


def rehash_chain(user, *, from_seq: int = 1) -> None:
    """Recompute every record hash and link from link `from_seq` on, over what the records
    hold now, and move the chain head to match: a chain that holds again."""
    prev = None
    for link in list(chain_links(user)):
        if link.seq < from_seq:
            continue
        if prev is None:
            prev = link.prev
        record_hash = chain.record_hash(link.record) if link.record is not None else link.record_hash
        new = chain.link_hash(seq=link.seq, kind=link.kind, ref=link.ref, record_hash=record_hash, prev=prev)
        ChainLink.objects.filter(user=user, seq=link.seq).update(record_hash=record_hash, prev=prev, hash=new)
        prev = new
    ChainHead.objects.filter(user=user).update(hash=prev)
