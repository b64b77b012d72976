"""Words in the log's messages (apps/attempts/search.py), on SQLite and PostgreSQL."""

import datetime as dt
import importlib
import sqlite3
from contextlib import closing
from urllib.parse import quote
from uuid import UUID
from zoneinfo import ZoneInfo

import pytest
from django.db import connection
from django.urls import reverse

from apps.attempts import search, services
from apps.attempts.models import Attempt
from tests.backends import sqlite_only
from tests.factories import make_attempt, make_person

pytestmark = pytest.mark.django_db
MIGRATION = importlib.import_module("apps.attempts.migrations.0008_search_overflow")


def found_ids(user, q: str) -> list:
    return list(
        search.with_words(Attempt.objects.filter(user=user), search.message_terms(q)).values_list("pk", flat=True)
    )


def searched(client, q: str, **filters):
    """The log after a search: the words are POSTed, the log's URL carries a token."""
    r = client.post(reverse("attempts:search"), {"q": q, **filters})
    assert r.status_code == 303
    r = client.get(r["Location"])
    assert r.status_code == 200
    return r


def older(client, r):
    """The next page of the same search."""
    cursor = quote(r.context["page"].next_cursor)
    return client.get(reverse("attempts:log") + f"?{r.context['query']}&after={cursor}")


def excerpts(r) -> list[str]:
    return [row.excerpt for row in r.context["page"].rows]


def found(client, q: str) -> list[str]:
    return excerpts(searched(client, q))


@pytest.fixture(params=["first", "later"])
def path(request, monkeypatch):
    """Each way a search can go: SQLite's first round, or its later rounds (one match
    at a time, then all that are left); PostgreSQL's few matches looked up by id, or
    the log walked."""
    if request.param == "later":
        monkeypatch.setattr(search, "RARE", 0)
        monkeypatch.setattr(search, "BATCHES", (0.01, 0.03, None))  # 1, then 2 of the 51 rows asked for
    return request.param


@pytest.fixture
def messages(alice):
    person = make_person(user=alice)
    texts = [
        "Please call me back",
        "I keep calling you",
        "You never recall anything",
        "CALL ME NOW",
        "Just checking in",
    ]
    return [make_attempt(person=person, message=text) for text in texts]


def test_it_finds_whole_words_and_word_starts(alice_client, messages, path):
    assert sorted(found(alice_client, "call")) == ["CALL ME NOW", "I keep calling you", "Please call me back"]


def test_every_word_must_be_there(alice_client, messages, path):
    assert found(alice_client, "call back") == ["Please call me back"]
    assert found(alice_client, "call anything") == []


def test_it_ignores_case(alice_client, messages, path):
    assert sorted(found(alice_client, "Call ME")) == ["CALL ME NOW", "Please call me back"]


@pytest.mark.parametrize(
    "q",
    ['call"', "call OR checking", "NEAR(call back)", "call*", "call AND", "^call", "call:", "(call", "'call'", "-call"],
)
def test_search_syntax_is_read_as_words(alice_client, messages, path, q):
    searched(alice_client, q)


def test_operators_are_plain_words(alice_client, messages, path):
    assert found(alice_client, "call OR checking") == []


def test_punctuation_only_is_an_error_on_the_form(alice_client, messages):
    r = searched(alice_client, "?!*")
    assert b"Type a word to look for" in r.content
    assert len(r.context["page"].rows) == 5  # the filter is ignored


def test_an_edit_changes_what_is_found(alice_client, messages, path):
    services.attempt_update(attempt=messages[4], message="Pick up the phone")
    assert found(alice_client, "phone") == ["Pick up the phone"]
    assert found(alice_client, "checking") == []


def test_deleted_entries_are_not_found(alice_client, messages, path):
    services.attempt_delete(attempt=messages[0])
    assert sorted(found(alice_client, "call")) == ["CALL ME NOW", "I keep calling you"]


def test_it_finds_only_the_users_own_entries(alice_client, messages, bob, path):
    make_attempt(person=make_person(user=bob), message="call me, bob")
    assert "call me, bob" not in found(alice_client, "call")


def test_words_and_other_filters_combine(alice_client, alice, messages, path):
    other = make_person(user=alice, label="K")
    make_attempt(person=other, message="call from K", tactics=["hoovering"])
    assert excerpts(searched(alice_client, "call", person=other.pk)) == ["call from K"]
    assert excerpts(searched(alice_client, "call", tactic="hoovering")) == ["call from K"]


def test_pages_of_matches_follow_each_other(alice_client, alice, path):
    person = make_person(user=alice)
    for n in range(55):
        make_attempt(person=person, message=f"call number {n}")
        make_attempt(person=person, message=f"other {n}")
    first = searched(alice_client, "call")
    second = older(alice_client, first)
    assert len(first.context["page"].rows) == 50 and second.context["page"].next_cursor is None
    assert sorted(excerpts(first) + excerpts(second)) == sorted(f"call number {n}" for n in range(55))


def test_message_terms_keep_letters_and_digits():
    assert search.message_terms("Call me! At 10, ok? call") == ["call", "me", "at", "10", "ok"]
    assert search.message_terms('"OR" NEAR(*)') == ["or", "near"]


WHEN = dt.datetime(2026, 3, 1, 21, 30, 5, tzinfo=dt.UTC)


