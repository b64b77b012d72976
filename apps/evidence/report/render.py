"""Render the report to PDF with WeasyPrint and sign it (PAdES) with the instance's key."""

import io
import secrets
from importlib.metadata import version
from pathlib import Path

from django.conf import settings
from django.template.loader import render_to_string

from apps.tactics.selectors import tactic_by_slug

from ..collect import Collected, FileInfo, Progress, no_progress
from ..keys import grouped, instance_keys
from ..receipts import receipt_make
from . import rows
from .pages import join_and_stamp
from .sign import sign_pdf
from .weasy import CSS, HTML, URLFetcher, URLFetcherResponse

STYLESHEET = Path(__file__).with_name("report.css")


def new_report_id() -> str:
    raw = secrets.token_hex(6).upper()
    return f"R-{raw[:4]}-{raw[4:8]}-{raw[8:]}"


def software() -> str:
    """The software that made a report, by the site's (neutral) name and exact versions."""
    parts = ", ".join(f"{name} {version(name.lower())}" for name in ("Django", "WeasyPrint", "pyHanko"))
    return f"{settings.SITE_NAME} {version('nocontact')} ({parts})"


class ExhibitFetcher(URLFetcher):
    """Hands WeasyPrint the display copies of the exhibits, and nothing else: no file
    outside the list, no network."""

    def __init__(self, images: dict[str, FileInfo]):
        super().__init__(allowed_protocols=())
        self.images = images

    def fetch(self, url, headers=None):
        info = self.images.get(url)
        if info is None:
            raise ValueError(f"not an exhibit of this report: {url[:40]}")
        body = (Path(settings.EVIDENCE_ROOT) / info.preview).read_bytes()
        return URLFetcherResponse(url, body, {"Content-Type": "image/webp"}, 200)


def _left_out(collected: Collected) -> list[str]:
    reasons = []
    outside = collected.total_entries - len(collected.entries)
    if outside:
        reasons.append(
            f"{rows.counted(outside, 'entry is', 'entries are')} outside the people, period or tactics chosen. Their links (hashes only, "
            "no content) are in the bundle's chain, so the whole log can still be checked."
        )
    if collected.deleted:
        reasons.append(
            f"{rows.counted(collected.deleted, 'entry was', 'entries were')} deleted by the user. Their content was erased; each is shown "
            "where it was, with the time of deletion, and the chain keeps its fingerprint."
        )
    if collected.scope.tactics:
        reasons.append("Deleted entries cannot be matched by tactic (their tags were erased with them).")
    if not collected.scope.include_tags:
        reasons.append("The user's own tactic tags are left out: they chose not to include them.")
    if missing := collected.missing_files:
        reasons.append(
            f"{rows.counted(len(missing), 'file was', 'files were')} missing from storage when this report was made; "
            "see Exhibits."
        )
    return reasons


def _channel_person_table(collected: Collected) -> tuple[list[str], list[tuple[str, list[int]]]]:
    """Entries per channel (rows) and person (columns), with an "All" column."""
    people = [
        (pid, label) for pid, label in collected.people.items() if any(e.person_id == pid for e in collected.entries)
    ]
    table = []
    for key, label in rows.CHANNELS.items():
        own = [e for e in collected.entries if e.channel == key]
        if own:
            table.append((label, [sum(1 for e in own if e.person_id == pid) for pid, _ in people] + [len(own)]))
    return [label for _, label in people] + ["All"], table


