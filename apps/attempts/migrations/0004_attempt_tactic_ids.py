"""Each attempt keeps its tactics' ids ("3,7") for the log, filled here from the links
already there; a tactic that tags an entry can no longer be deleted."""

import django.db.models.deletion
from django.db import migrations, models

BATCH = 1000


def fill_tactic_ids(apps, schema_editor):
    Attempt = apps.get_model("attempts", "Attempt")
    AttemptTactic = apps.get_model("attempts", "AttemptTactic")
    ids: dict = {}
    for attempt_id, tactic_id in AttemptTactic.objects.values_list("attempt_id", "tactic_id").iterator():
        ids.setdefault(attempt_id, []).append(tactic_id)
    changed = [
        Attempt(pk=pk, tactic_ids=",".join(str(i) for i in sorted(set(tactic_ids)))) for pk, tactic_ids in ids.items()
    ]
    Attempt.objects.bulk_update(changed, ["tactic_ids"], batch_size=BATCH)


class Migration(migrations.Migration):
    dependencies = [
        ("attempts", "0003_message_search"),
        ("tactics", "0002_load_tactics"),
    ]

    operations = [
        # Django's SQLite schema editor would rebuild the table for this column, which
        # drops the search triggers of 0003; ALTER TABLE ADD COLUMN keeps them.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AddField(
                    model_name="attempt",
                    name="tactic_ids",
                    field=models.CharField(blank=True, db_default="", default="", editable=False, max_length=255),
                ),
            ],
            database_operations=[
                migrations.RunSQL(
                    "ALTER TABLE attempts_attempt ADD COLUMN tactic_ids varchar(255) DEFAULT '' NOT NULL",
                    "ALTER TABLE attempts_attempt DROP COLUMN tactic_ids",
                ),
            ],
        ),
        migrations.RunPython(fill_tactic_ids, migrations.RunPython.noop, elidable=True),
        migrations.AlterField(
            model_name="attempttactic",
            name="tactic",
            field=models.ForeignKey(
                on_delete=django.db.models.deletion.PROTECT, related_name="attempt_links", to="tactics.tactic"
            ),
        ),
    ]
