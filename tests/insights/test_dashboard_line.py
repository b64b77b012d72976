"""The weeks ahead as one line on the dashboard: what comes within 30 days (the day
cards name each person's own dates already), at a constant cost."""

import datetime as dt

import pytest
from django.template.loader import render_to_string
from django.urls import reverse

from apps.counter.services import special_date_create
from apps.insights import services
from apps.insights.dashboard import ahead_line
from tests.factories import make_person
from tests.insights.conftest import TODAY, at, log

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("frozen")]


def line(user) -> str:
    found = ahead_line(user=user, time_zone="Europe/London", today=TODAY)
    return render_to_string("insights/_ahead_line.html", {"ahead_line": found}).strip()


def test_it_names_what_comes_within_30_days_soonest_first(london):
    person = make_person(user=london, label="R.")
    special_date_create(person=person, kind="their_birthday", date=dt.date(1980, 7, 2))  # on R.'s card
    services.own_date_add(user=london, label="The day I left", month=7, day=20)
    services.own_date_add(user=london, label="Moving day", month=7, day=1)
    services.own_date_add(user=london, label="Too far", month=8, day=15)
    services.watchlist_save(
        user=london, christmas=True, new_year=True, mothers_day=False, fathers_day=False, region="uk"
    )
    found = ahead_line(user=london, time_zone="Europe/London", today=TODAY)
    assert found is not None
    assert found.items == ["Moving day tomorrow", "The day I left in 20 days"]
    assert found.url == reverse("insights:page") + "#ahead"
    html = line(london)
    assert "Coming up: Moving day tomorrow; The day I left in 20 days." in html
    assert "R." not in html and "birthday" not in html


def test_last_years_busy_time_is_on_the_line(london):
    person = make_person(user=london, label="R.")
    weekly = [TODAY - dt.timedelta(days=7 * n + 3) for n in range(53)]
    log(london, person, [at(d, 10) for d in weekly])
    log(london, person, [at(dt.date(2025, 7, d), 21) for d in (8, 9, 10, 10, 10, 11, 11, 12, 13)])
    found = ahead_line(user=london, time_zone="Europe/London", today=TODAY)
    assert found is not None
    assert len(found.items) == 1 and found.items[0].startswith("a busy time last year in ")


def test_nothing_coming_means_no_line(london):
    make_person(user=london, label="R.")
    services.watchlist_save(
        user=london, christmas=True, new_year=True, mothers_day=False, fathers_day=False, region="uk"
    )
    assert ahead_line(user=london, time_zone="Europe/London", today=TODAY) is None
    assert line(london) == ""


def test_the_line_costs_two_queries_whatever_the_history(london, django_assert_num_queries):
    person = make_person(user=london, label="R.")
    services.own_date_add(user=london, label="The day I left", month=7, day=20)
    # Two queries: the watchlist; one read of the roll-ups (the usual, last year's weeks).
    with django_assert_num_queries(2):
        short = ahead_line(user=london, time_zone="Europe/London", today=TODAY)
    log(london, person, [at(TODAY - dt.timedelta(days=n), n % 24) for n in range(1, 700)])
    with django_assert_num_queries(2):
        long = ahead_line(user=london, time_zone="Europe/London", today=TODAY)
    assert short == long


def test_the_dashboard_shows_the_line_under_the_counts(alice_client, london):
    make_person(user=london, label="R.")
    services.own_date_add(user=london, label="Moving day", month=7, day=1)
    content = alice_client.get("/").content.decode()
    assert 'Coming up: Moving day tomorrow. <a href="/insights/#ahead">The weeks ahead</a>' in content
    assert content.index('id="people-cards"') < content.index("Coming up:")


def test_a_dashboard_without_people_has_no_line(alice_client, london):
    services.own_date_add(user=london, label="Moving day", month=7, day=1)
    assert "Coming up:" not in alice_client.get("/").content.decode()