def context(collected: Collected, *, report_id: str) -> tuple[dict, dict[str, FileInfo]]:
    zone = collected.scope.zone
    scope = collected.scope
    exhibits, numbers, images = rows.exhibits(collected)
    keys = instance_keys()
    person_labels, by_channel_person = _channel_person_table(collected)
    tags = [tactic_by_slug(s) for s in scope.tactics]
    return {
        "report_id": report_id,
        "prefix": scope.prefix,
        "site_name": settings.SITE_NAME,
        "account": collected.user.get_username(),
        "made_at": rows.when(collected.made_at, zone),
        "made_at_utc": collected.made_at.isoformat(timespec="seconds"),
        "time_zone": scope.time_zone,
        "period_start": rows.day(scope.start)
        or (collected.entries and rows.day(collected.entries[0].occurred_at.astimezone(zone).date())),
        "period_end": rows.day(scope.end)
        or (collected.entries and rows.day(collected.entries[-1].occurred_at.astimezone(zone).date())),
        "people": [collected.people.get(p, "") for p in scope.people] or ["Everyone in the log"],
        "tactics": [t.name for t in tags if t] or ["Any"],
        "include_tags": scope.include_tags,
        "entry_count": len(collected.entries),
        "deleted_count": collected.deleted,
        "edited_count": collected.edited,
        "total_entries": collected.total_entries,
        "head_seq": collected.head_seq,
        "head_hash": collected.head_hash,
        "fingerprint": grouped(keys.fingerprint),
        "cert_fingerprint": grouped(keys.cert_fingerprint),
        "software": software(),
        "left_out": _left_out(collected),
        "person_labels": person_labels,
        "by_channel_person": by_channel_person,
        "by_month": [(bar.label, bar.count) for bar in rows.month_chart(collected).bars],
        "by_channel": rows.counts(rows.CHANNELS.get(e.channel, e.channel) for e in collected.entries),
        "by_tactic": rows.counts(
            (t.name if (t := tactic_by_slug(slug)) else slug)
            for e in collected.entries
            for slug in (e.latest or {}).get("tactics", [])
        )
        if scope.include_tags
        else [],
        "chart": rows.month_chart(collected),
        "chronology": rows.chronology(collected, numbers),
        "exhibits": exhibits,
    }, images


CHUNK = 400  # chronology entries per rendered part: memory stays flat however long the log


def _part(template: str, data: dict, fetcher: URLFetcher, stylesheet: CSS) -> bytes:
    html = render_to_string(template, data)
    return HTML(string=html, url_fetcher=fetcher).write_pdf(stylesheets=[stylesheet])


def report_render(collected: Collected, *, report_id: str, progress: Progress = no_progress) -> bytes:
    """The signed PDF of `collected`, as bytes. Rendered in parts (front matter, the
    chronology 400 entries at a time, exhibits), joined, footers stamped, then signed."""
    data, images = context(collected, report_id=report_id)
    fetcher = ExhibitFetcher(images)
    stylesheet = CSS(string=STYLESHEET.read_text(), url_fetcher=fetcher)
    chronology = data.pop("chronology")
    steps = 3 + (len(chronology) + CHUNK - 1) // CHUNK
    parts = [_part("evidence/pdf/front.html", data, fetcher, stylesheet)]
    progress(1, steps)
    for start in range(0, len(chronology), CHUNK):
        chunk = {**data, "rows": chronology[start : start + CHUNK], "first": start == 0, "hash_chars": rows.HASH_CHARS}
        parts.append(_part("evidence/pdf/chronology.html", chunk, fetcher, stylesheet))
        progress(len(parts), steps)
    parts.append(_part("evidence/pdf/exhibits.html", data, fetcher, stylesheet))
    writer, _ = join_and_stamp(parts, prefix=collected.scope.prefix, report_id=report_id)
    del parts
    for exhibit in data["exhibits"]:
        if exhibit.attached:
            info = _info(collected, exhibit.sha256)
            name = f"exhibit-{exhibit.number}-{info.sha256[:12]}.pdf"
            writer.add_attachment(name, (Path(settings.EVIDENCE_ROOT) / info.stored).read_bytes())
    # A receipt comes with every report: keep a copy of it away from this server.
    writer.add_attachment("receipt.txt", receipt_make(user=collected.user).text.encode())
    writer.add_metadata({"/Title": f"Log report {report_id}", "/Producer": software()})
    out = io.BytesIO()
    writer.write(out)
    progress(steps - 1, steps)
    signed = sign_pdf(
        out.getvalue(),
        reason=f"Log report {report_id}: {rows.counted(len(collected.entries), 'entry', 'entries')}, chain head {collected.head_hash[:16]}",
    )
    progress(steps, steps)
    return signed


def _info(collected: Collected, sha256: str) -> FileInfo:
    return next(f for e in collected.entries for f in e.files if f.sha256 == sha256)
