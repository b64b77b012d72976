import os

import pytest
from django.db import connection


@pytest.mark.django_db
def test_the_suite_runs_on_the_database_it_was_given():
    if os.getenv("DATABASE_URL", "").startswith("postgres"):
        assert connection.vendor == "postgresql"
        assert connection.pg_version >= 150000  # Django 6.1 needs PostgreSQL 15 or newer
    else:
        assert connection.vendor == "sqlite"


@pytest.mark.django_db
def test_sqlite_overwrites_what_is_deleted():
    if connection.vendor != "sqlite":
        pytest.skip("PostgreSQL: erased rows go with VACUUM; nothing to switch on")
    with connection.cursor() as cursor:
        cursor.execute("PRAGMA secure_delete")
        assert cursor.fetchone()[0] == 1
