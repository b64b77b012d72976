"""The charts' geometry: what the SVG paths draw is what the counts say."""

import datetime as dt
import re

import pytest

from apps.insights import charts


def drawn_cells(path: str) -> list[tuple[float, float]]:
    """The top-left corner of each 6-wide inner square a heat-map path draws, read back
    from its moves (the first absolute, each next one relative to the one before)."""
    corners: list[tuple[float, float]] = []
    for command, x, y in re.findall(r"([Mm])(-?[\d.]+) (-?[\d.]+)h6v6h-6z", path):
        dx, dy = float(x), float(y)
        corners.append((dx, dy) if command == "M" else (corners[-1][0] + dx, corners[-1][1] + dy))
    assert len(corners) == path.count("z"), "every cell is a closed 6x6 square"
    return corners


def test_each_hour_of_the_week_is_drawn_once_in_its_shade_at_its_place():
    hours = {0: 1, 1: 4, 24 * 6 + 23: 8}  # Monday 0:00 and 1:00, Sunday 23:00
    heat = charts.heat_map(hours)
    where = {}
    for shade, path in heat.shades:
        for x, y in drawn_cells(path):
            # The 9-wide cell is the 6-wide square grown by the 1.5-wide stroke each side.
            hour, weekday = (x - 1.5 - charts.LEFT) / charts.CELL, (y - 1.5) / charts.CELL
            assert hour == int(hour) and weekday == int(weekday)
            assert (int(weekday), int(hour)) not in where
            where[int(weekday), int(hour)] = shade
    assert len(where) == 7 * 24
    assert where[0, 0] == 1 and where[0, 1] == 2 and where[6, 23] == 4 and where[3, 12] == 0
    assert [row.counts[:2] for row in heat.rows[:1]] == [[1, 4]]


def test_an_empty_week_draws_every_cell_in_the_lightest_shade():
    heat = charts.heat_map({})
    assert [shade for shade, _ in heat.shades] == [0]
    assert len(drawn_cells(heat.shades[0][1])) == 168


def test_reply_marks_sit_on_their_days_and_the_table_lists_them_in_one_row():
    first = dt.date(2026, 1, 1)
    row = charts.timeline_row(
        "A", first, first + dt.timedelta(days=100), [], [], {first + dt.timedelta(days=50): 2, first: 1}
    )
    assert row.replies == "M-3 6h6v18h-6zM497 6h6v18h-6z"  # centred on x = 0 and x = 500 of 1000
    assert row.rows == [("You replied, on 2 days", "1 Jan 2026, 20 Feb 2026 (2 times)")]


def test_streaks_and_slips_are_drawn_on_their_days_and_listed_in_the_table():
    first = dt.date(2026, 1, 1)
    day = dt.timedelta(days=1)
    row = charts.timeline_row(
        "A",
        first,
        first + 100 * day,
        [(first - 30 * day, first + 20 * day), (first + 21 * day, first + 60 * day), (first + 61 * day, None)],
        [(first + 20 * day, "a reply"), (first + 60 * day, "a visit")],
        {},
    )
    # Streaks: bars 10 high from the period's start (a streak begun before it is cut at
    # x = 0) to each slip, the last one running to the period's end (x = 1000).
    assert row.streaks == "M0 10h200v10h-200zM210 10h390v10h-390zM610 10h390v10h-390z"
    assert row.slips == "M197 0h6v30h-6zM597 0h6v30h-6z"  # 6 wide, centred on x = 200 and 600
    assert row.replies == ""
    assert row.rows == [
        ("Streak", "2 Dec 2025 to 21 Jan 2026, 50 days"),
        ("Streak", "22 Jan 2026 to 2 Mar 2026, 39 days"),
        ("Current streak", "3 Mar 2026 to today, 39 days"),
        ("Slip (a reply)", "21 Jan 2026"),
        ("Slip (a visit)", "2 Mar 2026"),
    ]


def test_the_heat_tables_cells_hold_whole_numbers_only():
    from apps.insights.templatetags.insights import cells

    assert cells([0, 12, 1234]) == "<td>0<td>12<td>1234"
    with pytest.raises(ValueError):
        cells(["<script>"])  # never written out: the filter marks its output safe


def test_links_to_the_log_quote_what_needs_quoting():
    from apps.insights.page import log_url

    assert log_url(tactic="guilt-tripping", start=dt.date(2026, 1, 2)) == "/log/?tactic=guilt-tripping&start=2026-01-02"
    assert log_url(channel="a b&c=d") == "/log/?channel=a+b%26c%3Dd"
    assert log_url() == "/log/"
