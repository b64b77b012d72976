"""The account itself: the profile (time zone). Sign-in data (password, email
addresses, two-step sign-in secrets, sessions) is never exported: the new account has
its own. Those rows go with the user row when the account is deleted."""

from typing import Any

from apps.accounts.models import Profile
from apps.accounts.services import profile_get_or_create

from ..registry import Part, Section
from ..restoring import Restore
from ..values import iso


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


def erase(user) -> list[str]:
    Profile.objects.filter(user=user).delete()
    return []


PART = Part(
    name="accounts",
    models=("accounts.Profile",),
    sections=(Section("profile", many=False, read=read_profile, write=write_profile),),
    erase=erase,
)
