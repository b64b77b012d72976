"""Words in the log's messages (apps/attempts/search.py), on SQLite and PostgreSQL."""

import pytest
from django.urls import reverse

from apps.attempts import search, services
from tests.factories import make_attempt, make_person

pytestmark = pytest.mark.django_db


def found(client, q: str) -> list[str]:
    r = client.get(reverse("attempts:log"), {"q": q})
    assert r.status_code == 200
    return [row["excerpt"] for row in r.context["page"].rows]


@pytest.fixture(params=["few", "many"])
def path(request, monkeypatch):
    """Both of SQLite's ways: the few matches looked up, or the log walked."""
    if request.param == "many":
        monkeypatch.setattr(search, "RARE", 0)
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
    r = alice_client.get(reverse("attempts:log"), {"q": q})
    assert r.status_code == 200


def test_operators_are_plain_words(alice_client, messages, path):
    assert found(alice_client, "call OR checking") == []


def test_punctuation_only_is_an_error_on_the_form(alice_client, messages):
    r = alice_client.get(reverse("attempts:log"), {"q": "?!*"})
    assert r.status_code == 200
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
    r = alice_client.get(reverse("attempts:log"), {"q": "call", "person": other.pk})
    assert [row["excerpt"] for row in r.context["page"].rows] == ["call from K"]
    r = alice_client.get(reverse("attempts:log"), {"q": "call", "tactic": "hoovering"})
    assert [row["excerpt"] for row in r.context["page"].rows] == ["call from K"]


def test_pages_of_matches_follow_each_other(alice_client, alice, path):
    person = make_person(user=alice)
    for n in range(55):
        make_attempt(person=person, message=f"call number {n}")
        make_attempt(person=person, message=f"other {n}")
    first = alice_client.get(reverse("attempts:log"), {"q": "call"}).context["page"]
    second = alice_client.get(reverse("attempts:log"), {"q": "call", "after": first.next_cursor}).context["page"]
    excerpts = [row["excerpt"] for row in first.rows + second.rows]
    assert len(first.rows) == 50 and second.next_cursor is None
    assert sorted(excerpts) == sorted(f"call number {n}" for n in range(55))


def test_message_terms_keep_letters_and_digits():
    assert search.message_terms("Call me! At 10, ok? call") == ["call", "me", "at", "10", "ok"]
    assert search.message_terms('"OR" NEAR(*)') == ["or", "near"]


def test_has_words_matches_word_starts_only():
    assert search.has_words("I keep calling", ["call"])
    assert not search.has_words("recall it", ["call"])
