"""The insights page costs the same number of queries with a short history and a long
one (issue 15 item 5: at most 8)."""

import datetime as dt

import pytest
from django.urls import reverse

from apps.counter.services import slip_record, special_date_create
from apps.insights import services
from tests.factories import make_person
from tests.insights.conftest import TODAY, at, log

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("frozen")]


def history(user, people, days: int, per_day: int) -> None:
    for i, person in enumerate(people):
        moments = [
            at(TODAY - dt.timedelta(days=d), 8 + (d * 5 + n + i) % 15) for d in range(1, days) for n in range(per_day)
        ]
        log(
            user, person, moments, tactics=["hoovering", "guilt-tripping"][: 1 + i % 2], channel=["text", "call"][i % 2]
        )


@pytest.mark.parametrize("period", ["30", "90", "365", "all"])
def test_the_page_costs_the_same_with_a_long_history(alice_client, london, django_assert_num_queries, period):
    people = [make_person(user=london, label=label, start=TODAY - dt.timedelta(days=800)) for label in "AB"]
    special_date_create(person=people[0], kind="their_birthday", date=dt.date(1980, 7, 14))
    services.own_date_add(user=london, label="Mine", month=8, day=1)
    history(london, people, 20, 1)
    url = reverse("insights:page") + f"?period={period}"
    alice_client.get(url)  # the tactics are read once per process
    # Exactly 8 queries (issue 15's budget):
    # 1 session, 2 user, 3 the user's people with their special dates, 4 the profile's
    # time zone with the roll-ups' one and the watchlist, 5 the roll-ups (one UNION ALL
    # of reads bounded by days), 6 the streaks with the slips that ended them, 7 the
    # details of a few days (what ended the quiet spells, the busiest day), 8 the
    # journal's moods over the same weeks (issue 18).
    with django_assert_num_queries(8):
        assert alice_client.get(url).status_code == 200
    history(london, people, 500, 3)
    for n in range(30, 0, -1):
        slip_record(
            person=people[n % 2],
            date=TODAY - dt.timedelta(days=15 * n),
            next_start=TODAY - dt.timedelta(days=15 * n - 1),
        )
    with django_assert_num_queries(8):
        r = alice_client.get(url)
    assert r.status_code == 200 and r.context["page"].total >= 180  # 3 a day from 2 people, and the first 20 days


def test_the_calendar_file_costs_the_same_with_a_long_history(alice_client, london, django_assert_num_queries):
    people = [make_person(user=london, label=label) for label in "AB"]
    history(london, people, 20, 1)
    # 1 session, 2 user, 3 people and their dates, 4 time zones with the watchlist, 5 roll-ups
    with django_assert_num_queries(5):
        alice_client.get(reverse("insights:ics"))
    history(london, people, 400, 5)
    with django_assert_num_queries(5):
        alice_client.get(reverse("insights:ics"))
