"""The log's pages: one page at a time, never a count over the whole history."""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, time, timedelta
from uuid import UUID
from zoneinfo import ZoneInfo

from django.db import connection
from django.db.models import CharField, Q, QuerySet
from django.db.models.expressions import RawSQL
from django.db.models.functions import Substr
from django.utils.dateparse import parse_datetime

from apps.tactics.selectors import tactic_by_slug, tactics_by_ids, tactics_ordered
from nocontact.links import link, linker

from ..models import Attempt, AttemptTactic, Channel
from ..search import first_matches, message_terms, owned_by, with_words

PAGE_SIZE = 50
EXCERPT = 140
FINGERPRINT = 16  # characters of a hash shown on pages
_MONTHS = ("", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_CHANNELS = dict(Channel.choices)


@dataclass(frozen=True)
class LogRow:
    """One row of the log, every string ready to print. A deleted entry keeps its place
    (its time) with `deleted` set: no words, no tactics, its fingerprint instead."""

    url: str
    iso: str  # when it happened, for <time datetime>
    when: str  # "3 May 2026, 21:30"
    meta: str  # " (about) · Text message · J"
    excerpt: str
    chips: tuple[tuple[str, str], ...]  # (tactic name, its article's URL)
    deleted: bool = False
    deleted_on: str = ""  # "4 May 2026"
    fingerprint: str = ""  # the start of the hash of what was deleted


@dataclass(frozen=True)
class LogPage:
    rows: list[LogRow]
    next_cursor: str | None


@dataclass(frozen=True)
class Option:
    value: str
    label: str
    selected: bool


@dataclass(frozen=True)
class LogOptions:
    people: list[Option]
    tactics: list[Option]
    channels: list[Option]


def _options(choices: Iterable[tuple[object, str]], chosen: object) -> list[Option]:
    chosen = "" if chosen is None else str(chosen)
    return [Option(str(value), label, str(value) == chosen) for value, label in choices]


def log_options(*, people: Iterable[tuple[UUID, str]], filters: dict) -> LogOptions:
    """The filter form's choices, with the chosen one of each marked."""
    return LogOptions(
        people=_options(people, filters.get("person")),
        tactics=_options(((t.slug, t.name) for t in tactics_ordered()), filters.get("tactic")),
        channels=_options(Channel.choices, filters.get("channel")),
    )


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
    tombstones: bool = False,
) -> QuerySet[Attempt]:
    """The user's attempts narrowed by the log's filters (already validated), newest
    first, only those older than `after` (a keyset position) when given.

    tombstones=True keeps deleted entries where they were, as long as no word or tactic
    is asked for: a deleted entry has neither, so those filters never show it. A
    person, a channel or dates still apply to it (it keeps them).

    Filtered by a tactic, the rows come through AttemptTactic's index (user, tactic,
    time), ordered by its copy of the time, so one tactic among 100,000 entries costs
    what it costs among 100. words=False leaves out the words in the message (q), for
    search.first_matches to apply.
    """
    terms = message_terms(filters.get("q", ""))
    qs = Attempt.objects.filter(owned_by(user, searching=bool(terms)))
    if terms or filters.get("tactic") or not tombstones:
        qs = qs.live()
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
        return with_words(qs, terms)
    return qs


def tactic_ids() -> RawSQL:
    """An attempt's tactic ids as text, "3,7" in any order (None when it has none),
    read from its AttemptTactic rows in the same query as the attempt.

    The statement the ORM writes for Subquery(StringAgg(...)), written out: building
    that expression cost 0.55 ms of CPU on every log page (of about 10), this costs
    nothing (tools/measure_log.py)."""
    quote = connection.ops.quote_name
    links, attempts = quote(AttemptTactic._meta.db_table), quote(Attempt._meta.db_table)
    ids = "string_agg(tactic_id::text, ',')" if connection.vendor == "postgresql" else "group_concat(tactic_id)"
    return RawSQL(f"SELECT {ids} FROM {links} WHERE attempt_id = {attempts}.id", (), output_field=CharField())


