"""The journal: what the user writes for themselves. Never evidence (an entry can be
edited or deleted outright), never shown outside the journal's own pages: the home
page's check-in shows a form and a time, never an entry's words or mood."""

import uuid

from django.conf import settings
from django.core.validators import MaxLengthValidator, MaxValueValidator, MinValueValidator
from django.db import models

from .moods import MOOD_MAX, MOOD_MIN, Mood

TEXT_MAX = 20_000


class EntryQuerySet(models.QuerySet):
    def for_user(self, user) -> "EntryQuerySet":
        return self.filter(user=user)


class Entry(models.Model):
    """One journal entry, or one check-in from the home page (mood and one line)."""

    class Kind(models.TextChoices):
        ENTRY = "entry", "Entry"
        CHECK_IN = "check_in", "Check-in"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="journal_entries")
    kind = models.CharField(max_length=10, choices=Kind, default=Kind.ENTRY)
    date = models.DateField("day")  # the user's own calendar date
    mood = models.PositiveSmallIntegerField(
        "how you feel",
        choices=Mood,
        null=True,
        blank=True,
        validators=[MinValueValidator(MOOD_MIN), MaxValueValidator(MOOD_MAX)],
    )
    prompt = models.CharField("question", max_length=20, blank=True)  # a key of prompts.PROMPTS
    text = models.TextField(blank=True, validators=[MaxLengthValidator(TEXT_MAX)])
    # What the entry is about, if anything. Removing that (a person, an urge) leaves the entry.
    person = models.ForeignKey(
        "counter.Person", on_delete=models.SET_NULL, null=True, blank=True, related_name="journal_entries"
    )
    attempt = models.ForeignKey(
        "attempts.Attempt", on_delete=models.SET_NULL, null=True, blank=True, related_name="journal_entries"
    )
    urge = models.ForeignKey(
        "counter.Urge", on_delete=models.SET_NULL, null=True, blank=True, related_name="journal_entries"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = EntryQuerySet.as_manager()

    class Meta:
        ordering = ["-date", "-created_at", "-id"]
        verbose_name_plural = "entries"
        indexes = [
            models.Index(fields=["user", "-date", "-created_at", "-id"], name="journal_entry_user_day"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(mood__isnull=True) | models.Q(mood__gte=MOOD_MIN, mood__lte=MOOD_MAX),
                name="journal_entry_mood_range",
            ),
        ]

    def __str__(self) -> str:
        # Neutral: never the entry's words (the admin lists entries by this).
        return f"{self.get_kind_display()} of {self.date:%Y-%m-%d}"


class JournalSettings(models.Model):
    """The user's choices for the journal: whether it offers writing prompts."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="journal_settings")
    show_prompts = models.BooleanField(default=True)

    class Meta:
        verbose_name_plural = "journal settings"

    def __str__(self) -> str:
        return f"journal settings of {self.user_id}"
