import uuid

from django.conf import settings
from django.core.validators import MaxLengthValidator
from django.db import models


class Reason(models.Model):
    """One line of the user's "Remember why": a reason, an incident, or a cost of contact."""

    class Kind(models.TextChoices):
        WHY = "why", "Why I chose this"
        COST = "cost", "What contact would cost me"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="reasons")
    kind = models.CharField(max_length=10, choices=Kind, default=Kind.WHY)
    text = models.TextField(max_length=1000, validators=[MaxLengthValidator(1000)])
    position = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("position", "created_at")
        indexes = [models.Index(fields=("user", "kind", "position"))]

    def __str__(self) -> str:
        return self.text[:40]


class SafeContact(models.Model):
    """Someone safe the user can call instead, shown on the urge page."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="safe_contacts")
    name = models.CharField(max_length=60)
    phone = models.CharField(max_length=30, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("created_at",)

    def __str__(self) -> str:
        return self.name

    @property
    def tel(self) -> str:
        """The number as a tel: link wants it: digits and a leading plus only."""
        return "".join(c for c in self.phone if c.isdigit() or c == "+")
