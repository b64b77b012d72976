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


class AccountEvent(models.Model):
    """One entry of a user's sign-in activity: a sign-in, a failed one, or a change to how
    they sign in. Kept so the owner can spot someone else; only they see it.

    The device is stored as a short label ("Firefox on Windows"), not the full browser
    string; the address is the network address the request came from.
    """

    class Kind(models.TextChoices):
        SIGNED_IN = "signed_in", "Signed in"
        SIGN_IN_FAILED = "sign_in_failed", "A wrong password was entered"
        CODE_FAILED = "code_failed", "A wrong two-step code was entered"
        PASSWORD_CHANGED = "password_changed", "Password changed"
        PASSWORD_RESET = "password_reset", "Password reset from an email link"
        EMAIL_ADDED = "email_added", "Email address added"
        EMAIL_CONFIRMED = "email_confirmed", "Email address confirmed"
        EMAIL_REMOVED = "email_removed", "Email address removed"
        EMAIL_PRIMARY = "email_primary", "Main email address changed"
        TOTP_ON = "totp_on", "Authenticator app turned on"
        TOTP_OFF = "totp_off", "Authenticator app turned off"
        RECOVERY_CODES = "recovery_codes", "New recovery codes made"
        SESSIONS_ENDED = "sessions_ended", "Signed out on other devices"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="account_events")
    kind = models.CharField(max_length=32, choices=Kind.choices)
    at = models.DateTimeField()
    ip = models.GenericIPAddressField(null=True, blank=True)
    device = models.CharField(max_length=100, blank=True)

    class Meta:
        indexes = [models.Index(fields=["user", "-id"], name="accountevent_user_newest")]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} ({self.at:%Y-%m-%d %H:%M})"
