import datetime as dt

from apps.journal.chart import HEIGHT, LEFT, TOP, WIDTH, mood_chart, window
from apps.journal.moods import mood_word

TODAY = dt.date(2026, 11, 25)  # a Wednesday


def test_the_window_is_twelve_whole_weeks_ending_on_the_sunday_after_today():
    start, end = window(TODAY)
    assert (start.weekday(), end.weekday()) == (0, 6)
    assert end == dt.date(2026, 11, 29) and (end - start).days == 83


def test_each_day_is_a_dot_at_its_mood_and_the_weeks_are_averaged():
    chart = mood_chart({TODAY: (5.0, 1), TODAY - dt.timedelta(days=1): (1.0, 3)}, today=TODAY)
    assert chart.days == 2
    (low_x, low_y), (high_x, high_y) = [tuple(map(float, p.split(","))) for p in chart.line.split()]
    assert high_y == TOP and low_y == HEIGHT - 40  # Very good at the top, Very low at the bottom
    assert LEFT <= low_x < high_x <= WIDTH
    assert chart.dots == f"M{low_x} {low_y}h0M{high_x} {high_y}h0"
    assert chart.weeks[0].mood == mood_word((5 + 3 * 1) / 4) and chart.weeks[0].days == 2


def test_days_outside_the_window_are_left_out():
    chart = mood_chart({TODAY - dt.timedelta(days=200): (3.0, 1)}, today=TODAY)
    assert chart.empty and chart.weeks == []
    assert chart.summary.startswith("No mood noted between")


def test_no_row_or_mark_for_a_week_without_a_mood():
    chart = mood_chart({TODAY: (3.0, 1), TODAY - dt.timedelta(days=30): (4.0, 1)}, today=TODAY)
    assert len(chart.weeks) == 2


def test_mood_words_round_an_average_to_the_nearest():
    assert [mood_word(v) for v in (1, 1.49, 1.5, 2.5, 4.6, 5)] == [
        "Very low",
        "Very low",
        "Low",
        "Okay",
        "Very good",
        "Very good",
    ]


def test_the_journal_page_draws_the_chart_with_a_table(alice_client, alice):
    from django.utils import timezone

    from tests.factories import make_entry

    make_entry(user=alice, mood=4, date=timezone.localdate())
    page = alice_client.get("/journal/").content.decode()
    assert '<svg class="mood-chart__svg"' in page and 'role="img"' in page
    assert "<table>" in page and "<td>Good</td>" in page
    assert "style=" not in page
