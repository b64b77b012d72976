import uuid

from django.conf import settings
from django.core.validators import MaxLengthValidator, MaxValueValidator, MinValueValidator
from django.db import models

from .people import Person


class Urge(models.Model):
    """A moment the user wanted to reach out, and how it ended.

    The unsent message stays here: it is never sent, and never shown on the dashboard.
    """

    class Outcome(models.TextChoices):
        PENDING = "pending", "Not decided yet"
        RESISTED = "resisted", "I let it pass"
        SLIPPED = "slipped", "I reached out"

    class Trigger(models.TextChoices):
        THEIR_MESSAGE = "their_message", "A message from them"
        DATE = "date", "A special date"
        LONELY = "lonely", "Feeling lonely"
        GUILT = "guilt", "Guilt"
        MEMORY = "memory", "A good memory"
        MENTIONED = "mentioned", "Someone mentioned them"
        SOCIAL = "social", "Their social media"
        DOUBT = "doubt", "Doubting myself"
        TIRED = "tired", "Tired or low"
        OTHER = "other", "Something else"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="urges")
    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="urges")
    intensity = models.PositiveSmallIntegerField(validators=[MinValueValidator(1), MaxValueValidator(10)])
    triggers = models.JSONField(default=list, blank=True)
    trigger_note = models.CharField(max_length=300, blank=True)
    unsent_message = models.TextField(max_length=5000, blank=True, validators=[MaxLengthValidator(5000)])
    outcome = models.CharField(max_length=10, choices=Outcome, default=Outcome.PENDING)
    created_at = models.DateTimeField(auto_now_add=True)
    outcome_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ("-created_at",)
        indexes = [models.Index(fields=("user", "-created_at"))]

    def __str__(self) -> str:
        return f"Urge at {self.created_at}"

    @property
    def trigger_labels(self) -> list[str]:
        names = dict(self.Trigger.choices)
        return [names[t] for t in self.triggers if t in names]
