"""The log as CSV and JSON: the entries the log's current filters find, deleted ones
included, each with every version and deletion and the chain hashes of each.

Streamed from one snapshot of the log: one query reads the entries joined to their links
and versions as the file is written, 1,000 entries at a time, so memory stays flat and
nothing is asked per row (export.reading); a long export is written on two cores
(export.stream).

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

from django.contrib.auth.decorators import login_required
from django.http import StreamingHttpResponse
from django.utils import timezone
from django.views.decorators.http import require_safe

from apps.counter.models import Person
from nocontact.http import AuthenticatedRequest

from ..forms import log_filters
from .files import CSV_COLUMNS, LAYOUTS, spreadsheet_safe
from .stream import Export, streamed

__all__ = ["CSV_COLUMNS", "export_csv", "export_json", "spreadsheet_safe"]


def _download(request: AuthenticatedRequest, fmt: str) -> StreamingHttpResponse:
    """The log's entries that its current filters find, in the format, as a download.
    What the file needs from the request is read now (the user's time zone is active
    only while the request is handled); the entries are read as the file streams."""
    tz = timezone.get_current_timezone()
    filters = log_filters(request, request.GET).active_filters()
    people = Person.objects.for_user(request.user).values_list("pk", "label")
    export = Export(fmt, request.user.pk, filters, str(tz), {str(pk): label for pk, label in people})
    header = {
        "exported_at": timezone.now().isoformat(),
        "time_zone": str(tz),
        "filters": {name: str(value) for name, value in filters.items()},
    }
    response = StreamingHttpResponse(streamed(export, header), content_type=LAYOUTS[fmt].content_type)
    stamp = timezone.localdate().isoformat()
    response["Content-Disposition"] = f'attachment; filename="log-{stamp}.{fmt}"'
    return response


@login_required
@require_safe
def export_csv(request: AuthenticatedRequest) -> StreamingHttpResponse:
    return _download(request, "csv")


@login_required
@require_safe
def export_json(request: AuthenticatedRequest) -> StreamingHttpResponse:
    return _download(request, "json")
