"""Plain values in and out of the export, and rows written exactly as exported."""

import datetime as dt
import uuid
from typing import overload

from django.contrib.humanize.templatetags.humanize import intcomma


def iso(value: dt.datetime | None) -> str | None:
    """A moment as the export writes it: UTC, to the microsecond (the hash chain's
    records are written the same way, so nothing is rounded on the way back in)."""
    return value.astimezone(dt.UTC).isoformat(timespec="microseconds") if value else None


def day(value: dt.date | None) -> str | None:
    return value.isoformat() if value else None


@overload
def moment(text: str) -> dt.datetime: ...
@overload
def moment(text: None) -> None: ...
def moment(text: str | None) -> dt.datetime | None:
    if text is None:
        return None
    value = dt.datetime.fromisoformat(text)
    if value.tzinfo is None:
        raise ValueError(f"{text!r} has no time zone")
    return value


@overload
def date(text: str) -> dt.date: ...
@overload
def date(text: None) -> None: ...
def date(text: str | None) -> dt.date | None:
    return dt.date.fromisoformat(text) if text is not None else None


@overload
def uid(text: str) -> uuid.UUID: ...
@overload
def uid(text: None) -> None: ...
def uid(text: str | None) -> uuid.UUID | None:
    return uuid.UUID(text) if text is not None else None


def counted(count: int, one: str, many: str) -> str:
    """ "1 person", "1,204 entries"."""
    return f"{intcomma(count)} {one if count == 1 else many}"
