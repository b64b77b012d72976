"""The tamper-evident chain: plain functions, no database.

Every record of a user's log (each revision of an attempt, and each tombstone) gets a
link. A link's hash covers the hash of its record and the hash of the link before it:

    record_hash = sha256(canonical(record))
    link_hash   = sha256(canonical({"seq", "kind", "ref", "record_hash", "prev"}))

Changing any stored record changes its record_hash; changing or removing a link breaks
every link after it. When an attempt is deleted its content is erased, but its links keep
the record hashes, so the chain still verifies and still proves what existed.
"""

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any, NamedTuple
from uuid import UUID

import orjson

GENESIS = "0" * 64


def _plain(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat(timespec="microseconds")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, UUID | Decimal):
        return str(value)
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        items = [_plain(v) for v in value]
        return sorted(items) if isinstance(value, set | frozenset) else items
    return value


def _default(value: Any) -> Any:
    """What the JSON encoder calls for a value JSON has no form for (see _plain)."""
    if isinstance(value, datetime | date | UUID | Decimal | Mapping | set | frozenset):
        return _plain(value)
    raise TypeError(f"{type(value).__name__} has no canonical form")


# The encoder works through plain JSON values in C, and asks _default only about the
# rest (dates, UUIDs, sets): the same bytes as json.dumps(_plain(record), ...), without
# walking every record in Python first (the chain of a long log is checked in seconds).
_encode = json.JSONEncoder(
    sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=_default, check_circular=False
).encode


def canonical(record: Mapping[str, Any]) -> bytes:
    """One byte string per record: sorted keys, no spaces, UTF-8, ISO dates."""
    return _encode(record).encode()


def record_hash(record: Mapping[str, Any]) -> str:
    return hashlib.sha256(canonical(record)).hexdigest()


# A quick hash, for checking a long log: orjson writes the same bytes as canonical() for
# the plain JSON values a stored record is read back as (strings, integers, true, false,
# null, lists, objects), several times quicker. Its bytes for other values either differ
# from every canonical() output (a small float: "1e-7" where Python writes "1e-07"), so
# they never match a recorded hash, or it gives no answer:
# - a float of 1e16 or more: written "1e+16" by both, but orjson reads an integer beyond
#   64 bits as such a float (records.quick_json_value), so it could vouch for a number
#   that is not the one stored;
# - what it cannot write (an unreadable record, an integer beyond 64 bits).
# NaN and infinities, which orjson writes as null, never get here: a stored record cannot
# hold them (SQLite's JSON_VALID and PostgreSQL's jsonb refuse them, orjson reads none).
# A quick walk is therefore only ever trusted to say that a log holds.
_QUICK = orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_SUBCLASS


def quick_canonical(record: Mapping[str, Any]) -> bytes | None:
    """The record as orjson writes it, or None where that may mislead (see above)."""
    try:
        body = orjson.dumps(record, default=_default, option=_QUICK)
    except TypeError:
        return None
    return None if b"e+" in body else body


def quick_record_hash(record: Mapping[str, Any]) -> str | None:
    body = quick_canonical(record)
    return None if body is None else hashlib.sha256(body).hexdigest()


_string = json.encoder.encode_basestring  # a JSON string as the encoder above writes it


def link_hash(*, seq: int, kind: str, ref: str, record_hash: str, prev: str) -> str:
    if type(seq) is int and type(kind) is str and type(ref) is str and type(record_hash) is str and type(prev) is str:
        # canonical() of the link's body, written out with its keys in sorted order:
        # the same bytes, without building and sorting a dict for every link.
        body = (
            f'{{"kind":{_string(kind)},"prev":{_string(prev)},"record_hash":{_string(record_hash)},'
            f'"ref":{_string(ref)},"seq":{seq}}}'
        ).encode()
    else:
        body = canonical({"seq": seq, "kind": kind, "ref": ref, "record_hash": record_hash, "prev": prev})
    return hashlib.sha256(body).hexdigest()


class Link(NamedTuple):
    """One link as read back (a named tuple: a long log makes one per record, and a tuple
    is the quickest object to make)."""

    seq: int
    kind: str
    ref: str  # what the record is, e.g. "attempt:<uuid>:rev:3"
    record_hash: str
    prev: str
    hash: str
    # The record as stored now, or None when it was erased on purpose (deletion).
    record: Mapping[str, Any] | None


@dataclass(frozen=True)
class Break:
    seq: int
    ref: str
    reason: str


def verify(links: Iterable[Link], *, head_seq: int, head_hash: str, quick: bool = False) -> Break | None:
    """Walk a user's links in order and return the first broken one, or None.

    head_seq and head_hash are the last link as recorded when it was written; they
    catch links removed from the end. With `quick`, records are hashed by
    quick_record_hash: a walk that finds no break proves the log holds, but a break it
    finds must be confirmed by a walk without it.
    """
    hashed = quick_record_hash if quick else record_hash
    prev = GENESIS
    expected_seq = 1
    for link in links:
        if link.seq != expected_seq:
            return Break(link.seq, link.ref, f"link {expected_seq} is missing")
        if link.prev != prev:
            return Break(link.seq, link.ref, "does not follow the link before it")
        if link.record is not None and hashed(link.record) != link.record_hash:
            return Break(link.seq, link.ref, "the record was changed after it was written")
        recomputed = link_hash(
            seq=link.seq,
            kind=link.kind,
            ref=link.ref,
            record_hash=link.record_hash,
            prev=link.prev,
        )
        if recomputed != link.hash:
            return Break(link.seq, link.ref, "the link itself was changed")
        prev = link.hash
        expected_seq += 1
    if expected_seq - 1 != head_seq or prev != head_hash:
        return Break(
            expected_seq,
            "",
            f"the log ends at link {expected_seq - 1}, but link {head_seq} was written",
        )
    return None
