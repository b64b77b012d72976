import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.db import connection

from tests.backends import sqlite_only

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.django_db
def test_the_suite_runs_on_the_database_it_was_given():
    if os.getenv("DATABASE_URL", "").startswith("postgres"):
        assert connection.vendor == "postgresql"
        assert connection.pg_version >= 150000  # Django 6.1 needs PostgreSQL 15 or newer
    else:
        assert connection.vendor == "sqlite"
        # The app's own SQLite set-up, not one parsed from an exported DATABASE_URL.
        assert connection.settings_dict["OPTIONS"]["transaction_mode"] == "IMMEDIATE"


@sqlite_only("PostgreSQL: erased rows go with VACUUM; there is nothing to switch on")
@pytest.mark.django_db
def test_sqlite_overwrites_what_is_deleted():
    with connection.cursor() as cursor:
        cursor.execute("PRAGMA secure_delete")
        assert cursor.fetchone()[0] == 1


def test_the_suite_runs_on_its_own_settings(settings):
    assert settings.SETTINGS_MODULE == "tests.settings"
    # Worked out from DJANGO_DEBUG when the settings load: an exported DJANGO_DEBUG=True
    # would make it 0.
    assert settings.SECURE_HSTS_SECONDS == 60 * 60 * 24 * 365
    assert settings.SECRET_KEY.startswith("test-only-")


@pytest.mark.slow
def test_the_callers_django_settings_and_sqlite_url_are_ignored(tmp_path):
    """What `make run` teaches a shell to export must not change a test run: the
    tests above, run again with it exported, still pass (on SQLite, with its own
    settings, and nothing written to the exported database)."""
    exported = tmp_path / "x.db"
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "nocontact.settings",
        "DJANGO_DEBUG": "True",
        "DJANGO_SECRET_KEY": "the-callers-own-key",
        "DJANGO_SQLITE_PATH": str(tmp_path / "callers.sqlite3"),
        "DATABASE_URL": f"sqlite:///{exported}",
    }
    tests = [
        f"tests/test_database.py::{name}"
        for name in (
            "test_sqlite_overwrites_what_is_deleted",
            "test_the_suite_runs_on_its_own_settings",
            "test_the_suite_runs_on_the_database_it_was_given",
        )
    ]
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", *tests],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "3 passed" in result.stdout
    assert not exported.exists()
