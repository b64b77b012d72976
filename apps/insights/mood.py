"""Mood beside contact (issue 18): the moods of the user's journal, averaged week by week
over the same weeks the page counts attempts for, as bars under the attempts' bars and a
column of the weeks' table. Moods are never per person: the journal is about the user."""

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from apps.journal.moods import MOOD_MAX, mood_word

from .charts import Bar, bars_path, day_text
from .stats import Week

HEIGHT = 30  # of the mood chart's viewBox; its width is the attempts chart's


@dataclass(frozen=True)
class WeekRow:
    """A row of the weeks' table: the week, its attempts, and its mood in words."""

    week: str
    attempts: int
    mood: str  # "Low (2.4 of 5, 3 entries)", or "" without a mood that week


@dataclass(frozen=True)
class MoodBars:
    bars: list[Bar]
    rows: list[WeekRow]
    weeks_with_mood: int

    @property
    def path(self) -> str:
        return bars_path(self.bars)


def mood_bars(weeks: Sequence[Week], moods: Mapping[dt.date, tuple[float, int]]) -> MoodBars:
    """`moods` is the journal's {day: (average mood, entries)} over the weeks."""
    # Each day's mood into its week, in one pass over the days that have one (weeks
    # run Monday to Sunday, one after another, from the first one's Monday).
    by_week: dict[int, list[tuple[float, int]]] = {}
    if weeks:
        monday = weeks[0].start
        for day, mood in moods.items():
            by_week.setdefault((day - monday).days // 7, []).append(mood)
    bars, rows, with_mood = [], [], 0
    for i, week in enumerate(weeks):
        label = f"Week of {day_text(week.start)}"
        days = by_week.get(i, ())
        entries = sum(count for _, count in days)
        words = ""
        if entries:
            with_mood += 1
            average = sum(mood * count for mood, count in days) / entries
            words = (
                f"{mood_word(average)} ({average:.1f} of {MOOD_MAX}, {entries} entr{'y' if entries == 1 else 'ies'})"
            )
            height = round(average / MOOD_MAX * (HEIGHT - 2), 2)
            bars.append(Bar(i * 10 + 1, round(HEIGHT - height, 2), 8, height))
        rows.append(WeekRow(label, week.count, words))
    return MoodBars(bars=bars, rows=rows, weeks_with_mood=with_mood)
