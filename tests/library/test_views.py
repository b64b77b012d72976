import pytest
from django.urls import reverse

from apps.library.models import Passage, Transcript
from tests.library.helpers import make_library, varied_talk
from tests.library.test_search import HOSTILE

INDEX = reverse("library:index")
SEARCH = reverse("library:search")


@pytest.fixture
def library(db, tmp_path):
    make_library(tmp_path)
    return Transcript.objects.get()


def _reader(transcript):
    return reverse("library:transcript", args=[transcript.slug])


# The index.


def test_index_lists_transcripts_for_anonymous_visitors(client, library):
    r = client.get(INDEX)
    assert r.status_code == 200
    assert b"Talk 1" in r.content
    assert _reader(library).encode() in r.content
    assert b"not therapy" in r.content


@pytest.mark.django_db
def test_index_says_when_nothing_is_loaded(client):
    r = client.get(INDEX)
    assert r.status_code == 200
    assert b"Nothing has been loaded yet" in r.content


def test_index_runs_two_queries(client, library, django_assert_num_queries):
    # 2 queries: the articles, the transcripts with their passage counts.
    with django_assert_num_queries(2):
        client.get(INDEX)


def test_index_rejects_post(client, library):
    assert client.post(INDEX).status_code == 405


# The reader.


def test_reader_shows_every_passage_with_its_anchor(client, library):
    r = client.get(_reader(library))
    assert r.status_code == 200
    assert b"<html" in r.content
    for passage in Passage.objects.all():
        assert f'id="{passage.anchor}"'.encode() in r.content
        assert f'href="#{passage.anchor}"'.encode() in r.content
    assert b"Hoovering" in r.content  # a tactic tag
    assert b"Closure that comes from within" in r.content  # a theme tag


def test_reader_404s_for_an_unknown_slug(client, library):
    r = client.get(reverse("library:transcript", args=["no-such-talk"]))
    assert r.status_code == 404


def test_reader_rejects_post(client, library):
    assert client.post(_reader(library)).status_code == 405


def test_reader_runs_a_constant_number_of_queries(client, db, tmp_path, django_assert_num_queries):
    make_library(tmp_path, {"000_long.txt": varied_talk(300)})
    transcript = Transcript.objects.get()
    assert transcript.passages.count() > 10
    # 2 queries: the transcript, its passages.
    with django_assert_num_queries(2):
        client.get(_reader(transcript))


# Search.


def test_search_page_invites_a_search(client, library):
    r = client.get(SEARCH)
    assert r.status_code == 200
    assert b'<label for="id_q">Search the library</label>' in r.content
    assert b"Type a word or two" in r.content


def test_search_shows_highlighted_results(client, library):
    r = client.get(SEARCH, {"q": "guilt"})
    assert r.status_code == 200
    assert b"<html" in r.content
    assert b"<mark>Guilt</mark>" in r.content
    assert b'value="guilt"' in r.content


def test_search_returns_only_the_results_to_htmx(client, library):
    r = client.get(SEARCH, {"q": "guilt"}, headers={"HX-Request": "true"})
    assert r.status_code == 200
    assert b"<html" not in r.content
    assert r.content.lstrip().startswith(b'<section id="results"')
    assert b"<mark>Guilt</mark>" in r.content


def test_search_says_when_nothing_matches(client, library):
    r = client.get(SEARCH, {"q": "hippopotamus"})
    assert b"Nothing in the library matches that" in r.content


def test_search_escapes_what_was_typed(client, library):
    r = client.get(SEARCH, {"q": '<script>alert("x")</script>'})
    assert r.status_code == 200
    assert b"<script>alert" not in r.content
    assert b"&lt;script&gt;alert" in r.content


def test_search_explains_a_very_long_query_and_keeps_it(client, library):
    r = client.get(SEARCH, {"q": "guilt " * 200})
    assert r.status_code == 200
    assert b"A few words work best" in r.content
    assert b"guilt guilt" in r.content


@pytest.mark.parametrize("query", HOSTILE)
def test_search_never_fails_on_hostile_queries(client, library, query):
    r = client.get(SEARCH, {"q": query})
    assert r.status_code == 200
    r = client.get(SEARCH, {"q": query}, headers={"HX-Request": "true"})
    assert r.status_code == 200


@pytest.mark.parametrize("page", ["0", "-1", "abc", "99999", "2"])
def test_search_copes_with_any_page_number(client, library, page):
    r = client.get(SEARCH, {"q": "guilt", "page": page})
    assert r.status_code == 200


def test_search_rejects_a_nul_character_calmly(client, library):
    r = client.get(SEARCH, {"q": "guilt\x00"})
    assert r.status_code == 200
    assert b"errorlist" in r.content


def test_search_rejects_post(client, library):
    assert client.post(SEARCH, {"q": "guilt"}).status_code == 405


def test_search_runs_a_constant_number_of_queries(client, db, tmp_path, django_assert_num_queries):
    make_library(tmp_path, {"000_long.txt": varied_talk(300)})
    # 1 query: the ranked match with snippets (anonymous: no session or user).
    with django_assert_num_queries(1):
        r = client.get(SEARCH, {"q": "guilt"})
    assert r.content.count(b'class="hit"') == 20
    assert b"More results" in r.content


def test_search_pages_link_to_each_other(client, db, tmp_path):
    make_library(tmp_path, {"000_long.txt": varied_talk(300)})
    r = client.get(SEARCH, {"q": "guilt", "page": 2})
    assert b"Previous results" in r.content
    assert b"?q=guilt&amp;page=1" in r.content


# Who may read.


def test_signed_in_people_can_read(alice_client, library):
    assert alice_client.get(INDEX).status_code == 200
    assert alice_client.get(_reader(library)).status_code == 200
    assert alice_client.get(SEARCH, {"q": "guilt"}).status_code == 200


def test_operator_can_require_an_account(client, library, settings):
    settings.LIBRARY_REQUIRES_LOGIN = True
    for url in (INDEX, _reader(library), f"{SEARCH}?q=guilt"):
        r = client.get(url)
        assert r.status_code == 302
        assert r["Location"].startswith(reverse("account_login"))


def test_required_account_still_lets_signed_in_people_read(alice_client, library, settings):
    settings.LIBRARY_REQUIRES_LOGIN = True
    assert alice_client.get(_reader(library)).status_code == 200
