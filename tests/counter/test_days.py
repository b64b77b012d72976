"""Day arithmetic: whole local calendar days, across time zones, DST and 29 February."""

import datetime as dt

import pytest

from apps.counter.days import (
    anniversary,
    days_between,
    last_milestone,
    local_today,
    milestone_dates,
    next_milestone,
    next_occurrence,
)

UTC = dt.UTC


def at(*args) -> dt.datetime:
    return dt.datetime(*args, tzinfo=UTC)


def count(time_zone: str, start: dt.date, now: dt.datetime) -> int:
    return days_between(start, local_today(time_zone, now))


def test_the_start_date_is_day_zero_and_the_next_day_is_day_one():
    start = dt.date(2026, 5, 3)
    assert days_between(start, start) == 0
    assert days_between(start, dt.date(2026, 5, 4)) == 1
    assert days_between(start, dt.date(2026, 6, 12)) == 40


def test_it_never_counts_below_zero():
    assert days_between(dt.date(2026, 5, 3), dt.date(2026, 5, 1)) == 0


def test_the_day_changes_at_local_midnight_not_utc_midnight():
    start = dt.date(2026, 6, 1)
    # 11:59 UTC on 1 June is 23:59 in Auckland (NZST, UTC+12), 04:59 in Los Angeles.
    assert count("Pacific/Auckland", start, at(2026, 6, 1, 11, 59)) == 0
    # One minute later it is midnight in Auckland: day 1 there, still 1 June in LA.
    assert count("Pacific/Auckland", start, at(2026, 6, 1, 12, 0)) == 1
    assert count("America/Los_Angeles", start, at(2026, 6, 1, 12, 0)) == 0
    # Midnight in Los Angeles (PDT, UTC-7) is 07:00 UTC the next day.
    assert count("America/Los_Angeles", start, at(2026, 6, 2, 6, 59)) == 0
    assert count("America/Los_Angeles", start, at(2026, 6, 2, 7, 0)) == 1


@pytest.mark.parametrize(
    ("before", "after"),
    [
        # Los Angeles, spring forward on 8 March 2026 (a 23-hour day): midnight on
        # 9 March is 07:00 UTC (PDT), where midnight on 8 March was 08:00 UTC (PST).
        (at(2026, 3, 9, 6, 59, 59), at(2026, 3, 9, 7, 0)),
        # Los Angeles, fall back on 1 November 2026 (a 25-hour day): midnight on
        # 2 November is 08:00 UTC (PST).
        (at(2026, 11, 2, 7, 59, 59), at(2026, 11, 2, 8, 0)),
    ],
)
def test_los_angeles_counts_whole_days_across_daylight_saving_changes(before, after):
    start = dt.date(2026, 3, 1) if before.month == 3 else dt.date(2026, 10, 25)
    days_before = count("America/Los_Angeles", start, before)
    assert count("America/Los_Angeles", start, after) == days_before + 1
    assert days_before == (local_today("America/Los_Angeles", before) - start).days


def test_los_angeles_short_day_still_counts_as_one_day():
    # From midnight 8 March to midnight 9 March is only 23 hours, and still one day.
    start = dt.date(2026, 3, 8)
    midnight_start = at(2026, 3, 8, 8, 0)  # 00:00 PST
    midnight_next = at(2026, 3, 9, 7, 0)  # 00:00 PDT
    assert midnight_next - midnight_start == dt.timedelta(hours=23)
    assert count("America/Los_Angeles", start, midnight_start) == 0
    assert count("America/Los_Angeles", start, midnight_next) == 1


def test_los_angeles_long_day_does_not_count_twice():
    # 1 November 2026 has 25 hours; at 23:30 PST it is still day 0.
    start = dt.date(2026, 11, 1)
    assert count("America/Los_Angeles", start, at(2026, 11, 1, 7, 0)) == 0  # 00:00 PDT
    assert count("America/Los_Angeles", start, at(2026, 11, 2, 7, 30)) == 0  # 23:30 PST
    assert count("America/Los_Angeles", start, at(2026, 11, 2, 8, 0)) == 1  # 00:00 PST


def test_auckland_counts_whole_days_when_daylight_saving_ends():
    # NZDT (UTC+13) ends at 03:00 on 5 April 2026, back to NZST (UTC+12): a 25-hour day.
    start = dt.date(2026, 4, 4)
    assert count("Pacific/Auckland", start, at(2026, 4, 4, 10, 59)) == 0  # 23:59 NZDT, 4 April
    assert count("Pacific/Auckland", start, at(2026, 4, 4, 11, 0)) == 1  # 00:00 NZDT, 5 April
    assert count("Pacific/Auckland", start, at(2026, 4, 5, 11, 59)) == 1  # 23:59 NZST, 5 April
    assert count("Pacific/Auckland", start, at(2026, 4, 5, 12, 0)) == 2  # 00:00 NZST, 6 April


