"""What every chat parser gives: messages with their line numbers, and what it could not read."""

from dataclasses import dataclass, field
from datetime import datetime

PARSER = "nocontact chat reader"
PARSER_VERSION = "1.0"
# The sender of messages the user sent, where a format says so (SMS). A private-use
# character no contact name carries; not NUL, which PostgreSQL refuses in text and an HTML
# form cannot carry (the browser turns it into U+FFFD, and the choice no longer matches).
ME = "\ue000you"


class ParseError(Exception):
    """A file that cannot be imported, with the plain reason."""


@dataclass(slots=True)
class Message:
    line: int  # where it starts in the file (1-based); for XML, the message's number
    when: datetime  # naive (the export's local time) or aware (SMS backups keep UTC)
    sender: str
    text: str
    kind: str = "text"  # "text", "media" (left out of the export), "deleted", "attachment"
    attachment: str = ""  # the attached file's name (in the ZIP or the SMS backup)
    data: bytes | None = field(default=None, repr=False)  # an attachment's bytes (SMS backups)
    thread: str = ""  # whose conversation (SMS backups hold many)


@dataclass
class Parsed:
    format: str  # "whatsapp-android", "whatsapp-ios", "sms-backup", "csv"
    label: str  # what the user reads: "WhatsApp chat (Android)"
    messages: list[Message]
    unreadable: list[tuple[int, str]] = field(default_factory=list)  # (line, its start)
    system: int = 0  # notices of the app itself (encryption, number changes): skipped
    orders: tuple[str, ...] = ()  # date orders that fit every date ("dmy", "mdy", "ymd")
    order: str = ""  # the order used (the likeliest of `orders`, or the one asked for)

    @property
    def ambiguous(self) -> bool:
        return len(self.orders) > 1

    def senders(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for message in self.messages:
            counts[message.sender] = counts.get(message.sender, 0) + 1
        return dict(sorted(counts.items(), key=lambda item: -item[1]))


ORDER_LABELS = {"dmy": "day, then month (31/12)", "mdy": "month, then day (12/31)", "ymd": "year first (2024-12-31)"}
