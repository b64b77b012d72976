"""An entry's history in words: each saved version, what it changed, in the user's
time zone ("Time changed from 3 May 2026, 21:30 to 3 May 2026, 21:45")."""

from dataclasses import dataclass
from datetime import datetime
from zoneinfo import ZoneInfo

from apps.counter.models import Person
from apps.tactics.selectors import tactic_by_slug

from ..models import Attempt, ChainLink, Channel, Response
from .log import FINGERPRINT, day_text

TEXT_SHOWN = 200  # characters of changed words shown in the history

FIELD_LABELS = {
    "person": "Person",
    "occurred_at": "Time",
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
_CHANNELS = dict(Channel.choices)
_RESPONSES = dict(Response.choices)


@dataclass(frozen=True)
class Change:
    """ "{label} changed from {before} to {after}"."""

    label: str
    before: str
    after: str


@dataclass(frozen=True)
class HistoryEntry:
    title: str  # "First saved", "Edited", "Deleted"
    when: str  # "3 May 2026, 21:45"
    iso: str
    fingerprint: str  # the start of the link's hash in the user's chain
    changes: tuple[Change, ...]


def moment_text(moment: datetime, tz: ZoneInfo, *, seconds: bool = False) -> str:
    local = moment.astimezone(tz)
    return f"{day_text(local)}, {local:%H:%M:%S}" if seconds else f"{day_text(local)}, {local:%H:%M}"


def _clip(text: str) -> str:
    return text if len(text) <= TEXT_SHOWN else text[: TEXT_SHOWN - 1] + "…"


def _value_text(name: str, value, *, tz: ZoneInfo, people: dict[str, str], seconds: bool) -> str:
    """One stored value (as a snapshot keeps it) in words."""
    if name == "occurred_at":
        return moment_text(datetime.fromisoformat(value), tz, seconds=seconds) if value else "not set"
    if name == "occurred_approx":
        return "yes" if value else "no"
    if name == "person":
        return people.get(value, "someone no longer in your list")
    if name == "channel":
        return _CHANNELS.get(value, value)
    if name == "response":
        return _RESPONSES.get(value, value)
    if name == "intensity":
        return f"{value} of 10" if value else "not set"
    if name == "tactics":
        names = [tactic.name if (tactic := tactic_by_slug(slug)) else slug for slug in value or []]
        return ", ".join(names) or "none"
    if name == "files":
        count = len(value or [])
        hashes = ", ".join(f"SHA-256 {h[:12]}…" for h in value or [])
        return f"{count} file{'s' if count != 1 else ''} ({hashes})" if count else "none"
    return _clip(str(value)) if value else "(empty)"


def _change(name: str, before, after, *, tz: ZoneInfo, people: dict[str, str]) -> Change:
    texts = [_value_text(name, v, tz=tz, people=people, seconds=False) for v in (before, after)]
    if name == "occurred_at" and texts[0] == texts[1]:  # the same minute: show the seconds that differ
        texts = [_value_text(name, v, tz=tz, people=people, seconds=True) for v in (before, after)]
    return Change(FIELD_LABELS.get(name, name), texts[0], texts[1])


def _people(attempt: Attempt, links: list[ChainLink]) -> dict[str, str]:
    """Labels of the people the versions name: the attempt's own person is loaded
    already; one query only when a version names another."""
    people = {str(attempt.person_id): attempt.person.label}
    named = {
        link.revision.snapshot["person"]
        for link in links
        if link.revision is not None and link.revision.snapshot is not None
    }
    if others := named - set(people):
        found = Person.objects.filter(user_id=attempt.user_id, pk__in=others).values_list("pk", "label")
        people.update((str(pk), label) for pk, label in found)
    return people


def revision_history(attempt: Attempt, *, tz: ZoneInfo) -> list[HistoryEntry]:
    """Every saved version, and the deletion if there was one, newest first, with what
    each version changed."""
    links = list(ChainLink.objects.filter(attempt=attempt).select_related("revision").order_by("seq"))
    people = _people(attempt, links)
    entries, previous = [], None
    for link in links:
        fingerprint = link.hash[:FINGERPRINT]
        if link.kind == ChainLink.Kind.TOMBSTONE:
            moment = attempt.deleted_at or link.created_at
            entries.append(HistoryEntry("Deleted", moment_text(moment, tz), moment.isoformat(), fingerprint, ()))
            continue
        revision = link.revision
        assert revision is not None, "a version's link always has its revision"
        changes: tuple[Change, ...] = ()
        if previous is not None and previous.snapshot and revision.snapshot:
            changes = tuple(
                _change(name, previous.snapshot.get(name), revision.snapshot.get(name), tz=tz, people=people)
                for name in revision.changed
            )
        title = "First saved" if revision.number == 1 else "Edited"
        when = moment_text(revision.created_at, tz)
        entries.append(HistoryEntry(title, when, revision.created_at.isoformat(), fingerprint, changes))
        previous = revision
    return entries[::-1]
