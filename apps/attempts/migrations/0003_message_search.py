"""The index for words in messages (apps/attempts/search.py).

SQLite: an FTS5 table of messages, with a small table that gives each attempt a stable
integer row id (an attempt's own id is a UUID, and SQLite's hidden rowid can change on
VACUUM), both kept in step with attempts_attempt by triggers, then filled from the
messages already there. PostgreSQL: a GIN index over to_tsvector('simple', message).
"""

from django.db import migrations

SQLITE_CREATE = [
    """CREATE TABLE attempts_search_doc (
        id INTEGER PRIMARY KEY,
        attempt_id char(32) NOT NULL UNIQUE
    )""",
    """CREATE VIRTUAL TABLE attempts_search_fts USING fts5(
        message, tokenize = 'unicode61 remove_diacritics 0'
    )""",
    """CREATE TRIGGER attempts_search_insert AFTER INSERT ON attempts_attempt BEGIN
        INSERT INTO attempts_search_doc (attempt_id) VALUES (new.id);
        INSERT INTO attempts_search_fts (rowid, message)
            SELECT id, new.message FROM attempts_search_doc WHERE attempt_id = new.id;
    END""",
    """CREATE TRIGGER attempts_search_update AFTER UPDATE OF message ON attempts_attempt
    WHEN new.message IS NOT old.message BEGIN
        DELETE FROM attempts_search_fts
            WHERE rowid = (SELECT id FROM attempts_search_doc WHERE attempt_id = old.id);
        INSERT OR IGNORE INTO attempts_search_doc (attempt_id) VALUES (new.id);
        INSERT INTO attempts_search_fts (rowid, message)
            SELECT id, new.message FROM attempts_search_doc WHERE attempt_id = new.id;
    END""",
    """CREATE TRIGGER attempts_search_delete AFTER DELETE ON attempts_attempt BEGIN
        DELETE FROM attempts_search_fts
            WHERE rowid = (SELECT id FROM attempts_search_doc WHERE attempt_id = old.id);
        DELETE FROM attempts_search_doc WHERE attempt_id = old.id;
    END""",
    "INSERT INTO attempts_search_doc (attempt_id) SELECT id FROM attempts_attempt",
    """INSERT INTO attempts_search_fts (rowid, message)
        SELECT d.id, a.message FROM attempts_search_doc d JOIN attempts_attempt a ON a.id = d.attempt_id""",
]
SQLITE_DROP = [
    "DROP TRIGGER IF EXISTS attempts_search_insert",
    "DROP TRIGGER IF EXISTS attempts_search_update",
    "DROP TRIGGER IF EXISTS attempts_search_delete",
    "DROP TABLE IF EXISTS attempts_search_fts",
    "DROP TABLE IF EXISTS attempts_search_doc",
]
POSTGRESQL_CREATE = [
    "CREATE INDEX attempt_message_search ON attempts_attempt "
    "USING gin (to_tsvector('simple'::regconfig, message))",
]
POSTGRESQL_DROP = ["DROP INDEX IF EXISTS attempt_message_search"]


def _run(statements: dict):
    def run(apps, schema_editor):
        for sql in statements.get(schema_editor.connection.vendor, []):
            schema_editor.execute(sql)

    return run


class Migration(migrations.Migration):
    dependencies = [("attempts", "0002_attempttactic")]

    operations = [
        migrations.RunPython(
            _run({"sqlite": SQLITE_CREATE, "postgresql": POSTGRESQL_CREATE}),
            _run({"sqlite": SQLITE_DROP, "postgresql": POSTGRESQL_DROP}),
            elidable=False,
        ),
    ]
