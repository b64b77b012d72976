"""Finding words in the journal: the log's search, on SQLite (FTS5) and PostgreSQL
(GIN); the words never go into a URL."""

import pytest
from django.urls import reverse

from apps.journal import services
from apps.journal.selectors import journal_page
from tests.factories import make_entry, make_user

pytestmark = pytest.mark.django_db


def found(user, words: str) -> list[str]:
    return [row.excerpt for row in journal_page(user=user, words=words).rows]


def test_it_finds_whole_words_and_their_starts_ignoring_case(alice):
    make_entry(user=alice, text="He CALLED twice at night.")
    make_entry(user=alice, text="I did not recall the date.")
    make_entry(user=alice, text="Nothing about that.")
    assert found(alice, "call") == ["He CALLED twice at night."]
    assert found(alice, "Called NIGHT") == ["He CALLED twice at night."]
    assert found(alice, "recall") == ["I did not recall the date."]
    assert found(alice, "call date") == []


def test_another_users_words_are_never_found(alice, bob):
    make_entry(user=bob, text="bob's birthday message")
    make_entry(user=alice, text="my own birthday")
    assert found(alice, "birthday") == ["my own birthday"]


def test_an_edited_entry_is_found_by_its_new_words_only(alice):
    entry = make_entry(user=alice, text="the old words")
    services.entry_update(entry=entry, text="the new words")
    assert found(alice, "old") == []
    assert found(alice, "new") == ["the new words"]


def test_a_deleted_entry_is_no_longer_found(alice):
    entry = make_entry(user=alice, text="forget this")
    services.entry_delete(entry=entry)
    assert found(alice, "forget") == []


@pytest.mark.parametrize("typed", ["OR", "NEAR(a b)", '"quote', "a*b", "NOT x", "-x", "'; drop table", ":*", "&|!"])
def test_search_syntax_typed_is_just_words(alice, typed):
    make_entry(user=alice, text="an ordinary entry or two")
    journal_page(user=alice, words=typed)  # never an error from the database


def test_search_syntax_words_are_matched_as_words(alice):
    make_entry(user=alice, text="near the station, not far")
    make_entry(user=alice, text="somewhere else")
    assert found(alice, "NEAR") == ["near the station, not far"]
    assert found(alice, "not") == ["near the station, not far"]


def test_words_in_other_scripts_and_accents(alice):
    make_entry(user=alice, text="Café with Zoë. Ça va.")
    assert found(alice, "café") == ["Café with Zoë. Ça va."]
    assert found(alice, "zoë") == ["Café with Zoë. Ça va."]


def test_the_search_form_posts_and_the_url_carries_only_a_token(alice_client, alice):
    make_entry(user=alice, text="the birthday message again")
    make_entry(user=alice, text="something else")
    r = alice_client.post(reverse("journal:search"), {"q": "birthday"})
    assert r.status_code == 303
    assert "birthday" not in r["Location"] and "?s=" in r["Location"]
    page = alice_client.get(r["Location"])
    assert [row.excerpt for row in page.context["page"].rows] == ["the birthday message again"]


def test_the_search_answers_htmx_with_the_list_and_a_token_url(alice_client, alice):
    make_entry(user=alice, text="the birthday message again")
    r = alice_client.post(reverse("journal:search"), {"q": "birthday"}, headers={"HX-Request": "true"})
    assert r.status_code == 200 and b"<html" not in r.content
    assert "birthday" not in r["HX-Push-Url"] and "?s=" in r["HX-Push-Url"]
    assert b"the birthday message again" in r.content


def test_a_search_form_on_the_page_never_uses_get(alice_client, alice):
    import re

    page = alice_client.get(reverse("journal:index")).content.decode()
    forms = re.findall(r"<form\b[^>]*>", page)
    search = [form for form in forms if 'role="search"' in form]
    assert len(search) == 1 and 'method="post"' in search[0] and "hx-get" not in search[0]


def test_an_empty_search_shows_every_entry(alice_client, alice):
    make_entry(user=alice, text="one")
    r = alice_client.post(reverse("journal:search"), {"q": "  "})
    assert r["Location"] == reverse("journal:index")


def test_a_token_from_another_session_shows_no_search(client, alice):
    make_entry(user=alice, text="private words")
    other = make_user(username="carol")
    client.force_login(other)
    token = client.post(reverse("journal:search"), {"q": "private"})["Location"].split("s=")[1]
    client.force_login(alice)  # a new session: the token means nothing there
    page = client.get(reverse("journal:index") + f"?s={token}")
    assert page.context["words"] == ""
    assert [row.excerpt for row in page.context["page"].rows] == ["private words"]


def test_words_too_long_for_a_search_say_so_and_show_every_entry(alice_client, alice):
    make_entry(user=alice, text="one")
    typed = "birthday " * 30
    r = alice_client.post(reverse("journal:search"), {"q": typed})
    assert r.status_code == 200
    page = r.content.decode()
    assert "Search for a few words: up to 200 characters." in page
    assert f'value="{typed}"' in page  # what was typed stays in the box
    assert [row.excerpt for row in r.context["page"].rows] == ["one"]
    assert "birthday" not in str(alice_client.session.get("search_words", {}))  # nothing kept


def test_words_too_long_for_a_search_with_htmx_get_the_list_with_the_error(alice_client, alice):
    make_entry(user=alice, text="one")
    r = alice_client.post(reverse("journal:search"), {"q": "x" * 201}, headers={"HX-Request": "true"})
    assert r.status_code == 200 and b"<html" not in r.content
    assert r.content.lstrip().startswith(b'<section id="entries"')
    assert b"up to 200 characters" in r.content and b"one" in r.content
    assert "HX-Push-Url" not in r
