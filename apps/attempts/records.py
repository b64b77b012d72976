"""The log as records: every link of a user's hash chain with the record it covers.

One reader for everything that checks or carries the chain: `log_verify`, the log's
exports, evidence bundles and "export everything" all read the links here, so every copy
of the log that leaves the app is checked against the same chain, written the same way.
"""

from collections.abc import Iterator
from typing import Any

from . import chain
from .models import ChainLink
from .services import revision_record, tombstone_record


def chain_links(user) -> Iterator[chain.Link]:
    """The user's links in order, each with its record as stored now (None when the
    record was erased on purpose, by a deletion)."""
    rows = ChainLink.objects.filter(user=user).select_related("revision", "attempt").order_by("seq")
    for row in rows.iterator(chunk_size=2000):
        record: dict[str, Any] | None
        if row.kind == ChainLink.Kind.TOMBSTONE:
            record = tombstone_record(row.attempt)
        else:
            assert row.revision is not None, "a revision's link points to it"
            record = revision_record(row.revision)
        yield chain.Link(
            seq=row.seq,
            kind=row.kind,
            ref=row.ref,
            record_hash=row.record_hash,
            prev=row.prev,
            hash=row.hash,
            record=record,
        )


def link_as_dict(link: chain.Link) -> dict[str, Any]:
    """A link in the plain form exports write: everything `chain.verify` needs."""
    return {
        "seq": link.seq,
        "kind": link.kind,
        "ref": link.ref,
        "record_hash": link.record_hash,
        "prev": link.prev,
        "hash": link.hash,
        "record": link.record,
    }
