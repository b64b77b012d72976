"""The weeks ahead: special dates, watched holidays, dates of the user's own and last
year's busy weeks; the calendar file (parsed with icalendar) names no one."""

import datetime as dt
import uuid

import pytest
from django.test import override_settings
from django.urls import reverse
from icalendar import Calendar

from apps.accounts.services import profile_set_time_zone
from apps.counter.services import special_date_create
from apps.insights import calendar, ics, services
from apps.insights.models import Watchlist
from tests.factories import make_person
from tests.insights.conftest import TODAY, at, log

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("frozen")]


def ahead(client, **params):
    r = client.get(reverse("insights:page"), params)
    assert r.status_code == 200
    return [(d.first, d.last, d.what, d.kind) for d in r.context["page"].ahead]


def test_it_lists_special_dates_and_watched_holidays_soonest_first(alice_client, london):
    person = make_person(user=london, label="R.")
    special_date_create(person=person, kind="their_birthday", date=dt.date(1980, 7, 14))
    special_date_create(person=person, kind="other", date=dt.date(2019, 12, 1), label="Moving day")  # beyond 90 days
    services.own_date_add(user=london, label="The day I left", month=9, day=2)
    services.watchlist_save(
        user=london, christmas=True, new_year=True, mothers_day=False, fathers_day=True, region="au"
    )
    assert ahead(alice_client) == [
        (dt.date(2026, 7, 14), dt.date(2026, 7, 14), "Their birthday (R.)", "special"),
        (dt.date(2026, 9, 2), dt.date(2026, 9, 2), "The day I left", "own"),
        # Father's Day in Australia: the first Sunday of September.
        (dt.date(2026, 9, 6), dt.date(2026, 9, 6), "Father's Day", "holiday"),
    ]


def test_the_holidays_fall_where_they_should():
    assert [calendar.easter(y) for y in (2024, 2025, 2026, 2027)] == [
        dt.date(2024, 3, 31),
        dt.date(2025, 4, 20),
        dt.date(2026, 4, 5),
        dt.date(2027, 3, 28),
    ]
    assert calendar.holiday_on("mothers_day", 2027, "uk") == dt.date(2027, 3, 7)  # Mothering Sunday
    assert calendar.holiday_on("mothers_day", 2026, "most") == dt.date(2026, 5, 10)
    assert calendar.holiday_on("mothers_day", 2026, "au") == dt.date(2026, 5, 10)
    assert calendar.holiday_on("fathers_day", 2026, "uk") == dt.date(2026, 6, 21)
    assert calendar.holiday_on("fathers_day", 2026, "au") == dt.date(2026, 9, 6)
    assert calendar.region_for_zone("Europe/London") == "uk"
    assert calendar.region_for_zone("Australia/Sydney") == "au"
    assert calendar.region_for_zone("America/Chicago") == "most"
    assert calendar.yearly_between(2, 29, dt.date(2026, 1, 1), dt.date(2028, 12, 31)) == [
        dt.date(2026, 2, 28),
        dt.date(2027, 2, 28),
        dt.date(2028, 2, 29),
    ]


def test_last_years_busy_week_is_flagged_ahead(alice_client, london):
    person = make_person(user=london, label="R.")
    # A year of one attempt a week, and a burst of 9 around 20 August last year.
    weekly = [TODAY - dt.timedelta(days=7 * n + 3) for n in range(53)]
    log(london, person, [at(d, 10) for d in weekly])
    burst = [dt.date(2025, 8, d) for d in (18, 19, 20, 20, 20, 21, 21, 22, 23)]
    log(london, person, [at(d, 21) for d in burst])
    busy = [d for d in ahead(alice_client) if d[3] == "busy"]
    assert len(busy) == 1
    first, last, what, _ = busy[0]
    # Each date ahead is judged by its week last year (3 days either side): the burst
    # (9, and one weekly attempt on 18 August) against a usual of 62 a year, 1.19 a week.
    assert first <= dt.date(2026, 8, 20) <= last
    assert (first, last) == (dt.date(2026, 8, 16), dt.date(2026, 8, 25))
    assert what == "A busy time last year"


