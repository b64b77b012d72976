"""The user's "today": their own calendar date, from the time zone on their profile."""

import datetime as dt

from django.core.exceptions import ValidationError
from django.utils import dateformat

from apps.accounts.services import profile_get_or_create

from . import days

EARLIEST = dt.date(1900, 1, 1)


def user_today(user, now: dt.datetime | None = None) -> dt.date:
    """Uses the user's profile when it was loaded with them (select_related), else one query."""
    profile = getattr(user, "profile", None) if "profile" in user._state.fields_cache else None
    return days.local_today((profile or profile_get_or_create(user=user)).time_zone, now)


def nice(date: dt.date) -> str:
    """A date as people write it: 3 May 2026."""
    return dateformat.format(date, "j F Y")


def check_not_future(field: str, value: dt.date, today: dt.date) -> None:
    if value > today:
        raise ValidationError(
            {field: f"That date is still to come. Choose today ({nice(today)}) or an earlier day."},
            code="future",
        )
    if value < EARLIEST:
        raise ValidationError({field: "That date is too long ago. Check the year."}, code="too_early")
