"""Attempt.tactic_ids goes: AttemptTactic is the one record of an attempt's tactics, and
the log reads them with a subquery.

Django's SQLite schema editor would rebuild attempts_attempt to drop a column, and the
rebuild drops the search triggers of 0003/0005 with the old table. ALTER TABLE ... DROP
COLUMN (SQLite 3.35+, PostgreSQL) changes the table in place and keeps them. Going back
adds the column the same way and fills it from the links, as 0004 did.
"""

import importlib

from django.db import migrations, models


def fill_tactic_ids(apps, schema_editor):
    importlib.import_module("apps.attempts.migrations.0004_attempt_tactic_ids").fill_tactic_ids(apps, schema_editor)


class Migration(migrations.Migration):
    dependencies = [("attempts", "0006_evidencefile_has_location")]

    operations = [
        migrations.RunPython(migrations.RunPython.noop, fill_tactic_ids, elidable=True),
        migrations.SeparateDatabaseAndState(
            state_operations=[migrations.RemoveField(model_name="attempt", name="tactic_ids")],
            database_operations=[
                migrations.RunSQL(
                    "ALTER TABLE attempts_attempt DROP COLUMN tactic_ids",
                    "ALTER TABLE attempts_attempt ADD COLUMN tactic_ids varchar(255) DEFAULT '' NOT NULL",
                ),
            ],
        ),
    ]
