"""Dates and times as chat exports write them: pure functions."""

import itertools
import re
from datetime import datetime

_TIME = re.compile(r"^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?\s*(?:([AaPp])\.?\s?[Mm]\.?)?$")


def split_date(text: str) -> tuple[int, int, int] | None:
    parts = re.split(r"[./-]", text)
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        return None
    return int(parts[0]), int(parts[1]), int(parts[2])


def fits(parts: tuple[int, int, int], order: str, digits_first: int) -> bool:
    a, b, _ = parts
    if order == "ymd":
        return digits_first == 4 and 1 <= b <= 12
    if digits_first == 4:
        return False
    day, month = (a, b) if order == "dmy" else (b, a)
    return 1 <= day <= 31 and 1 <= month <= 12


def make_date(parts: tuple[int, int, int], order: str) -> tuple[int, int, int]:
    """(year, month, day)."""
    a, b, c = parts
    if order == "ymd":
        return a, b, c
    year = c + 2000 if c < 100 else c
    return (year, b, a) if order == "dmy" else (year, a, b)


def parse_time(text: str) -> tuple[int, int, int] | None:
    match = _TIME.match(text.replace("\u202f", " ").replace("\u00a0", " ").strip())
    if not match:
        return None
    hour, minute, second = int(match[1]), int(match[2]), int(match[3] or 0)
    if match[4]:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if match[4] in "Pp" else 0)
    if hour > 23 or minute > 59 or second > 59:
        return None
    return hour, minute, second


def combine(parts: tuple[int, int, int], order: str, time: tuple[int, int, int]) -> datetime | None:
    try:
        return datetime(*make_date(parts, order), *time)
    except ValueError:
        return None


def choose_order(dates: list[tuple[tuple[int, int, int], int]]) -> tuple[tuple[str, ...], str]:
    """The date orders every date fits, and the likeliest: the one whose dates run in
    order most often (an export is written oldest first)."""
    if not dates:
        return (), ""
    orders = tuple(o for o in ("dmy", "mdy", "ymd") if all(fits(p, o, d) for p, d in dates))
    if not orders:  # some dates fit no order: take the one most fit, the rest are unreadable
        scores = {o: sum(fits(p, o, d) for p, d in dates) for o in ("dmy", "mdy", "ymd")}
        best = max(scores, key=lambda o: scores[o])
        return ((best,), best) if scores[best] else ((), "")
    if len(orders) == 1:
        return orders, orders[0]
    backwards = {}
    for order in orders:
        values = [make_date(p, order) for p, _ in dates]
        backwards[order] = sum(later < earlier for earlier, later in itertools.pairwise(values))
    return orders, min(orders, key=lambda o: (backwards[o], orders.index(o)))