def test_auckland_counts_whole_days_when_daylight_saving_starts():
    # NZST (UTC+12) jumps to NZDT (UTC+13) at 02:00 on 27 September 2026: a 23-hour day.
    start = dt.date(2026, 9, 26)
    assert count("Pacific/Auckland", start, at(2026, 9, 26, 11, 59)) == 0  # 23:59 NZST, 26 Sept
    assert count("Pacific/Auckland", start, at(2026, 9, 26, 12, 0)) == 1  # 00:00 NZST, 27 Sept
    assert count("Pacific/Auckland", start, at(2026, 9, 27, 10, 59)) == 1  # 23:59 NZDT, 27 Sept
    assert count("Pacific/Auckland", start, at(2026, 9, 27, 11, 0)) == 2  # 00:00 NZDT, 28 Sept


def test_the_same_instant_gives_different_counts_in_auckland_and_los_angeles():
    start = dt.date(2026, 3, 1)
    now = at(2026, 3, 10, 20, 0)  # 11 March 09:00 in Auckland, 10 March 13:00 in LA
    assert count("Pacific/Auckland", start, now) == 10
    assert count("America/Los_Angeles", start, now) == 9


def test_29_february_counts_as_a_day_in_a_leap_year():
    assert days_between(dt.date(2024, 2, 28), dt.date(2024, 3, 1)) == 2
    assert days_between(dt.date(2025, 2, 28), dt.date(2025, 3, 1)) == 1
    assert days_between(dt.date(2024, 2, 29), dt.date(2024, 3, 1)) == 1
    # A streak begun on 29 February, counted in Auckland across the change from NZDT.
    assert count("Pacific/Auckland", dt.date(2024, 2, 29), at(2024, 2, 29, 11, 0)) == 1


def test_a_yearly_date_of_29_february_falls_on_28_february_in_other_years():
    leap_day = dt.date(2024, 2, 29)
    assert anniversary(leap_day, 1) == dt.date(2025, 2, 28)
    assert anniversary(leap_day, 4) == dt.date(2028, 2, 29)
    assert next_occurrence(leap_day, dt.date(2025, 1, 10)) == dt.date(2025, 2, 28)
    assert next_occurrence(leap_day, dt.date(2027, 3, 1)) == dt.date(2028, 2, 29)
    assert next_occurrence(dt.date(1990, 6, 5), dt.date(2026, 6, 5)) == dt.date(2026, 6, 5)
    assert next_occurrence(dt.date(1990, 6, 5), dt.date(2026, 6, 6)) == dt.date(2027, 6, 5)


def test_milestones_run_through_the_listed_days_then_every_year():
    start = dt.date(2026, 1, 1)
    gen = milestone_dates(start)
    firsts = [next(gen)[0] for _ in range(13)]
    # 1, 2 and 3 years on from 1 January 2026; 29 February 2028 makes the third 1096 days.
    assert firsts == [1, 3, 7, 14, 21, 30, 60, 90, 100, 180, 365, 730, 1096]


def test_the_first_year_is_366_days_when_it_holds_a_29_february():
    start = dt.date(2023, 3, 1)
    one_year = next_milestone(start, dt.date(2024, 2, 1))
    assert (one_year.label, one_year.date, one_year.days) == ("1 year", dt.date(2024, 3, 1), 366)


def test_a_streak_begun_on_29_february_reaches_a_year_on_28_february():
    one_year = next_milestone(dt.date(2024, 2, 29), dt.date(2025, 1, 1))
    assert (one_year.label, one_year.date, one_year.days) == ("1 year", dt.date(2025, 2, 28), 365)


def test_next_milestone_says_how_far_it_is():
    start = dt.date(2026, 5, 1)
    milestone = next_milestone(start, dt.date(2026, 5, 11))  # day 10
    assert (milestone.days, milestone.label, milestone.days_to_go) == (14, "14 days", 4)
    assert next_milestone(start, start).days == 1


def test_a_milestone_reached_today_has_nothing_to_go():
    start = dt.date(2026, 5, 1)
    today = start + dt.timedelta(days=30)
    assert next_milestone(start, today).days_to_go == 0
    assert last_milestone(start, today).days == 30
    assert last_milestone(start, start) is None
