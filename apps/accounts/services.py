from django.contrib.auth.models import User
from django.db import transaction

from .models import Profile


def profile_get_or_create(*, user: User) -> Profile:
    """The user's profile, made with safe defaults the first time it is needed."""
    profile, _ = Profile.objects.get_or_create(user=user)
    return profile


@transaction.atomic
def profile_set_time_zone(*, user: User, time_zone: str) -> Profile:
    profile = profile_get_or_create(user=user)
    profile.time_zone = time_zone
    profile.time_zone_chosen = True
    profile.full_clean()
    profile.save(update_fields=["time_zone", "time_zone_chosen"])
    return profile
