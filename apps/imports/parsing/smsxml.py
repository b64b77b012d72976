"""Android "SMS Backup & Restore" XML: <smses><sms .../><mms ...>...</mms></smses>.

Read with defusedxml, which refuses document type declarations, entities and anything
external: the file can never make the parser fetch a URL or expand itself. Read as a
stream, element by element, so a large backup never sits whole in memory.
"""

import base64
import binascii
from datetime import UTC, datetime

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import iterparse

from .base import ME, Message, Parsed, ParseError

RECEIVED = {"1"}  # sms type / mms msg_box: 1 received, 2 sent
SENT = {"2"}
UNKNOWN = {"", "null", "(Unknown)"}


def looks_like(head: bytes) -> bool:
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return (start.startswith(b"<?xml") and b"<smses" in head[:4096]) or start.startswith(b"<smses")


def _who(element) -> str:
    name = (element.get("contact_name") or "").strip()
    address = (element.get("address") or "").strip()
    return name if name not in UNKNOWN else (address or "Unknown number")


def _when(element) -> datetime | None:
    try:
        return datetime.fromtimestamp(int(element.get("date", "")) / 1000, tz=UTC)
    except (ValueError, OverflowError, OSError):
        return None


def parse(stream, *, thread: str = "", keep_attachments: bool = False) -> Parsed:
    """Every message of the backup (or of one contact, `thread`). A message the user sent
    has the sender ME; its `attachment` names the conversation ("to: Alex")."""
    parsed = Parsed("sms-backup", "SMS Backup & Restore (Android)", [])
    number = 0
    try:
        events = iterparse(stream, events=("start", "end"), forbid_dtd=True, forbid_entities=True, forbid_external=True)
        root_seen = False
        for event, element in events:
            if event == "start":
                if not root_seen:
                    root_seen = True
                    if element.tag != "smses":
                        raise ParseError("This XML file is not an SMS Backup & Restore backup.")
                continue
            if element.tag not in ("sms", "mms"):
                continue
            number += 1
            _one(parsed, element, number, thread, keep_attachments)
            element.clear()
    except DefusedXmlException:
        raise ParseError("This XML file declares entities or a document type, which is not allowed here.") from None
    except SyntaxError as error:  # ElementTree.ParseError
        raise ParseError(f"This XML file is damaged near line {getattr(error, 'position', (0,))[0]}.") from None
    if not parsed.messages:
        raise ParseError("No text messages could be read from this backup.")
    return parsed


def _one(parsed: Parsed, element, number: int, thread: str, keep: bool) -> None:
    who = _who(element)
    if thread and who != thread:
        return
    box = element.get("type") if element.tag == "sms" else element.get("msg_box")
    when = _when(element)
    if when is None or box not in RECEIVED | SENT:
        if box in RECEIVED | SENT:
            parsed.unreadable.append((number, f"<{element.tag}> with the date {element.get('date', '')!r}"))
        else:
            parsed.system += 1  # drafts, outbox, failed
        return
    sender = who if box in RECEIVED else ME
    if element.tag == "sms":
        parsed.messages.append(Message(number, when, sender, element.get("body") or "", thread=who))
        return
    texts, files = [], []
    for part in element.iter("part"):
        kind = part.get("ct", "")
        if kind == "text/plain":
            texts.append(part.get("text") or "")
        elif kind != "application/smil" and part.get("data"):
            data = None
            if keep:
                try:
                    data = base64.b64decode(part.get("data"), validate=False)
                except (binascii.Error, ValueError):
                    data = None
            files.append((part.get("cl") or part.get("name") or f"attachment-{number}", data))
    message = Message(number, when, sender, "\n".join(t for t in texts if t), thread=who)
    parsed.messages.append(message)
    for name, data in files[:1]:
        message.kind, message.attachment, message.data = "attachment", name, data
