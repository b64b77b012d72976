"""A plain CSV of messages: time, sender, text (a header row with those names is optional).

Times in ISO 8601 ("2024-03-01 14:05", "2024-03-01T14:05:00+01:00") or as chat apps write
them ("01/03/2024 14:05", any date order, 12 or 24 hours).
"""

import csv
import re
from datetime import datetime

from .base import Message, Parsed, ParseError
from .dates import choose_order, combine, parse_time, split_date

HEADERS = {"time", "date", "datetime", "timestamp", "sender", "from", "author", "name", "text", "message", "body"}


def _iso(value: str) -> datetime | None:
    try:
        return datetime.fromisoformat(value.strip())
    except ValueError:
        return None


def looks_like(lines: list[str]) -> bool:
    rows = [r for r in csv.reader(lines[:20]) if r]
    if not rows:
        return False
    header = {cell.strip().lower() for cell in rows[0]}
    if len(header & HEADERS) >= 2 and len(rows[0]) >= 3:
        return True
    return all(len(r) >= 3 for r in rows) and any(
        _iso(r[0]) or split_date(r[0].split()[0] if r[0].split() else "") for r in rows
    )


def parse(lines: list[str], *, order: str = "") -> Parsed:
    reader = csv.reader(lines)
    rows = list(enumerate(reader, 1))
    if not rows:
        raise ParseError("This file is empty.")
    columns = (0, 1, 2)
    first = [c.strip().lower() for c in rows[0][1]]
    if len(set(first) & HEADERS) >= 2:

        def pick(names: set[str]) -> int | None:
            return next((i for i, c in enumerate(first) if c in names), None)

        found = (
            pick({"time", "date", "datetime", "timestamp"}),
            pick({"sender", "from", "author", "name"}),
            pick({"text", "message", "body"}),
        )
        at, by, says = found
        if at is None or by is None or says is None:
            raise ParseError("The CSV's first row should name its columns time, sender and text.")
        columns = (at, by, says)
        rows = rows[1:]
    dated = []
    for _number, row in rows:
        if len(row) <= max(columns):
            continue
        stamp = row[columns[0]].strip()
        if _iso(stamp) is None:
            date = re.split(r"[,\sT]+", stamp, maxsplit=1)[0]
            parts = split_date(date)
            if parts:
                dated.append((parts, len(re.split(r"[./-]", date)[0])))
    orders, likeliest = choose_order(dated)
    chosen = order or likeliest
    parsed = Parsed("csv", "Messages in a CSV file (time, sender, text)", [], orders=orders, order=chosen)
    for number, row in rows:
        if not any(cell.strip() for cell in row):
            continue
        if len(row) <= max(columns):
            parsed.unreadable.append((number, ",".join(row)[:120]))
            continue
        stamp, sender, text = (row[i] for i in columns)
        when = _iso(stamp)
        if when is None and chosen:
            pieces = re.split(r"(?<=\d)[,\sT]+", stamp.strip(), maxsplit=1)
            parts, time = split_date(pieces[0]), parse_time(pieces[1]) if len(pieces) > 1 else (0, 0, 0)
            when = combine(parts, chosen, time) if parts and time else None
        if when is None or not sender.strip():
            parsed.unreadable.append((number, ",".join(row)[:120]))
            continue
        parsed.messages.append(Message(number, when, sender.strip(), text))
    if not parsed.messages:
        raise ParseError("No messages could be read from this CSV: each row needs a time, a sender and the text.")
    if len(parsed.unreadable) > max(20, len(parsed.messages)):
        raise ParseError(
            f"Most rows of this CSV could not be read, starting at line {parsed.unreadable[0][0]}: "
            "their times are not in a form we know."
        )
    return parsed
