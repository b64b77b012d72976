"""The arithmetic in stats.py (and the day names beside it), tested directly against the
plain definitions."""

import datetime as dt
import random

from apps.insights import stats
from apps.insights.ahead import day_words


def test_weeks_around_gives_each_days_total_clipped_to_the_series():
    first = dt.date(2024, 2, 20)
    rng = random.Random(15)
    counts = {first + dt.timedelta(days=i): rng.randint(0, 5) for i in range(40) if rng.random() < 0.6}
    series = stats.Series(first, first + dt.timedelta(days=39), counts)
    # Days well before, across and well after the series: a window may be partly or wholly outside it.
    days = [first + dt.timedelta(days=offset) for offset in range(-12, 55)]
    expected = [series.total(day - dt.timedelta(days=3), day + dt.timedelta(days=3)) for day in days]
    assert series.weeks_around(days, 3) == expected
    assert expected[0] == 0 and expected[-1] == 0 and max(expected) > 0


def naive_spikes(history: stats.Series, usual: float, today: dt.date) -> list[tuple[dt.date, float, int]]:
    """The flagged dates ahead as the docstring of spikes_ahead says, one day at a time."""
    found = []
    for offset in range(1, stats.HORIZON + 1):
        day = today + dt.timedelta(days=offset)
        then = stats.last_year(day)
        count = sum(history.on(then + dt.timedelta(days=d)) for d in range(-3, 4))
        if count >= 3 and count / (usual * 7) >= 2:
            found.append((day, count / (usual * 7), count))
    return found


def test_spikes_ahead_are_the_runs_of_busy_weeks_last_year_across_29_february():
    today = dt.date(2028, 1, 20)  # the 90 days ahead cross 29 February 2028
    rng = random.Random(6)
    history = stats.Series(
        today - dt.timedelta(days=380),
        today,
        {today - dt.timedelta(days=n): rng.choice([0, 0, 0, 1, 4]) for n in range(381)},
    )
    spikes = stats.spikes_ahead(history, 0.6, today)
    flagged = naive_spikes(history, 0.6, today)
    assert len(spikes) > 1, "the random history has several busy runs"
    assert [(s.first, s.last) for s in spikes] == [(run[0][0], run[-1][0]) for run in _runs(flagged)]
    for spike, run in zip(spikes, _runs(flagged), strict=True):
        assert (spike.ratio, spike.count) in [(share, count) for _, share, count in run]


def _runs(flagged):
    runs: list[list] = []
    for item in flagged:
        if runs and item[0] == runs[-1][-1][0] + dt.timedelta(days=1):
            runs[-1].append(item)
        else:
            runs.append([item])
    return runs


def test_day_words_are_what_strftime_writes_every_day_of_a_leap_year():
    first = dt.date(2028, 1, 1)
    for day in (first + dt.timedelta(days=n) for n in range(366)):
        assert day_words(day) == f"{day:%A} {day.day} {day:%B}"
