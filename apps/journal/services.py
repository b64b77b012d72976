"""Writes to the journal. An entry is the user's own writing, not evidence: it can be
edited and deleted outright (the log is where records are kept unchanged)."""

import datetime as dt
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction

from apps.attempts.models import NOTES_MAX, Attempt, AttemptRevision, Response
from apps.attempts.services import attempt_update

from .models import Entry, JournalSettings
from .prompts import BY_KEY
from .text import plain_text

FIELDS = ("date", "mood", "prompt", "text", "person", "attempt", "urge")
EMPTY = "Write a few words, or choose how you feel."


def _clean(entry: Entry) -> None:
    """full_clean without its lookups of the links (instances already read), which
    must be the user's own; an entry needs words or a mood."""
    entry.text = plain_text(entry.text)
    entry.full_clean(exclude=["user", "person", "attempt", "urge"], validate_unique=False)
    for name in ("person", "attempt", "urge"):
        linked = getattr(entry, name)
        if linked is not None and linked.user_id != entry.user_id:
            raise ValidationError({name: "Choose one of your own."})
    if entry.prompt and entry.prompt not in BY_KEY:
        raise ValidationError({"prompt": "Choose one of the questions offered."})
    if not entry.text and entry.mood is None:
        raise ValidationError(EMPTY, code="empty")


@transaction.atomic
def entry_create(*, user, date: dt.date, kind: str = Entry.Kind.ENTRY, **fields: Any) -> Entry:
    unknown = set(fields) - set(FIELDS)
    if unknown:
        raise TypeError(f"unknown fields: {sorted(unknown)}")
    entry = Entry(user=user, date=date, kind=kind, **fields)
    _clean(entry)
    entry.save(force_insert=True)
    return entry


@transaction.atomic
def entry_update(*, entry: Entry, **changes: Any) -> Entry:
    unknown = set(changes) - set(FIELDS)
    if unknown:
        raise TypeError(f"unknown fields: {sorted(unknown)}")
    for name, value in changes.items():
        setattr(entry, name, value)
    _clean(entry)
    entry.save()
    return entry


@transaction.atomic
def entry_delete(*, entry: Entry) -> None:
    """Gone for good: its words leave the search index with it (the triggers)."""
    entry.delete()


def checkin_record(*, user, date: dt.date, mood: int, line: str = "") -> Entry:
    """The home page's check-in: a mood and, if the user likes, one line."""
    return entry_create(user=user, date=date, kind=Entry.Kind.CHECK_IN, mood=mood, text=line)


def journal_settings_get(*, user) -> JournalSettings:
    """The user's choices, or the defaults (not saved) when they have made none."""
    return JournalSettings.objects.filter(user=user).first() or JournalSettings(user=user)


@transaction.atomic
def journal_settings_set(*, user, show_prompts: bool) -> JournalSettings:
    settings, _ = JournalSettings.objects.update_or_create(user=user, defaults={"show_prompts": show_prompts})
    return settings


REPLY_HEADING = "Your reply ({date}):"


def reply_notes(*, notes: str, reply: str, date: dt.date) -> str:
    """An attempt's notes with a reply added at the end, under a dated heading."""
    block = f"{REPLY_HEADING.format(date=f'{date.day} {date:%B %Y}')}\n{plain_text(reply)}"
    return f"{notes.rstrip()}\n\n{block}" if notes.strip() else block


def reply_save(*, attempt: Attempt, reply: str, date: dt.date) -> AttemptRevision | None:
    """Keep a checked reply as the user's response to an attempt: the response becomes
    "I replied" and the words go into the notes, as a new revision of the entry (the
    log's own service, so the hash chain records it). Nothing else keeps the draft."""
    if not plain_text(reply):
        raise ValidationError({"reply": "There is nothing to save yet."})
    notes = reply_notes(notes=attempt.notes, reply=reply, date=date)
    if len(notes) > NOTES_MAX:
        raise ValidationError(
            {"reply": f"This would make the entry's notes longer than {NOTES_MAX:,} characters. Shorten the reply."}
        )
    return attempt_update(attempt=attempt, response=Response.REPLIED, notes=notes)
