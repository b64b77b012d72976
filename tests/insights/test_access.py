"""Every insights URL: sign-in required, another user's person is a 404, wrong methods
are 405, htmx gets only the fragment."""

import pytest
from django.urls import reverse

from apps.insights import services
from apps.insights.models import Watchlist
from tests.factories import make_attempt, make_person

pytestmark = pytest.mark.django_db

GETS = ["insights:page", "insights:ics", "insights:dates"]
POSTS = ["insights:watch", "insights:date-add"]


def url(name: str) -> str:
    return reverse(name)


@pytest.mark.parametrize("name", [*GETS, *POSTS, "insights:date-remove"])
def test_it_sends_anonymous_visitors_to_sign_in(client, name):
    path = reverse(name, args=[0]) if name == "insights:date-remove" else url(name)
    for method in ("get", "post"):
        r = getattr(client, method)(path)
        if r.status_code == 405:
            continue
        assert r.status_code == 302
        assert r["Location"].startswith(reverse("account_login"))


@pytest.mark.parametrize("name", GETS)
def test_the_pages_reject_other_methods(alice_client, name):
    for method in ("post", "put", "delete"):
        assert getattr(alice_client, method)(url(name)).status_code == 405


@pytest.mark.parametrize("name", [*POSTS, "insights:date-remove"])
def test_the_actions_accept_only_post(alice_client, name):
    path = reverse(name, args=[0]) if name == "insights:date-remove" else url(name)
    for method in ("get", "put", "delete"):
        assert getattr(alice_client, method)(path).status_code == 405


def test_it_404s_for_another_users_person(alice_client, alice, bob):
    make_attempt(user=alice)
    theirs = make_person(user=bob, label="Not yours")
    make_attempt(user=bob, person=theirs, message="bob's words")
    r = alice_client.get(url("insights:page"), {"person": str(theirs.pk)})
    assert r.status_code == 404
    r = alice_client.get(url("insights:page"), {"person": str(theirs.pk)}, headers={"HX-Request": "true"})
    assert r.status_code == 404


def test_a_malformed_person_is_a_404(alice_client, alice):
    make_person(user=alice)
    assert alice_client.get(url("insights:page"), {"person": "not-an-id"}).status_code == 404


def test_an_unknown_period_shows_the_default(alice_client, alice):
    make_person(user=alice)
    r = alice_client.get(url("insights:page"), {"period": "forever"})
    assert r.status_code == 200
    assert r.context["page"].period == "90"


def test_htmx_gets_only_the_fragment(alice_client, alice):
    make_attempt(user=alice)
    r = alice_client.get(url("insights:page"), {"period": "30"}, headers={"HX-Request": "true"})
    assert r.status_code == 200
    assert b"<html" not in r.content
    assert b'id="insights-body"' in r.content
    assert b"<html" in alice_client.get(url("insights:page")).content


def test_removing_another_users_date_is_a_404(alice, bob_client):
    services.own_date_add(user=alice, label="The day I left", month=3, day=14)
    r = bob_client.post(reverse("insights:date-remove", args=[0]))
    assert r.status_code == 404
    assert Watchlist.objects.get(user=alice).own_dates == [{"label": "The day I left", "month": 3, "day": 14}]


def test_the_page_shows_nothing_of_another_user(alice_client, alice, bob):
    make_attempt(user=alice)
    theirs = make_person(user=bob, label="Zebedee")
    make_attempt(user=bob, person=theirs)
    services.own_date_add(user=bob, label="Bob's own day", month=1, day=5)
    r = alice_client.get(url("insights:page"), {"period": "all"})
    assert b"Zebedee" not in r.content
    assert b"Bob&#x27;s own day" not in r.content
    assert r.context["page"].total == 1


def test_the_main_menu_leads_to_insights_and_marks_it_current(alice_client, alice):
    link = f'<a href="{url("insights:page")}"'
    assert link + ">Insights</a>" in alice_client.get("/log/").content.decode()
    assert link + ' aria-current="page">Insights</a>' in alice_client.get(url("insights:page")).content.decode()
