"""The SQLite word index's keys (apps/attempts/search.py, migrations 0005 and 0008): a
minute holds 4,096 of a user's entries in order; any more go to the user's overflow
keys, which every search reads too, so nothing fails and nothing is missed."""

import datetime as dt

import pytest
from django.db import connection
from django.urls import reverse

from apps.attempts import search, services
from apps.attempts.bulk import attempts_bulk_create
from apps.attempts.models import Attempt
from apps.attempts.selectors import log_page
from tests.backends import sqlite_only
from tests.factories import make_attempt, make_person

pytestmark = pytest.mark.django_db
WHEN = dt.datetime(2026, 3, 1, 21, 30, 15, tzinfo=dt.UTC)
FULL = search.KEY_SLOTS  # entries one minute holds in order


def burst(person, count: int, *, when=WHEN, message="hello from the burst", batch_size=1000) -> None:
    rows = [{"person": person, "occurred_at": when, "message": f"{message} {n}"} for n in range(count)]
    attempts_bulk_create(user=person.user, rows=rows, batch_size=batch_size)


def words(user, q: str, **filters) -> list[str]:
    """Every match through the log's pages, 50 at a time."""
    seen, cursor = [], ""
    while True:
        page = log_page(user=user, filters={"q": q, **filters}, tz=dt.UTC, people={}, cursor=cursor)
        seen += [row.excerpt for row in page.rows]
        if not (cursor := page.next_cursor):
            return seen


def overflow_keys(user) -> int:
    low, high = search.overflow_range(user.pk)
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT count(*) FROM {search.DOC_TABLE} WHERE id BETWEEN %s AND %s", [low, high])
        return cursor.fetchone()[0]


@pytest.fixture
def person(alice):
    return make_person(user=alice)


NO_KEYS = "PostgreSQL's word index has no keys (a GIN index over the messages)"


def test_the_4097th_entry_of_a_minute_is_saved_and_found(person):
    """Before 0008 this failed with "UNIQUE constraint failed": the minute after was
    taken, so the next key was too."""
    make_attempt(person=person, message="the minute after", occurred_at=WHEN + dt.timedelta(minutes=1))
    burst(person, FULL)
    late = services.attempt_create(user=person.user, person=person, occurred_at=WHEN, message="one more in that minute")
    assert Attempt.objects.filter(pk=late.pk).exists()
    assert words(person.user, "more") == ["one more in that minute"]
    assert words(person.user, "minute") == ["the minute after", "one more in that minute"]
    if connection.vendor == "sqlite":
        assert overflow_keys(person.user) == 1


def test_a_bulk_burst_past_a_full_minute_is_saved_and_found_in_order(person):
    """A chat import: 4,096 + 150 entries in one minute, written in batches, beside
    entries in the minutes either side; every word search pages through them all, in
    the log's order."""
    make_attempt(person=person, message="hello before", occurred_at=WHEN - dt.timedelta(minutes=1))
    make_attempt(person=person, message="hello after", occurred_at=WHEN + dt.timedelta(minutes=1))
    burst(person, FULL + 150, batch_size=700)
    make_attempt(person=person, message="hello again, same minute", occurred_at=WHEN + dt.timedelta(seconds=20))
    expected = list(
        Attempt.objects.filter(user=person.user, message__contains="hello")
        .order_by("-occurred_at", "-id")
        .values_list("message", flat=True)
    )
    assert len(expected) == FULL + 153
    assert words(person.user, "hello") == expected
    if connection.vendor == "sqlite":
        assert overflow_keys(person.user) == 151


@pytest.fixture(params=["first", "later"])
def rounds(request, monkeypatch):
    """SQLite's first round, or its later ones (one key at a time, then all the rest)."""
    if request.param == "later":
        monkeypatch.setattr(search, "BATCHES", (0.01, 0.03, None))


@sqlite_only(NO_KEYS)
def test_other_filters_and_small_pages_see_the_overflow_in_order(person, alice, rounds):
    burst(person, FULL + 5, message="call")
    other = make_person(user=alice, label="K")
    make_attempt(person=other, message="call from K", occurred_at=WHEN)
    make_attempt(person=person, message="call by email", channel="email", occurred_at=WHEN)
    make_attempt(person=person, message="call earlier", occurred_at=WHEN - dt.timedelta(hours=1))
    expected = list(
        Attempt.objects.filter(user=alice, person=person, channel="text")
        .order_by("-occurred_at", "-id")
        .values_list("message", flat=True)
    )
    seen, cursor = [], ""
    while True:
        filters = {"q": "call", "person": person.pk, "channel": "text"}
        page = log_page(user=alice, filters=filters, tz=dt.UTC, people={}, cursor=cursor, size=997)
        seen += [row.excerpt for row in page.rows]
        if not (cursor := page.next_cursor):
            break
    assert seen == expected
    assert words(alice, "call", person=other.pk) == ["call from K"]
    assert words(alice, "email") == ["call by email"]


@sqlite_only(NO_KEYS)
def test_a_new_time_moves_an_overflow_entry_and_a_full_minute_takes_none(person, alice):
    burst(person, FULL)
    moved = make_attempt(person=person, message="moving", occurred_at=WHEN - dt.timedelta(days=1))
    services.attempt_update(attempt=moved, occurred_at=WHEN)  # into the full minute: overflow
    assert overflow_keys(alice) == 1
    assert words(alice, "moving") == ["moving"]
    services.attempt_update(attempt=moved, occurred_at=WHEN + dt.timedelta(days=1))  # out again
    assert overflow_keys(alice) == 0
    assert words(alice, "moving") == ["moving"]
    services.attempt_delete(attempt=Attempt.objects.filter(user=alice).order_by("occurred_at").first())
    assert len(words(alice, "hello")) == FULL - 1


def test_search_pages_cost_the_same_queries_with_an_overflow(alice_client, person, django_assert_num_queries):
    burst(person, FULL + 3)
    location = alice_client.post(reverse("attempts:search"), {"q": "hello"})["Location"]
    alice_client.get(location)
    # 1 session, 2 user, 3 people, 4 the newest keys, 5 their rows and the overflow's
    with django_assert_num_queries(5):
        r = alice_client.get(location)
    assert len(r.context["page"].rows) == 50


def test_an_older_minutes_overflow_waits_for_that_minutes_turn(person, alice, rounds):
    """Each round reads only the overflow of the minutes its keys cover: an older
    minute's overflow read early would sort ahead of that minute's ordered entries
    read later."""
    burst(person, FULL + 5, message="call")
    for n in range(30):
        make_attempt(person=person, message=f"call later {n}", occurred_at=WHEN + dt.timedelta(minutes=5, seconds=n))
    expected = list(
        Attempt.objects.filter(user=alice).order_by("-occurred_at", "-id").values_list("message", flat=True)
    )
    assert words(alice, "call") == expected
