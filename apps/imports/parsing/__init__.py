"""Reading chat exports: WhatsApp (.txt, or the ZIP with its media), SMS Backup & Restore
XML, and plain CSV. Pure Python on bytes and files, no database: `read_export` says what
the file is and gives its messages, or raises ParseError with the reason in plain words.
"""

import io
import zipfile
from dataclasses import dataclass, field

from . import archive, csvchat, smsxml, whatsapp
from .base import ME, ORDER_LABELS, PARSER, PARSER_VERSION, Message, Parsed, ParseError

__all__ = [
    "ME",
    "ORDER_LABELS",
    "PARSER",
    "PARSER_VERSION",
    "Export",
    "Message",
    "ParseError",
    "Parsed",
    "read_export",
]

NOT_A_CHAT = (
    "This file is not a chat export we can read. Please choose WhatsApp's “Export chat” file (.txt or .zip), "
    "an SMS Backup & Restore file (.xml) or a CSV with time, sender and text."
)


@dataclass
class Export:
    parsed: Parsed
    encoding: str
    attachments: dict[str, archive.Member] = field(default_factory=dict)  # by file name (ZIP)
    zip_file: zipfile.ZipFile | None = None


def decode(data: bytes) -> tuple[list[str], str]:
    """The text's lines and its encoding; UTF-8 (or UTF-16 with its mark) only."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16").splitlines(), "UTF-16"
        except UnicodeDecodeError:
            pass
    else:
        try:
            return data.decode("utf-8-sig").splitlines(), "UTF-8"
        except UnicodeDecodeError as error:
            line = data.count(b"\n", 0, error.start) + 1
            raise ParseError(
                f"This file is not in the UTF-8 text encoding that chat apps export (line {line} cannot be read). "
                "Please export the chat again from the app, without opening and saving it in another program."
            ) from None
    raise ParseError("This file is not in the UTF-8 text encoding that chat apps export.")


def _text_export(data: bytes, *, order: str) -> Export:
    if b"\x00" in data[:4096] and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise ParseError(NOT_A_CHAT)
    lines, encoding = decode(data)
    if whatsapp.detect(lines):
        return Export(whatsapp.parse(lines, order=order), encoding)
    if csvchat.looks_like(lines):
        return Export(csvchat.parse(lines, order=order), encoding)
    raise ParseError(NOT_A_CHAT)


def read_export(
    source, *, order: str = "", thread: str = "", max_unpacked: int, keep_attachments: bool = False
) -> Export:
    """Read an export from an open binary file (seekable). `order` forces the date order
    the user chose; `thread` keeps one contact of an SMS backup."""
    head = source.read(8192)
    source.seek(0)
    if head.startswith(b"PK\x03\x04"):
        try:
            opened = zipfile.ZipFile(source)
        except zipfile.BadZipFile:
            raise ParseError("This ZIP file is damaged and cannot be opened.") from None
        found = archive.members(opened, max_total=max_unpacked)
        chat = archive.chat_member(found)
        export = _text_export(archive.read_member(opened, chat), order=order)
        export.parsed.label += ", with its media (ZIP)"
        export.attachments = {m.base: m for m in found if m is not chat}
        export.zip_file = opened
        return export
    if smsxml.looks_like(head):
        return Export(smsxml.parse(source, thread=thread, keep_attachments=keep_attachments), "UTF-8")
    return _text_export(source.read(), order=order)


def from_bytes(data: bytes, **options) -> Export:
    return read_export(io.BytesIO(data), **options)
