import datetime as dt
import uuid

from django.core.validators import MaxLengthValidator
from django.db import models

from apps.counter import days

from .people import Person


class Streak(models.Model):
    """A run of no-contact days for one person. `end` is empty for the current one.

    Streaks follow one another: each one after the first starts on or after the date
    of the slip that ended the one before.
    """

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="streaks")
    start = models.DateField()
    end = models.DateField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("start", "created_at")
        indexes = [models.Index(fields=("person", "start", "created_at"))]

    def __str__(self) -> str:
        return f"{self.start} to {self.end or 'now'}"

    @property
    def is_current(self) -> bool:
        return self.end is None

    def days_on(self, today: dt.date) -> int:
        return days.days_between(self.start, self.end or today)


class Slip(models.Model):
    """The user's own contact with the person: it ends one streak and starts the next.

    A withdrawn slip (recorded by mistake) stays in the history, marked as withdrawn;
    its two streaks are joined again.
    """

    class Kind(models.TextChoices):
        MESSAGED = "messaged", "I messaged them"
        REPLIED = "replied", "I replied"
        CALLED = "called", "I called"
        MET = "met", "I met them"
        OTHER = "other", "Other"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="slips")
    ended_streak = models.OneToOneField(
        Streak,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="ending_slip",
    )
    next_streak = models.OneToOneField(
        Streak,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="starting_slip",
    )
    date = models.DateField()
    kind = models.CharField(max_length=20, choices=Kind, default=Kind.MESSAGED)
    note = models.TextField(max_length=2000, blank=True, validators=[MaxLengthValidator(2000)])
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    withdrawn_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ("date", "created_at")

    def __str__(self) -> str:
        return f"{self.get_kind_display()} on {self.date}"

    @property
    def is_withdrawn(self) -> bool:
        return self.withdrawn_at is not None


class Change(models.Model):
    """A visible record of every correction to a person's streaks and slips.

    Nothing in the history is changed without leaving one: the values before and
    after, in plain words, with the time of the change.
    """

    class Kind(models.TextChoices):
        SLIP_EDITED = "slip_edited", "Slip edited"
        SLIP_WITHDRAWN = "slip_withdrawn", "Slip withdrawn"
        STREAK_EDITED = "streak_edited", "Start date changed"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="changes")
    kind = models.CharField(max_length=20, choices=Kind)
    # Field name -> value, as plain strings ("2026-05-03", "I replied").
    before = models.JSONField(default=dict)
    after = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("-created_at",)

    def __str__(self) -> str:
        return f"{self.get_kind_display()} at {self.created_at}"

    @property
    def differences(self) -> list[tuple[str, str, str]]:
        """(what, before, after) for every value that changed."""
        keys = list(dict.fromkeys([*self.before, *self.after]))
        return [
            (key, self.before.get(key, ""), self.after.get(key, ""))
            for key in keys
            if self.before.get(key) != self.after.get(key)
        ]
