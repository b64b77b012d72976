"""One SQLite configuration, whichever way the database is named: the default file
(DJANGO_SQLITE_PATH) or DATABASE_URL=sqlite:///... Each case starts a fresh Python with
the production settings and reads the PRAGMAs from a live connection."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.db import connection

from tests.backends import sqlite_only

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import json, sqlite3, django
django.setup()
from django.db import connection, transaction
with connection.cursor() as cursor:
    found = {}
    for pragma in ("journal_mode", "synchronous", "secure_delete", "busy_timeout"):
        cursor.execute(f"PRAGMA {pragma}")
        found[pragma] = cursor.fetchone()[0]
name = connection.settings_dict["NAME"]
with transaction.atomic():
    # IMMEDIATE: the write lock is taken when the transaction begins, before any write.
    other = sqlite3.connect(name, timeout=0)
    try:
        other.execute("BEGIN IMMEDIATE")
        found["lock_taken_at_begin"] = False
    except sqlite3.OperationalError as error:
        found["lock_taken_at_begin"] = "locked" in str(error)
    finally:
        other.close()
found["name"] = str(name)
print(json.dumps(found))
"""


def _probe(tmp_path: Path, **env: str) -> dict:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_") and k != "DATABASE_URL"}
    clean |= {"DJANGO_SETTINGS_MODULE": "nocontact.settings", "DJANGO_DEBUG": "True", **env}
    result = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=clean, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


TUNED = {
    "journal_mode": "wal",
    "synchronous": 1,  # NORMAL
    "secure_delete": 1,
    "busy_timeout": 20_000,
    "lock_taken_at_begin": True,
}


def test_the_default_sqlite_file_is_tuned(tmp_path):
    path = tmp_path / "default.sqlite3"
    found = _probe(tmp_path, DJANGO_SQLITE_PATH=str(path))
    assert found.pop("name") == str(path)
    assert found == TUNED


def test_a_sqlite_database_named_by_database_url_is_tuned_the_same(tmp_path):
    path = tmp_path / "from-url.sqlite3"
    found = _probe(tmp_path, DATABASE_URL=f"sqlite:///{path}")
    assert found.pop("name") == str(path)
    assert found == TUNED


def test_the_busy_timeout_can_be_set(tmp_path):
    found = _probe(tmp_path, DATABASE_URL=f"sqlite:///{tmp_path / 'x.sqlite3'}", DJANGO_SQLITE_TIMEOUT="7")
    assert found["busy_timeout"] == 7_000


def test_postgresql_settings_are_left_as_they_are():
    from nocontact.settings import sqlite_tuned

    database = {"ENGINE": "django.db.backends.postgresql", "NAME": "x", "OPTIONS": {}}
    assert sqlite_tuned(dict(database)) == database


@sqlite_only("PostgreSQL run: the SQLite tuning is checked on files above")
@pytest.mark.django_db
def test_the_suites_own_sqlite_connection_is_tuned():
    with connection.cursor() as cursor:
        cursor.execute("PRAGMA secure_delete")
        assert cursor.fetchone()[0] == 1
        cursor.execute("PRAGMA busy_timeout")
        assert cursor.fetchone()[0] == 20_000
    assert connection.transaction_mode == "IMMEDIATE"
