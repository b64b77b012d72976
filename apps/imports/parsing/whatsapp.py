"""WhatsApp's "Export chat" text, Android and iOS, any date order, 12 or 24 hour times.

    31/12/2023, 23:59 - Alex: Happy new year          (Android)
    12/31/23, 11:59 PM - Alex: Happy new year
    [31/12/2023, 23:59:59] Alex: Happy new year       (iOS)

A line that starts like a date begins a message; any other line continues the message
before it. A line that starts like a date but whose date or time cannot be read is listed
as unreadable (with its number), never silently joined to the message before it.
"""

import re

from .base import Message, Parsed, ParseError
from .dates import choose_order, combine, parse_time, split_date

_MARKS = "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\ufeff"
_DATE = r"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}"
_TIME = r"\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:[\s\u202f\u00a0]?[AaPp]\.?\s?[Mm]\.?)?"
ANDROID = re.compile(rf"^(?P<date>{_DATE}),?\s(?P<time>{_TIME})\s[-\u2013]\s(?P<rest>.*)$")
IOS = re.compile(rf"^\[(?P<date>{_DATE}),?\s(?P<time>{_TIME})\]\s(?P<rest>.*)$")
LOOKS_LIKE_DATE = re.compile(rf"^\[?{_DATE}")
SENDER = re.compile(r"^(?P<sender>[^:]{1,80}?): (?P<text>.*)$", re.DOTALL)
MEDIA = re.compile(
    r"^(?:<Media omitted>|<Médias omis>|(?:image|video|audio|sticker|GIF|document|Contact card) omitted)$",
    re.IGNORECASE,
)
DELETED = re.compile(r"^(?:This message was deleted\.?|You deleted this message\.?)$", re.IGNORECASE)
ATTACHED_IOS = re.compile(r"^<attached: (?P<name>[^>]+)>$")
ATTACHED_ANDROID = re.compile(r"^(?P<name>[\w .()-]+\.\w{2,5}) \(file attached\)$")
MAX_SENDERS = 500


def _header(line: str):
    clean = line.lstrip(_MARKS)
    match = IOS.match(clean) or ANDROID.match(clean)
    if match:
        return match, "whatsapp-ios" if clean.startswith("[") else "whatsapp-android"
    return None, ""


def detect(lines: list[str]) -> str:
    """The WhatsApp variant if the first lines look like one, else ""."""
    found: dict[str, int] = {}
    for line in lines[:200]:
        _, kind = _header(line)
        if kind:
            found[kind] = found.get(kind, 0) + 1
    return max(found, key=lambda kind: found[kind]) if found else ""


def _classify(text: str) -> tuple[str, str, str]:
    """(kind, text, attachment name) of a message's first line."""
    marked = bool(text) and text[0] in _MARKS
    clean = text.strip(_MARKS + " ")
    if MEDIA.match(clean):
        return "media", "", ""
    if DELETED.match(clean):
        return "deleted", "", ""
    attached = ATTACHED_IOS.match(clean) or ATTACHED_ANDROID.match(clean.split("\n", 1)[0])
    if attached:
        caption = clean.split("\n", 1)[1].strip() if "\n" in clean else ""
        return "attachment", caption, attached["name"].strip()
    if marked:  # iOS marks the app's own notices (encryption, a changed number) this way
        return "system", "", ""
    return "text", text.lstrip(_MARKS), ""


def parse(lines: list[str], *, order: str = "") -> Parsed:
    """Parse the export's lines (without line ends). `order` forces a date order."""
    variant = detect(lines)
    if not variant:
        raise ParseError("This does not look like a WhatsApp chat export: no line starts with a date and a time.")
    heads = []  # (index, match)
    for index, line in enumerate(lines):
        match, _ = _header(line)
        if match:
            parts = split_date(match["date"])
            if parts:
                heads.append((index, match, parts))
    dates = [(parts, len(re.split(r"[./-]", m["date"])[0])) for _, m, parts in heads]
    orders, likeliest = choose_order(dates)
    chosen = order or likeliest
    if not chosen:
        raise ParseError("The dates in this file could not be read in any order (day and month, month and day).")
    parsed = Parsed(
        variant,
        "WhatsApp chat (iPhone)" if variant == "whatsapp-ios" else "WhatsApp chat (Android)",
        [],
        orders=orders,
        order=chosen,
    )
    head_at = {index: (match, parts) for index, match, parts in heads}
    current: Message | None = None
    body: list[str] = []

    def finish() -> None:
        nonlocal current
        if current is None:
            return
        text = "\n".join(body)
        kind, words, name = _classify(text)
        if kind == "system":
            parsed.system += 1
        else:
            current.kind, current.text, current.attachment = kind, words.rstrip("\n"), name
            parsed.messages.append(current)
        current = None

    for index, line in enumerate(lines):
        number = index + 1
        head = head_at.get(index)
        if head is None:
            if current is not None:
                body.append(line)
            elif LOOKS_LIKE_DATE.match(line.lstrip(_MARKS)) or line.strip():
                parsed.unreadable.append((number, line[:120]))
            continue
        match, parts = head
        time = parse_time(match["time"])
        when = combine(parts, chosen, time) if time else None
        if when is None:
            finish()
            parsed.unreadable.append((number, line[:120]))
            continue
        finish()
        rest = match["rest"]
        sender = SENDER.match(rest)
        if sender is None:
            parsed.system += 1  # "Messages and calls are end-to-end encrypted", "X joined"
            continue
        current = Message(number, when, sender["sender"].strip(_MARKS + " "), "")
        body = [sender["text"]]
    finish()
    if not parsed.messages:
        raise ParseError("No messages could be read from this file: its dates or times are not in a form we know.")
    if len(parsed.unreadable) > max(20, len(parsed.messages)):
        first = parsed.unreadable[0][0]
        raise ParseError(
            f"Most lines of this file could not be read, starting at line {first}: "
            "its dates or times are not in a form we know."
        )
    return parsed
