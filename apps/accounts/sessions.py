"""How long a signed-in session lives (issue 12, item 3).

- Without "keep me signed in": the cookie ends with the browser; the session ends after
  `SESSION_IDLE_SECONDS` without activity and at the latest `SESSION_MAX_SECONDS` after
  signing in.
- With it: the session ends `SESSION_REMEMBER_SECONDS` (at most 14 days) after signing in.

The session itself remembers when it signed in and when it was last used (two numbers,
no query). "Last used" is written at most once a minute, so an ordinary page costs no
extra write; the idle limit is therefore exact to within that minute.
"""

import time
from dataclasses import dataclass

from django.conf import settings
from django.contrib.sessions.backends.base import SessionBase

SIGNED_IN_AT = "signed_in_at"
SEEN_AT = "seen_at"
# Activity is written back to the session (and the device list) at most this often.
TOUCH_EVERY = 60

IDLE = "idle"
TOO_OLD = "too_old"


@dataclass(frozen=True)
class Limits:
    idle: int | None  # seconds without activity; None: no idle limit
    most: int  # seconds after signing in


def limits(*, remembered: bool) -> Limits:
    if remembered:
        return Limits(idle=None, most=settings.SESSION_REMEMBER_SECONDS)
    return Limits(idle=settings.SESSION_IDLE_SECONDS, most=settings.SESSION_MAX_SECONDS)


def end_reason(*, signed_in_at: float, seen_at: float, now: float, limits: Limits) -> str | None:
    """Why a session must end now (IDLE or TOO_OLD), or None while it may go on."""
    if now - signed_in_at >= limits.most:
        return TOO_OLD
    if limits.idle is not None and now - seen_at >= limits.idle:
        return IDLE
    return None


def seconds_left(*, signed_in_at: float, seen_at: float, now: float, limits: Limits) -> int:
    """Seconds until the session ends if nothing else happens."""
    left = limits.most - (now - signed_in_at)
    if limits.idle is not None:
        left = min(left, limits.idle - (now - seen_at))
    return max(int(left), 0)


def is_remembered(session: SessionBase) -> bool:
    """True when the user ticked "keep me signed in on this device"."""
    return not session.get_expire_at_browser_close()


def stamp_sign_in(session: SessionBase, now: float) -> None:
    session[SIGNED_IN_AT] = now
    session[SEEN_AT] = now


def times(session: SessionBase, now: float) -> tuple[float, float]:
    """(signed_in_at, seen_at); a session from before these limits counts from now."""
    signed_in_at = session.get(SIGNED_IN_AT)
    if signed_in_at is None:
        stamp_sign_in(session, now)
        return now, now
    return signed_in_at, session.get(SEEN_AT, signed_in_at)


def seconds_left_for(session: SessionBase) -> int | None:
    """Seconds this session has left if nothing happens; None when it is remembered
    (no idle limit, so nothing to warn about)."""
    if is_remembered(session):
        return None
    now = time.time()
    signed_in_at, seen_at = times(session, now)
    return seconds_left(signed_in_at=signed_in_at, seen_at=seen_at, now=now, limits=limits(remembered=False))
