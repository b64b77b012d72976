from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
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
