"""Erasing a user: every row of every part, the stored files, every session, and the
search index's copies of the words.

SQLite keeps erased words in three more places than the tables themselves, and each
is dealt with here:
- free space in the file's pages: `secure_delete` (settings) overwrites what is deleted;
- the full-text index: FTS5 does not remove a deleted row's words from its segments
  (a delete even writes them again, as delete markers) until the segments are merged,
  so `optimize` merges every table that holds users' words into one clean segment;
- the write-ahead log, which still holds the pages as they were before the delete:
  a TRUNCATE checkpoint copies the clean pages into the file and empties the log.
On PostgreSQL the rows go at once and their space is reused after VACUUM.
"""

import logging
import os
from collections.abc import Iterable

from django.apps import apps
from django.conf import settings
from django.contrib.auth import SESSION_KEY
from django.core.files.storage import Storage, storages
from django.db import connection, transaction

from .parts import PARTS

log = logging.getLogger(__name__)


def data_erase(*, user) -> list[str]:
    """Delete the user's rows in every part, the parts that refer to others first.
    Returns the names of the stored files that go once this is committed."""
    stored: list[str] = []
    for part in reversed(PARTS):
        stored += part.erase(user)
    return stored


def session_keys(*, user) -> set[str]:
    """Every stored session signed in as the user (expired ones too: a session keeps
    what it holds, search words included, until it is deleted)."""
    if settings.SESSION_ENGINE not in (
        "django.contrib.sessions.backends.db",
        "django.contrib.sessions.backends.cached_db",
    ):
        return set()
    from django.contrib.sessions.models import Session

    keys: set[str] = set()
    if apps.is_installed("allauth.usersessions"):
        from allauth.usersessions.models import UserSession

        keys |= set(UserSession.objects.filter(user=user).values_list("session_key", flat=True))
    wanted = str(user.pk)
    for session in Session.objects.only("session_key", "session_data").iterator(chunk_size=2000):
        if str(session.get_decoded().get(SESSION_KEY, "")) == wanted:
            keys.add(session.session_key)
    return keys


def sessions_delete(keys: Iterable[str]) -> int:
    from django.contrib.sessions.models import Session

    deleted, _ = Session.objects.filter(session_key__in=list(keys)).delete()
    return deleted


def _overwrite_and_delete(storage: Storage, name: str) -> None:
    """Overwrite a stored file with zeros before deleting it, where the storage is a
    local folder (on a copy-on-write or flash disk the old blocks may still linger)."""
    try:
        path = storage.path(name)
    except NotImplementedError:
        path = None
    if path and os.path.exists(path):
        size = os.path.getsize(path)
        with open(path, "r+b") as out:
            out.write(b"\0" * size)
            out.flush()
            os.fsync(out.fileno())
    storage.delete(name)


def files_delete(names: Iterable[str]) -> None:
    storage = storages["evidence"]
    for name in names:
        try:
            _overwrite_and_delete(storage, name)
        except OSError:
            log.warning("could not delete a stored file during an erase", exc_info=True)


def search_index_scrub() -> bool:
    """SQLite only: merge the full-text indexes that hold users' words, then move the
    write-ahead log into the file and empty it. Returns False when another connection
    kept the log from being emptied (the next checkpoint does it)."""
    if connection.vendor != "sqlite":
        return True
    tables = [table for part in PARTS for table in part.search_tables]
    with transaction.atomic(), connection.cursor() as cursor:
        for table in tables:
            cursor.execute(f"INSERT INTO {table}({table}) VALUES ('optimize')")
    if connection.in_atomic_block:
        return True  # within an outer transaction: the checkpoint waits for the next one
    with connection.cursor() as cursor:
        cursor.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        busy, _, _ = cursor.fetchone()
    if busy:
        log.warning("the write-ahead log could not be emptied after an erase; the next checkpoint will")
    return not busy