def test_the_calendar_file_parses_and_names_no_one(alice_client, london, settings):
    person = make_person(user=london, label="Rosalind")
    special_date_create(person=person, kind="their_birthday", date=dt.date(1980, 7, 14))
    special_date_create(person=person, kind="other", date=dt.date(2019, 8, 1), label="Wedding anniversary")
    services.own_date_add(user=london, label="Grandad's funeral", month=9, day=2)
    r = alice_client.get(reverse("insights:ics"), {"reminder": "3"})
    assert r.status_code == 200
    assert r["Content-Type"].startswith("text/calendar")
    assert r["Content-Disposition"] == 'attachment; filename="dates.ics"'
    parsed = Calendar.from_ical(r.content)
    events = parsed.walk("VEVENT")
    assert [(e.decoded("dtstart"), str(e["summary"])) for e in events] == [
        (dt.date(2026, 7, 14), "Plan ahead"),
        (dt.date(2026, 8, 1), "Plan ahead"),
        (dt.date(2026, 9, 2), "Plan ahead"),
    ]
    for event in events:
        assert event.decoded("dtend") - event.decoded("dtstart") == dt.timedelta(days=1)
        (alarm,) = event.walk("VALARM")
        assert alarm.decoded("trigger") == dt.timedelta(days=-3, hours=9)  # 9:00, three days before
    body = r.content.decode()
    for word in ("Rosalind", "birthday", "Wedding", "funeral", "Grandad", settings.SITE_NAME, "nocontact", "http"):
        assert word.lower() not in body.lower(), word


def test_calendar_uids_are_stable_for_a_user_and_tell_no_one_which_account_it_is(alice_client, bob_client, bob, london):
    """The same date gets the same UID on every download (a calendar updates it), another
    user's the same date another UID, and none can be worked out from the account's id
    without the server's secret."""
    profile_set_time_zone(user=bob, time_zone="Europe/London")
    for user in (london, bob):
        special_date_create(person=make_person(user=user), kind="my_birthday", date=dt.date(1990, 7, 1))

    def uids(client) -> list[str]:
        return [str(e["uid"]) for e in Calendar.from_ical(client.get(reverse("insights:ics")).content).walk("VEVENT")]

    (mine,) = uids(alice_client)
    assert uids(alice_client) == [mine]
    assert uids(bob_client) != [mine]
    from_the_id = uuid.uuid5(ics._NAMESPACE, f"{london.pk}:my_birthday:2026-07-01:Your birthday")
    assert mine != str(from_the_id)
    key = ics.owner_key(london.pk)
    with override_settings(SECRET_KEY="another-secret-" * 4):
        assert ics.owner_key(london.pk) != key  # (a new secret signs everyone out: the key alone)


def test_the_calendar_file_without_reminders_has_no_alarms(alice_client, london):
    Watchlist.objects.create(user=london)  # Christmas and New Year watched
    with_travel = Calendar.from_ical(alice_client.get(reverse("insights:ics")).content)
    assert [str(e["summary"]) for e in with_travel.walk("VEVENT")] == []  # both are over 90 days away
    assert not with_travel.walk("VALARM")


def test_a_bad_reminder_means_none(alice_client, london):
    person = make_person(user=london)
    special_date_create(person=person, kind="my_birthday", date=dt.date(1990, 7, 1))
    parsed = Calendar.from_ical(alice_client.get(reverse("insights:ics"), {"reminder": "999"}).content)
    assert len(parsed.walk("VEVENT")) == 1
    assert not parsed.walk("VALARM")


