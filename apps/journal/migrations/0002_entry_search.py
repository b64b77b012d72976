"""The index for words in journal entries (apps/journal/search.py), the log's way.

SQLite: an FTS5 table of entry texts, and a small table that gives each entry a stable
integer key (an entry's own id is a UUID): the user's id above bit 32, then the next
free number of that user's entries. A search asks FTS5 for matches between the user's
first and last key, so it reads only that user's part of the index. Triggers keep both
tables in step with journal_entry. PostgreSQL: a GIN index over
to_tsvector('simple', text).
"""

from django.db import migrations

_NEW_KEY = (
    "coalesce((SELECT max(id) + 1 FROM journal_search_doc WHERE id BETWEEN (new.user_id << 32) "
    "AND (new.user_id << 32) + 4294967295), new.user_id << 32)"
)
_INSERT_NEW = [
    f"INSERT INTO journal_search_doc (id, entry_id) VALUES ({_NEW_KEY}, new.id);",
    "INSERT INTO journal_search_fts (rowid, text) SELECT id, new.text FROM journal_search_doc WHERE entry_id = new.id;",
]
_REMOVE_OLD = [
    "DELETE FROM journal_search_fts WHERE rowid = (SELECT id FROM journal_search_doc WHERE entry_id = old.id);",
    "DELETE FROM journal_search_doc WHERE entry_id = old.id;",
]
SQLITE_CREATE = [
    """CREATE TABLE journal_search_doc (
        id INTEGER PRIMARY KEY,
        entry_id char(32) NOT NULL UNIQUE
    )""",
    """CREATE VIRTUAL TABLE journal_search_fts USING fts5(
        text, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3 4'
    )""",
    "CREATE TRIGGER journal_search_insert AFTER INSERT ON journal_entry BEGIN\n" + "\n".join(_INSERT_NEW) + "\nEND",
    "CREATE TRIGGER journal_search_update AFTER UPDATE OF text ON journal_entry\n"
    "WHEN new.text IS NOT old.text BEGIN\n"
    "DELETE FROM journal_search_fts WHERE rowid = (SELECT id FROM journal_search_doc WHERE entry_id = old.id);\n"
    "INSERT INTO journal_search_fts (rowid, text) SELECT id, new.text FROM journal_search_doc WHERE entry_id = new.id;"
    "\nEND",
    "CREATE TRIGGER journal_search_delete AFTER DELETE ON journal_entry BEGIN\n" + "\n".join(_REMOVE_OLD) + "\nEND",
    # Entries already there (none when this app is new; kept for a rebuild).
    """INSERT INTO journal_search_doc (id, entry_id)
        SELECT (user_id << 32) + row_number() OVER (PARTITION BY user_id ORDER BY created_at, id) - 1, id
        FROM journal_entry""",
    """INSERT INTO journal_search_fts (rowid, text)
        SELECT d.id, e.text FROM journal_search_doc d JOIN journal_entry e ON e.id = d.entry_id""",
]
SQLITE_DROP = [
    "DROP TRIGGER IF EXISTS journal_search_insert",
    "DROP TRIGGER IF EXISTS journal_search_update",
    "DROP TRIGGER IF EXISTS journal_search_delete",
    "DROP TABLE IF EXISTS journal_search_fts",
    "DROP TABLE IF EXISTS journal_search_doc",
]
POSTGRESQL_CREATE = [
    "CREATE INDEX journal_entry_text_search ON journal_entry USING gin (to_tsvector('simple'::regconfig, text))",
]
POSTGRESQL_DROP = ["DROP INDEX IF EXISTS journal_entry_text_search"]


def _run(statements: dict):
    def run(apps, schema_editor):
        for sql in statements.get(schema_editor.connection.vendor, []):
            schema_editor.execute(sql, None)

    return run


class Migration(migrations.Migration):
    dependencies = [("journal", "0001_initial")]

    operations = [
        migrations.RunPython(
            _run({"sqlite": SQLITE_CREATE, "postgresql": POSTGRESQL_CREATE}),
            _run({"sqlite": SQLITE_DROP, "postgresql": POSTGRESQL_DROP}),
            elidable=False,
        ),
    ]
