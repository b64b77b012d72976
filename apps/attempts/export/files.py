"""The two file formats of the log's export, written from export.reading's chunks."""

import csv
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime
from json.encoder import encode_basestring
from typing import Any

from apps.tactics.selectors import tactic_by_slug, tactics_by_ids

from ..models import Attempt, ChainLink, Channel, Response
from ..services import tombstone_record
from .reading import Entry, RawLink

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_CHANNELS = dict(Channel.choices)
_RESPONSES = dict(Response.choices)
TOMBSTONE = ChainLink.Kind.TOMBSTONE.value
_string = encode_basestring  # a str as a JSON string (the json module's C encoder)
_decode = json.JSONDecoder().raw_decode  # JSON text the database wrote: no spaces around it
CSV_COLUMNS = [
    "id",
    "record",
    "record_saved_at",
    "person",
    "occurred_at",
    "occurred_approx",
    "recorded_at",
    "channel",
    "via",
    "message",
    "tactics",
    "intensity",
    "response",
    "notes",
    "file_sha256",
    "changed",
    "deleted_at",
    "erased_hash",
    "link_seq",
    "record_hash",
    "prev_hash",
    "link_hash",
]

type Chunks = Iterator[list[tuple[Entry, list[RawLink]]]]


def spreadsheet_safe(value: str) -> str:
    """A spreadsheet must never run a cell as a formula: prefix such cells with '."""
    return f"'{value}" if value.startswith(FORMULA_STARTS) else value


def _tombstone(entry: Entry) -> dict[str, Any]:
    """The record a deletion's link covers, as services.tombstone_record writes it."""
    deleted_at = datetime.fromisoformat(entry.deleted_at) if entry.deleted_at else None
    return tombstone_record(Attempt(id=entry.id, deleted_at=deleted_at, erased_hash=entry.erased_hash))


class Names:
    """People's labels, tactics' names and the like, each combination worked out once
    per export (a few dozen, for 100,000 rows)."""

    def __init__(self, people: dict[str, str]) -> None:
        self.people = people
        self._tactics: dict[str | None, list[str]] = {}
        self._slugs: dict[tuple[str, ...], str] = {}
        self._changed: dict[str | None, str] = {}

    def tactics(self, ids: str | None) -> list[str]:
        """The names of tactic ids ("3,7")."""
        if (names := self._tactics.get(ids)) is None:
            found = tactics_by_ids([int(i) for i in ids.split(",")] if ids else [])
            names = self._tactics[ids] = [t.name for t in found]
        return names

    def tactic_slugs(self, slugs: list[str]) -> str:
        """The names of tactics a snapshot lists by slug, as one cell."""
        key = tuple(slugs)
        if (text := self._slugs.get(key)) is None:
            text = self._slugs[key] = "; ".join(t.name if (t := tactic_by_slug(s)) else s for s in slugs)
        return text

    def changed(self, text: str | None) -> str:
        """The fields a version changed (JSON text) as one cell."""
        if (cell := self._changed.get(text)) is None:
            cell = self._changed[text] = "; ".join(json.loads(text or "[]"))
        return cell


# JSON: see the package's docstring for the shape.


def _json_link(entry: Entry, link: RawLink) -> str:
    """One link as JSON: its hashes and the record they cover. Every string here is a
    hash, a kind, an id or an ISO time, which need no escaping; a version's snapshot is
    the JSON text the database keeps."""
    if link.kind == TOMBSTONE:
        ref, record = f"attempt:{entry.id}:tombstone", json.dumps(_tombstone(entry))
    else:
        ref = f"attempt:{entry.id}:rev:{link.number}"
        record = (
            "null"
            if link.snapshot is None
            else f'{{"number":{link.number},"created_at":"{link.created_at}","snapshot":{link.snapshot}}}'
        )
    return (
        f'{{"seq":{link.seq},"kind":"{link.kind}","ref":"{ref}","record_hash":"{link.record_hash}",'
        f'"prev":"{link.prev}","hash":"{link.hash}","record":{record},"changed":{link.changed or "null"}}}'
    )


