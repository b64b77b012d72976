"""Reads of the attempt log: one page at a time, never a count over the whole history."""

from dataclasses import dataclass
from datetime import datetime, time, timedelta
from uuid import UUID
from zoneinfo import ZoneInfo

from django.db.models import Prefetch, Q, QuerySet
from django.utils.dateparse import parse_datetime

from apps.tactics.matching import suggest_tactics
from apps.tactics.models import Tactic

from .models import Attempt, TacticTally

PAGE_SIZE = 50


@dataclass(frozen=True)
class LogPage:
    attempts: list[Attempt]
    next_cursor: str | None


def encode_cursor(attempt: Attempt) -> str:
    return f"{attempt.occurred_at.isoformat()}~{attempt.id}"


def decode_cursor(cursor: str) -> tuple[datetime, UUID] | None:
    when, _, pk = cursor.partition("~")
    try:
        moment = parse_datetime(when.replace(" ", "+"))
        return (moment, UUID(pk)) if moment else None
    except ValueError:
        return None


def filtered_attempts(*, user, filters: dict, tz: ZoneInfo) -> QuerySet[Attempt]:
    """The user's live attempts narrowed by the log's filters (already validated)."""
    qs = Attempt.objects.for_user(user).live()
    if filters.get("person"):
        qs = qs.filter(person_id=filters["person"])
    if filters.get("tactic"):
        qs = qs.filter(tactics__slug=filters["tactic"])
    if filters.get("channel"):
        qs = qs.filter(channel=filters["channel"])
    if filters.get("start"):
        qs = qs.filter(occurred_at__gte=datetime.combine(filters["start"], time.min, tzinfo=tz))
    if filters.get("end"):
        qs = qs.filter(occurred_at__lt=datetime.combine(filters["end"] + timedelta(days=1), time.min, tzinfo=tz))
    if filters.get("q"):
        qs = qs.filter(message__icontains=filters["q"])
    return qs


def with_row_data(qs: QuerySet[Attempt]) -> QuerySet[Attempt]:
    tactics = Tactic.objects.only("slug", "name").order_by("order")
    return qs.select_related("person").prefetch_related(Prefetch("tactics", queryset=tactics))


def log_page(*, user, filters: dict, tz: ZoneInfo, cursor: str = "", size: int = PAGE_SIZE) -> LogPage:
    """Newest first, `size` at a time, continuing after `cursor` (keyset pagination)."""
    qs = filtered_attempts(user=user, filters=filters, tz=tz).order_by("-occurred_at", "-id")
    position = decode_cursor(cursor) if cursor else None
    if position:
        when, pk = position
        qs = qs.filter(Q(occurred_at__lt=when) | Q(occurred_at=when, id__lt=pk))
    rows = list(with_row_data(qs)[: size + 1])
    more = len(rows) > size
    rows = rows[:size]
    return LogPage(attempts=rows, next_cursor=encode_cursor(rows[-1]) if more else None)


@dataclass(frozen=True)
class Suggestion:
    tactic: Tactic
    triggers: tuple[str, ...]


def suggestions_for(text: str) -> list[Suggestion]:
    """The matcher's suggestions for a message, with each tactic's name (one query)."""
    found = suggest_tactics(text) if text.strip() else []
    tactics = Tactic.objects.in_bulk([s.slug for s in found], field_name="slug")
    return [Suggestion(tactics[s.slug], s.triggers) for s in found if s.slug in tactics]


FIELD_LABELS = {
    "person": "Person",
    "occurred_at": "When",
    "occurred_approx": "Approximate time",
    "channel": "How",
    "via": "Through whom",
    "message": "Their words",
    "tactics": "Tactics",
    "intensity": "How it felt",
    "response": "Your response",
    "notes": "Notes",
    "files": "Files",
}


@dataclass(frozen=True)
class Change:
    label: str
    before: object
    after: object


@dataclass(frozen=True)
class HistoryEntry:
    number: int
    created_at: datetime
    fingerprint: str
    changes: list[Change]


def revision_history(attempt: Attempt) -> list[HistoryEntry]:
    """Every saved version, newest first, with what each one changed."""
    revisions = list(attempt.revisions.select_related("link").order_by("number"))
    entries, previous = [], None
    for revision in revisions:
        changes = []
        if previous is not None and previous.snapshot and revision.snapshot:
            changes = [
                Change(
                    FIELD_LABELS.get(name, name),
                    previous.snapshot.get(name),
                    revision.snapshot.get(name),
                )
                for name in revision.changed
            ]
        fingerprint = revision.link.hash[:16] if hasattr(revision, "link") else ""
        entries.append(HistoryEntry(revision.number, revision.created_at, fingerprint, changes))
        previous = revision
    return entries[::-1]


def tactic_tally(*, user, slug: str) -> int:
    """How many of the user's attempts carry this tactic (a stored total, one query)."""
    row = TacticTally.objects.filter(user=user, tactic__slug=slug).values_list("count", flat=True).first()
    return row or 0
