"""Export everything: one ZIP with `data.json` (described by `schema/export.schema.json`,
which travels inside it), a README, and every evidence original, byte for byte.

`export_chunks` yields the ZIP as it is written, so it can be streamed to the browser
or written to a file (`export_write`) with flat memory: `data.json` is written item by
item, and files are copied in blocks. It reads the database in one read-only snapshot
(without taking SQLite's write lock), so an entry saved while the export runs is either
wholly in it or wholly out of it.
"""

import contextlib
import json
import queue
import threading
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import connection
from django.template.loader import render_to_string
from django.utils import timezone

from .parts import PARTS
from .values import iso

FORMAT = "account-export"
FORMAT_VERSION = 3  # 2: the journal (journal_settings, journal_entries); 3: the insights watchlist
# The oldest version this server reads: 1 wrote its data differently (no journal). A
# version 2 file imports without the watchlist (its Section says since=3).
OLDEST_VERSION = 2
SCHEMA_PATH = Path(__file__).resolve().parent / "schema" / "export.schema.json"
BLOCK = 1024 * 1024
Progress = Callable[[int, int], None]


class _Sink:
    """A write-only buffer the ZIP writer appends to; `take` empties it. It cannot
    seek, so zipfile writes sizes after each member (data descriptors)."""

    def __init__(self) -> None:
        self._buffer = bytearray()
        self._position = 0

    def write(self, data: bytes) -> int:
        self._buffer += data
        self._position += len(data)
        return len(data)

    def tell(self) -> int:
        return self._position

    def flush(self) -> None:
        pass

    def close(self) -> None:
        pass

    @property
    def pending(self) -> int:
        return len(self._buffer)

    def take(self) -> bytes:
        data = bytes(self._buffer)
        self._buffer.clear()
        return data


@contextlib.contextmanager
def read_snapshot() -> Iterator[None]:
    """Every read inside sees the database as it was at the first one. SQLite (WAL):
    a deferred transaction, which never takes the write lock; PostgreSQL: repeatable
    read, read only. Inside an outer transaction (tests), that one is used as it is."""
    if connection.in_atomic_block:
        yield
        return
    begin = {
        "sqlite": "BEGIN DEFERRED",
        "postgresql": "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
    }.get(connection.vendor)
    if begin is None:
        yield
        return
    connection.ensure_connection()
    with connection.cursor() as cursor:
        cursor.execute(begin)
    try:
        yield
    finally:
        with connection.cursor() as cursor:
            cursor.execute("COMMIT")


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _document(user, header: dict[str, Any], tick: Callable[[], None]) -> Iterator[str]:
    yield "{" + ",".join(f"\n{_dumps(k)}:{_dumps(v)}" for k, v in header.items())
    for part in PARTS:
        for section in part.sections:
            value = section.read(user)
            if not section.many:
                yield f",\n{_dumps(section.key)}:{_dumps(value)}"
                continue
            yield f",\n{_dumps(section.key)}:["
            for i, item in enumerate(value):
                yield ("," if i else "") + "\n" + _dumps(item)
                tick()
            yield "\n]"
    yield "\n}\n"


def export_chunks(*, user, progress: Progress | None = None) -> Iterator[bytes]:
    """The ZIP, in pieces of about a megabyte."""
    with read_snapshot():
        counts: dict[str, int] = {}
        for part in PARTS:
            counts |= part.count(user)
        total, done = sum(counts.values()), 0

        def tick() -> None:
            nonlocal done
            done += 1
            if progress:
                progress(done, total)

        header = {"format": FORMAT, "version": FORMAT_VERSION, "exported_at": iso(timezone.now()), "counts": counts}
        sink = _Sink()
        with zipfile.ZipFile(sink, "w", compression=zipfile.ZIP_DEFLATED) as archive:
            readme = render_to_string("mydata/export_readme.txt", {"header": header, "site_name": settings.SITE_NAME})
            archive.writestr("README.txt", readme)
            archive.writestr("schema/export.schema.json", SCHEMA_PATH.read_bytes())
            with archive.open("data.json", "w", force_zip64=True) as out:
                for piece in _document(user, header, tick):
                    out.write(piece.encode())
                    if sink.pending >= BLOCK:
                        yield sink.take()
            yield sink.take()
            for part in PARTS:
                for f in part.files(user):
                    info = zipfile.ZipInfo(f.path, date_time=timezone.now().timetuple()[:6])
                    info.compress_type = zipfile.ZIP_STORED  # images and PDFs are compressed already
                    with f.open() as source, archive.open(info, "w", force_zip64=True) as out:
                        while block := source.read(BLOCK):
                            out.write(block)
                            yield sink.take()
                    tick()
        yield sink.take()


def _in_a_thread(user, progress: Progress | None) -> Iterator[bytes]:
    """export_chunks, read on a connection of its own in another thread, so that its
    read snapshot stays apart from what the caller writes meanwhile (a job's progress)."""
    messages: queue.Queue = queue.Queue(maxsize=16)
    stop = threading.Event()

    def put(*message) -> None:
        while not stop.is_set():
            with contextlib.suppress(queue.Full):
                messages.put(message, timeout=0.5)
                return

    def read() -> None:
        try:
            for chunk in export_chunks(user=user, progress=lambda done, total: put("progress", done, total)):
                put("chunk", chunk)
                if stop.is_set():
                    return
            put("end")
        except BaseException as error:  # noqa: BLE001 - handed over, and raised by the caller
            put("error", error)
        finally:
            connection.close()

    reader = threading.Thread(target=read, name="export-reader", daemon=True)
    reader.start()
    try:
        while True:
            kind, *values = messages.get()
            if kind == "chunk":
                yield values[0]
            elif kind == "progress" and progress:
                progress(*values)
            elif kind == "error":
                raise values[0]
            elif kind == "end":
                return
    finally:
        stop.set()
        reader.join()


def export_write(*, user, path: Path, progress: Progress | None = None) -> int:
    """Write the ZIP to `path`; return its size in bytes. Outside a transaction the
    reading runs in a thread of its own (see `_in_a_thread`); inside one (the tests),
    right here."""
    chunks = export_chunks(user=user, progress=progress) if connection.in_atomic_block else _in_a_thread(user, progress)
    size = 0
    with open(path, "wb") as out:
        for chunk in chunks:
            out.write(chunk)
            size += len(chunk)
    return size


def export_filename() -> str:
    return f"data-{timezone.localdate().isoformat()}.zip"
