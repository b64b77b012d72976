"""Error pages in the app's own look: neutral words, the Exit, no detail, and the same
security headers as every page (the CSP comes from the middleware).

They render from a small context of their own rather than the context processors, so a
database that is down (a 500) cannot break the error page too.
"""

from http import HTTPStatus

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import get_token
from django.template import loader
from django.views.decorators.csrf import requires_csrf_token


def error_page(request: HttpRequest, template: str, status: int, *, extra: dict | None = None) -> HttpResponse:
    context = {
        "site_name": settings.SITE_NAME,
        "quick_exit_url": settings.QUICK_EXIT_URL,
        "csrf_token": get_token(request),
        "request": request,
        **(extra or {}),
    }
    return HttpResponse(loader.get_template(template).render(context), status=status)


@requires_csrf_token
def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return error_page(request, "400.html", HTTPStatus.BAD_REQUEST)


@requires_csrf_token
def permission_denied(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return error_page(request, "403.html", HTTPStatus.FORBIDDEN)


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    return error_page(request, "403_csrf.html", HTTPStatus.FORBIDDEN)


@requires_csrf_token
def page_not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return error_page(request, "404.html", HTTPStatus.NOT_FOUND)


@requires_csrf_token
def server_error(request: HttpRequest) -> HttpResponse:
    return error_page(request, "500.html", HTTPStatus.INTERNAL_SERVER_ERROR)


@requires_csrf_token
def too_many_requests(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return error_page(request, "429.html", HTTPStatus.TOO_MANY_REQUESTS)
