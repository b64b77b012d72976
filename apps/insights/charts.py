"""The geometry of the page's SVG charts, worked out here so that the templates only print
numbers: every coordinate, class and label below is ready to use."""

import datetime as dt
import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from .stats import WEEKDAYS, Week

# As Django's date format "M" writes them (the site is in English), without its
# per-call cost: the page writes dozens of dates.
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def day_text(day: dt.date) -> str:
    """ "3 May 2026", as the date format "j M Y" writes it."""
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


def short_day(day: dt.date) -> str:
    """ "3 May", as "j M" writes it."""
    return f"{day.day} {MONTHS[day.month - 1]}"


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n:,} {one if n == 1 else (many or one + 's')}"


@dataclass(frozen=True)
class Bar:
    x: float
    y: float
    width: float
    height: float

    @property
    def path(self) -> str:
        """The bar as an SVG path's data."""
        return f"M{self.x} {self.y}h{self.width}v{self.height}h-{self.width}z"


def bars_path(bars: Sequence[Bar]) -> str:
    """A chart's bars as one SVG path, as the heat map's cells are: the table under the
    chart (and the chart's title) gives every number, so a bar carries no title of its
    own, and the template writes one value rather than several per bar (a year has 53)."""
    return "".join(bar.path for bar in bars)


@dataclass(frozen=True)
class WeeklyChart:
    bars: list[Bar]
    width: int  # of the viewBox; its height is HEIGHT (the weeks' table is mood.MoodBars.rows)
    most: int
    first: str
    last: str

    @property
    def path(self) -> str:
        return bars_path(self.bars)


HEIGHT = 60


def weekly_chart(weeks: Sequence[Week]) -> WeeklyChart:
    most = max((w.count for w in weeks), default=0)
    bars = []
    for i, week in enumerate(weeks):
        if week.count:
            height = round(week.count / most * (HEIGHT - 4), 2)
            bars.append(Bar(i * 10 + 1, round(HEIGHT - height, 2), 8, height))
    return WeeklyChart(
        bars=bars,
        width=max(len(weeks) * 10, 10),
        most=most,
        first=short_day(weeks[0].start) if weeks else "",
        last=short_day(weeks[-1].start) if weeks else "",
    )


@dataclass(frozen=True)
class RankRow:
    label: str
    count: int
    share: str  # "28%"
    width: float  # of a 100-wide bar
    url: str  # the log filtered to these entries

    @property
    def amount(self) -> str:
        """The count as the page writes it ("1,234"): intcomma's text without its cost,
        for dozens of rows (the site is in English)."""
        return f"{self.count:,}"


def ranking(items: Sequence[tuple[str, int, str]], total: int) -> list[RankRow]:
    """(label, count, url) rows, biggest first, bars scaled to the biggest."""
    ordered = sorted(items, key=lambda item: (-item[1], item[0]))
    most = ordered[0][1] if ordered else 0
    return [
        RankRow(label, count, f"{round(100 * count / total)}%" if total else "", round(100 * count / most, 1), url)
        for label, count, url in ordered
        if count
    ]


LEVELS = list(range(5))  # a cell's shade: 0 (none) to 4 (the busiest)
CELL, LEFT = 10, 30
COLUMNS = [LEFT + hour * CELL for hour in range(24)]  # each hour's x


@dataclass(frozen=True)
class HeatRow:
    name: str  # "Monday"
    counts: list[int]  # attempts in each hour, for the table


@dataclass(frozen=True)
class HeatMap:
    """The data of the heat map. Its frame (weekday and hour labels, the table's hour
    headings) is the same for everyone, so the template writes it out."""

    rows: list[HeatRow]
    # (shade, path) for each shade that has cells: every cell of that shade as one SVG
    # path, a 9-wide square with rounded corners each (a 6-wide square drawn with a
    # 3-wide round-joined stroke, which the stylesheet gives it): five elements, not 168.
    shades: list[tuple[int, str]]


@cache
def _step(dx: int, dy: int) -> str:
    """A cell's inner square, moved to from the one before (a closed square ends where
    it began). Only a few dozen steps ever occur: each is written once per process."""
    return f"m{dx} {dy}h6v6h-6z"


def _cells(corners: list[tuple[int, int]]) -> str:
    """Cells of the heat map as one path: the inner square of each rounded 9x9 cell,
    the first moved to from the origin, each next one from the one before."""
    if not corners:
        return ""
    x, y = corners[0]
    first = f"M{x + 1.5:g} {y + 1.5:g}h6v6h-6z"
    return first + "".join(_step(x - px, y - py) for (px, py), (x, y) in itertools.pairwise(corners))


