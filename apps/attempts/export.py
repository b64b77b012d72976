"""The log as CSV and JSON: the entries the log's current filters find, deleted ones
included, each with every version and deletion and the chain hashes of each.

Streamed: the entries are read 1,000 at a time, each chunk with one query for its links
and versions, so memory stays flat and nothing is asked per row.

JSON: {"exported_at", "time_zone", "filters", "chain_head": {"seq", "hash"}, "attempts":
[...]}. Each attempt has its current fields (names, not ids) and "links": its links in
the user's chain, oldest first, as `records.link_as_dict` writes them: "seq", "kind",
"ref", "record_hash", "prev", "hash", and "record", the record the link's hash covers
(null once erased by a deletion); and "changed", the fields a version changed. chain.record_hash(record) == record_hash for every
record kept. A filtered export holds some of the links; an unfiltered one holds them all,
and chain.verify walks them in seq order up to chain_head.

CSV: one row per link: each version's contents, or a deletion, with its hashes.
"""

import csv
import json
from collections.abc import Iterator
from itertools import batched
from typing import Any
from zoneinfo import ZoneInfo

from django.contrib.auth.decorators import login_required
from django.db.models import CharField, OuterRef, QuerySet, StringAgg, Subquery, Value
from django.http import HttpRequest, StreamingHttpResponse
from django.utils import timezone
from django.views.decorators.http import require_safe

from apps.counter.models import Person
from apps.tactics.selectors import tactic_by_slug, tactics_by_ids

from .forms import log_filters
from .models import Attempt, ChainHead, ChainLink, Channel, EvidenceFile, Response
from .selectors import filtered_attempts
from .selectors.log import tactic_ids
from .services import record_time, tombstone_record

CHUNK = 1000
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_CHANNELS = dict(Channel.choices)
_RESPONSES = dict(Response.choices)
_ATTEMPT_COLUMNS = (
    "id",
    "person_id",
    "occurred_at",
    "occurred_approx",
    "recorded_at",
    "channel",
    "via",
    "message",
    "tactic_ids",
    "intensity",
    "response",
    "notes",
    "revision_count",
    "file_hashes",
    "deleted_at",
    "erased_hash",
)
_LINK_COLUMNS = (
    "attempt_id",
    "seq",
    "kind",
    "record_hash",
    "prev",
    "hash",
    "revision__number",
    "revision__created_at",
    "revision__snapshot",
    "revision__changed",
)
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


def spreadsheet_safe(value: str) -> str:
    """A spreadsheet must never run a cell as a formula: prefix such cells with '."""
    return f"'{value}" if value.startswith(FORMULA_STARTS) else value


def _iso(value) -> str | None:
    return value.isoformat() if value else None


def _file_hashes() -> Subquery:
    files = EvidenceFile.objects.filter(attempt_id=OuterRef("pk")).order_by().values("attempt_id")
    return Subquery(files.annotate(hashes=StringAgg("sha256", Value(","))).values("hashes"), output_field=CharField())


def _export_rows(qs: QuerySet[Attempt], people: dict[str, str]) -> Iterator[dict[str, Any]]:
    """Each attempt (as the JSON writes it) with its links, in the log's order."""
    names: dict[str | None, list[str]] = {}  # tactic names, worked out once per combination
    rows = qs.annotate(tactic_ids=tactic_ids(), file_hashes=_file_hashes()).values_list(*_ATTEMPT_COLUMNS)
    for chunk in batched(rows.iterator(chunk_size=CHUNK), CHUNK):
        links: dict[Any, list[dict]] = {row[0]: [] for row in chunk}
        found = ChainLink.objects.filter(attempt_id__in=list(links)).order_by("seq").values_list(*_LINK_COLUMNS)
        for attempt_id, seq, kind, record_hash, prev, link_hash, number, created_at, snapshot, changed in found:
            if kind == ChainLink.Kind.TOMBSTONE:
                ref = f"attempt:{attempt_id}:tombstone"
                record = None  # filled in below, from the attempt's row
            else:
                ref = f"attempt:{attempt_id}:rev:{number}"
                record = (
                    None
                    if snapshot is None
                    else {"number": number, "created_at": record_time(created_at), "snapshot": snapshot}
                )
            links[attempt_id].append(
                {
                    "seq": seq,
                    "kind": kind,
                    "ref": ref,
                    "record_hash": record_hash,
                    "prev": prev,
                    "hash": link_hash,
                    "record": record,
                    "changed": changed,
                }
            )
        for row in chunk:
            yield _attempt(row, links[row[0]], people, names)


