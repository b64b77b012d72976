"""Per-user write limits: how many entries one account may save, and how many files it
may attach, in a given time (settings.WRITE_LIMITS, from DJANGO_LOG_WRITE_LIMIT and
DJANGO_UPLOAD_LIMIT).

A limit never loses what was typed: the view asks before saving, and when the answer is
no the form gets a plain error and is shown again with everything in it. The counts
live in the cache (fixed windows); with several app servers set DJANGO_CACHE=database
so that they share them.
"""

import re
import time
from dataclasses import dataclass

from django import forms
from django.conf import settings
from django.core.cache import cache
from django.core.exceptions import ImproperlyConfigured
from django.http import HttpRequest

UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
MESSAGES = {
    "log": "You have saved a lot of entries in a short time, so this one has not been saved yet. "
    "Everything you typed is still here. Please try again in a few minutes.",
    "upload": "You have attached a lot of files in a short time, so this entry has not been saved yet. "
    "Everything you typed is still here. You can remove the files and save it now, and add them later.",
}


@dataclass(frozen=True)
class Rate:
    amount: int
    seconds: int


def parse_rates(text: str) -> list[Rate]:
    """ "60/10m,600/d" -> 60 per 10 minutes and 600 per day."""
    rates = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        match = re.fullmatch(r"(\d+)/(\d*)([smhd])", part)
        if not match:
            raise ImproperlyConfigured(f"Unexpected write limit {part!r}: use for example 60/10m or 600/d")
        amount, count, unit = match.groups()
        rates.append(Rate(int(amount), int(count or 1) * UNITS[unit]))
    return rates


def _keys(action: str, user_id, rates: list[Rate], now: float) -> list[str]:
    return [f"write-limit:{action}:{user_id}:{r.seconds}:{int(now // r.seconds)}" for r in rates]


def _over(action: str, user_id, amount: int) -> bool:
    rates = parse_rates(settings.WRITE_LIMITS.get(action, ""))
    if not rates or amount <= 0:
        return False
    keys = _keys(action, user_id, rates, time.time())
    counts = cache.get_many(keys)
    return any(counts.get(key, 0) + amount > rate.amount for key, rate in zip(keys, rates, strict=True))


def _count(action: str, user_id, amount: int) -> None:
    rates = parse_rates(settings.WRITE_LIMITS.get(action, ""))
    if amount <= 0:
        return
    for key, rate in zip(_keys(action, user_id, rates, time.time()), rates, strict=True):
        cache.add(key, 0, timeout=rate.seconds)
        try:
            cache.incr(key, amount)
        except ValueError:  # the window ended between add and incr
            cache.set(key, amount, timeout=rate.seconds)


def write_allowed(request: HttpRequest, *, form: forms.Form, entries: int = 1, files: int = 0) -> bool:
    """Count a save of `entries` entries with `files` files against the user's limits.
    Over a limit, nothing is counted, the form gets the reason, and the answer is False."""
    user_id = request.user.pk
    for action, amount in (("upload", files), ("log", entries)):
        if _over(action, user_id, amount):
            form.add_error(None, MESSAGES[action])
            return False
    _count("log", user_id, entries)
    _count("upload", user_id, files)
    return True