def heat_map(hours: Mapping[int, int]) -> HeatMap:
    """Weekday rows by hour columns, the shade of each cell from 0 to 4 by its share of
    the busiest hour. The table below the chart (and the chart's title) gives every
    number, so the cells carry no title of their own."""
    most = max(hours.values(), default=0)
    rows = []
    cells: dict[int, list[tuple[int, int]]] = {level: [] for level in LEVELS}
    for weekday, name in enumerate(WEEKDAYS):
        counts = [hours.get(weekday * 24 + hour, 0) for hour in range(24)]
        y = weekday * CELL
        for x, n in zip(COLUMNS, counts, strict=True):
            cells[math.ceil(4 * n / most) if n else 0].append((x, y))
        rows.append(HeatRow(name, counts))
    return HeatMap(rows=rows, shades=[(level, _cells(corners)) for level, corners in cells.items() if corners])


@dataclass(frozen=True)
class Segment:
    x: float
    width: float
    css: str
    title: str


def stacked(parts: Sequence[tuple[str, int, str]]) -> list[Segment]:
    """(label, count, css class) as one bar 100 wide."""
    total = sum(n for _, n, _ in parts)
    segments, x = [], 0.0
    for label, n, css in parts:
        if n and total:
            width = round(100 * n / total, 2)
            segments.append(Segment(round(x, 2), width, css, f"{label}: {n:,}"))
            x += width
    return segments


MARK = 6  # the width of a slip's or a reply's mark, centred on its day


@dataclass(frozen=True)
class TimelineRow:
    """A person's streaks, slips and replies on an axis 1000 wide, each kind as one SVG
    path (as the weekly chart's bars are): the table below lists every one of them, and
    the chart's label says so, so a mark carries no title of its own."""

    label: str
    streaks: str  # a bar 10 high per streak
    slips: str  # a tall mark per slip
    replies: str  # a short mark per day the user replied
    rows: list[tuple[str, str]]  # (what, when) for the table


def timeline_row(
    label: str,
    first: dt.date,
    last: dt.date,
    streaks: Sequence[tuple[dt.date, dt.date | None]],
    slips: Sequence[tuple[dt.date, str]],
    replies: Mapping[dt.date, int],
) -> TimelineRow:
    """A person's streaks (bars), slips and replies (marks) from `first` to `last`, on
    an axis 1000 wide."""
    span = max((last - first).days, 1)

    def x(day: dt.date) -> float:
        return round(1000 * (min(max(day, first), last) - first).days / span, 1)

    bars, table = [], []
    for start, end in streaks:
        shown_end = end or last
        if shown_end < first or start > last:
            continue
        days = (shown_end - start).days
        width = max(round(x(shown_end) - x(start), 1), 2.0)
        bars.append(f"M{x(start):g} 10h{width:g}v10h-{width:g}z")
        # The streak's length in the table: the bar no longer carries it in a title.
        until = day_text(end) if end else "today"
        table.append(("Streak" if end else "Current streak", f"{day_text(start)} to {until}, {plural(days, 'day')}"))
    marks, replied = [], []
    for day, kind in slips:
        if first <= day <= last:
            marks.append(f"M{round(x(day) - MARK / 2, 1):g} 0h{MARK}v30h-{MARK}z")
            table.append((f"Slip ({kind})", day_text(day)))
    on: list[str] = []  # the days replied on, as the table gives them
    for day, n in sorted(replies.items()):
        if first <= day <= last:
            replied.append(f"M{round(x(day) - MARK / 2, 1):g} 6h{MARK}v18h-{MARK}z")
            on.append(day_text(day) if n == 1 else f"{day_text(day)} ({plural(n, 'time')})")
    if on:  # one row for them all: a busy log has dozens
        table.append(("You replied" if len(on) == 1 else f"You replied, on {len(on)} days", ", ".join(on)))
    return TimelineRow(label, "".join(bars), "".join(marks), "".join(replied), table)


@dataclass(frozen=True)
class AfterRow:
    what: str  # "Your reply on 3 May" (with the person when several are shown)
    count: int
    days: int
    ratio: str  # "2.5 times your usual", "about your usual", "less than usual"
    width: float  # of a 100-wide bar, against the largest ratio shown
    usual_x: float  # where "your usual" (1x) falls on that bar
    url: str


def ratio_words(ratio: float | None) -> str:
    if ratio is None:
        return "no usual to compare with yet"
    if ratio >= 1.25:
        return f"{ratio:.1f} times your usual"
    if ratio > 0.8:
        return "about your usual"
    return "less than your usual" if ratio > 0 else "none at all"


def after_rows(items: Sequence[tuple[str, int, int, float | None, str]]) -> list[AfterRow]:
    """(what, count, days, ratio, url) as rows with bars on one scale."""
    top = max([2.0, *[r for *_, r, _ in items if r]])
    return [
        AfterRow(what, count, days, ratio_words(r), round(100 * min(r or 0, top) / top, 1), round(100 / top, 1), url)
        for what, count, days, r, url in items
    ]
