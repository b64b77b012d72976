"""Every app's share of a user's data, in one list that "export everything", "import
into an empty account" and "delete my account" all walk.

Each app that keeps rows belonging to a user has one `Part` here, in `parts/`. A part
says which models it covers, what it writes into the export's `data.json` (its
sections: a reader for the export, a writer for the import), how to erase the user's
rows, and which files it keeps.

Adding an app (a journal, say) is one module and one line:

1. Write `apps/mydata/parts/journal.py` with `PART = Part(...)`:
   - `models`: every model of the app whose rows belong to a user, as "label.Model";
   - `sections`: the keys it adds to `data.json`, each with `read(user)` (a dict,
     or an iterable of dicts when `many`) and `write(restore, item)`;
   - `erase(user)`: delete the user's rows (children first); return the names of any
     stored files, which are removed once the deletion is committed;
   - optionally `count`, `describe`, `files`, `finish`, `is_empty` and
     `search_tables` (see `Part`).
2. Add it to `PARTS` in `parts/__init__.py`, after the parts it refers to (a journal
   entry may point at a person or an attempt: after counter and attempts). Export and
   import go down the list; erasing goes up it.
3. Describe the new sections in `schema/export.schema.json` and, if an older export
   can no longer be read, raise `FORMAT_VERSION` in `exporting.py`.

The test `test_every_model_with_user_rows_belongs_to_a_part` fails until step 1 is
done for a new model that points at the user; the schema test fails until step 3.
"""

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .restoring import Restore


@dataclass(frozen=True)
class ExportFile:
    """A stored file that goes into the ZIP at `path`."""

    path: str
    size: int
    open: Callable[[], IO[bytes]]


@dataclass(frozen=True)
class Section:
    """One top-level key of `data.json`."""

    key: str
    many: bool  # a list streamed item by item, or one object
    read: Callable[[Any], Any]  # user -> a dict, or an iterable of dicts when many
    write: Callable[["Restore", dict], None]  # one item (or the object) into the new account
    # The export format version that added it: an older file has no such key, and the
    # import goes on without it.
    since: int = 1


def _nothing(user) -> dict[str, int]:
    return {}


def _no_files(user) -> Iterator[ExportFile]:
    return iter(())


def _always_empty(user) -> bool:
    return True


@dataclass(frozen=True)
class Part:
    name: str
    models: tuple[str, ...]
    sections: tuple[Section, ...]
    erase: Callable[[Any], list[str]]
    # How many items each list section holds (the export's progress, and the import's).
    count: Callable[[Any], dict[str, int]] = _nothing
    files: Callable[[Any], Iterable[ExportFile]] = _no_files
    # Called on import once every section of the part has been written.
    finish: Callable[["Restore"], None] | None = None
    # An import only goes into an account where every part is empty.
    is_empty: Callable[[Any], bool] = _always_empty
    # What the account holds in this part, in words, one line each ("3 people, with
    # their streaks"): shown before an export or a deletion.
    describe: Callable[[Any], list[str]] = lambda user: []
    # SQLite full-text tables that hold the user's words: merged after an erase, so
    # that the words leave the file.
    search_tables: tuple[str, ...] = ()
