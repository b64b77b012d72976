"""Reads for the signed-in devices and sign-in activity pages: display-ready rows."""

import datetime as dt
import time
from dataclasses import dataclass
from zoneinfo import ZoneInfo

from allauth.usersessions.models import UserSession
from django.contrib.auth import HASH_SESSION_KEY, SESSION_KEY
from django.contrib.auth.models import User
from django.contrib.sessions.models import Session
from django.utils import timezone
from django.utils.crypto import constant_time_compare

from . import sessions
from .devices import device_label
from .models import AccountEvent

ACTIVITY_PER_PAGE = 50


def when(at: dt.datetime, zone: ZoneInfo, today: dt.date) -> str:
    local = at.astimezone(zone)
    clock = f"{local:%H:%M}"
    if local.date() == today:
        return f"Today at {clock}"
    if local.date() == today - dt.timedelta(days=1):
        return f"Yesterday at {clock}"
    year = f" {local.year}" if local.year != today.year else ""
    return f"{local.day} {local:%B}{year} at {clock}"


@dataclass(frozen=True)
class DeviceRow:
    pk: int
    browser: str
    address: str
    last_seen: str
    signed_in: str
    is_current: bool


def is_live(data: dict, user: User, now: float) -> bool:
    """Whether a stored session still signs `user` in: same user, same password, and
    within the idle and lifetime limits."""
    if str(data.get(SESSION_KEY)) != str(user.pk):
        return False
    if not constant_time_compare(data.get(HASH_SESSION_KEY, ""), user.get_session_auth_hash()):
        return False
    signed_in_at = data.get(sessions.SIGNED_IN_AT)
    if signed_in_at is None:
        return True
    remembered = data.get("_session_expiry") not in (None, 0)
    limits = sessions.limits(remembered=remembered)
    seen_at = data.get(sessions.SEEN_AT, signed_in_at)
    return sessions.end_reason(signed_in_at=signed_in_at, seen_at=seen_at, now=now, limits=limits) is None


def device_rows(*, user: User, current_key: str | None) -> list[DeviceRow]:
    """The user's signed-in devices, this one first, then the most recently seen.

    Two queries whatever the number: the device records, and their sessions (read to
    leave out the ones that have ended).
    """
    records = list(UserSession.objects.filter(user=user).order_by("-last_seen_at"))
    stored = Session.objects.filter(
        session_key__in=[r.session_key for r in records], expire_date__gt=timezone.now()
    ).only("session_key", "session_data")
    store_class = Session.get_session_store_class()
    assert store_class is not None, "the database session backend has its store"
    store = store_class()
    now = time.time()
    live = {s.session_key for s in stored if is_live(store.decode(s.session_data), user, now)}
    zone = timezone.get_current_timezone()
    today = timezone.localdate()
    rows = [
        DeviceRow(
            pk=r.pk,
            browser=device_label(r.user_agent),
            address=r.ip,
            last_seen=when(r.last_seen_at, zone, today),
            signed_in=when(r.created_at, zone, today),
            is_current=r.session_key == current_key,
        )
        for r in records
        if r.session_key in live or r.session_key == current_key
    ]
    return sorted(rows, key=lambda row: not row.is_current)


@dataclass(frozen=True)
class ActivityRow:
    what: str
    when: str
    device: str
    address: str
    is_problem: bool


@dataclass(frozen=True)
class ActivityPage:
    rows: list[ActivityRow]
    older: int | None  # the id to read on from, when there is more


PROBLEMS = {AccountEvent.Kind.SIGN_IN_FAILED, AccountEvent.Kind.CODE_FAILED}


def activity_page(*, user: User, before: int | None = None) -> ActivityPage:
    """One page of the user's sign-in activity, newest first (one query)."""
    events = AccountEvent.objects.filter(user=user).order_by("-id")
    if before is not None:
        events = events.filter(id__lt=before)
    found = list(events[: ACTIVITY_PER_PAGE + 1])
    page = found[:ACTIVITY_PER_PAGE]
    zone = timezone.get_current_timezone()
    today = timezone.localdate()
    rows = [
        ActivityRow(
            what=e.get_kind_display(),
            when=when(e.at, zone, today),
            device=e.device or "Unknown browser",
            address=e.ip or "",
            is_problem=e.kind in PROBLEMS,
        )
        for e in page
    ]
    return ActivityPage(rows=rows, older=page[-1].id if len(found) > ACTIVITY_PER_PAGE else None)
