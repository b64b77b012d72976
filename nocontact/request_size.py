"""Refuse a request that is too large before its body is read.

Django reads a body only when a view (or the CSRF check) first touches request.POST or
request.FILES, so under WSGI this middleware, looking only at the Content-Length
header, answers before a byte of the body is read: a 413 with a calm page. Under ASGI
Django reads the whole body before any middleware runs, so `asgi_size_limit` wraps the
ASGI application itself and answers from the headers alone.

The limit is settings.REQUEST_MAX_BYTES (DJANGO_REQUEST_MAX_MB, 50 MB by default: the
files of one entry together), and settings.IMPORT_MAX_BYTES (DJANGO_IMPORT_MAX_MB) for
the upload of an export to import. Django's own DATA_UPLOAD_MAX_MEMORY_SIZE and
DATA_UPLOAD_MAX_NUMBER_FILES still limit what a body within the size may hold.
"""

from collections.abc import Awaitable, Callable
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.defaultfilters import filesizeformat
from django.urls import reverse

TOO_LARGE_TEXT = (
    b"<!doctype html><html lang=en><meta charset=utf-8><title>Too large</title>"
    b"<p>What you sent is larger than this server accepts at once, so nothing was saved. "
    b"Go back, and send fewer or smaller files.</p></html>"
)


MB = 1024 * 1024


def limit_for(path: str) -> int:
    if path == reverse("mydata:import"):
        return settings.IMPORT_MAX_BYTES
    if path == reverse("imports:chat-new"):  # a chat export (a WhatsApp ZIP carries its media)
        return max(settings.IMPORTS_MAX_BYTES + MB, settings.REQUEST_MAX_BYTES)
    return settings.REQUEST_MAX_BYTES


def declared_length(value: str | bytes | None) -> int:
    try:
        return int(value or 0)
    except ValueError:
        return 0


class RequestSizeLimitMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        limit = limit_for(request.path_info)
        if declared_length(request.META.get("CONTENT_LENGTH")) > limit:
            context = {"limit": filesizeformat(limit)}
            return render(request, "limits/too_large.html", context, status=413)
        return self.get_response(request)


def asgi_size_limit(app: Callable[..., Awaitable[None]]) -> Callable[..., Awaitable[None]]:
    """Wrap an ASGI application: an HTTP request whose Content-Length is over the limit
    gets a 413 without its body ever being received."""

    async def limited(scope: dict[str, Any], receive: Callable, send: Callable) -> None:
        if scope["type"] == "http":
            headers = dict(scope.get("headers") or [])
            if declared_length(headers.get(b"content-length")) > limit_for(scope.get("path", "")):
                await send(
                    {
                        "type": "http.response.start",
                        "status": 413,
                        "headers": [
                            (b"content-type", b"text/html; charset=utf-8"),
                            (b"content-security-policy", b"default-src 'none'"),
                            (b"cache-control", b"no-store"),
                            (b"connection", b"close"),
                        ],
                    }
                )
                await send({"type": "http.response.body", "body": TOO_LARGE_TEXT})
                return
        await app(scope, receive, send)

    return limited
