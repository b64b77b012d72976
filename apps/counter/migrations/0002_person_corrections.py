from django.db import migrations, models
from django.db.models import Count


def count_corrections(apps, schema_editor):
    Person = apps.get_model("counter", "Person")
    counted = Person.objects.annotate(n=Count("changes")).filter(n__gt=0).values_list("pk", "n")
    for pk, n in counted:
        Person.objects.filter(pk=pk).update(corrections=n)


class Migration(migrations.Migration):
    dependencies = [
        ("counter", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="person",
            name="corrections",
            field=models.PositiveIntegerField(default=0),
        ),
        migrations.RunPython(count_corrections, migrations.RunPython.noop),
    ]
