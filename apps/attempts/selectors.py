"""Reads of the attempt log: one page at a time, never a count over the whole history."""

from dataclasses import dataclass
from datetime import datetime, time, timedelta
from html import escape
from uuid import UUID
from zoneinfo import ZoneInfo

from django.db.models import Prefetch, Q, QuerySet
from django.db.models.functions import Substr
from django.utils.dateparse import parse_datetime
from django.utils.safestring import SafeString

from apps.tactics.matching import suggest_tactics
from apps.tactics.models import Tactic
from apps.tactics.selectors import TacticInfo, tactic_by_slug, tactics_by_ids
from nocontact.links import link, linker

from .models import Attempt, Channel, TacticTally, tactic_ids_list
from .search import first_matches, message_terms, owned_by, with_words

PAGE_SIZE = 50


@dataclass(frozen=True)
class LogPage:
    rows: list[dict]  # each row's excerpt and markup (see _rows)
    next_cursor: str | None

    @property
    def html(self) -> SafeString:
        """Every row's markup, for the template to show in one go."""
        return SafeString("".join(row["html"] for row in self.rows))


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
    qs: QuerySet[Attempt] = Attempt.objects.filter(owned_by(user, searching=bool(terms))).live()
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

    One query: the page's attempts as plain values (the start of each message only, and
    the tactic ids each attempt keeps). People's labels come from `people` ({id: label},
    which the page has already read) and tactics' names from the in-memory copy, so
    nothing is joined.
    """
    after = decode_cursor(cursor) if cursor else None
    qs = filtered_attempts(user=user, filters=filters, tz=tz, after=after, words=False)
    qs = qs.annotate(excerpt=Substr("message", 1, EXCERPT + 1))
    columns = ("id", "occurred_at", "occurred_approx", "channel", "person_id", "tactic_ids", "excerpt")
    oldest, newest = _time_bounds(filters, tz=tz, after=after)
    terms = message_terms(filters.get("q", ""))
    found = first_matches(qs, terms, columns, limit=size + 1, user_id=user.pk, oldest=oldest, newest=newest)
    more = len(found) > size
    found = found[:size]
    rows = _rows(found, people=people, tz=tz)
    return LogPage(rows=rows, next_cursor=encode_cursor(found[-1][1], found[-1][0]) if more else None)


# One row of the log, written here rather than in the template: Django's template engine
# spends about 20 µs on each {{ value }}, and a page has 50 rows of seven or more values
# (more with tactics). Every value is escaped with html.escape, as Django's escape does.
_ROW = (
    '<li class="log-row"><a class="log-row__link" href="{url}"><span class="log-row__meta">'
    '<time datetime="{iso}">{when}</time>{meta}</span>{text}</a>{chips}</li>'
)
_TEXT = '<span class="log-row__text">{}</span>'
_CHIP = '<a class="chip" href="{}">{}</a>'


def _time_bounds(filters: dict, *, tz: ZoneInfo, after: tuple | None) -> tuple[datetime | None, datetime | None]:
    """The earliest and latest times the filters and the keyset position let through."""
    oldest = datetime.combine(filters["start"], time.min, tzinfo=tz) if filters.get("start") else None
    latest = [after[0]] if after else []
    if filters.get("end"):
        latest.append(datetime.combine(filters["end"] + timedelta(days=1), time.min, tzinfo=tz))
    return oldest, min(latest, default=None)


def _rows(found: list[tuple], *, people: dict, tz: ZoneInfo) -> list[dict]:
    """Each row's excerpt and markup (`html`), worked out here rather than by the
    template (the log renders 50 rows per page). What many rows share, the tactic chips
    and the "how · who" line, is written once per page."""
    chips: dict[str, str] = {}
    metas: dict[tuple, str] = {}
    detail = linker("attempts:detail")
    rows = []
    for pk, occurred_at, approx, channel, person_id, tactic_ids, excerpt in found:
        local = occurred_at.astimezone(tz)
        if len(excerpt) > EXCERPT:
            excerpt = excerpt[: EXCERPT - 1] + "…"
        if (meta := metas.get((approx, channel, person_id))) is None:
            # " (about) · Text message · J"
            meta = f"{' (about)' if approx else ''} · {_CHANNELS.get(channel, channel)} · {people.get(person_id, '')}"
            meta = metas[approx, channel, person_id] = escape(meta)
        if (row_chips := chips.get(tactic_ids)) is None:
            row_chips = chips[tactic_ids] = _chips(tactic_ids)
        html = _ROW.format(
            url=detail(pk),  # a UUID in a reversed route: nothing to escape
            iso=local.isoformat(),
            when=f"{local.day} {_MONTHS[local.month]} {local.year}, {local:%H:%M}",
            meta=meta,
            text=_TEXT.format(escape(excerpt)) if excerpt else "",
            chips=row_chips,
        )
        rows.append({"excerpt": excerpt, "html": SafeString(html)})
    return rows


def _chips(tactic_ids: str) -> str:
    """The tactic chips of a row, each linked to the tactic's article."""
    if not tactic_ids:
        return ""
    links = "".join(
        _CHIP.format(escape(link("library:article", tactic.slug, stand_in="tactic-slug")), escape(tactic.name))
        for tactic in tactics_by_ids(tactic_ids_list(tactic_ids))
    )
    return f'<span class="chips">{links}</span>'


@dataclass(frozen=True)
class Suggestion:
    tactic: TacticInfo
    triggers: tuple[str, ...]


def suggestions_for(text: str) -> list[Suggestion]:
    """The matcher's suggestions for a message, with each tactic's name (no query)."""
    found = suggest_tactics(text) if text.strip() else []
    tactics = {s.slug: tactic_by_slug(s.slug) for s in found}
    return [Suggestion(tactic, s.triggers) for s in found if (tactic := tactics[s.slug])]


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
        changes: list[Change] = []
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