_COLUMNS = (
    "id",
    "occurred_at",
    "occurred_approx",
    "channel",
    "person_id",
    "tactic_ids",
    "excerpt",
    "deleted_at",
    "erased_hash",
)


def log_page(
    *,
    user,
    filters: dict,
    tz: ZoneInfo,
    people: dict,
    cursor: str = "",
    size: int = PAGE_SIZE,
) -> LogPage:
    """Newest first, `size` at a time, continuing after `cursor` (keyset pagination),
    deleted entries included where they were (see filtered_attempts).

    One query: the page's attempts as plain values (the start of each message only, and
    their tactic ids through a subquery). People's labels come from `people` ({id:
    label}, which the page has already read) and tactics' names from the in-memory copy,
    so nothing is joined.
    """
    after = decode_cursor(cursor) if cursor else None
    qs = filtered_attempts(user=user, filters=filters, tz=tz, after=after, words=False, tombstones=True)
    qs = qs.annotate(excerpt=Substr("message", 1, EXCERPT + 1), tactic_ids=tactic_ids())
    oldest, newest = _time_bounds(filters, tz=tz, after=after)
    terms = message_terms(filters.get("q", ""))
    found = first_matches(qs, terms, _COLUMNS, limit=size + 1, user_id=user.pk, oldest=oldest, newest=newest)
    more = len(found) > size
    found = found[:size]
    rows = _rows(found, people=people, tz=tz)
    return LogPage(rows=rows, next_cursor=encode_cursor(found[-1][1], found[-1][0]) if more else None)


def _time_bounds(filters: dict, *, tz: ZoneInfo, after: tuple | None) -> tuple[datetime | None, datetime | None]:
    """The earliest and latest times the filters and the keyset position let through."""
    oldest = datetime.combine(filters["start"], time.min, tzinfo=tz) if filters.get("start") else None
    latest = [after[0]] if after else []
    if filters.get("end"):
        latest.append(datetime.combine(filters["end"] + timedelta(days=1), time.min, tzinfo=tz))
    return oldest, min(latest, default=None)


def day_text(moment: datetime) -> str:
    """ "3 May 2026": the log's dates, without a template filter per row."""
    return f"{moment.day} {_MONTHS[moment.month]} {moment.year}"


def _rows(found: list[tuple], *, people: dict, tz: ZoneInfo) -> list[LogRow]:
    """Each row's strings, worked out once here (the log shows 50 rows a page). What
    many rows share, the tactic chips and the "how · who" line, is worked out once per
    page."""
    chips: dict[str | None, tuple[tuple[str, str], ...]] = {}
    metas: dict[tuple, str] = {}
    detail = linker("attempts:detail")
    rows = []
    for pk, occurred_at, approx, channel, person_id, tactic_ids, excerpt, deleted_at, erased_hash in found:
        local = occurred_at.astimezone(tz)
        when = f"{day_text(local)}, {local:%H:%M}"
        if deleted_at is not None:
            deleted_on = day_text(deleted_at.astimezone(tz))
            rows.append(
                LogRow(detail(pk), local.isoformat(), when, "", "", (), True, deleted_on, erased_hash[:FINGERPRINT])
            )
            continue
        if len(excerpt) > EXCERPT:
            excerpt = excerpt[: EXCERPT - 1] + "…"
        if (meta := metas.get((approx, channel, person_id))) is None:
            meta = f"{' (about)' if approx else ''} · {_CHANNELS.get(channel, channel)} · {people.get(person_id, '')}"
            metas[approx, channel, person_id] = meta
        if (row_chips := chips.get(tactic_ids)) is None:
            row_chips = chips[tactic_ids] = _chips(tactic_ids)
        rows.append(LogRow(detail(pk), local.isoformat(), when, meta, excerpt, row_chips))
    return rows


def _chips(tactic_ids: str | None) -> tuple[tuple[str, str], ...]:
    """A row's tactics as (name, URL of the tactic's article), in list order."""
    if not tactic_ids:
        return ()
    tactics = tactics_by_ids([int(i) for i in tactic_ids.split(",")])
    return tuple((t.name, link("library:article", t.slug, stand_in="tactic-slug")) for t in tactics)
