"""The log page: words searched never reach a URL (issue 12), deleted entries stay where
they were (issue 13)."""

import datetime as dt
import re

import pytest
from django.test import Client
from django.urls import reverse

from apps.attempts import services
from apps.attempts.selectors import LogRow, log_page
from tests.factories import make_attempt, make_person

pytestmark = pytest.mark.django_db
WORDS = "Birthday Surprise"
WHEN = dt.datetime(2026, 3, 1, 21, 30, tzinfo=dt.UTC)
# Every attribute that holds a URL the browser may keep (history, address bar, logs).
URL_ATTRIBUTES = re.compile(r'(?:href|action|src|hx-get|hx-post|hx-push-url)="([^"]*)"')


@pytest.fixture
def person(alice):
    return make_person(user=alice, label="J")


def urls_in(response) -> list[str]:
    """The URLs a response hands the browser (and, for a download, its file name)."""
    urls = [] if response.streaming else URL_ATTRIBUTES.findall(response.content.decode())
    headers = ("Location", "HX-Push-Url", "HX-Redirect", "Content-Disposition")
    return urls + [response[h] for h in headers if response.has_header(h)]


def assert_no_words(urls: list[str]) -> None:
    for url in urls:
        lowered = url.lower()
        assert "birthday" not in lowered and "surprise" not in lowered, url


def test_a_search_without_javascript_leaves_the_words_out_of_every_url(alice_client, person):
    for n in range(55):
        make_attempt(person=person, message=f"happy birthday surprise {n}", occurred_at=WHEN - dt.timedelta(hours=n))
    make_attempt(person=person, message="something else", occurred_at=WHEN + dt.timedelta(hours=1))
    r = alice_client.post(reverse("attempts:search"), {"q": WORDS, "channel": "text"})
    assert r.status_code == 303
    assert r["Location"].startswith(reverse("attempts:log") + "?")
    assert "s=" in r["Location"] and "channel=text" in r["Location"]
    seen = urls_in(r)
    page = alice_client.get(r["Location"])
    assert len(page.context["page"].rows) == 50
    assert all("birthday" in row.excerpt for row in page.context["page"].rows)
    seen += urls_in(page)
    token = page.context["query"]
    # Older entries, the exports: each carries the token, never the words.
    older = [u for u in URL_ATTRIBUTES.findall(page.content.decode()) if "after=" in u]
    exports = [u for u in URL_ATTRIBUTES.findall(page.content.decode()) if "/export." in u]
    assert older and len(exports) == 2
    assert all(token in u.replace("&amp;", "&") for u in older + exports)
    second = alice_client.get(reverse("attempts:log") + "?" + older[0].split("?", 1)[1].replace("&amp;", "&"))
    assert len(second.context["page"].rows) == 5
    seen += urls_in(second)
    for url in exports:
        seen += urls_in(alice_client.get(url.replace("&amp;", "&")))
    assert_no_words(seen)
    # The words themselves are on the page, in the search box, for the person to see.
    assert f'value="{WORDS}"' in page.content.decode()


def test_a_search_by_htmx_answers_with_the_results_and_a_token_url(alice_client, person):
    make_attempt(person=person, message="happy birthday", occurred_at=WHEN)
    make_attempt(person=person, message="other words", occurred_at=WHEN)
    r = alice_client.post(reverse("attempts:search"), {"q": WORDS.split()[0]}, headers={"HX-Request": "true"})
    assert r.status_code == 200
    assert b"<html" not in r.content
    assert b'id="results"' in r.content
    assert [row.excerpt for row in r.context["page"].rows] == ["happy birthday"]
    assert r["HX-Push-Url"].startswith(reverse("attempts:log") + "?s=")
    assert_no_words(urls_in(r))
    assert alice_client.get(r["HX-Push-Url"]).context["page"].rows[0].excerpt == "happy birthday"


def test_an_old_link_with_words_is_turned_into_a_token(alice_client, person):
    make_attempt(person=person, message="happy birthday", occurred_at=WHEN)
    r = alice_client.get(reverse("attempts:log"), {"q": "birthday", "person": person.pk})
    assert r.status_code == 303
    assert_no_words(urls_in(r))
    assert f"person={person.pk}" in r["Location"]
    assert [row.excerpt for row in alice_client.get(r["Location"]).context["page"].rows] == ["happy birthday"]


def test_an_unknown_token_searches_for_nothing(alice_client, person):
    make_attempt(person=person, message="one", occurred_at=WHEN)
    make_attempt(person=person, message="two", occurred_at=WHEN)
    r = alice_client.get(reverse("attempts:log"), {"s": "not-a-token"})
    assert r.status_code == 200
    assert len(r.context["page"].rows) == 2


def test_a_token_works_only_in_the_session_that_made_it(alice_client, alice, person):
    make_attempt(person=person, message="happy birthday", occurred_at=WHEN)
    make_attempt(person=person, message="other", occurred_at=WHEN)
    location = alice_client.post(reverse("attempts:search"), {"q": "birthday"})["Location"]
    other_session = Client()
    other_session.force_login(alice)
    assert len(other_session.get(location).context["page"].rows) == 2  # no words known here


