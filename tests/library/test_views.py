import re

import pytest
from django.db import connection
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


def test_index_lists_the_talks_before_the_article(client, db, tmp_path):
    from apps.library.services import transcript_ingest

    for name in ("000_a.txt", "001_b.txt", "002_c.txt"):
        (tmp_path / name).write_text("A real sentence about healing and rest. " * 20, encoding="utf-8")
    (tmp_path / "kinds.json").write_text('{"001_b.txt": "article"}', encoding="utf-8")
    transcript_ingest(directory=tmp_path)
    page = client.get(INDEX).content.decode()
    assert page.index(">Talk 1<") < page.index(">Talk 2<") < page.index(">Article 1<")


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
    # The tags the reader shows are the tagger's (tests/library/test_tagging.py); here, that they are shown.
    Passage.objects.filter(pk=Passage.objects.order_by("ordinal").first().pk).update(
        tactic_slugs=["hoovering"], theme_slugs=["closure"]
    )
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


def _search(client, words, **extra):
    """POST a search and follow its redirect: the page a reader lands on."""
    r = client.post(SEARCH, {"q": words}, **extra)
    assert r.status_code == 303
    return client.get(r["Location"])


def test_search_posts_the_words_and_redirects_to_a_token(client, library):
    r = client.post(SEARCH, {"q": "guilt"})
    assert r.status_code == 303
    assert r["Location"].startswith(f"{SEARCH}?s=")
    assert "guilt" not in r["Location"]


def test_search_shows_highlighted_results(client, library):
    r = _search(client, "guilt")
    assert r.status_code == 200
    assert b"<html" in r.content
    assert b"<mark>Guilt</mark>" in r.content
    assert b'value="guilt"' in r.content  # in the box, where the reader typed it


def test_search_returns_only_the_results_to_htmx_with_a_token_url(client, library):
    r = client.post(SEARCH, {"q": "guilt"}, headers={"HX-Request": "true"})
    assert r.status_code == 200
    assert b"<html" not in r.content
    assert r.content.lstrip().startswith(b'<section id="results"')
    assert b"<mark>Guilt</mark>" in r.content
    assert r["HX-Push-Url"].startswith(f"{SEARCH}?s=")
    assert "guilt" not in r["HX-Push-Url"]
    r = client.get(r["HX-Push-Url"], headers={"HX-Request": "true"})
    assert b"<mark>Guilt</mark>" in r.content


def test_the_typed_words_never_reach_a_url(client, db, tmp_path):
    make_library(tmp_path, {"000_long.txt": varied_talk(300)})
    words = "guilt"
    pages = []
    r = client.post(SEARCH, {"q": words})
    locations = [r["Location"]]
    pages.append(client.get(r["Location"]))
    r = client.post(SEARCH, {"q": words}, headers={"HX-Request": "true"})
    locations.append(r["HX-Push-Url"])
    pages.append(r)
    second = client.get(f"{locations[0]}&page=2")
    pages.append(second)
    assert b"Previous results" in second.content
    for url in locations:
        assert "guilt" not in url
    for page in pages:
        for link in re.findall(r'(?:href|hx-get|hx-post|action)="([^"]*)"', page.content.decode()):
            assert "guilt" not in link, link


def test_an_unknown_or_missing_token_shows_an_empty_search(client, library):
    for url in (SEARCH, f"{SEARCH}?s=nothing-here", f"{SEARCH}?q=guilt"):
        r = client.get(url)
        assert r.status_code == 200
        assert b"Type a word or two" in r.content
        assert b"<mark>" not in r.content


def test_search_says_when_nothing_matches(client, library):
    r = _search(client, "hippopotamus")
    assert b"Nothing in the library matches that" in r.content


def test_search_escapes_what_was_typed(client, library):
    r = _search(client, '<script>alert("x")</script>')
    assert r.status_code == 200
    assert b"<script>alert" not in r.content
    assert b"&lt;script&gt;alert" in r.content


