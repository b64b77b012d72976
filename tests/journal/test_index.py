"""The SQLite word index (migration 0002) follows the journal by itself: keys in the
user's range, rows gone with their entry and with the account. PostgreSQL has a GIN
index over the text instead (nothing to keep in step)."""

import importlib

import pytest
from django.db import connection

from apps.journal.search import DOC_TABLE, FTS_TABLE, KEY_USER_SHIFT
from tests.backends import sqlite_only
from tests.factories import make_entry

pytestmark = [
    pytest.mark.django_db,
    sqlite_only("PostgreSQL searches a GIN expression index over the text: there is no copy to keep in step"),
]


def rows(sql: str, params=()) -> list[tuple]:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchall()


def test_each_entry_gets_a_key_in_its_users_range(alice, bob):
    a1, a2 = make_entry(user=alice), make_entry(user=alice)
    b1 = make_entry(user=bob)
    keys = dict(rows(f"SELECT entry_id, id FROM {DOC_TABLE}"))
    assert keys[a1.pk.hex] == alice.pk << KEY_USER_SHIFT
    assert keys[a2.pk.hex] == (alice.pk << KEY_USER_SHIFT) + 1
    assert keys[b1.pk.hex] == bob.pk << KEY_USER_SHIFT


def test_the_index_holds_the_current_text_and_loses_deleted_entries(alice):
    entry = make_entry(user=alice, text="first words")
    entry.text = "second words"
    entry.save()
    assert rows(f"SELECT text FROM {FTS_TABLE}") == [("second words",)]
    entry.delete()
    assert rows(f"SELECT count(*) FROM {FTS_TABLE}") == [(0,)]
    assert rows(f"SELECT count(*) FROM {DOC_TABLE}") == [(0,)]


def test_deleting_the_account_takes_the_entries_and_their_words(alice, bob):
    make_entry(user=alice, text="alice's own words")
    make_entry(user=bob, text="bob's words")
    alice.delete()
    assert rows(f"SELECT text FROM {FTS_TABLE}") == [("bob's words",)]
    assert rows(f"SELECT count(*) FROM {DOC_TABLE}") == [(1,)]


def test_rebuilding_the_index_gives_the_same_keys_and_words(alice, bob):
    make_entry(user=alice, text="one")
    make_entry(user=bob, text="two")
    make_entry(user=alice, text="three")
    before = (rows(f"SELECT id, entry_id FROM {DOC_TABLE} ORDER BY id"), rows(f"SELECT rowid, text FROM {FTS_TABLE}"))
    migration = importlib.import_module("apps.journal.migrations.0002_entry_search")
    with connection.cursor() as cursor:
        for sql in migration.SQLITE_DROP + migration.SQLITE_CREATE:
            cursor.execute(sql)
    after = (rows(f"SELECT id, entry_id FROM {DOC_TABLE} ORDER BY id"), rows(f"SELECT rowid, text FROM {FTS_TABLE}"))
    assert sorted(after[1]) == sorted(before[1])
    assert after[0] == before[0]
