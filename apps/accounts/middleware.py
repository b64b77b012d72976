from collections.abc import Callable
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from django.utils.cache import patch_cache_control


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