def test_search_explains_a_very_long_query_and_keeps_it(client, library):
    r = client.post(SEARCH, {"q": "guilt " * 200})
    assert r.status_code == 200
    assert b"A few words work best" in r.content
    assert b"guilt guilt" in r.content


def test_an_invalid_htmx_search_rerenders_the_results_with_200(client, library):
    r = client.post(SEARCH, {"q": "guilt " * 200}, headers={"HX-Request": "true"})
    assert r.status_code == 200
    assert b"<html" not in r.content
    assert b"A few words work best" in r.content
    assert "HX-Push-Url" not in r


@pytest.mark.parametrize("query", HOSTILE)
def test_search_never_fails_on_hostile_queries(client, library, query):
    r = client.post(SEARCH, {"q": query}, follow=True)
    assert r.status_code == 200
    r = client.post(SEARCH, {"q": query}, headers={"HX-Request": "true"})
    assert r.status_code == 200


@pytest.mark.parametrize("page", ["0", "-1", "abc", "99999", "2"])
def test_search_copes_with_any_page_number(client, library, page):
    location = client.post(SEARCH, {"q": "guilt"})["Location"]
    r = client.get(f"{location}&page={page}")
    assert r.status_code == 200


def test_search_rejects_a_nul_character_calmly(client, library):
    r = client.post(SEARCH, {"q": "guilt\x00"})
    assert r.status_code == 200
    assert b"errorlist" in r.content


def test_search_rejects_other_methods(client, library):
    assert client.put(SEARCH, {"q": "guilt"}).status_code == 405
    assert client.delete(SEARCH).status_code == 405


def test_search_runs_a_constant_number_of_queries(client, db, tmp_path, django_assert_num_queries):
    make_library(tmp_path, {"000_long.txt": varied_talk(300)})
    location = client.post(SEARCH, {"q": "guilt"})["Location"]
    # SQLite: the session, the articles the words name (trigram index), the ranked
    # full-text match with snippets. PostgreSQL adds the trigram threshold (set_config).
    expected = 4 if connection.vendor == "postgresql" else 3
    with django_assert_num_queries(expected):
        r = client.get(location)
    assert r.content.count(b'class="hit"') == 20
    assert b"More results" in r.content


def test_search_pages_link_to_each_other(client, db, tmp_path):
    make_library(tmp_path, {"000_long.txt": varied_talk(300)})
    location = client.post(SEARCH, {"q": "guilt"})["Location"]
    token = location.split("s=")[1]
    r = client.get(f"{location}&page=2")
    assert b"Previous results" in r.content
    assert f"?s={token}&amp;page=1".encode() in r.content


# Who may read.


def test_signed_in_people_can_read(alice_client, library):
    assert alice_client.get(INDEX).status_code == 200
    assert alice_client.get(_reader(library)).status_code == 200
    assert alice_client.post(SEARCH, {"q": "guilt"}, follow=True).status_code == 200


def test_operator_can_require_an_account(client, library, settings):
    settings.LIBRARY_REQUIRES_LOGIN = True
    for url in (INDEX, _reader(library), SEARCH):
        r = client.get(url)
        assert r.status_code == 302
        assert r["Location"].startswith(reverse("account_login"))
    r = client.post(SEARCH, {"q": "guilt"})
    assert r.status_code == 302
    assert r["Location"].startswith(reverse("account_login"))


def test_required_account_still_lets_signed_in_people_read(alice_client, library, settings):
    settings.LIBRARY_REQUIRES_LOGIN = True
    assert alice_client.get(_reader(library)).status_code == 200


def test_every_library_search_form_posts_its_words(client, library):
    for url in (INDEX, SEARCH):
        page = client.get(url).content.decode()
        forms = re.findall(r'<form class="search-form"[^>]*>', page)
        assert forms, url
        for form in forms:
            assert 'method="post"' in form and "hx-get" not in form, form
