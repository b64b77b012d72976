"""Everything the report's template prints, worked out here once: dates formatted, labels
chosen, chart bars measured. The template only prints attributes."""

import datetime as dt
from collections import Counter
from dataclasses import dataclass
from zoneinfo import ZoneInfo

from apps.attempts.models import Channel, Response
from apps.attempts.selectors import FIELD_LABELS
from apps.tactics.selectors import tactic_by_slug

from ..collect import Collected, Entry, FileInfo

CHANNELS = dict(Channel.choices)
RESPONSES = dict(Response.choices)
HASH_CHARS = 12


def counted(n: int, one: str, many: str) -> str:
    """ "1 entry", "3 entries": a number with its noun."""
    return f"{n:,} {one if n == 1 else many}"


def when(moment: dt.datetime | str | None, zone: ZoneInfo) -> str:
    if moment is None:
        return ""
    if isinstance(moment, str):
        moment = dt.datetime.fromisoformat(moment)
    local = moment.astimezone(zone)
    return f"{local.day} {local:%b %Y, %H:%M:%S}"


def day(value: dt.date | None) -> str:
    return f"{value.day} {value:%B %Y}" if value else ""


@dataclass(frozen=True)
class Note:
    """A revision or deletion, noted under its entry."""

    text: str
    earlier_words: str = ""


@dataclass(frozen=True)
class Exhibit:
    number: int
    entry_number: int
    name: str
    sha256: str
    size: str
    content_type: str
    url: str  # "exhibit:N" for an image the fetcher serves; "" otherwise
    present: bool
    attached: bool  # a PDF attached to the report file


@dataclass(frozen=True)
class ChronoRow:
    number: int
    entry_id: str
    occurred: str
    approx: bool
    recorded: str
    person: str
    channel: str
    via: str
    words: str
    response: str
    notes: str
    tags: str
    deleted: str  # "" or the sentence saying when and what was erased
    hash_prefix: str
    notes_list: tuple[Note, ...]
    exhibits: str  # "Exhibits 3, 4"


@dataclass(frozen=True)
class Bar:
    label: str
    count: int
    x: float
    y: float
    width: float
    height: float
    label_x: float
    show_label: bool


@dataclass(frozen=True)
class Chart:
    width: int
    height: int
    bars: tuple[Bar, ...]
    peak: int
    baseline: float


def _size(n: int) -> str:
    return f"{n / 1024 / 1024:.1f} MB" if n >= 1024 * 1024 else f"{max(1, round(n / 1024))} KB"


def _notes(entry: Entry, zone: ZoneInfo) -> tuple[Note, ...]:
    notes, previous = [], None
    for link in entry.links:
        record = link["record"]
        if link["kind"] == "tombstone":
            deleted = when(record["deleted_at"], zone) if record else when(entry.deleted_at, zone)
            notes.append(Note(f"Deleted {deleted}. Its content was erased at the user's request."))
            continue
        if record is None:
            number = link["ref"].rsplit(":", 1)[-1]
            notes.append(Note(f"Version {number}: erased with the entry."))
            continue
        snapshot = record["snapshot"]
        if previous is not None:
            changed = [k for k in snapshot if previous.get(k) != snapshot.get(k)]
            labels = ", ".join(FIELD_LABELS.get(k, k).lower() for k in changed) or "nothing visible"
            earlier = previous.get("message", "") if "message" in changed else ""
            notes.append(
                Note(
                    f"Version {record['number']}, saved {when(record['created_at'], zone)}: changed {labels}.", earlier
                )
            )
        previous = snapshot
    return tuple(notes)


def chronology(collected: Collected, exhibit_numbers: dict[tuple[str, str], int]) -> list[ChronoRow]:
    zone = collected.scope.zone
    rows = []
    for number, entry in enumerate(collected.entries, start=1):
        latest = entry.latest or {}
        tags = ""
        if collected.scope.include_tags and latest.get("tactics"):
            tags = ", ".join((t.name if (t := tactic_by_slug(slug)) else slug) for slug in latest["tactics"])
        own = [exhibit_numbers[entry.id, f.sha256] for f in entry.files if (entry.id, f.sha256) in exhibit_numbers]
        rows.append(
            ChronoRow(
                number=number,
                entry_id=entry.id,
                occurred=when(entry.occurred_at, zone),
                approx=entry.occurred_approx,
                recorded=when(entry.recorded_at, zone),
                person=collected.people.get(entry.person_id, ""),
                channel=CHANNELS.get(entry.channel, entry.channel),
                via=latest.get("via", ""),
                words=latest.get("message", ""),
                response=RESPONSES.get(latest.get("response", ""), "") if latest else "",
                notes=latest.get("notes", ""),
                tags=tags,
                deleted=when(entry.deleted_at, zone) if entry.deleted_at else "",
                hash_prefix=entry.last_link["record_hash"][:HASH_CHARS],
                notes_list=_notes(entry, zone),
                exhibits=(("Exhibit " if len(own) == 1 else "Exhibits ") + ", ".join(map(str, own))) if own else "",
            )
        )
    return rows


def exhibits(collected: Collected) -> tuple[list[Exhibit], dict[tuple[str, str], int], dict[str, FileInfo]]:
    """Every file of the entries in scope, numbered; the numbers by (entry, hash); the
    images the PDF renderer may fetch, by their exhibit URL."""
    found: list[Exhibit] = []
    numbers: dict[tuple[str, str], int] = {}
    images: dict[str, FileInfo] = {}
    for entry_number, entry in enumerate(collected.entries, start=1):
        for info in entry.files:
            number = len(found) + 1
            numbers[entry.id, info.sha256] = number
            url = f"exhibit:{number}" if info.is_image and info.present and info.preview else ""
            if url:
                images[url] = info
            found.append(
                Exhibit(
                    number=number,
                    entry_number=entry_number,
                    name=info.name or "(no name)",
                    sha256=info.sha256,
                    size=_size(info.size),
                    content_type=info.content_type,
                    url=url,
                    present=info.present,
                    attached=info.present and not info.is_image,
                )
            )
    return found, numbers, images


def counts(values) -> list[tuple[str, int]]:
    return sorted(Counter(values).items(), key=lambda kv: (-kv[1], kv[0]))


def month_chart(collected: Collected, *, width: int = 480, height: int = 160) -> Chart:
    zone = collected.scope.zone
    months = Counter(e.occurred_at.astimezone(zone).strftime("%Y-%m") for e in collected.entries)
    if not months:
        return Chart(width, height, (), 0, height - 20)
    first, last = min(months), max(months)
    keys, (y, m) = [], map(int, first.split("-"))
    while f"{y:04d}-{m:02d}" <= last:
        keys.append(f"{y:04d}-{m:02d}")
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    peak = max(months.values())
    pad = 24  # room for the first and last labels
    baseline, slot = height - 20, (width - 2 * pad) / len(keys)
    every = max(1, len(keys) // 8)
    bars = []
    for i, key in enumerate(keys):
        count = months.get(key, 0)
        bar_height = (baseline - 10) * count / peak
        label = dt.date(int(key[:4]), int(key[5:]), 1).strftime("%b %Y")
        bars.append(
            Bar(
                label,
                count,
                pad + i * slot + slot * 0.15,
                baseline - bar_height,
                slot * 0.7,
                bar_height,
                pad + i * slot + slot / 2,
                i % every == 0,
            )
        )
    return Chart(width, height, tuple(bars), peak, baseline)
