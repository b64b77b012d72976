"""The data each size is measured on: the demo account (`manage.py seed_demo`) with
`size` contact attempts, and the shipped library."""

import secrets
from io import StringIO

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.core.management import call_command

USERNAME = "demo"


def populate(size: int) -> AbstractBaseUser:
    """Build the data set for `size` contact attempts in the (empty, migrated) bench
    database and return the user whose pages are measured."""
    quiet = {"stdout": StringIO()}
    call_command("seed_demo", attempts=size, username=USERNAME, password=secrets.token_urlsafe(16), **quiet)
    call_command("ingest_transcripts", **quiet)
    call_command("load_articles", **quiet)
    return get_user_model().objects.get(username=USERNAME)
