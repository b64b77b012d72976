"""Reading an export back: the state of one import, and `data.json` read item by item.

`data.json` can be large (every entry with every version), so it is never loaded
whole: `sections` walks it with a streaming parser and hands over one top-level object,
or one item of a top-level list, at a time.
"""

import contextlib
import zipfile
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, NoReturn

import ijson
from django.core.exceptions import ValidationError
from django.db import models, transaction

from nocontact.rows import insert_rows

BATCH = 1000
END = object()  # the end of a list section


class ImportRefused(Exception):
    """The file cannot be imported; `reason` says why, in plain words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class Restore:
    """One import into one account: what it has written so far, and its progress."""

    user: Any
    archive: zipfile.ZipFile
    quota_bytes: int
    total: int = 0
    progress: Callable[[int, int], None] = lambda done, total: None
    done: int = 0
    stored: list[str] = field(default_factory=list)  # evidence files written (removed on failure)
    state: dict[str, Any] = field(default_factory=dict)  # each part's own bookkeeping
    pending: dict[type[models.Model], list[models.Model]] = field(default_factory=lambda: defaultdict(list))

    def refuse(self, reason: str) -> NoReturn:
        raise ImportRefused(reason)

    def check(self, obj: models.Model, *, exclude: list[str]) -> None:
        """Validate a row's fields (lengths, choices, ranges) without asking the database."""
        try:
            obj.clean_fields(exclude=exclude)
        except ValidationError as error:
            name, messages = next(iter(error.message_dict.items()))
            self.refuse(f"{obj._meta.verbose_name} {obj.pk}: {name}: {messages[0]}")

    def tick(self, n: int = 1) -> None:
        self.done += n
        self.progress(self.done, self.total)

    def add(self, obj: models.Model) -> None:
        """A row to write with the next batch."""
        self.pending[type(obj)].append(obj)
        self.tick(1)
        if sum(len(rows) for rows in self.pending.values()) >= BATCH:
            self.flush()

    def flush(self) -> None:
        with self.batch():
            for model, rows in self.pending.items():
                insert_rows(model, rows, as_given=True)
        self.pending.clear()

    def batch(self) -> contextlib.AbstractContextManager:
        """One short write transaction: a big import never holds the write lock for long."""
        return transaction.atomic()

    def read(self, path: str, *, limit: int) -> bytes:
        """A file from the archive, refused if it is larger than `limit`."""
        try:
            info = self.archive.getinfo(path)
        except KeyError:
            self.refuse(f"the file {path} is missing from the archive")
        if info.file_size > limit:
            self.refuse(f"the file {path} is larger than this server accepts")
        with self.archive.open(info) as member:
            data = member.read(limit + 1)
        if len(data) > limit:
            self.refuse(f"the file {path} is larger than this server accepts")
        return data


def sections(stream) -> Iterator[tuple[str, Any]]:
    """(key, value) for each top-level key of a JSON object, in file order. A list's
    items come one by one, each as (key, item); a list ends with (key, END)."""
    key = None
    in_list = False
    builder = None
    depth = 0
    for prefix, event, value in ijson.parse(stream, use_float=True):
        if builder is None:
            if prefix == "":
                if event == "map_key":
                    key, in_list = value, False
                elif event not in ("start_map", "end_map"):
                    raise ImportRefused("data.json is not a JSON object")
                continue
            if prefix == key and event == "start_array" and not in_list:
                in_list = True
                continue
            if prefix == key and event == "end_array" and in_list:
                yield key, END
                continue
            builder = ijson.ObjectBuilder()
            depth = 0
        builder.event(event, value)
        if event in ("start_map", "start_array"):
            depth += 1
        elif event in ("end_map", "end_array"):
            depth -= 1
        if depth == 0:
            assert key is not None, "an item's key was read before it"
            yield key, builder.value
            builder = None
