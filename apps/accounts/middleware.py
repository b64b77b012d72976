import datetime as dt
import time
from collections.abc import Callable
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from allauth.account.internal.flows.login import get_authentication_records
from allauth.usersessions.models import UserSession
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import logout
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.cache import patch_cache_control

from . import sessions
from .services import request_origin

# A cookie page scripts set on every page of ours and the quick exit deletes: a page
# reached with Back without it is hidden at once (static/js/guard.js).
MARKER_COOKIE = "v"


class CrossOriginResourcePolicyMiddleware:
    """`Cross-Origin-Resource-Policy: same-origin` on every response, static files
    included: no other site may embed or read anything of ours."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        response.headers.setdefault("Cross-Origin-Resource-Policy", "same-origin")
        return response


class SignOutTracesMiddleware:
    """After a sign-out or a quick exit (`request.leave_no_traces`), tell the browser to
    drop everything it keeps for this site (Clear-Site-Data), and expire each of our
    cookies by name too, for browsers that ignore that header.

    It sits outside the session, CSRF and message middleware so that none of them can
    set a cookie again after it.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if getattr(request, "leave_no_traces", False):
            leave_no_traces(response)
        return response


def leave_no_traces(response: HttpResponse) -> None:
    response["Clear-Site-Data"] = '"cache", "cookies", "storage"'
    for name in (settings.SESSION_COOKIE_NAME, settings.CSRF_COOKIE_NAME, "messages", MARKER_COOKIE):
        response.delete_cookie(name, path="/", samesite="Lax")


class HtmxSignInRedirectMiddleware:
    """An htmx request sent to sign in, or to confirm the password again, leaves the page
    for that form (HX-Redirect) instead of having it swapped into a fragment."""

    PREFIXES = ("/accounts/login/", "/accounts/reauthenticate/", "/accounts/2fa/reauthenticate/")

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        location = response.get("Location", "") if response.status_code == 302 else ""
        if getattr(request, "htmx", False) and location.startswith(self.PREFIXES):
            return HttpResponse(status=204, headers={"HX-Redirect": location})
        return response


class SessionLimitsMiddleware:
    """End a signed-in session that has been idle too long or has lived too long
    (apps.accounts.sessions), and note activity at most once a minute: in the session,
    and as the device's "last seen" in the signed-in devices list.

    A GET of the session-status URL (the back-forward check) is not activity.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.user.is_authenticated:
            ended = self.check(request)
            if ended is not None:
                return ended
        return self.get_response(request)

    def check(self, request: HttpRequest) -> HttpResponse | None:
        now = time.time()
        session = request.session
        signed_in_at, seen_at = sessions.times(session, now)
        limits = sessions.limits(remembered=sessions.is_remembered(session))
        reason = sessions.end_reason(signed_in_at=signed_in_at, seen_at=seen_at, now=now, limits=limits)
        if reason is not None:
            logout(request)
            messages.info(request, ended_message(reason, limits))
            if getattr(request, "htmx", False):
                return HttpResponse(status=204, headers={"HX-Redirect": reverse("account_login")})
            return None
        is_status_check = request.method in ("GET", "HEAD") and request.path == session_status_path()
        if not is_status_check and now - seen_at >= sessions.TOUCH_EVERY:
            touch(request, now)
        return None


class NewSessionKeyOnReauthenticationMiddleware:
    """A new session key once the password or a two-step code has been confirmed again
    (allauth's re-authentication), as Django gives one at sign-in (checklist C1): a key
    someone copied before can't ride on the confirmation. The data stays; the device's
    row in the signed-in devices list follows the new key."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method != "POST" or not request.user.is_authenticated:
            return self.get_response(request)
        before = reauthentications(request)
        response = self.get_response(request)
        if request.user.is_authenticated and reauthentications(request) > before:
            old_key = request.session.session_key
            request.session.cycle_key()
            UserSession.objects.filter(session_key=old_key).update(session_key=request.session.session_key)
        return response


def reauthentications(request: HttpRequest) -> int:
    """How many times this session's user confirmed who they are again (allauth's records)."""
    return sum(1 for record in get_authentication_records(request, request.user) if record.get("reauthenticated"))


@cache
def session_status_path() -> str:
    return reverse("accounts:session")


def ended_message(reason: str, limits: sessions.Limits) -> str:
    if reason == sessions.IDLE and limits.idle is not None:
        return f"To keep things private, you were signed out after {limits.idle // 60} minutes without activity."
    return "To keep things private, you were signed out. Sessions end some hours after signing in."


def touch(request: HttpRequest, now: float) -> None:
    """Note activity now: in the session, and as this device's "last seen"."""
    request.session[sessions.SEEN_AT] = now
    key = request.session.session_key
    ip, _device = request_origin(request)
    seen = dt.datetime.fromtimestamp(now, tz=dt.UTC)
    if key and not UserSession.objects.filter(session_key=key).update(last_seen_at=seen, ip=ip or "0.0.0.0"):
        UserSession.objects.create_from_request(request)


class NoStoreMiddleware:
    """Tell browsers and proxies never to keep a copy of an app page.

    Every dynamic response gets `Cache-Control: no-store` unless its view chose a
    policy itself: after a quick exit or a sign-out, Back must not show a private page
    from the cache. Static files are served by WhiteNoise before this runs.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if not response.has_header("Cache-Control"):
            patch_cache_control(response, no_store=True, private=True)
        return response


class SameOriginFormMiddleware:
    """Let our own forms pass Django's CSRF origin check under `no-referrer`.

    With `Referrer-Policy: no-referrer` (so that nothing about this app ever reaches
    another site), browsers send `Origin: null` and no `Referer` on a plain form post,
    and Django's CSRF check refuses both. The browser also sends `Sec-Fetch-Site`, a
    header no page can forge: when it says `same-origin`, the post came from one of our
    own pages, so we name our own origin for the check that follows. The CSRF token is
    still required; a cross-site post still fails.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        meta = request.META
        if meta.get("HTTP_SEC_FETCH_SITE") == "same-origin" and meta.get("HTTP_ORIGIN", "null") == "null":
            meta["HTTP_ORIGIN"] = f"{request.scheme}://{request.get_host()}"
        return self.get_response(request)


SESSION_TIME_ZONE = "time_zone"


class UserTimeZoneMiddleware:
    """Show times in the signed-in user's own time zone (from their profile).

    The zone is put in the session when the user signs in (AccountAdapter.login) and
    when they change it on the account page, so no page pays a query for it.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.user.is_authenticated:
            name = request.session.get(SESSION_TIME_ZONE, "UTC")
            try:
                timezone.activate(ZoneInfo(name))
            except (ValueError, ZoneInfoNotFoundError):
                timezone.deactivate()
        else:
            timezone.deactivate()
        return self.get_response(request)
