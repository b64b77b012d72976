"""Mood beside contact (issue 18): the journal's moods, week by week, on the insights
page beside the attempts of the same weeks."""

import datetime as dt

import pytest
from django.urls import reverse

from apps.insights.mood import mood_bars
from apps.insights.stats import Week
from apps.journal.services import checkin_record, entry_create
from tests.factories import make_person
from tests.insights.conftest import TODAY, at, log

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("frozen")]

MONDAY = dt.date(2026, 6, 22)  # the week of 22 June 2026 (TODAY is Tuesday 30 June)


def test_a_weeks_mood_is_the_average_of_its_entries_in_words():
    weeks = [Week(MONDAY - dt.timedelta(days=7), 4), Week(MONDAY, 9)]
    moods = {MONDAY: (2.0, 2), MONDAY + dt.timedelta(days=3): (3.0, 1)}  # (2 + 2 + 3) / 3
    found = mood_bars(weeks, moods)
    assert found.weeks_with_mood == 1
    assert [(r.week, r.attempts, r.mood) for r in found.rows] == [
        ("Week of 15 Jun 2026", 4, ""),
        ("Week of 22 Jun 2026", 9, "Low (2.3 of 5, 3 entries)"),
    ]
    (bar,) = found.bars
    assert bar.x == 11 and bar.height == pytest.approx(2.33 / 5 * 28, abs=0.05)
    assert found.path == f"M11 {bar.y}h8v{bar.height}h-8z"  # drawn where the second week is


def test_each_mood_counts_in_its_own_week_and_none_outside_the_weeks():
    weeks = [Week(MONDAY - dt.timedelta(days=7), 1), Week(MONDAY, 1)]
    moods = {
        MONDAY - dt.timedelta(days=8): (1.0, 4),  # the Sunday before the first week
        MONDAY - dt.timedelta(days=1): (5.0, 1),  # the first week's Sunday
        MONDAY: (1.0, 1),  # the second week's Monday
        MONDAY + dt.timedelta(days=7): (1.0, 4),  # the Monday after the last week
    }
    found = mood_bars(weeks, moods)
    assert [r.mood for r in found.rows] == ["Very good (5.0 of 5, 1 entry)", "Very low (1.0 of 5, 1 entry)"]


def test_the_page_shows_mood_beside_the_attempts_of_the_same_weeks(alice_client, london):
    person = make_person(user=london, label="R.", start=TODAY - dt.timedelta(days=200))
    log(london, person, [at(MONDAY + dt.timedelta(days=1), 9), at(MONDAY + dt.timedelta(days=2), 20)])
    entry_create(user=london, date=MONDAY + dt.timedelta(days=1), mood=1, text="A hard day.")
    checkin_record(user=london, date=MONDAY + dt.timedelta(days=2), mood=2, line="Better.")
    r = alice_client.get(reverse("insights:page"), {"period": "30"})
    row = next(row for row in r.context["page"].mood.rows if row.week == "Week of 22 Jun 2026")
    assert (row.attempts, row.mood) == (2, "Low (1.5 of 5, 2 entries)")
    html = r.content.decode()
    assert "Your mood, from your journal, on the same weeks" in html
    assert '<th scope="col">Your mood</th>' in html
    assert "A hard day" not in html  # moods only, never the words


def test_without_journal_moods_there_is_no_mood_chart(alice_client, london):
    person = make_person(user=london, label="R.", start=TODAY - dt.timedelta(days=200))
    log(london, person, [at(MONDAY + dt.timedelta(days=1), 9)])
    entry_create(user=london, date=MONDAY, text="No mood given.")
    r = alice_client.get(reverse("insights:page"), {"period": "30"})
    assert r.context["page"].mood.weeks_with_mood == 0
    assert "Your mood" not in r.content.decode()


def test_another_users_moods_never_show(alice_client, london, bob):
    person = make_person(user=london, label="R.", start=TODAY - dt.timedelta(days=200))
    log(london, person, [at(MONDAY + dt.timedelta(days=1), 9)])
    entry_create(user=bob, date=MONDAY, mood=5, text="Bob's.")
    r = alice_client.get(reverse("insights:page"), {"period": "30"})
    assert r.context["page"].mood.weeks_with_mood == 0


def test_each_days_mood_is_its_average_within_the_window_and_days_without_a_mood_are_left_out(london, bob):
    from apps.journal.selectors import mood_by_day

    entry_create(user=london, date=MONDAY, mood=1, text="One.")
    entry_create(user=london, date=MONDAY, mood=4, text="Two.")
    checkin_record(user=london, date=MONDAY + dt.timedelta(days=1), mood=5, line="Good.")
    entry_create(user=london, date=MONDAY + dt.timedelta(days=2), text="No mood given.")
    entry_create(user=london, date=MONDAY + dt.timedelta(days=9), mood=3, text="After the window.")
    entry_create(user=bob, date=MONDAY, mood=5, text="Bob's.")
    found = mood_by_day(user=london, start=MONDAY, end=MONDAY + dt.timedelta(days=8))
    assert found == {MONDAY: (2.5, 2), MONDAY + dt.timedelta(days=1): (5.0, 1)}
