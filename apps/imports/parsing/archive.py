"""A WhatsApp export ZIP (the chat's .txt and its attachments), opened without trusting it.

Before anything is unpacked: at most MAX_MEMBERS files, none declared larger than the
upload limit allows once unpacked, none packed more than MAX_RATIO times, all together at
most MAX_TOTAL. While unpacking, no file may give more bytes than it declared (a ZIP can
lie about its sizes): reading stops one byte past the declared size. Nothing is written
to disk under a name taken from the ZIP.
"""

import zipfile
from dataclasses import dataclass
from pathlib import PurePosixPath

from .base import ParseError

MAX_MEMBERS = 5000
MAX_RATIO = 200  # text packs about 5-10 times; bombs hundreds or thousands of times
CHUNK = 1 << 20

BOMB = "This ZIP file unpacks to far more than it holds (a “ZIP bomb”), so it was not opened."


@dataclass(frozen=True)
class Member:
    name: str  # as in the ZIP
    base: str  # the file's own name, which the chat's lines refer to
    size: int


def members(archive: zipfile.ZipFile, *, max_total: int) -> list[Member]:
    infos = archive.infolist()
    if len(infos) > MAX_MEMBERS:
        raise ParseError(f"This ZIP file holds more than {MAX_MEMBERS:,} files, which is more than a chat export has.")
    total = 0
    found = []
    for info in infos:
        if info.is_dir():
            continue
        if info.flag_bits & 0x1:
            raise ParseError("This ZIP file is protected by a password. Please export the chat again without one.")
        total += info.file_size
        packed = max(info.compress_size, 1)
        if info.file_size > max_total or total > max_total or info.file_size / packed > MAX_RATIO:
            raise ParseError(BOMB)
        found.append(Member(info.filename, PurePosixPath(info.filename).name, info.file_size))
    return found


def read_member(archive: zipfile.ZipFile, member: Member) -> bytes:
    """The member's bytes, never more than it declared."""
    out = bytearray()
    try:
        with archive.open(member.name) as handle:
            while chunk := handle.read(CHUNK):
                out += chunk
                if len(out) > member.size:
                    raise ParseError(BOMB)
    except (zipfile.BadZipFile, OSError, EOFError):
        raise ParseError("This ZIP file is damaged and cannot be opened.") from None
    return bytes(out)


def chat_member(found: list[Member]) -> Member:
    texts = [m for m in found if m.base.lower().endswith(".txt")]
    chats = [m for m in texts if "chat" in m.base.lower()] or texts
    if not chats:
        raise ParseError(
            "This ZIP file holds no chat (.txt) file. Please choose WhatsApp's export, with or without media."
        )
    return max(chats, key=lambda m: m.size)
