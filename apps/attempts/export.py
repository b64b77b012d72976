"""The log as CSV and JSON, with the log's current filters."""

import csv
import json
from collections.abc import Iterator

from django.contrib.auth.decorators import login_required
from django.db.models import Prefetch
from django.http import HttpRequest, StreamingHttpResponse
from django.utils import timezone
from django.views.decorators.http import require_safe

from .forms import LogFilterForm
from .models import Attempt, EvidenceFile
from .selectors import filtered_attempts, with_row_data

COLUMNS = [
    "id",
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
    "revisions",
    "file_sha256",
]
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(value: str) -> str:
    """A spreadsheet must never run a cell as a formula: prefix such cells with '."""
    return f"'{value}" if value.startswith(FORMULA_STARTS) else value


def _rows(request: HttpRequest) -> Iterator[dict]:
    filters = LogFilterForm(request.GET).active_filters()
    qs = filtered_attempts(user=request.user, filters=filters, tz=timezone.get_current_timezone())
    files = Prefetch("files", queryset=EvidenceFile.objects.only("attempt_id", "sha256"))
    qs = with_row_data(qs).prefetch_related(files).order_by("-occurred_at", "-id")
    for attempt in qs.iterator(chunk_size=500):
        yield _row(attempt)


def _row(attempt: Attempt) -> dict:
    return {
        "id": str(attempt.id),
        "person": attempt.person.label,
        "occurred_at": attempt.occurred_at.isoformat(),
        "occurred_approx": attempt.occurred_approx,
        "recorded_at": attempt.recorded_at.isoformat(),
        "channel": attempt.get_channel_display(),
        "via": attempt.via,
        "message": attempt.message,
        "tactics": [t.name for t in attempt.tactics.all()],
        "intensity": attempt.intensity,
        "response": attempt.get_response_display(),
        "notes": attempt.notes,
        "revisions": attempt.revision_count,
        "file_sha256": [f.sha256 for f in attempt.files.all()],
    }


class _Echo:
    def write(self, value: str) -> str:
        return value


def _csv_lines(rows: Iterator[dict]) -> Iterator[str]:
    writer = csv.writer(_Echo())
    yield "\ufeff" + writer.writerow(COLUMNS)  # the BOM tells spreadsheets it is UTF-8
    for row in rows:
        cells = []
        for name in COLUMNS:
            value = row[name]
            if isinstance(value, list):
                value = "; ".join(value)
            elif value is None:
                value = ""
            cells.append(spreadsheet_safe(str(value)))
        yield writer.writerow(cells)


def _json_chunks(rows: Iterator[dict]) -> Iterator[str]:
    yield ('{"exported_at": ' + json.dumps(timezone.now().isoformat()) + ', "attempts": [')
    for i, row in enumerate(rows):
        yield ("," if i else "") + json.dumps(row, ensure_ascii=False)
    yield "]}"


def _download(chunks: Iterator[str], content_type: str, extension: str) -> StreamingHttpResponse:
    response = StreamingHttpResponse(chunks, content_type=content_type)
    stamp = timezone.localdate().isoformat()
    response["Content-Disposition"] = f'attachment; filename="log-{stamp}.{extension}"'
    return response


@login_required
@require_safe
def export_csv(request: HttpRequest) -> StreamingHttpResponse:
    return _download(_csv_lines(_rows(request)), "text/csv; charset=utf-8", "csv")


@login_required
@require_safe
def export_json(request: HttpRequest) -> StreamingHttpResponse:
    return _download(_json_chunks(_rows(request)), "application/json", "json")
