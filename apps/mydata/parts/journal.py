"""The journal's rows: entries and check-ins (the user's own writing, with what each is
about), and whether the journal offers its writing prompts."""

from collections.abc import Iterator
from typing import Any

from django.db.models import Count, Q

from apps.attempts.models import Attempt
from apps.counter.models import Urge
from apps.journal.models import Entry, JournalSettings
from apps.journal.prompts import BY_KEY
from apps.journal.search import FTS_TABLE

from ..registry import Part, Section
from ..restoring import Restore
from ..values import counted, date, day, iso, moment, uid

CHUNK = 1000
LINKS = {"person": "a person", "attempt": "an entry of the log", "urge": "an urge"}


def read_settings(user) -> dict[str, Any]:
    settings = JournalSettings.objects.filter(user=user).first()
    return {"show_prompts": settings.show_prompts if settings else True}


def read_entries(user) -> Iterator[dict[str, Any]]:
    entries = Entry.objects.for_user(user).order_by("created_at", "pk")
    for e in entries.iterator(chunk_size=CHUNK):
        yield {
            "id": str(e.pk),
            "kind": e.kind,
            "date": day(e.date),
            "mood": e.mood,
            "prompt": e.prompt,
            "text": e.text,
            "person": str(e.person_id) if e.person_id else None,
            "attempt": str(e.attempt_id) if e.attempt_id else None,
            "urge": str(e.urge_id) if e.urge_id else None,
            "created_at": iso(e.created_at),
            "updated_at": iso(e.updated_at),
        }


def write_settings(restore: Restore, item: dict) -> None:
    if not item["show_prompts"]:
        JournalSettings.objects.update_or_create(user=restore.user, defaults={"show_prompts": False})


def _known(restore: Restore) -> dict[str, set[str]]:
    """The people, entries of the log and urges the import has written, read once: an
    entry may point only at those."""
    if "journal" not in restore.state:
        restore.flush()
        user = restore.user
        restore.state["journal"] = {
            "person": set(restore.state.get("people", ())),
            "attempt": {str(pk) for pk in Attempt.objects.filter(user=user).values_list("pk", flat=True)},
            "urge": {str(pk) for pk in Urge.objects.filter(user=user).values_list("pk", flat=True)},
        }
    return restore.state["journal"]


def write_entry(restore: Restore, item: dict) -> None:
    known = _known(restore)
    for name, what in LINKS.items():
        if item[name] is not None and item[name] not in known[name]:
            restore.refuse(f"a journal entry points at {what} ({item[name]}) that is not in the file")
    if item["prompt"] and item["prompt"] not in BY_KEY:
        restore.refuse(f"a journal entry answers a question this app does not know ({item['prompt']})")
    entry = Entry(
        id=uid(item["id"]),
        user=restore.user,
        kind=item["kind"],
        date=date(item["date"]),
        mood=item["mood"],
        prompt=item["prompt"],
        text=item["text"],
        person_id=uid(item["person"]),
        attempt_id=uid(item["attempt"]),
        urge_id=uid(item["urge"]),
        created_at=moment(item["created_at"]),
        updated_at=moment(item["updated_at"]),
    )
    restore.check(entry, exclude=["user", "person", "attempt", "urge"])
    restore.add(entry)


def finish(restore: Restore) -> None:
    restore.flush()


def erase(user) -> list[str]:
    # One DELETE; on SQLite the triggers take each entry's words out of the search index.
    rows = Entry.objects.filter(user=user)
    rows._raw_delete(rows.db)
    JournalSettings.objects.filter(user=user).delete()
    return []


def count(user) -> dict[str, int]:
    return {"journal_entries": Entry.objects.for_user(user).count()}


def describe(user) -> list[str]:
    n = Entry.objects.for_user(user).aggregate(
        entries=Count("pk", filter=Q(kind=Entry.Kind.ENTRY)), check_ins=Count("pk", filter=Q(kind=Entry.Kind.CHECK_IN))
    )
    return [
        counted(n["entries"], "journal entry", "journal entries")
        + " and "
        + counted(n["check_ins"], "check-in", "check-ins")
    ]


def is_empty(user) -> bool:
    return not Entry.objects.for_user(user).exists()


PART = Part(
    name="journal",
    models=("journal.Entry", "journal.JournalSettings"),
    sections=(
        Section("journal_settings", many=False, read=read_settings, write=write_settings),
        Section("journal_entries", many=True, read=read_entries, write=write_entry),
    ),
    erase=erase,
    count=count,
    describe=describe,
    finish=finish,
    is_empty=is_empty,
    search_tables=(FTS_TABLE,),
)