def _json_entry(entry: Entry, links: list[RawLink], names: Names) -> str:
    """An entry as a JSON object: its current fields, then its links. Written as text:
    what people typed goes through the json module's own string encoder; the rest are
    numbers, ids, hashes, ISO times and this app's labels, which need no escaping."""
    files = ",".join(f'"{h}"' for h in entry.file_hashes.split(",")) if entry.file_hashes else ""
    tactics = ",".join(_string(name) for name in names.tactics(entry.tactic_ids))
    return (
        f'{{"id":"{entry.id}","person":{_string(names.people.get(entry.person_id, ""))},'
        f'"occurred_at":"{entry.occurred_at}","occurred_approx":{"true" if entry.occurred_approx else "false"},'
        f'"recorded_at":"{entry.recorded_at}","channel":{_string(_CHANNELS.get(entry.channel, entry.channel))},'
        f'"via":{_string(entry.via)},"message":{_string(entry.message)},"tactics":[{tactics}],'
        f'"intensity":{"null" if entry.intensity is None else entry.intensity},'
        f'"response":{_string(_RESPONSES.get(entry.response, entry.response))},"notes":{_string(entry.notes)},'
        f'"revisions":{entry.revisions},"file_sha256":[{files}],'
        f'"deleted_at":{_string(entry.deleted_at) if entry.deleted_at else "null"},'
        f'"erased_hash":{_string(entry.erased_hash) if entry.erased_hash else "null"},'
        f'"links":[{",".join(_json_link(entry, link) for link in links)}]}}'
    )


def json_opening(header: dict[str, Any]) -> str:
    return json.dumps(header, ensure_ascii=False)[:-1] + ', "attempts": ['


def json_pieces(chunks: Chunks, names: Names) -> Iterator[str]:
    """Each chunk's entries as JSON objects, separated by commas (so are the pieces)."""
    for chunk in chunks:
        yield ",".join(_json_entry(entry, links, names) for entry, links in chunk)


# CSV: one row per link.


class _Echo:
    def write(self, value: str) -> str:
        return value


def _csv_row(entry: Entry, link: RawLink, names: Names) -> list[str]:
    """One link as a CSV row: the version it covers, or the deletion."""
    if link.kind == TOMBSTONE:
        record, saved_at = "deleted", entry.deleted_at
    else:
        record, saved_at = f"version {link.number}", link.created_at
    content = [""] * 13
    if link.snapshot is not None:
        snapshot = _decode(link.snapshot)[0]
        content = [
            spreadsheet_safe(names.people.get(snapshot["person"], "")),
            snapshot["occurred_at"],
            "yes" if snapshot["occurred_approx"] else "no",
            snapshot["recorded_at"],
            _CHANNELS.get(snapshot["channel"], snapshot["channel"]),
            spreadsheet_safe(snapshot["via"]),
            spreadsheet_safe(snapshot["message"]),
            names.tactic_slugs(snapshot["tactics"]),
            "" if snapshot["intensity"] is None else str(snapshot["intensity"]),
            _RESPONSES.get(snapshot["response"], snapshot["response"]),
            spreadsheet_safe(snapshot["notes"]),
            "; ".join(snapshot["files"]),
            names.changed(link.changed),
        ]
    elif link.kind != TOMBSTONE:
        content[0] = "(erased when the entry was deleted)"
    # Only what people typed can start like a formula (above); the rest is times,
    # hashes, numbers and this app's own words.
    return [
        entry.id,
        record,
        saved_at or "",
        *content,
        entry.deleted_at or "",
        entry.erased_hash,
        str(link.seq),
        link.record_hash,
        link.prev,
        link.hash,
    ]


def csv_opening(header: dict[str, Any]) -> str:
    """The column names (the CSV has no header fields)."""
    return "\ufeff" + csv.writer(_Echo()).writerow(CSV_COLUMNS)  # the BOM tells spreadsheets it is UTF-8


def csv_pieces(chunks: Chunks, names: Names) -> Iterator[str]:
    """Each chunk's rows, a row per link."""
    writer = csv.writer(_Echo())
    for chunk in chunks:
        yield "".join(writer.writerow(_csv_row(entry, link, names)) for entry, links in chunk for link in links)


@dataclass(frozen=True)
class Layout:
    """How a format's file is put together: its opening (from the header), its pieces
    (written from chunks of entries) with a separator between two, and its closing."""

    opening: Callable[[dict[str, Any]], str]
    pieces: Callable[[Chunks, Names], Iterator[str]]
    separator: str
    closing: str
    with_current: bool  # whether it carries what each entry is now, beside its versions
    content_type: str


LAYOUTS = {
    "csv": Layout(csv_opening, csv_pieces, "", "", with_current=False, content_type="text/csv; charset=utf-8"),
    "json": Layout(json_opening, json_pieces, ",", "]}", with_current=True, content_type="application/json"),
}
