"""What the owner is told, at their next sign-in, about changes to how they sign in."""

from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from .models import AccountEvent

WHAT: dict[str, str] = {
    AccountEvent.Kind.EMAIL_ADDED: "an email address was added to your account",
    AccountEvent.Kind.EMAIL_PRIMARY: "your main email address was changed",
    AccountEvent.Kind.PASSWORD_CHANGED: "your password was changed",
    AccountEvent.Kind.TOTP_OFF: "two-step sign-in was turned off",
}


def local_time(event: AccountEvent, time_zone: str) -> str:
    try:
        zone = ZoneInfo(time_zone)
    except (ValueError, ZoneInfoNotFoundError):
        zone = ZoneInfo("UTC")
    at = event.at.astimezone(zone)
    return f"{at.day} {at:%B %Y} at {at:%H:%M}"


def announcement(event: AccountEvent, *, time_zone: str) -> str:
    what = WHAT.get(event.kind, event.get_kind_display().lower())
    where = f", {event.device}" if event.device else ""
    return (
        f"Since you last signed in, {what} ({local_time(event, time_zone)}{where}). "
        "If that was you, there is nothing to do. If not, check Account, then Sign-in activity."
    )
