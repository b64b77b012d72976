"""The account itself: the profile (time zone), and the sign-in activity list (exported
for the owner's records, not imported). Sign-in data (password, email addresses,
two-step sign-in secrets, sessions) is never exported: the new account has its own.
Those rows go with the user row when the account is deleted."""

from typing import Any

from apps.accounts.models import AccountEvent, Profile
from apps.accounts.services import profile_get_or_create

from ..registry import Part, Section
from ..restoring import Restore
from ..values import counted, iso


def read_profile(user) -> dict[str, Any]:
    profile = Profile.objects.filter(user=user).first()
    return {
        "username": user.get_username(),
        "date_joined": iso(user.date_joined),
        "time_zone": profile.time_zone if profile else "UTC",
        "time_zone_chosen": profile.time_zone_chosen if profile else False,
    }


def write_profile(restore: Restore, item: dict) -> None:
    """The time zone comes across (days change at midnight there); the username and
    the date joined stay those of the new account."""
    profile = profile_get_or_create(user=restore.user)
    profile.time_zone = item["time_zone"]
    profile.time_zone_chosen = item["time_zone_chosen"]
    restore.check(profile, exclude=["user"])
    profile.save(update_fields=["time_zone", "time_zone_chosen"])


def read_sign_in_activity(user):
    """The sign-in activity list, for the owner's own records. Not imported: a new
    server's activity is its own."""
    events = AccountEvent.objects.filter(user=user).order_by("at", "pk")
    for kind, at, ip, device in events.values_list("kind", "at", "ip", "device").iterator(chunk_size=1000):
        yield {"kind": kind, "at": iso(at), "ip": ip, "device": device}


def skip(restore: Restore, item: dict) -> None:
    restore.tick(1)


def erase(user) -> list[str]:
    AccountEvent.objects.filter(user=user).delete()
    Profile.objects.filter(user=user).delete()
    return []


def describe(user) -> list[str]:
    events = count(user)["sign_in_activity"]
    return [f"Your time zone, and your sign-in activity ({counted(events, 'entry', 'entries')})"]


def count(user) -> dict[str, int]:
    return {"sign_in_activity": AccountEvent.objects.filter(user=user).count()}


PART = Part(
    name="accounts",
    models=("accounts.Profile", "accounts.AccountEvent"),
    sections=(
        Section("profile", many=False, read=read_profile, write=write_profile),
        Section("sign_in_activity", many=True, read=read_sign_in_activity, write=skip),
    ),
    erase=erase,
    count=count,
    describe=describe,
)
