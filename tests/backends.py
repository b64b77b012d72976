"""Tests that concern one database backend only. The suite runs on SQLite and on
PostgreSQL (CI runs both); a test about, say, SQLite's file or its FTS5 keys is skipped
on the other, with its reason shown."""

import pytest
from django.db import connection


def sqlite_only(reason: str) -> pytest.MarkDecorator:
    return pytest.mark.skipif(connection.vendor != "sqlite", reason=reason)
