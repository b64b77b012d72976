"""Reads of the journal: one page at a time (keyset), never a count over the whole
journal; rows handed to templates with every string worked out."""

import datetime as dt
from dataclasses import dataclass
from functools import cache
from uuid import UUID

from django.db import connection
from django.db.models import Field, Q, QuerySet
from django.db.models.functions import Substr
from django.urls import reverse
from django.utils.dateparse import parse_date, parse_datetime

from apps.attempts.models import Attempt, Channel
from apps.counter.models import Person, Urge
from nocontact.links import linker

from .models import Entry
from .moods import WORDS
from .prompts import BY_KEY
from .search import message_terms, owned_by, with_words

PAGE_SIZE = 50
EXCERPT = 140
RECENT_ATTEMPTS = 20
RECENT_URGES = 10
_MONTHS = ("", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_CHANNELS = dict(Channel.choices)

type Position = tuple[dt.date, dt.datetime, UUID]


@dataclass(frozen=True)
class EntryRow:
    url: str
    meta: str  # "Tue 3 Nov 2026 · Good · Check-in · Mum": the day, the mood, the kind, who
    question: str  # the prompt answered, or ""
    excerpt: str


@dataclass(frozen=True)
class JournalPage:
    rows: list[EntryRow]
    next_cursor: str | None


def short_day(day: dt.date) -> str:
    return f"{_DAYS[day.weekday()]} {day.day} {_MONTHS[day.month]} {day.year}"


def encode_cursor(position: Position) -> str:
    day, created, pk = position
    return f"{day.isoformat()}~{created.isoformat()}~{pk}"


def decode_cursor(cursor: str) -> Position | None:
    try:
        day, created, pk = cursor.replace(" ", "+").split("~")
        when, moment = parse_date(day), parse_datetime(created)
        return (when, moment, UUID(pk)) if when and moment and moment.tzinfo else None
    except ValueError:
        return None


def _after(position: Position | None) -> Q:
    if position is None:
        return Q()
    day, created, pk = position
    return Q(date__lt=day) | Q(date=day, created_at__lt=created) | Q(date=day, created_at=created, id__lt=pk)


def journal_entries(*, user, words: str = "", after: Position | None = None) -> QuerySet[Entry]:
    """The user's entries, newest day first, only those after a keyset position, only
    those with every word typed."""
    terms = message_terms(words)
    qs = Entry.objects.filter(owned_by(user, searching=bool(terms))).filter(_after(after))
    return with_words(qs, terms, user_id=user.pk).order_by("-date", "-created_at", "-id")


def journal_page(*, user, words: str = "", cursor: str = "", size: int = PAGE_SIZE) -> JournalPage:
    """One page of the journal: one query (the entries, the start of their text and the
    label of the person they are about)."""
    after = decode_cursor(cursor) if cursor else None
    qs = journal_entries(user=user, words=words, after=after).annotate(excerpt=Substr("text", 1, EXCERPT + 1))
    found = list(
        qs.values_list("id", "date", "created_at", "kind", "mood", "prompt", "person__label", "excerpt")[: size + 1]
    )
    more = len(found) > size
    found = found[:size]
    detail = linker("journal:detail")
    rows = [
        EntryRow(
            url=detail(pk),
            meta=" · ".join(
                part
                for part in (
                    short_day(day),
                    WORDS.get(mood, "") if mood else "",
                    "Check-in" if kind == Entry.Kind.CHECK_IN else "",
                    label,
                )
                if part
            ),
            question=BY_KEY[prompt].question if prompt in BY_KEY else "",
            excerpt=excerpt if len(excerpt) <= EXCERPT else excerpt[: EXCERPT - 1] + "…",
        )
        for pk, day, _, kind, mood, prompt, label, excerpt in found
    ]
    last = found[-1] if found else None
    return JournalPage(rows=rows, next_cursor=encode_cursor((last[1], last[2], last[0])) if more and last else None)


@dataclass(frozen=True)
class Choice:
    value: str
    label: str


@dataclass(frozen=True)
class LinkChoices:
    """What an entry can be about: the user's people, their latest contact attempts and
    urges (three queries, whatever the history)."""

    people: list[Choice]
    attempts: list[Choice]
    urges: list[Choice]


def _when(moment: dt.datetime, tz) -> str:
    local = moment.astimezone(tz)
    return f"{local.day} {_MONTHS[local.month]} {local.year}, {local:%H:%M}"


def link_choices(*, user, tz, keep_attempt: UUID | None = None, keep_urge: UUID | None = None) -> LinkChoices:
    """`keep_attempt` and `keep_urge` are linked already and stay offered however old."""
    people = list(Person.objects.for_user(user).values_list("pk", "label", "archived_at"))
    labels = {pk: label for pk, label, _ in people}
    attempts = Attempt.objects.for_user(user).live().order_by("-occurred_at", "-id")
    recent = Q(pk__in=attempts.values("pk")[:RECENT_ATTEMPTS])
    if keep_attempt:
        recent |= Q(pk=keep_attempt)
    attempt_rows = attempts.filter(recent).values_list("pk", "occurred_at", "channel", "person_id")
    urges = Urge.objects.filter(user=user).order_by("-created_at")
    recent_urges = Q(pk__in=urges.values("pk")[:RECENT_URGES])
    if keep_urge:
        recent_urges |= Q(pk=keep_urge)
    urge_rows = urges.filter(recent_urges).values_list("pk", "created_at", "person_id", "outcome")
    outcomes = dict(Urge.Outcome.choices)
    return LinkChoices(
        people=[Choice(str(pk), label + (" (archived)" if archived else "")) for pk, label, archived in people],
        attempts=[
            Choice(str(pk), f"{_when(at, tz)} · {_CHANNELS.get(channel, channel)} · {labels.get(person, '')}")
            for pk, at, channel, person in attempt_rows
        ],
        urges=[
            Choice(str(pk), f"{_when(at, tz)} · {labels.get(person, '')} · {outcomes.get(outcome, '')}")
            for pk, at, person, outcome in urge_rows
        ],
    )


@dataclass(frozen=True)
class EntryView:
    """One entry, ready to show."""

    entry: Entry
    day: str  # "Tuesday 3 November 2026"
    mood: str
    question: str
    hint: str
    person: str  # the person's label, or "" (none, or deleted since)
    person_url: str
    attempt: str  # "3 Nov 2026, 21:30 · Text message", or "" (none, or deleted since)
    attempt_url: str
    urge: str
    urge_url: str


def linked(entry: Entry) -> tuple[Person | None, Attempt | None, Urge | None]:
    """What the entry is about and still exists for the user: a logged message deleted
    since (a tombstone in the log) or a person deleted with their entries (a nameless
    stub) is left out, as if the link were gone."""
    person = entry.person if entry.person and entry.person.erased_at is None else None
    attempt = entry.attempt if entry.attempt and entry.attempt.deleted_at is None else None
    return person, attempt, entry.urge


def entry_view(entry: Entry, *, tz) -> EntryView:
    """`entry` read with its person, attempt and urge (select_related)."""
    prompt = BY_KEY.get(entry.prompt)
    person, attempt, urge = linked(entry)
    return EntryView(
        entry=entry,
        day=f"{entry.date:%A} {entry.date.day} {entry.date:%B %Y}",
        mood=WORDS.get(entry.mood, "") if entry.mood else "",
        question=prompt.question if prompt else "",
        hint=prompt.hint if prompt else "",
        person=person.label if person else "",
        person_url=reverse("counter:person-detail", args=[person.pk]) if person else "",
        attempt=f"{_when(attempt.occurred_at, tz)} · {attempt.get_channel_display()}" if attempt else "",
        attempt_url=reverse("attempts:detail", args=[attempt.pk]) if attempt else "",
        urge=f"{_when(urge.created_at, tz)} · {urge.get_outcome_display()}" if urge else "",
        urge_url=reverse("counter:urge-detail", args=[urge.pk]) if urge else "",
    )


def last_check_in(*, user, day: dt.date) -> dt.datetime | None:
    """When the user last checked in on `day`, if they did (one query)."""
    return (
        Entry.objects.filter(user=user, date=day, kind=Entry.Kind.CHECK_IN)
        .order_by("-created_at")
        .values_list("created_at", flat=True)
        .first()
    )


@cache
def _mood_sql(vendor: str) -> str:
    quote = connection.ops.quote_name
    columns = {}
    for name in ("id", "user", "date", "mood"):
        field = Entry._meta.get_field(name)
        assert isinstance(field, Field) and field.column, "concrete fields"
        columns[name] = quote(field.column)
    date, mood = columns["date"], columns["mood"]
    return (
        f"SELECT {date}, AVG({mood}), COUNT({columns['id']}) FROM {quote(Entry._meta.db_table)} "
        f"WHERE {columns['user']} = %s AND {date} >= %s AND {date} <= %s AND {mood} IS NOT NULL GROUP BY {date}"
    )


def mood_by_day(*, user, start: dt.date, end: dt.date) -> dict[dt.date, tuple[float, int]]:
    """Each day's average mood and how many moods, between two days (one query over the
    user's index, bounded by the window, whatever the length of the journal). Written
    out: the insights page asks on every visit, and the ORM took 0.6 ms to build what
    runs in a twentieth of that."""
    ops = connection.ops
    with connection.cursor() as cursor:
        cursor.execute(
            _mood_sql(connection.vendor), [user.pk, ops.adapt_datefield_value(start), ops.adapt_datefield_value(end)]
        )
        rows = cursor.fetchall()
    return {
        dt.date.fromisoformat(day) if isinstance(day, str) else day: (float(average), int(count))
        for day, average, count in rows
    }