def test_saving_the_watchlist(alice_client, london):
    data = {"new_year": "on", "mothers_day": "on", "region": "uk"}
    r = alice_client.post(reverse("insights:watch"), data)
    assert r.status_code == 302 and r["Location"] == reverse("insights:dates")
    saved = Watchlist.objects.get(user=london)
    assert (saved.christmas, saved.new_year, saved.mothers_day, saved.fathers_day, saved.region) == (
        False,
        True,
        True,
        False,
        "uk",
    )
    r = alice_client.post(reverse("insights:watch"), data, headers={"HX-Request": "true"})
    assert r.status_code == 200 and b"<html" not in r.content and b'id="dates"' in r.content


def test_a_watchlist_without_a_convention_is_an_error_on_the_form(alice_client, london):
    services.own_date_add(user=london, label="Kept", month=1, day=2)
    r = alice_client.post(reverse("insights:watch"), {"christmas": "on", "region": "mars"})
    assert r.status_code == 200
    assert "Select a valid choice" in r.content.decode() or "Choose when" in r.content.decode()
    assert Watchlist.objects.get(user=london).own_dates == [{"label": "Kept", "month": 1, "day": 2}]
    assert Watchlist.objects.get(user=london).christmas is True  # unchanged


@pytest.mark.parametrize(
    ("data", "error"),
    [
        ({"label": "", "month": "2", "day": "3"}, "Give the date a name"),
        ({"label": "   ", "month": "2", "day": "3"}, "Give the date a name"),
        ({"label": "x" * 61, "month": "2", "day": "3"}, "60 characters or fewer"),
        ({"label": "Day", "month": "2", "day": "30"}, "February has no day 30"),
        ({"label": "Day", "month": "13", "day": "3"}, "Choose a month from the list"),
        ({"label": "Day", "month": "4", "day": "zero"}, "as a number"),
        ({"label": "Day", "month": "4", "day": "0"}, "1 to 31"),
    ],
)
def test_a_bad_own_date_gets_a_clear_error_and_keeps_what_was_typed(alice_client, london, data, error):
    for headers in ({}, {"HX-Request": "true"}):
        r = alice_client.post(reverse("insights:date-add"), data, headers=headers)
        assert r.status_code == 200
        assert error in r.content.decode()
        if data["label"].strip():
            assert f'value="{data["label"]}"' in r.content.decode()
    assert not Watchlist.objects.filter(user=london).exists()


def test_adding_and_removing_own_dates(alice_client, london):
    for label in ("First", "Second"):
        assert (
            alice_client.post(reverse("insights:date-add"), {"label": label, "month": "3", "day": "4"}).status_code
            == 302
        )
    assert alice_client.post(reverse("insights:date-remove", args=[0])).status_code == 302
    assert Watchlist.objects.get(user=london).own_dates == [{"label": "Second", "month": 3, "day": 4}]
    assert alice_client.post(reverse("insights:date-remove", args=[5])).status_code == 404


def test_there_is_a_limit_to_own_dates(alice_client, london):
    for n in range(20):
        services.own_date_add(user=london, label=f"Date {n}", month=1, day=n + 1)
    r = alice_client.post(reverse("insights:date-add"), {"label": "One more", "month": "3", "day": "4"})
    assert r.status_code == 200
    assert "Remove one to add another" in r.content.decode()
    assert len(Watchlist.objects.get(user=london).own_dates) == 20


def test_the_dates_page_shows_the_watchlist_and_the_insights_page_links_to_it(alice_client, london):
    services.own_date_add(user=london, label="The day I left", month=9, day=2)
    services.watchlist_save(
        user=london, christmas=True, new_year=False, mothers_day=False, fathers_day=True, region="au"
    )
    content = alice_client.get(reverse("insights:dates")).content.decode()
    assert "The day I left: 2 September" in content
    assert '<input type="checkbox" name="christmas" id="id_christmas" checked>' in content
    assert '<input type="checkbox" name="new_year" id="id_new_year">' in content
    assert '<input type="radio" name="region" value="au" id="id_region_2" required checked>' in content
    page = alice_client.get(reverse("insights:page")).content.decode()
    assert f'href="{reverse("insights:dates")}"' in page
    assert 'name="christmas"' not in page  # the insights page itself draws no forms of the dates
