"""Mood over time, drawn on the server: the numbers for an SVG line chart and for the
table that says the same in words. Pure functions, no Django: the template draws the
marks (no inline style; colours come from the stylesheet's classes).

A day with several moods shows their average; a day without one is simply not drawn
(nothing marks a missed day).
"""

import datetime as dt
from dataclasses import dataclass

from .moods import MOOD_MAX, MOOD_MIN, mood_word

WEEKS = 12
WIDTH, HEIGHT = 640, 260
LEFT, RIGHT, TOP, BOTTOM = 132, 16, 16, 40  # room for the mood words and the dates
_MONTHS = ("", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


# Coordinates reach the template as strings: a float there goes through the locale's
# number formatting (a third of the chart's cost).
@dataclass(frozen=True)
class Level:
    y: str
    word: str


@dataclass(frozen=True)
class Tick:
    x: str
    label: str  # "3 Nov"


@dataclass(frozen=True)
class WeekRow:
    week: str  # "3 Nov to 9 Nov"
    mood: str  # the week's average, in words
    days: int  # days with a mood


@dataclass(frozen=True)
class MoodChart:
    start: dt.date
    end: dt.date
    days: int  # days with a mood
    dots: str  # a path of zero-length strokes, one per day: round caps draw them as dots
    line: str  # the polyline's points, "x,y x,y ..."
    levels: list[Level]
    ticks: list[Tick]
    weeks: list[WeekRow]  # newest first, weeks with at least one mood
    summary: str  # one sentence for the chart's description
    width: int = WIDTH
    height: int = HEIGHT
    left: int = LEFT
    right_edge: int = WIDTH - RIGHT
    label_x: int = LEFT - 10  # the mood words end here
    label_y: int = HEIGHT - 6  # the dates stand on this line

    @property
    def empty(self) -> bool:
        return not self.days


def _day(day: dt.date) -> str:
    return f"{day.day} {_MONTHS[day.month]}"


def window(today: dt.date, weeks: int = WEEKS) -> tuple[dt.date, dt.date]:
    """The days the chart covers: whole weeks (Monday to Sunday), the last one holding today."""
    end = today + dt.timedelta(days=6 - today.weekday())
    return end - dt.timedelta(days=7 * weeks - 1), end


def mood_chart(by_day: dict[dt.date, tuple[float, int]], *, today: dt.date, weeks: int = WEEKS) -> MoodChart:
    """`by_day`: {day: (average mood, how many moods)} for days inside the window."""
    start, end = window(today, weeks)
    span = (end - start).days or 1
    inner_w, inner_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(day: dt.date) -> float:
        return round(LEFT + inner_w * (day - start).days / span, 1)

    def y(mood: float) -> float:
        return round(TOP + inner_h * (MOOD_MAX - mood) / (MOOD_MAX - MOOD_MIN), 1)

    days = sorted(day for day in by_day if start <= day <= end)
    points = [(x(day), y(by_day[day][0])) for day in days]
    by_week: dict[int, list[tuple[float, int]]] = {}
    for day in days:
        by_week.setdefault((day - start).days // 7, []).append(by_day[day])
    weeks_rows = []
    for n in sorted(by_week, reverse=True):
        inside = by_week[n]
        average = sum(mood * count for mood, count in inside) / sum(count for _, count in inside)
        first = start + dt.timedelta(days=7 * n)
        weeks_rows.append(
            WeekRow(f"{_day(first)} to {_day(first + dt.timedelta(days=6))}", mood_word(average), len(inside))
        )
    levels = [Level(str(y(mood)), mood_word(mood)) for mood in range(MOOD_MAX, MOOD_MIN - 1, -1)]
    ticks = [
        Tick(str(x(start + dt.timedelta(days=7 * n))), _day(start + dt.timedelta(days=7 * n)))
        for n in range(0, weeks, 3)
    ]
    if days:
        overall = mood_word(sum(by_day[d][0] for d in days) / len(days))
        summary = (
            f"Mood noted on {len(days)} day{'s' if len(days) != 1 else ''} between {_day(start)} and {_day(end)}; "
            f"on average {overall.lower()}."
        )
    else:
        summary = f"No mood noted between {_day(start)} and {_day(end)}."
    return MoodChart(
        start=start,
        end=end,
        days=len(days),
        dots="".join(f"M{px} {py}h0" for px, py in points),
        line=" ".join(f"{px},{py}" for px, py in points),
        levels=levels,
        ticks=ticks,
        weeks=weeks_rows,
        summary=summary,
    )
