"""Writes of the data-rights app: deleting an account, importing an export."""

import logging
from dataclasses import dataclass

from django.db import transaction

from .erasing import data_erase, files_delete, search_index_scrub, session_keys, sessions_delete
from .importing import account_import
from .restoring import ImportRefused

log = logging.getLogger(__name__)

__all__ = ["Deleted", "ImportRefused", "account_delete", "account_import"]


@dataclass(frozen=True)
class Deleted:
    files: int
    sessions: int


def account_delete(*, user) -> Deleted:
    """Delete the account and everything in it, for good: every row of every app, the
    evidence files (originals and previews), every session, and (on SQLite) the search
    index's and the write-ahead log's copies of the words.

    The same for the user's own "Delete my account", `manage.py delete_user` and the
    admin's delete.
    """
    keys = session_keys(user=user)  # read before the write transaction: it scans every session
    user_id = user.pk
    with transaction.atomic():
        stored = data_erase(user=user)
        sessions = sessions_delete(keys)
        user.delete()
        # Once committed (the admin's delete runs inside its own transaction): the files,
        # then the index and the write-ahead log.
        transaction.on_commit(lambda: files_delete(stored))
        transaction.on_commit(search_index_scrub)
    log.info("account %s deleted: %d files, %d sessions", user_id, len(stored), sessions)
    return Deleted(files=len(stored), sessions=sessions)