def _attempt(row: tuple, links: list[dict], people: dict[str, str], names: dict) -> dict[str, Any]:
    (pk, person_id, occurred_at, approx, recorded_at, channel, via, message, tactic_ids_text) = row[:9]
    (intensity, response, notes, revision_count, file_hashes, deleted_at, erased_hash) = row[9:]
    if deleted_at is not None:
        tombstone = tombstone_record(Attempt(id=pk, deleted_at=deleted_at, erased_hash=erased_hash))
        for link in links:
            if link["kind"] == ChainLink.Kind.TOMBSTONE:
                link["record"] = tombstone
    if (tactics := names.get(tactic_ids_text)) is None:
        ids = [int(i) for i in tactic_ids_text.split(",")] if tactic_ids_text else []
        tactics = names[tactic_ids_text] = [t.name for t in tactics_by_ids(ids)]
    return {
        "id": str(pk),
        "person": people.get(str(person_id), ""),
        "occurred_at": occurred_at.isoformat(),
        "occurred_approx": approx,
        "recorded_at": recorded_at.isoformat(),
        "channel": _CHANNELS.get(channel, channel),
        "via": via,
        "message": message,
        "tactics": tactics,
        "intensity": intensity,
        "response": _RESPONSES.get(response, response),
        "notes": notes,
        "revisions": revision_count,
        "file_sha256": file_hashes.split(",") if file_hashes else [],
        "deleted_at": _iso(deleted_at),
        "erased_hash": erased_hash or None,
        "links": links,
    }


def _tactic_names(slugs: list[str]) -> str:
    return "; ".join(t.name if (t := tactic_by_slug(slug)) else slug for slug in slugs)


def _csv_cells(attempt: dict, link: dict, people: dict[str, str]) -> list[str]:
    """One link as a CSV row: the version it covers, or the deletion."""
    record = link["record"] or {}
    snapshot = record.get("snapshot") if link["kind"] == ChainLink.Kind.REVISION else None
    if link["kind"] == ChainLink.Kind.TOMBSTONE:
        name, saved_at = "deleted", attempt["deleted_at"]
    else:
        name, saved_at = f"version {link['ref'].rsplit(':', 1)[1]}", record.get("created_at", "")
    content = ["", "", "", "", "", "", "", "", "", "", "", "", ""]
    if snapshot:
        content = [
            people.get(snapshot["person"], ""),
            snapshot["occurred_at"],
            "yes" if snapshot["occurred_approx"] else "no",
            snapshot["recorded_at"],
            _CHANNELS.get(snapshot["channel"], snapshot["channel"]),
            snapshot["via"],
            snapshot["message"],
            _tactic_names(snapshot["tactics"]),
            "" if snapshot["intensity"] is None else str(snapshot["intensity"]),
            _RESPONSES.get(snapshot["response"], snapshot["response"]),
            snapshot["notes"],
            "; ".join(snapshot["files"]),
            "; ".join(link["changed"] or []),
        ]
    elif link["kind"] == ChainLink.Kind.REVISION:
        content[0] = "(erased when the entry was deleted)"
    cells = [attempt["id"], name, saved_at or "", *content]
    cells += [attempt["deleted_at"] or "", attempt["erased_hash"] or ""]
    cells += [str(link["seq"]), link["record_hash"], link["prev"], link["hash"]]
    return [spreadsheet_safe(cell) for cell in cells]


class _Echo:
    def write(self, value: str) -> str:
        return value


def _csv_lines(attempts: Iterator[dict], people: dict[str, str]) -> Iterator[str]:
    writer = csv.writer(_Echo())
    yield "\ufeff" + writer.writerow(CSV_COLUMNS)  # the BOM tells spreadsheets it is UTF-8
    for attempt in attempts:
        yield "".join(writer.writerow(_csv_cells(attempt, link, people)) for link in attempt["links"])


def _json_chunks(attempts: Iterator[dict], header: dict[str, Any]) -> Iterator[str]:
    yield json.dumps(header, ensure_ascii=False)[:-1] + ', "attempts": ['
    for i, attempt in enumerate(attempts):
        yield ("," if i else "") + json.dumps(attempt, ensure_ascii=False)
    yield "]}"


def _prepare(request: HttpRequest) -> tuple[Iterator[dict], dict[str, str], dict[str, Any]]:
    """What both formats need, read while the request is being handled (the user's
    time zone is active only then); the rows themselves are read as they stream."""
    tz: ZoneInfo = timezone.get_current_timezone()
    filters = log_filters(request, request.GET).active_filters()
    people = {str(pk): label for pk, label in Person.objects.for_user(request.user).values_list("pk", "label")}
    qs = filtered_attempts(user=request.user, filters=filters, tz=tz, tombstones=True)
    head = ChainHead.objects.filter(user=request.user).values("seq", "hash").first() or {"seq": 0, "hash": ""}
    header = {
        "exported_at": timezone.now().isoformat(),
        "time_zone": str(tz),
        "filters": {name: str(value) for name, value in filters.items()},
        "chain_head": head,
    }
    return _export_rows(qs.order_by("-occurred_at", "-id"), people), people, header


def _download(chunks: Iterator[str], content_type: str, extension: str) -> StreamingHttpResponse:
    response = StreamingHttpResponse(chunks, content_type=content_type)
    stamp = timezone.localdate().isoformat()
    response["Content-Disposition"] = f'attachment; filename="log-{stamp}.{extension}"'
    return response


@login_required
@require_safe
def export_csv(request: HttpRequest) -> StreamingHttpResponse:
    attempts, people, _ = _prepare(request)
    return _download(_csv_lines(attempts, people), "text/csv; charset=utf-8", "csv")


@login_required
@require_safe
def export_json(request: HttpRequest) -> StreamingHttpResponse:
    attempts, _, header = _prepare(request)
    return _download(_json_chunks(attempts, header), "application/json", "json")
