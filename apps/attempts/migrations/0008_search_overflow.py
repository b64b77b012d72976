"""The SQLite word index takes any number of entries in one minute (apps/attempts/search.py).

0005 keyed each message by (user, minute, slot) with 4,096 slots a minute. The 4,097th
entry of a user's minute took the next minute's first key, or failed with "UNIQUE
constraint failed" when that key was taken (the 4,098th always did). Chat imports write
bursts, so a full minute now sends its further entries to the user's overflow keys:
negative row ids, counting down from -(user << 40) - 1, each row keeping its minute's
first key (`base`) so that a search can read the overflow of the minutes it covers
beside the ordered keys. The index is rebuilt from the messages, so keys written past a
full minute before this migration are put right too. PostgreSQL is unchanged.
"""

import importlib

from django.db import migrations

SLOTS = 4096  # search.KEY_SLOTS
# (user id << 40) | (minute since 1970 << 12): the first key of that user's minute.
# Mirrors search.minute_key; the test suite checks the two agree.
_BASE = "((({user}) << 40) | (max(0, CAST(strftime('%s', {at}) AS INTEGER) / 60) << 12))"
# The user's overflow keys: from -(user << 40) - 1 down to -((user + 1) << 40) + 1.
_OVERFLOW_HIGH = "(-(({user}) << 40) - 1)"
_OVERFLOW_LOW = "(-((({user}) + 1) << 40) + 1)"
_NEW = _BASE.format(user="new.user_id", at="new.occurred_at")

# The next free slot in the entry's minute; when the minute is full, the user's next
# overflow key. Then the words under that key.
_INSERT_NEW = [
    f"""INSERT INTO attempts_search_doc (id, attempt_id, base)
        SELECT CASE
            WHEN m IS NULL THEN b
            WHEN m < b + {SLOTS - 1} THEN m + 1
            ELSE coalesce((SELECT min(id) FROM attempts_search_doc WHERE id BETWEEN {_OVERFLOW_LOW.format(user="new.user_id")} AND {_OVERFLOW_HIGH.format(user="new.user_id")}), {_OVERFLOW_HIGH.format(user="new.user_id")} + 1) - 1
        END, new.id, b
        FROM (SELECT b, (SELECT max(id) FROM attempts_search_doc WHERE id BETWEEN b AND b + {SLOTS - 1}) AS m
              FROM (SELECT {_NEW} AS b));""",
    """INSERT INTO attempts_search_fts (rowid, message)
        SELECT id, new.message FROM attempts_search_doc WHERE attempt_id = new.id;""",
]

_REMOVE_OLD = [
    """DELETE FROM attempts_search_fts
        WHERE rowid = (SELECT id FROM attempts_search_doc WHERE attempt_id = old.id);""",
    "DELETE FROM attempts_search_doc WHERE attempt_id = old.id;",
]

DROP = [
    "DROP TRIGGER IF EXISTS attempts_search_insert",
    "DROP TRIGGER IF EXISTS attempts_search_update",
    "DROP TRIGGER IF EXISTS attempts_search_delete",
    "DROP TABLE IF EXISTS attempts_search_fts",
    "DROP TABLE IF EXISTS attempts_search_doc",
]
CREATE = [
    """CREATE TABLE attempts_search_doc (
        id INTEGER PRIMARY KEY,
        attempt_id char(32) NOT NULL UNIQUE,
        base INTEGER NOT NULL
    )""",
    """CREATE VIRTUAL TABLE attempts_search_fts USING fts5(
        message, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3 4 5 6 7 8'
    )""",
    "CREATE TRIGGER attempts_search_insert AFTER INSERT ON attempts_attempt BEGIN\n"
    + "\n".join(_INSERT_NEW)
    + "\nEND",
    "CREATE TRIGGER attempts_search_update AFTER UPDATE OF message, occurred_at ON attempts_attempt\n"
    "WHEN new.message IS NOT old.message OR new.occurred_at IS NOT old.occurred_at BEGIN\n"
    + "\n".join(_REMOVE_OLD + _INSERT_NEW)
    + "\nEND",
    "CREATE TRIGGER attempts_search_delete AFTER DELETE ON attempts_attempt BEGIN\n" + "\n".join(_REMOVE_OLD) + "\nEND",
    # The entries already there: numbered within each minute in the log's order; past a
    # full minute, numbered down the user's overflow keys.
    f"""INSERT INTO attempts_search_doc (id, attempt_id, base)
        SELECT CASE
            WHEN n < {SLOTS} THEN b + n
            ELSE {_OVERFLOW_HIGH.format(user="u")} + 1
                 - row_number() OVER (PARTITION BY u, n < {SLOTS} ORDER BY b, n)
        END, id, b
        FROM (
            SELECT id, u, b, row_number() OVER (PARTITION BY b ORDER BY occurred_at, id) - 1 AS n
            FROM (SELECT id, user_id AS u, occurred_at, {_BASE.format(user="user_id", at="occurred_at")} AS b
                  FROM attempts_attempt)
        )""",
    """INSERT INTO attempts_search_fts (rowid, message)
        SELECT d.id, a.message FROM attempts_search_doc d JOIN attempts_attempt a ON a.id = d.attempt_id""",
]


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        for sql in DROP + CREATE:
            schema_editor.execute(sql, None)  # None: "%s" in strftime is not a placeholder


def backwards(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        before = importlib.import_module("apps.attempts.migrations.0005_search_by_time")
        for sql in DROP + before.CREATE:
            schema_editor.execute(sql, None)


class Migration(migrations.Migration):
    dependencies = [("attempts", "0007_remove_attempt_tactic_ids")]

    operations = [migrations.RunPython(forwards, backwards, elidable=False)]