def test_searching_needs_sign_in_post_and_the_csrf_token(client, alice, person):
    assert client.post(reverse("attempts:search"), {"q": "x"})["Location"].startswith("/accounts/login/")
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(alice)
    assert strict.post(reverse("attempts:search"), {"q": "x"}).status_code == 403
    assert strict.get(reverse("attempts:search")).status_code == 405


def test_bad_filters_posted_are_explained_on_the_page(alice_client, person):
    make_attempt(person=person, message="one", occurred_at=WHEN)
    r = alice_client.post(
        reverse("attempts:search"), {"q": "?!", "start": "2026-05-01", "end": "2026-01-01", "person": "nonsense"}
    )
    page = alice_client.get(r["Location"])
    assert page.status_code == 200
    assert b"Type a word to look for" in page.content
    assert b"The end date is before the start date" in page.content


def test_the_search_form_posts_with_the_csrf_token(alice_client, person):
    html = alice_client.get(reverse("attempts:log")).content.decode()
    form = html[html.index('<form method="post" action="/log/search/"') :]
    form = form[: form.index("</form>")]
    assert 'name="csrfmiddlewaretoken"' in form
    assert f'hx-post="{reverse("attempts:search")}"' in form
    assert 'name="q"' in form


# Deleted entries in the log.


def rows(client, **params) -> list[LogRow]:
    return client.get(reverse("attempts:log"), params).context["page"].rows


def test_a_deleted_entry_stays_in_the_log_where_it_was(alice_client, person):
    newer = make_attempt(person=person, message="newer", occurred_at=WHEN + dt.timedelta(days=1))
    gone = make_attempt(person=person, message="private words", occurred_at=WHEN, tactics=["hoovering"])
    older = make_attempt(person=person, message="older", occurred_at=WHEN - dt.timedelta(days=1))
    services.attempt_delete(attempt=gone)
    gone.refresh_from_db()
    found = rows(alice_client)
    assert [row.url for row in found] == [reverse("attempts:detail", args=[a.pk]) for a in (newer, gone, older)]
    tombstone = found[1]
    assert (tombstone.deleted, tombstone.excerpt, tombstone.chips) == (True, "", ())
    assert tombstone.fingerprint == gone.erased_hash[:16]
    assert tombstone.when == "1 Mar 2026, 21:30"
    html = alice_client.get(reverse("attempts:log")).content.decode()
    assert "Deleted entry" in html and gone.erased_hash[:16] in html
    assert "private words" not in html


def test_tombstones_follow_person_and_date_filters_but_not_words_or_tactics(alice_client, alice, person):
    other = make_person(user=alice, label="K")
    gone = make_attempt(person=person, message="call me", occurred_at=WHEN, tactics=["hoovering"])
    make_attempt(person=person, message="call me again", occurred_at=WHEN, tactics=["hoovering"])
    make_attempt(person=other, message="call from K", occurred_at=WHEN)
    services.attempt_delete(attempt=gone)
    assert sorted(row.deleted for row in rows(alice_client, person=person.pk)) == [False, True]
    assert [row.deleted for row in rows(alice_client, person=other.pk)] == [False]
    assert any(row.deleted for row in rows(alice_client, start="2026-03-01", end="2026-03-01"))
    assert [row.deleted for row in rows(alice_client, tactic="hoovering")] == [False]
    location = alice_client.post(reverse("attempts:search"), {"q": "call"})["Location"]
    assert not any(row.deleted for row in alice_client.get(location).context["page"].rows)


def test_pages_of_the_log_step_over_tombstones(alice, person):
    """Keyset pages, three rows at a time: every entry once, deleted or not, in order."""
    attempts = [
        make_attempt(person=person, message=f"m{n}", occurred_at=WHEN - dt.timedelta(minutes=n // 2)) for n in range(8)
    ]
    for attempt in attempts[1::3]:
        services.attempt_delete(attempt=attempt)
    expected = sorted(attempts, key=lambda a: (a.occurred_at, a.pk), reverse=True)
    seen, cursor = [], ""
    for _ in range(4):
        page = log_page(user=alice, filters={}, tz=dt.UTC, people={}, cursor=cursor, size=3)
        seen += [(row.url, row.deleted) for row in page.rows]
        if not (cursor := page.next_cursor):
            break
    deleted = {a.pk for a in attempts[1::3]}
    assert seen == [(reverse("attempts:detail", args=[a.pk]), a.pk in deleted) for a in expected]


def test_a_row_found_by_one_tactic_shows_all_its_tactics(alice_client, person):
    make_attempt(person=person, message="both", occurred_at=WHEN, tactics=["hoovering", "baiting"])
    make_attempt(person=person, message="other", occurred_at=WHEN, tactics=["baiting"])
    (row,) = rows(alice_client, tactic="hoovering")
    assert dict(row.chips) == {
        "Baiting": reverse("library:article", args=["baiting"]),
        "Hoovering": reverse("library:article", args=["hoovering"]),
    }
