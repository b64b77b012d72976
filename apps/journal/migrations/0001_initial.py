
import django.core.validators
import django.db.models.deletion
import uuid
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ('attempts', '0001_initial'),
        ('counter', '0001_initial'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name='JournalSettings',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('show_prompts', models.BooleanField(default=True)),
                ('user', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='journal_settings', to=settings.AUTH_USER_MODEL)),
            ],
            options={
                'verbose_name_plural': 'journal settings',
            },
        ),
        migrations.CreateModel(
            name='Entry',
            fields=[
                ('id', models.UUIDField(default=uuid.uuid4, editable=False, primary_key=True, serialize=False)),
                ('kind', models.CharField(choices=[('entry', 'Entry'), ('check_in', 'Check-in')], default='entry', max_length=10)),
                ('date', models.DateField(verbose_name='day')),
                ('mood', models.PositiveSmallIntegerField(blank=True, choices=[(1, 'Very low'), (2, 'Low'), (3, 'Okay'), (4, 'Good'), (5, 'Very good')], null=True, validators=[django.core.validators.MinValueValidator(1), django.core.validators.MaxValueValidator(5)], verbose_name='how you feel')),
                ('prompt', models.CharField(blank=True, max_length=20, verbose_name='question')),
                ('text', models.TextField(blank=True, validators=[django.core.validators.MaxLengthValidator(20000)])),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('updated_at', models.DateTimeField(auto_now=True)),
                ('attempt', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='journal_entries', to='attempts.attempt')),
                ('person', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='journal_entries', to='counter.person')),
                ('urge', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='journal_entries', to='counter.urge')),
                ('user', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='journal_entries', to=settings.AUTH_USER_MODEL)),
            ],
            options={
                'verbose_name_plural': 'entries',
                'ordering': ['-date', '-created_at', '-id'],
                'indexes': [models.Index(fields=['user', '-date', '-created_at', '-id'], name='journal_entry_user_day')],
                'constraints': [models.CheckConstraint(condition=models.Q(('mood__isnull', True), models.Q(('mood__gte', 1), ('mood__lte', 5)), _connector='OR'), name='journal_entry_mood_range')],
            },
        ),
    ]