def test_entries_in_one_minute_page_in_the_logs_order(alice_client, alice, path):
    """The index sorts by minute; within a minute (and across a page's edge) the log's
    own order, time then id, decides."""
    person = make_person(user=alice)
    for n in range(60):
        make_attempt(person=person, message=f"call {n}", occurred_at=WHEN + dt.timedelta(microseconds=(n * 7) % 60))
    make_attempt(person=person, message="call earlier", occurred_at=WHEN - dt.timedelta(minutes=1))
    expected = list(
        Attempt.objects.filter(user=alice).order_by("-occurred_at", "-id").values_list("message", flat=True)
    )
    first = searched(alice_client, "call")
    second = older(alice_client, first)
    assert excerpts(first) + excerpts(second) == expected
    assert second.context["page"].next_cursor is None


def test_a_new_time_moves_an_entry_in_the_results(alice_client, alice, path):
    person = make_person(user=alice)
    old = make_attempt(person=person, message="call one", occurred_at=WHEN - dt.timedelta(days=30))
    make_attempt(person=person, message="call two", occurred_at=WHEN)
    assert found(alice_client, "call") == ["call two", "call one"]
    services.attempt_update(attempt=old, occurred_at=WHEN + dt.timedelta(hours=1))
    assert found(alice_client, "call") == ["call one", "call two"]


def test_matches_that_other_filters_turn_away_are_read_past(alice_client, alice, path):
    """The newest matches are all texts; the emails asked for are further back."""
    person = make_person(user=alice)
    for n in range(5):
        make_attempt(
            person=person, message=f"call by email {n}", channel="email", occurred_at=WHEN + dt.timedelta(hours=n)
        )
    for n in range(120):
        make_attempt(
            person=person,
            message=f"call by text {n}",
            channel="text",
            occurred_at=WHEN + dt.timedelta(days=1, minutes=n),
        )
    r = searched(alice_client, "call", channel="email")
    assert excerpts(r) == [f"call by email {n}" for n in reversed(range(5))]


def test_dates_bound_what_the_index_is_asked_for(alice_client, alice, path):
    person = make_person(user=alice)
    for day in range(1, 6):
        make_attempt(person=person, message=f"call on {day}", occurred_at=dt.datetime(2026, 3, day, 12, tzinfo=dt.UTC))
    r = searched(alice_client, "call", start="2026-03-02", end="2026-03-04")
    assert excerpts(r) == ["call on 4", "call on 3", "call on 2"]


@pytest.mark.parametrize(
    "moment",
    [
        WHEN,
        WHEN.replace(second=59, microsecond=999_999),
        dt.datetime(1969, 12, 31, 23, 59, 30, tzinfo=dt.UTC),  # before 1970: minute 0
        dt.datetime(2026, 3, 29, 2, 30, tzinfo=ZoneInfo("Europe/London")),  # the hour after clocks go forward
    ],
)
def test_the_index_key_in_python_is_the_triggers_key(moment):
    """search.minute_key mirrors the key the triggers of migration 0008 compute, worked
    out here by SQLite itself from the stored form of the time (UTC, as Django stores
    it), so the check holds whichever database the suite runs on."""
    stored = moment.astimezone(dt.UTC).replace(tzinfo=None).isoformat(sep=" ")
    expression = MIGRATION._BASE.format(user="?", at="?")
    with closing(sqlite3.connect(":memory:")) as db:
        (key,) = db.execute(f"SELECT {expression}", [7, stored]).fetchone()
    assert key == search.minute_key(7, moment)


@sqlite_only("PostgreSQL keeps no search keys: its index is checked by the search tests above")
def test_entries_of_one_minute_take_the_next_slots(alice, bob):
    """On SQLite, the triggers number a user's entries within a minute (PostgreSQL has
    no keys: its index is checked by the search tests above)."""
    first = make_attempt(person=make_person(user=alice), message="a", occurred_at=WHEN)
    second = make_attempt(person=first.person, message="b", occurred_at=WHEN + dt.timedelta(seconds=20))
    theirs = make_attempt(person=make_person(user=bob), message="c", occurred_at=WHEN)
    with connection.cursor() as cursor:
        cursor.execute("SELECT attempt_id, id FROM attempts_search_doc")
        keys = {UUID(attempt_id): key for attempt_id, key in cursor.fetchall()}
    assert keys[first.pk] == search.minute_key(alice.pk, WHEN)
    assert keys[second.pk] == search.minute_key(alice.pk, WHEN) + 1
    assert keys[theirs.pk] == search.minute_key(bob.pk, WHEN)


def test_pages_never_lose_an_entry_in_a_minutes_last_millisecond(alice, path):
    """SQLite keys 21:30:59.9996 under the next minute (it reads times to the
    millisecond); a page that ends there must still find the entries just before."""
    from apps.attempts.selectors import log_page

    person = make_person(user=alice)
    edge = WHEN.replace(second=59, microsecond=999_600)
    times = [edge + dt.timedelta(microseconds=n * 100) for n in range(3)] + [edge - dt.timedelta(seconds=1)]
    for n, moment in enumerate(times):
        make_attempt(person=person, message=f"call {n}", occurred_at=moment)
    seen, cursor = [], ""
    for _ in range(len(times) + 1):
        page = log_page(user=alice, filters={"q": "call"}, tz=dt.UTC, people={}, cursor=cursor, size=1)
        seen += [row.excerpt for row in page.rows]
        if not (cursor := page.next_cursor):
            break
    assert seen == ["call 2", "call 1", "call 0", "call 3"]
