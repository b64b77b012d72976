import datetime as dt
from zoneinfo import ZoneInfo

import pytest
import time_machine
from django.test import Client

from apps.accounts.services import profile_set_time_zone
from apps.attempts.bulk import attempts_bulk_create
from apps.tactics.models import Tactic

LONDON = ZoneInfo("Europe/London")
# "Now" in these tests: Tuesday 30 June 2026, 13:00 in London.
NOW = dt.datetime(2026, 6, 30, 12, 0, tzinfo=dt.UTC)
TODAY = dt.date(2026, 6, 30)


@pytest.fixture
def frozen():
    with time_machine.travel(NOW, tick=False):
        yield


@pytest.fixture
def london(alice):
    profile_set_time_zone(user=alice, time_zone="Europe/London")
    return alice


@pytest.fixture
def bob_client(bob) -> Client:
    client = Client()
    client.force_login(bob)
    return client


def at(day: dt.date, hour: int = 12, minute: int = 0) -> dt.datetime:
    """A moment on a London day."""
    return dt.datetime(day.year, day.month, day.day, hour, minute, tzinfo=LONDON)


def log(user, person, moments, **fields) -> None:
    """One attempt at each moment, written the way the demo and imports write them."""
    tactics = list(Tactic.objects.filter(slug__in=fields.pop("tactics", [])))
    rows = [{"person": person, "occurred_at": moment, "tactics": tactics, **fields} for moment in moments]
    attempts_bulk_create(user=user, rows=rows)
