"""The SQLite full-text index (FTS5) of SearchDocument. On PostgreSQL nothing happens
here: the GIN index on SearchDocument.vector, from 0001, does the same work."""

from django.db import migrations

CREATE = """
CREATE VIRTUAL TABLE IF NOT EXISTS library_search_fts USING fts5(
    title, body, tokenize = 'porter unicode61 remove_diacritics 2'
)
"""
DROP = "DROP TABLE IF EXISTS library_search_fts"


def create_fts(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        schema_editor.execute(CREATE)


def drop_fts(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        schema_editor.execute(DROP)


class Migration(migrations.Migration):
    dependencies = [("library", "0001_initial")]

    operations = [migrations.RunPython(create_fts, drop_fts, elidable=False)]
