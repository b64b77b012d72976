"""Attempt.tactics through an explicit AttemptTactic, which copies the attempt's user
and time so that the log filtered by a tactic walks one index.

The rows of the old, automatic table are copied over before that table goes; going
back copies them the other way."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def _tables(apps):
    Attempt = apps.get_model("attempts", "Attempt")
    AttemptTactic = apps.get_model("attempts", "AttemptTactic")
    old = Attempt._meta.get_field("tactics").remote_field.through._meta.db_table
    return Attempt._meta.db_table, old, AttemptTactic._meta.db_table


def copy_forward(apps, schema_editor):
    attempts, old, new = _tables(apps)
    schema_editor.execute(
        f"INSERT INTO {new} (attempt_id, tactic_id, user_id, occurred_at) "
        f"SELECT t.attempt_id, t.tactic_id, a.user_id, a.occurred_at "
        f"FROM {old} t JOIN {attempts} a ON a.id = t.attempt_id"
    )


def copy_back(apps, schema_editor):
    attempts, old, new = _tables(apps)
    schema_editor.execute(f"INSERT INTO {old} (attempt_id, tactic_id) SELECT attempt_id, tactic_id FROM {new}")


class Migration(migrations.Migration):
    dependencies = [
        ("attempts", "0001_initial"),
        ("tactics", "0002_load_tactics"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name="AttemptTactic",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("occurred_at", models.DateTimeField()),
                (
                    "attempt",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="tactic_links",
                        to="attempts.attempt",
                    ),
                ),
                (
                    "tactic",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="attempt_links",
                        to="tactics.tactic",
                    ),
                ),
                (
                    "user",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="+",
                        to=settings.AUTH_USER_MODEL,
                    ),
                ),
            ],
        ),
        migrations.RunPython(copy_forward, copy_back, elidable=False),
        migrations.RemoveField(model_name="attempt", name="tactics"),
        migrations.AddField(
            model_name="attempt",
            name="tactics",
            field=models.ManyToManyField(
                blank=True,
                related_name="attempts",
                through="attempts.AttemptTactic",
                to="tactics.tactic",
            ),
        ),
        migrations.AddIndex(
            model_name="attempttactic",
            index=models.Index(fields=["user", "tactic", "-occurred_at", "-attempt"], name="attempt_tactic_time"),
        ),
        migrations.AddConstraint(
            model_name="attempttactic",
            constraint=models.UniqueConstraint(fields=("attempt", "tactic"), name="attempt_tactic_unique"),
        ),
    ]
