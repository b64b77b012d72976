"""The counter's pages cost the same number of queries with a short history and a long
one (issue 6): counts come from stored totals, lists are one page long."""

import datetime as dt

import pytest
from django.urls import reverse

from apps.accounts.services import profile_get_or_create
from apps.counter import services
from apps.counter.clock import user_today
from apps.counter.models import Person
from apps.counter.selectors import STREAKS_PER_PAGE
from tests.counter.test_dashboard import add_history, dashboard_queries
from tests.factories import make_attempt, make_person, make_reason, make_urge

pytestmark = pytest.mark.django_db


def a_long_history(user) -> Person:
    """Three people, hundreds of past streaks, corrections, withdrawn slips, dates,
    dozens of urges, reasons and attempts. Returns the first person."""
    today = user_today(user)
    people = [make_person(user=user, label=label, start=today - dt.timedelta(days=5)) for label in "ABC"]
    for person in people:
        add_history(person, 300)
        slip = services.slip_record(person=Person.objects.get(pk=person.pk), date=today - dt.timedelta(days=2))
        services.slip_withdraw(slip=slip)
        services.special_date_create(person=person, kind="their_birthday", date=today + dt.timedelta(days=3))
        services.special_date_create(person=person, kind="anniversary", date=today - dt.timedelta(days=90))
    for i in range(60):
        make_urge(person=people[i % 3], outcome="resisted" if i % 2 else "pending", unsent_message="not sent")
    for i in range(12):
        make_reason(user=user, kind="cost" if i % 2 else "why", text=f"Reason {i}")
        services.safe_contact_create(user=user, name=f"Friend {i}", phone="+44 7700 900123")
    for i in range(30):
        make_attempt(user=user, person=people[i % 3], message=f"Answer me {i}")
    return Person.objects.get(pk=people[0].pk)


def count_queries(client, url: str, django_assert_max_num_queries, most: int) -> int:
    with django_assert_max_num_queries(most) as captured:
        r = client.get(url)
    assert r.status_code == 200
    return len(captured)


def test_the_dashboard_costs_the_same_with_a_long_history(alice_client, alice, bob, django_assert_max_num_queries):
    make_person(user=alice)
    # Expect 8 queries: session, user, profile, active people, their special dates; the
    # weeks ahead line (insights): the watchlist, one read of the daily roll-ups; and the
    # journal's check-in box (when the user last checked in today).
    with django_assert_max_num_queries(8):
        short = dashboard_queries(alice_client)
    a_long_history(alice)
    with django_assert_max_num_queries(8):
        assert dashboard_queries(alice_client) == short


def test_the_person_page_costs_the_same_with_a_long_history(alice_client, alice, django_assert_max_num_queries):
    person = make_person(user=alice, start=user_today(alice) - dt.timedelta(days=9))
    url = reverse("counter:person-detail", kwargs={"pk": person.pk})
    # Expect 5 queries: session, user, person (with the profile), a page of streaks
    # with their slips, special dates. No corrections: no query for them or for
    # withdrawn slips.
    count_queries(alice_client, url, django_assert_max_num_queries, 5)
    slip = services.slip_record(person=person, date=user_today(alice) - dt.timedelta(days=1))
    services.slip_withdraw(slip=slip)
    # Expect 7 queries: those, and the withdrawn slips and the changes.
    short = count_queries(alice_client, url, django_assert_max_num_queries, 7)
    person = a_long_history(alice)
    url = reverse("counter:person-detail", kwargs={"pk": person.pk})
    assert count_queries(alice_client, url, django_assert_max_num_queries, 7) == short
    content = alice_client.get(url).content.decode()
    assert content.count('<li class="streak') == STREAKS_PER_PAGE
    assert "Withdrawn slips" in content
    assert "Changes you made" in content


def test_the_urge_page_costs_the_same_with_a_long_history(alice_client, alice, django_assert_max_num_queries):
    make_person(user=alice)
    url = reverse("counter:urge")
    # Expect 6 queries: session, user, profile, active people (also the form's
    # choices), reasons, safe contacts.
    short = count_queries(alice_client, url, django_assert_max_num_queries, 6)
    a_long_history(alice)
    assert count_queries(alice_client, url, django_assert_max_num_queries, 6) == short
    content = alice_client.get(url).content.decode()
    assert content.count('<label class="chip" for="id_person_') == 4
    assert "Reason 11" in content
    assert "Call Friend 11" in content


def test_the_account_page_costs_the_same_with_a_long_history(alice_client, alice, django_assert_max_num_queries):
    profile_get_or_create(user=alice)
    url = reverse("accounts:settings")
    # Expect 3 queries: session, user, profile.
    short = count_queries(alice_client, url, django_assert_max_num_queries, 3)
    a_long_history(alice)
    assert count_queries(alice_client, url, django_assert_max_num_queries, 3) == short
