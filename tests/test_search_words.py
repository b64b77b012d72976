from django.contrib.sessions.backends.db import SessionStore
from django.test import RequestFactory

from nocontact.search_words import KEEP, stash_words, stashed_words


def _request(path="/"):
    request = RequestFactory().get(path)
    request.session = SessionStore()
    return request


def test_a_token_stands_for_the_words_without_containing_them(db):
    request = _request()
    token = stash_words(request, "birthday message")
    assert "birthday" not in token
    assert stashed_words(request, token) == "birthday message"


def test_the_words_come_back_from_the_query_parameter(db):
    request = _request()
    token = stash_words(request, "sorry")
    later = _request(f"/?s={token}")
    later.session = request.session
    assert stashed_words(later) == "sorry"


def test_an_unknown_or_missing_token_gives_no_words(db):
    request = _request("/?s=nothing")
    assert stashed_words(request) == ""
    assert stashed_words(_request()) == ""


def test_only_the_latest_searches_are_kept(db):
    request = _request()
    tokens = [stash_words(request, f"word{i}") for i in range(KEEP + 5)]
    assert stashed_words(request, tokens[0]) == ""
    assert stashed_words(request, tokens[-1]) == f"word{KEEP + 4}"
