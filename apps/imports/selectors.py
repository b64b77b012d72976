"""What the imports' pages show, worked out for the templates."""

from dataclasses import dataclass
from datetime import datetime

from django.db.models import Count

from apps.tactics.selectors import tactics_by_ids

from .models import ChatImport, ImportMatch
from .parsing import ORDER_LABELS

MATCHES_SHOWN = 200


@dataclass(frozen=True)
class PreviewRow:
    line: int
    when: str
    sender: str
    text: str


@dataclass(frozen=True)
class MatchRow:
    line: int
    kind: str
    when: str
    words: str
    url: str


@dataclass(frozen=True)
class TacticGroup:
    slug: str
    name: str
    count: int


def preview_rows(chat: ChatImport) -> list[PreviewRow]:
    rows = []
    for m in chat.preview.get("messages", []):
        when = datetime.fromisoformat(m["when"])
        text = m["text"] or {"media": "(a file the export left out)", "deleted": "(a deleted message)"}.get(
            m["kind"], ""
        )
        if m["attachment"]:
            text = f"{text} (file: {m['attachment']})".strip()
        # Day and month in words: the user can see at once whether the date order is right.
        rows.append(PreviewRow(m["line"], f"{when.day} {when:%b %Y}, {when:%H:%M}", m["sender"], text))
    return rows


def match_rows(chat: ChatImport, tz) -> list[MatchRow]:
    from django.urls import reverse

    found = (
        ImportMatch.objects.filter(chat_import=chat)
        .exclude(kind=ImportMatch.Kind.DUPLICATE)
        .order_by("line")
        .values_list("line", "kind", "attempt_id", "attempt__occurred_at", "attempt__message")[:MATCHES_SHOWN]
    )
    labels = dict(ImportMatch.Kind.choices)
    return [
        MatchRow(
            line,
            labels[kind],
            at.astimezone(tz).strftime("%-d %b %Y, %H:%M"),
            (words or "")[:140],
            reverse("attempts:detail", args=[pk]),
        )
        for line, kind, pk, at, words in found
    ]


def tactic_groups(chat: ChatImport) -> list[TacticGroup]:
    counts = dict(chat.suggestions.values_list("tactic_id").annotate(n=Count("id")).values_list("tactic_id", "n"))
    return [TacticGroup(t.slug, t.name, counts[t.id]) for t in tactics_by_ids(counts)]


def provenance(chat: ChatImport) -> list[tuple[str, str]]:
    facts = [
        ("File", chat.original_name or "(no name)"),
        ("SHA-256", chat.sha256),
        ("Size", f"{chat.size:,} bytes"),
        ("Format", chat.format_label),
        ("Read by", f"{chat.parser} {chat.parser_version}"),
        ("Text encoding", chat.encoding),
    ]
    if chat.date_order and chat.format != "sms-backup":
        facts.append(("Dates read as", ORDER_LABELS.get(chat.date_order, chat.date_order)))
    if chat.time_zone:
        facts.append(("Time zone", chat.time_zone))
    if chat.them:
        facts.append(("The other person", chat.them))
    return facts
