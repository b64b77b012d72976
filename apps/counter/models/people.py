import datetime as dt
import uuid

from django.conf import settings
from django.core.validators import MaxLengthValidator
from django.db import models

from apps.counter import days


class PersonQuerySet(models.QuerySet):
    def for_user(self, user) -> "PersonQuerySet":
        """The user's people, without the erased ones (see Person.erased_at)."""
        return self.filter(user=user, erased_at__isnull=True)

    def active(self) -> "PersonQuerySet":
        return self.filter(archived_at__isnull=True)


class Person(models.Model):
    """Someone the user keeps no contact with, under a label of the user's choosing.

    The totals below are kept up to date by the services whenever a streak or slip
    changes, so that showing a count never means adding up the whole history.
    """

    class Rule(models.TextChoices):
        NO_CONTACT = "no_contact", "No contact"
        NO_RESPONSE = "no_response", "No response"
        LIMITED = "limited", "Limited contact"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="people")
    label = models.CharField(max_length=60)
    rule = models.CharField(max_length=20, choices=Rule, default=Rule.NO_CONTACT)
    # For limited contact: what the user allows (for example "school pick-up times").
    allowed_contact = models.TextField(max_length=500, blank=True, validators=[MaxLengthValidator(500)])
    created_at = models.DateTimeField(auto_now_add=True)
    archived_at = models.DateTimeField(null=True, blank=True)
    # Set when the person was deleted while deleted entries of the attempt log (tombstones,
    # which keep pointing to their person) still named them: the row stays as a nameless
    # stub with no history, which no page shows (services.person_delete).
    erased_at = models.DateTimeField(null=True, blank=True, editable=False)

    # Stored totals (see the services). Dates are the user's local calendar dates.
    current_streak = models.OneToOneField(
        "counter.Streak",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    current_start = models.DateField()
    past_streaks = models.PositiveIntegerField(default=0)
    longest_past_days = models.PositiveIntegerField(default=0)
    total_past_days = models.PositiveIntegerField(default=0)
    resisted_urges = models.PositiveIntegerField(default=0)
    # How many `Change`s (corrections) there are: with none, the person page asks for
    # neither changes nor withdrawn slips (a withdrawal always leaves a Change).
    corrections = models.PositiveIntegerField(default=0)

    objects = PersonQuerySet.as_manager()

    class Meta:
        ordering = ("created_at",)

    def __str__(self) -> str:
        return self.label

    @property
    def is_archived(self) -> bool:
        return self.archived_at is not None

    def days_on(self, today: dt.date) -> int:
        """Days in the current streak on the user's local date `today`."""
        return days.days_between(self.current_start, today)

    def longest_days_on(self, today: dt.date) -> int:
        return max(self.longest_past_days, self.days_on(today))

    def total_days_on(self, today: dt.date) -> int:
        return self.total_past_days + self.days_on(today)


class SpecialDate(models.Model):
    """A date that comes round every year and that contact is often timed around."""

    class Kind(models.TextChoices):
        THEIR_BIRTHDAY = "their_birthday", "Their birthday"
        MY_BIRTHDAY = "my_birthday", "My birthday"
        ANNIVERSARY = "anniversary", "An anniversary"
        OTHER = "other", "Another date"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="special_dates")
    kind = models.CharField(max_length=20, choices=Kind)
    label = models.CharField(max_length=60, blank=True)
    date = models.DateField()

    class Meta:
        ordering = ("date",)

    def __str__(self) -> str:
        return self.name

    @property
    def name(self) -> str:
        if self.kind == self.Kind.OTHER and self.label:
            return self.label
        return self.get_kind_display()

    def next_on(self, today: dt.date) -> dt.date:
        return days.next_occurrence(self.date, today)
