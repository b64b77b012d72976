"""What a report or a bundle covers: one pass over the user's chain, read once, shared by both.

A report and a bundle for one person or one period still carry the whole chain: every
link of the log with its hashes, so that verify.py recomputes it from the first link to
the head. Only the entries in scope carry their records (their words); the other links
are marked "withheld" and checked by their link hashes alone. An erased record (a deleted
entry's earlier versions) is marked "erased".
"""

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from django.conf import settings
from django.db.models import QuerySet

from apps.attempts.models import Attempt, ChainHead, EvidenceFile
from apps.attempts.records import chain_links, link_as_dict
from apps.counter.models import Person

Progress = Callable[[int, int], None]


def no_progress(done: int, total: int) -> None:
    return None


def scaled(progress: Progress, low: int, high: int) -> Progress:
    """A step's progress as a share of the whole job's, in percent from `low` to `high`."""
    return lambda done, total: progress(low + (high - low) * done // max(total, 1), 100)


@dataclass(frozen=True)
class Scope:
    """The filters a report or bundle was made with (already validated)."""

    people: tuple[str, ...] = ()  # person ids; empty: everyone
    start: dt.date | None = None
    end: dt.date | None = None
    tactics: tuple[str, ...] = ()  # tactic slugs; empty: any
    include_tags: bool = False
    prefix: str = "EX"  # the running exhibit number's prefix
    time_zone: str = "UTC"

    @property
    def zone(self) -> ZoneInfo:
        return ZoneInfo(self.time_zone)

    def as_dict(self) -> dict[str, Any]:
        return {
            "people": list(self.people),
            "from": self.start.isoformat() if self.start else None,
            "to": self.end.isoformat() if self.end else None,
            "tactics": list(self.tactics),
            "include_tags": self.include_tags,
            "prefix": self.prefix,
            "time_zone": self.time_zone,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Scope":
        """The scope back from as_dict() (a job's arguments are plain JSON)."""
        return cls(
            people=tuple(data["people"]),
            start=dt.date.fromisoformat(data["from"]) if data["from"] else None,
            end=dt.date.fromisoformat(data["to"]) if data["to"] else None,
            tactics=tuple(data["tactics"]),
            include_tags=data["include_tags"],
            prefix=data["prefix"],
            time_zone=data["time_zone"],
        )


@dataclass
class FileInfo:
    sha256: str
    name: str
    content_type: str
    size: int
    stored: str  # the storage name of the original
    preview: str  # the storage name of the display copy ("" for PDFs)
    present: bool  # the original is on disk

    @property
    def bundle_path(self) -> str:
        extension = self.content_type.rsplit("/", 1)[-1].replace("jpeg", "jpg")
        return f"originals/{self.sha256}.{extension}"

    @property
    def is_image(self) -> bool:
        return self.content_type.startswith("image/")


@dataclass
class Entry:
    id: str
    person_id: str
    occurred_at: dt.datetime
    occurred_approx: bool
    recorded_at: dt.datetime
    channel: str
    deleted_at: dt.datetime | None
    links: list[dict] = field(default_factory=list)  # this entry's links, oldest first
    files: list[FileInfo] = field(default_factory=list)

    @property
    def versions(self) -> list[dict]:
        return [link for link in self.links if link["kind"] == "revision"]

    @property
    def latest(self) -> dict | None:
        """The latest version's snapshot (None once the entry is deleted)."""
        versions = self.versions
        record = versions[-1]["record"] if versions else None
        return record["snapshot"] if record else None

    @property
    def last_link(self) -> dict:
        return self.links[-1]


@dataclass
class Collected:
    user: Any
    scope: Scope
    entries: list[Entry]
    links: list[dict]  # every link of the chain; records only for entries in scope
    head_seq: int
    head_hash: str
    people: dict[str, str]  # person id -> label
    total_entries: int  # every entry the log has, in scope or not
    made_at: dt.datetime

    @property
    def missing_files(self) -> list[tuple[Entry, FileInfo]]:
        return [(entry, f) for entry in self.entries for f in entry.files if not f.present]

    @property
    def deleted(self) -> int:
        return sum(1 for entry in self.entries if entry.deleted_at)

    @property
    def edited(self) -> int:
        return sum(1 for entry in self.entries if len(entry.versions) > 1)


def scoped_attempts(*, user, scope: Scope) -> QuerySet[Attempt]:
    """The user's entries the scope covers, deleted ones included (as tombstones) unless
    the scope picks tactics: a deleted entry's tags are erased with it."""
    qs = Attempt.objects.filter(user=user)
    if scope.people:
        qs = qs.filter(person_id__in=scope.people)
    if scope.start:
        qs = qs.filter(occurred_at__gte=dt.datetime.combine(scope.start, dt.time.min, tzinfo=scope.zone))
    if scope.end:
        end = dt.datetime.combine(scope.end + dt.timedelta(days=1), dt.time.min, tzinfo=scope.zone)
        qs = qs.filter(occurred_at__lt=end)
    if scope.tactics:
        qs = qs.filter(tactic_links__tactic__slug__in=scope.tactics, deleted_at__isnull=True).distinct()
    return qs


def _files(*, user, scoped: QuerySet[Attempt], root: Path) -> dict[str, list[FileInfo]]:
    found: dict[str, list[FileInfo]] = {}
    rows = EvidenceFile.objects.filter(attempt__in=scoped.values("pk")).order_by("uploaded_at")
    for row in rows.values_list("attempt_id", "sha256", "original_name", "content_type", "size", "original", "preview"):
        attempt_id, sha, name, content_type, size, stored, preview = row
        info = FileInfo(sha, name, content_type, size, stored, preview or "", (root / stored).is_file())
        found.setdefault(str(attempt_id), []).append(info)
    return found


def collect(*, user, scope: Scope, progress: Progress = no_progress) -> Collected:
    """Read everything a report or bundle needs, in a few queries and one pass over the chain."""
    made_at = dt.datetime.now(dt.UTC)
    head = ChainHead.objects.filter(user=user).values_list("seq", "hash").first() or (0, "0" * 64)
    scoped = scoped_attempts(user=user, scope=scope)
    columns = ("id", "person_id", "occurred_at", "occurred_approx", "recorded_at", "channel", "deleted_at")
    entries = {str(row[0]): Entry(str(row[0]), str(row[1]), *row[2:]) for row in scoped.values_list(*columns)}
    for attempt_id, files in _files(user=user, scoped=scoped, root=Path(settings.EVIDENCE_ROOT)).items():
        entries[attempt_id].files = files
    links = []
    total = head[0] or 1
    for link in chain_links(user):
        if link.seq > head[0]:
            break  # written after we read the head: the next report will carry it
        plain = link_as_dict(link)
        attempt_id = link.ref.split(":")[1]
        entry = entries.get(attempt_id)
        if entry is None:
            plain["record"], plain["state"] = None, "withheld"
        else:
            plain["state"] = "included" if link.record is not None else "erased"
            entry.links.append(plain)
        links.append(plain)
        if link.seq % 500 == 0:
            progress(link.seq, total)
    progress(total, total)
    people = dict(Person.objects.filter(user=user).values_list("pk", "label"))
    return Collected(
        user=user,
        scope=scope,
        entries=sorted((e for e in entries.values() if e.links), key=lambda e: (e.occurred_at, e.id)),
        links=links,
        head_seq=head[0],
        head_hash=head[1],
        people={str(k): v for k, v in people.items()},
        total_entries=Attempt.objects.filter(user=user).count(),
        made_at=made_at,
    )
