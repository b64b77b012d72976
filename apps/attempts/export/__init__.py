"""The log as CSV and JSON: the entries the log's current filters find, deleted ones
included, each with every version and deletion and the chain hashes of each.

Streamed: one query reads the entries joined to their links and versions as the file is
written, 1,000 entries at a time, so memory stays flat and nothing is asked per row
(export.reading).

JSON: {"exported_at", "time_zone", "filters", "chain_head": {"seq", "hash"}, "attempts":
[...]}. Each attempt has its current fields (names, not ids) and "links": its links in
the user's chain, oldest first, as `records.link_as_dict` writes them: "seq", "kind",
"ref", "record_hash", "prev", "hash", and "record", the record the link's hash covers
(null once erased by a deletion); and "changed", the fields a version changed.
chain.record_hash(record) == record_hash for every record kept. A filtered export holds
some of the links; an unfiltered one holds them all, and chain.verify walks them in seq
order up to chain_head.

CSV: one row per link: each version's contents, or a deletion, with its hashes.
"""

from collections.abc import Iterator

from django.contrib.auth.decorators import login_required
from django.http import StreamingHttpResponse
from django.utils import timezone
from django.views.decorators.http import require_safe

from apps.counter.models import Person
from nocontact.http import AuthenticatedRequest

from ..forms import log_filters
from ..models import ChainHead
from ..selectors import filtered_attempts
from .files import CSV_COLUMNS, Names, csv_text, json_text, spreadsheet_safe
from .reading import entries

__all__ = ["CSV_COLUMNS", "export_csv", "export_json", "spreadsheet_safe"]


def _prepare(request: AuthenticatedRequest, *, with_current: bool):
    """What both formats need, read while the request is being handled (the user's
    time zone is active only then); the rows themselves are read as they stream.
    with_current: the JSON carries what each entry is now (its words, times, tactics
    and files) beside its versions; the CSV (a row per version, with its own) does not."""
    tz = timezone.get_current_timezone()
    filters = log_filters(request, request.GET).active_filters()
    people = dict(Person.objects.for_user(request.user).values_list("pk", "label"))
    qs = filtered_attempts(user=request.user, filters=filters, tz=tz, tombstones=True)
    head = ChainHead.objects.filter(user=request.user).values("seq", "hash").first() or {"seq": 0, "hash": ""}
    header = {
        "exported_at": timezone.now().isoformat(),
        "time_zone": str(tz),
        "filters": {name: str(value) for name, value in filters.items()},
        "chain_head": head,
    }
    names = Names({str(pk): label for pk, label in people.items()})
    return entries(qs.order_by("-occurred_at", "-id"), with_current=with_current), names, header


def _download(chunks: Iterator[str], content_type: str, extension: str) -> StreamingHttpResponse:
    response = StreamingHttpResponse(chunks, content_type=content_type)
    stamp = timezone.localdate().isoformat()
    response["Content-Disposition"] = f'attachment; filename="log-{stamp}.{extension}"'
    return response


@login_required
@require_safe
def export_csv(request: AuthenticatedRequest) -> StreamingHttpResponse:
    chunks, names, _ = _prepare(request, with_current=False)
    return _download(csv_text(chunks, names), "text/csv; charset=utf-8", "csv")


@login_required
@require_safe
def export_json(request: AuthenticatedRequest) -> StreamingHttpResponse:
    chunks, names, header = _prepare(request, with_current=True)
    return _download(json_text(chunks, header, names), "application/json", "json")
