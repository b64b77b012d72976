"""The data each size is measured on."""

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser


def populate(size: int) -> AbstractBaseUser:
    """Build the data set for `size` contact attempts in the (empty, migrated) bench
    database and return the user whose pages are measured.

    Until the demo data set exists this is one user with nothing; then it becomes
    `call_command("seed_demo", attempts=size)` and returns the demo user.
    """
    user, _ = get_user_model().objects.get_or_create(username="bench")
    return user
