import datetime as dt

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from apps.accounts.services import profile_get_or_create
from apps.counter.clock import user_today
from apps.counter.models import Person, Slip, Streak
from tests.factories import make_person, make_urge

pytestmark = pytest.mark.django_db


def add_history(person: Person, streaks: int) -> None:
    """`streaks` past streaks of 2 days each before the current one, in bulk, with the
    stored totals set as the services would set them."""
    first = person.current_start - dt.timedelta(days=3 * streaks)
    past = [
        Streak(person=person, start=first + dt.timedelta(days=3 * i), end=first + dt.timedelta(days=3 * i + 2))
        for i in range(streaks)
    ]
    Streak.objects.bulk_create(past)
    nexts = [*past[1:], person.current_streak]
    Slip.objects.bulk_create(
        Slip(person=person, ended_streak=s, next_streak=n, date=s.end) for s, n in zip(past, nexts, strict=True)
    )
    Person.objects.filter(pk=person.pk).update(past_streaks=streaks, longest_past_days=2, total_past_days=2 * streaks)


def dashboard_queries(client) -> int:
    with CaptureQueriesContext(connection) as queries:
        r = client.get("/")
    assert r.status_code == 200
    return len(queries)


def test_the_dashboard_shows_each_persons_count_and_next_milestone(alice_client, alice):
    make_person(user=alice, label="M", start=user_today(alice) - dt.timedelta(days=40))
    r = alice_client.get("/")
    content = r.content.decode()
    assert 'class="day-card__number">40</span>' in content
    assert "Next: <strong>60 days</strong>, in 20 days" in content
    assert "No contact since" in content
    assert "I want to reach out" in content
    assert "quick-log slot" not in content  # a template comment: never sent


def test_the_dashboard_counts_resisted_urges_but_never_shows_what_was_written(alice_client, alice):
    person = make_person(user=alice, label="M")
    make_urge(person=person, outcome="resisted", unsent_message="please call me back", trigger_note="his song")
    make_urge(person=person, outcome="pending", unsent_message="second secret")
    from apps.counter.services import slip_record

    slip_record(person=Person.objects.get(pk=person.pk), date=user_today(alice), note="what I said to him")
    content = alice_client.get("/").content.decode()
    assert "Urges you have let pass: <strong>1</strong>" in content
    for secret in ("please call me back", "second secret", "his song", "what I said to him"):
        assert secret not in content


def test_the_dashboard_hides_archived_people(alice_client, alice):
    from apps.counter.services import person_archive

    person_archive(person=make_person(user=alice, label="Archived one"))
    make_person(user=alice, label="Shown")
    content = alice_client.get("/").content.decode()
    assert "Shown" in content
    assert "Archived one" not in content


def test_the_dashboard_never_shows_another_users_people(alice_client, alice, bob):
    make_person(user=bob, label="Bobs person")
    assert b"Bobs person" not in alice_client.get("/").content


def test_the_dashboard_mentions_a_special_date_that_is_near(alice_client, alice):
    from apps.counter.services import special_date_create

    person = make_person(user=alice)
    soon = user_today(alice) + dt.timedelta(days=3)
    special_date_create(person=person, kind="their_birthday", date=soon.replace(year=1980))
    assert b"Their birthday is in 3 days" in alice_client.get("/").content


def test_the_dashboard_offers_to_set_the_time_zone_until_it_is_chosen(alice_client, alice):
    assert b"Set your time zone" in alice_client.get("/").content
    from apps.accounts.services import profile_set_time_zone

    profile_set_time_zone(user=alice, time_zone="Europe/London")
    assert b"Set your time zone" not in alice_client.get("/").content


def test_the_dashboard_counts_in_the_users_time_zone(alice_client, alice, settings):
    from apps.accounts.services import profile_set_time_zone

    profile_set_time_zone(user=alice, time_zone="Pacific/Kiritimati")  # UTC+14
    start = user_today(alice) - dt.timedelta(days=7)
    make_person(user=alice, start=start)
    assert b'class="day-card__number">7</span>' in alice_client.get("/").content


def test_htmx_gets_only_the_cards(alice_client, alice):
    make_person(user=alice, label="M")
    r = alice_client.get("/", headers={"HX-Request": "true"})
    assert b"<html" not in r.content
    assert b'id="people-cards"' in r.content
    assert b"Add another person" not in r.content


def test_the_dashboard_runs_the_same_queries_for_1_and_for_20_people_with_1000_past_streaks_each(
    alice_client, alice, django_assert_max_num_queries
):
    profile_get_or_create(user=alice)
    people = [make_person(user=alice, label=f"P{i}") for i in range(20)]
    for person in people:
        add_history(person, 1000)
    assert Streak.objects.count() == 20 * 1001
    Person.objects.exclude(pk=people[0].pk).update(archived_at=dt.datetime(2026, 1, 1, tzinfo=dt.UTC))
    # Expect 8 queries:
    # * the session
    # * the user
    # * the profile (time zone)
    # * the active people, with their stored totals
    # * their special dates (one prefetch)
    # * the weeks ahead line (insights, wired in by nocontact/views.py): the watchlist,
    #   and one read of the daily roll-ups
    # * the journal's check-in box: when the user last checked in today (a panel the
    #   project wires in, nocontact/views.py)
    with django_assert_max_num_queries(8):
        one = dashboard_queries(alice_client)
    Person.objects.update(archived_at=None)
    with django_assert_max_num_queries(8):
        twenty = dashboard_queries(alice_client)
    assert one == twenty
    content = alice_client.get("/").content.decode()
    assert content.count('class="day-card__number">10</span>') == 20


def test_the_dashboard_cost_does_not_depend_on_history(alice_client, alice):
    person = make_person(user=alice)
    before = dashboard_queries(alice_client)
    add_history(person, 1000)
    assert dashboard_queries(alice_client) == before
    r = alice_client.get(reverse("counter:person-detail", kwargs={"pk": person.pk}))
    assert r.status_code == 200


def test_the_first_person_is_added_on_the_dashboard_and_later_ones_from_a_link(alice_client, alice):
    content = alice_client.get("/").content.decode()
    assert 'id="person-form"' in content
    assert "Add another person" not in content
    make_person(user=alice)
    content = alice_client.get("/").content.decode()
    assert 'id="person-form"' not in content
    assert f'<a href="{reverse("counter:person-create")}">Add another person</a>' in content
