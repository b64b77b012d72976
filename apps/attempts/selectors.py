"""Reads of the attempt log: one page at a time, never a count over the whole history."""

from dataclasses import dataclass
from datetime import datetime, time, timedelta
from uuid import UUID
from zoneinfo import ZoneInfo

from django.db.models import Prefetch, Q, QuerySet
from django.db.models.functions import Substr
from django.utils.dateparse import parse_datetime

from apps.tactics.matching import suggest_tactics
from apps.tactics.models import Tactic
from apps.tactics.selectors import TacticInfo, tactic_by_slug, tactics_by_ids
from nocontact.links import link

from .models import Attempt, AttemptTactic, Channel, TacticTally
from .search import first_matches, message_terms, owned_by, with_words

PAGE_SIZE = 50


@dataclass(frozen=True)
class LogPage:
    rows: list[dict]  # plain values, ready to show (see _rows)
    next_cursor: str | None


def encode_cursor(occurred_at: datetime, pk: UUID) -> str:
    return f"{occurred_at.isoformat()}~{pk}"


def decode_cursor(cursor: str) -> tuple[datetime, UUID] | None:
    when, _, pk = cursor.partition("~")
    try:
        moment = parse_datetime(when.replace(" ", "+"))
        return (moment, UUID(pk)) if moment and moment.tzinfo else None
    except ValueError:
        return None


def _keyset(time_field: str, id_field: str, after: tuple[datetime, UUID] | None) -> Q:
    if after is None:
        return Q()
    when, pk = after
    return Q(**{f"{time_field}__lt": when}) | Q(**{time_field: when, f"{id_field}__lt": pk})


def filtered_attempts(
    *,
    user,
    filters: dict,
    tz: ZoneInfo,
    after: tuple[datetime, UUID] | None = None,
    words: bool = True,
) -> QuerySet[Attempt]:
    """The user's live attempts narrowed by the log's filters (already validated),
    newest first, only those older than `after` (a keyset position) when given.

    Filtered by a tactic, the rows come through AttemptTactic's index (user, tactic,
    time), ordered by its copy of the time, so one tactic among 100,000 entries costs
    what it costs among 100. words=False leaves out the words in the message (q), for
    search.first_matches to apply.
    """
    terms = message_terms(filters.get("q", ""))
    qs = Attempt.objects.filter(owned_by(user, searching=bool(terms))).live()
    if filters.get("tactic"):
        tactic = tactic_by_slug(filters["tactic"])
        if tactic is None:
            return qs.none()
        # One filter() call: the tactic, the user and the position share one join.
        qs = qs.filter(
            _keyset("tactic_links__occurred_at", "tactic_links__attempt_id", after),
            tactic_links__user=user,
            tactic_links__tactic_id=tactic.id,
        ).order_by("-tactic_links__occurred_at", "-tactic_links__attempt_id")
    else:
        qs = qs.filter(_keyset("occurred_at", "id", after)).order_by("-occurred_at", "-id")
    if filters.get("person"):
        qs = qs.filter(person_id=filters["person"])
    if filters.get("channel"):
        qs = qs.filter(channel=filters["channel"])
    if filters.get("start"):
        qs = qs.filter(occurred_at__gte=datetime.combine(filters["start"], time.min, tzinfo=tz))
    if filters.get("end"):
        qs = qs.filter(occurred_at__lt=datetime.combine(filters["end"] + timedelta(days=1), time.min, tzinfo=tz))
    if terms and words:
        qs = with_words(qs, terms)
    return qs


def with_row_data(qs: QuerySet[Attempt]) -> QuerySet[Attempt]:
    tactics = Tactic.objects.only("slug", "name").order_by("order")
    return qs.select_related("person").prefetch_related(Prefetch("tactics", queryset=tactics))


EXCERPT = 140
_MONTHS = ("", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_CHANNELS = dict(Channel.choices)


def log_page(
    *,
    user,
    filters: dict,
    tz: ZoneInfo,
    people: dict,
    cursor: str = "",
    size: int = PAGE_SIZE,
) -> LogPage:
    """Newest first, `size` at a time, continuing after `cursor` (keyset pagination).

    Two queries: the page's attempts (plain values, the start of each message only) and
    their tactic ids. People's labels come from `people` ({id: label}, which the page has
    already read) and tactics' names from the in-memory copy, so nothing is joined.
    """
    after = decode_cursor(cursor) if cursor else None
    qs = filtered_attempts(user=user, filters=filters, tz=tz, after=after, words=False)
    qs = qs.annotate(excerpt=Substr("message", 1, EXCERPT + 1))
    columns = ("id", "occurred_at", "occurred_approx", "channel", "person_id", "excerpt")
    found = first_matches(qs, message_terms(filters.get("q", "")), columns, limit=size + 1)
    more = len(found) > size
    found = found[:size]
    tactic_ids: dict[UUID, list[int]] = {}
    if found:
        links = AttemptTactic.objects.filter(attempt_id__in=[row[0] for row in found])
        for attempt_id, tactic_id in links.values_list("attempt_id", "tactic_id"):
            tactic_ids.setdefault(attempt_id, []).append(tactic_id)
    rows = _rows(found, tactic_ids, people=people, tz=tz)
    return LogPage(rows=rows, next_cursor=encode_cursor(found[-1][1], found[-1][0]) if more else None)


def _rows(found: list[tuple], tactic_ids: dict, *, people: dict, tz: ZoneInfo) -> list[dict]:
    """What each row shows, worked out here rather than by template filters (the log
    renders 50 of them per page)."""
    chips: dict[int, dict] = {}
    rows = []
    for pk, occurred_at, approx, channel, person_id, excerpt in found:
        local = occurred_at.astimezone(tz)
        if len(excerpt) > EXCERPT:
            excerpt = excerpt[: EXCERPT - 1] + "…"
        tactics = []
        for tactic in tactics_by_ids(tactic_ids.get(pk, ())):
            if tactic.id not in chips:
                chips[tactic.id] = {
                    "url": link("library:article", tactic.slug, stand_in="tactic-slug"),
                    "name": tactic.name,
                }
            tactics.append(chips[tactic.id])
        rows.append(
            {
                "url": link("attempts:detail", pk),
                "iso": local.isoformat(),
                "when": f"{local.day} {_MONTHS[local.month]} {local.year}, {local:%H:%M}",
                # " (about) · Text message · J", one value for the template to show
                "meta": f"{' (about)' if approx else ''} · {_CHANNELS.get(channel, channel)} · {people.get(person_id, '')}",
                "excerpt": excerpt,
                "tactics": tactics,
            }
        )
    return rows


@dataclass(frozen=True)
class Suggestion:
    tactic: TacticInfo
    triggers: tuple[str, ...]


def suggestions_for(text: str) -> list[Suggestion]:
    """The matcher's suggestions for a message, with each tactic's name (no query)."""
    found = suggest_tactics(text) if text.strip() else []
    tactics = {s.slug: tactic_by_slug(s.slug) for s in found}
    return [Suggestion(tactics[s.slug], s.triggers) for s in found if tactics[s.slug]]


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
