import zoneinfo
from functools import cache

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models


@cache
def time_zone_names() -> frozenset[str]:
    return frozenset(zoneinfo.available_timezones())


def validate_time_zone(value: str) -> None:
    if value not in time_zone_names():
        raise ValidationError(
            "Choose a time zone from the list, for example Europe/London.",
            code="invalid_time_zone",
        )


class Profile(models.Model):
    """What the app needs to know about a user beyond signing in.

    Created lazily by `services.profile_get_or_create`, never by a signal.
    """

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile")
    # Days change at midnight in this zone.
    time_zone = models.CharField(max_length=64, default="UTC", validators=[validate_time_zone])
    # False until the user saves a time zone themselves: until then the app offers to set it.
    time_zone_chosen = models.BooleanField(default=False)

    def __str__(self) -> str:
        return f"Profile of {self.user}"

    @property
    def zone(self) -> zoneinfo.ZoneInfo:
        return zoneinfo.ZoneInfo(self.time_zone)
