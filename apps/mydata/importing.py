"""Import an export into an empty account (moving to another server).

Every item is checked against the JSON Schema and the models' own limits before it is
written; the hash chain is checked link by link, and the whole log is verified at the
end. Rows are written in short batches (never one long write lock); if anything is
refused, what the import wrote is erased again, and the account is as empty as before.
"""

import json
import logging
import zipfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import fastjsonschema
import ijson
from django.conf import settings
from django.db import DataError, IntegrityError

from .erasing import data_erase, files_delete
from .exporting import FORMAT, FORMAT_VERSION, OLDEST_VERSION, SCHEMA_PATH
from .parts import PARTS
from .registry import Part, Section
from .restoring import END, ImportRefused, Restore, sections

log = logging.getLogger(__name__)
HEADER = ("format", "version", "exported_at", "counts")
DATA_MAX_RATIO = 200  # data.json deflates far less than this; more means a ZIP bomb


@cache
def _validators() -> dict[str, Callable[[Any], Any]]:
    """One compiled validator per top-level key of the schema: for a list, the
    validator of one item (fastjsonschema: about 40 µs an entry, 50 times faster than
    interpreting the schema)."""
    schema = json.loads(SCHEMA_PATH.read_text())
    found = {}
    for key, rule in schema["properties"].items():
        target = rule.get("items", rule)
        found[key] = fastjsonschema.compile({**target, "$defs": schema["$defs"], "$schema": schema["$schema"]})
    return found


def _validate(key: str, value: Any) -> None:
    try:
        _validators()[key](value)
    except fastjsonschema.JsonSchemaValueException as error:
        where = error.message.removeprefix("data").lstrip(".") or "it"
        raise ImportRefused(f"in data.json, {key}: {where[:200]}") from None


def _open_data(archive: zipfile.ZipFile):
    try:
        info = archive.getinfo("data.json")
    except KeyError:
        raise ImportRefused("it has no data.json: it is not an export from this app") from None
    if info.file_size > settings.IMPORT_MAX_BYTES or info.file_size > DATA_MAX_RATIO * max(info.compress_size, 1):
        raise ImportRefused("its data.json is larger than this server accepts")
    return archive.open(info)


class _Walk:
    """Hands each key of data.json to its section, in the order the parts give."""

    def __init__(self, restore: Restore) -> None:
        self.restore = restore
        self.expected: list[tuple[Part, Section]] = [(p, s) for p in PARTS for s in p.sections]
        self.position = 0
        self.current: tuple[Part, Section] | None = None
        self.header: dict[str, Any] = {}

    def feed(self, key: str, value: Any) -> None:
        if key in HEADER and self.position == 0:
            self._header(key, value)
            return
        if self.current is None or self.current[1].key != key:
            self._next(key)
        assert self.current is not None, "_next found the section or refused the file"
        _, section = self.current
        if value is END:
            self._done()
            return
        _validate(key, value)
        section.write(self.restore, value)
        if not section.many:
            self._done()

    def _header(self, key: str, value: Any) -> None:
        if key == "format" and value != FORMAT:
            raise ImportRefused("it is not an export from this app")
        if key == "version" and isinstance(value, int) and value > FORMAT_VERSION:
            raise ImportRefused("it was made by a newer version of this app: update this server first")
        if key == "version" and isinstance(value, int) and value < OLDEST_VERSION:
            raise ImportRefused(
                "it was made by an earlier version of this app, which wrote its data differently: "
                "this server cannot read it"
            )
        _validate(key, value)
        self.header[key] = value
        if key == "counts":
            self.restore.total = sum(value.values())

    def _skip_newer(self) -> None:
        """Step over the sections a file of an older version cannot hold."""
        version = self.header.get("version", FORMAT_VERSION)
        while self.position < len(self.expected) and self.expected[self.position][1].since > version:
            self.position += 1

    def _next(self, key: str) -> None:
        if set(HEADER) - set(self.header):
            raise ImportRefused("data.json does not start the way an export does")
        self._skip_newer()
        if self.position >= len(self.expected) or self.expected[self.position][1].key != key:
            wanted = self.expected[self.position][1].key if self.position < len(self.expected) else "the end"
            raise ImportRefused(f"data.json has '{key}' where '{wanted}' should be")
        self.current = self.expected[self.position]
        self.position += 1

    def _done(self) -> None:
        assert self.current is not None, "a section is open"
        part, _ = self.current
        self.current = None
        last = self.position == len(self.expected) or self.expected[self.position][0] is not part
        if last and part.finish:
            part.finish(self.restore)

    def end(self) -> None:
        self._skip_newer()
        if self.position < len(self.expected) or self.current is not None:
            raise ImportRefused("data.json ends too early")


def _undo(restore: Restore) -> None:
    """Erase what a refused import wrote: the account was empty before it began."""
    data_erase(user=restore.user)
    files_delete(restore.stored)


def account_import(*, user, path: Path, progress: Callable[[int, int], None] | None = None) -> dict[str, int]:
    """Import the export at `path` into `user`'s account, which must be empty. Returns
    the export's counts. Raises ImportRefused with a plain reason."""
    try:
        archive = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError):
        raise ImportRefused("it is not a ZIP file") from None
    if not all(part.is_empty(user) for part in PARTS):
        raise ImportRefused("this account already holds entries: an import only goes into an empty account")
    with archive:
        restore = Restore(user=user, archive=archive, quota_bytes=settings.STORAGE_QUOTA_BYTES)
        if progress:
            restore.progress = progress
        walk = _Walk(restore)
        try:
            with _open_data(archive) as stream:
                for key, value in sections(stream):
                    walk.feed(key, value)
            walk.end()
        except ImportRefused:
            _undo(restore)
            raise
        except IntegrityError:
            _undo(restore)
            raise ImportRefused(
                "some of its records already exist on this server, in another account: "
                "an export can be imported once per server"
            ) from None
        except (ijson.JSONError, zipfile.BadZipFile, EOFError, ValueError, TypeError, KeyError, DataError) as error:
            _undo(restore)
            log.info("an import was refused as damaged (%s)", type(error).__name__)
            raise ImportRefused("its data.json is damaged or incomplete") from None
        except BaseException:
            _undo(restore)
            raise
    return walk.header["counts"]
