"""A database that is busy or out of reach never costs the user what they typed.

SQLite waits up to DJANGO_SQLITE_TIMEOUT (20 s) for its write lock, so a lock that outlasts
it is rare; PostgreSQL may refuse a lock, end a deadlock or lose its connection. Either way
the request is answered 503 with a calm page in the app's look: nothing from the form was
saved (the transaction rolled back), what was typed is on the page again, and one button
sends it again. Never a 500 or a traceback.

Two ways in: DatabaseBusyMiddleware for errors raised by a view (most of them), and
`server_error` (handler500) for errors raised before the view, in a middleware.
"""

import logging
import re
import sys
from collections.abc import Callable
from http import HTTPStatus

from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse
from django.views.decorators.csrf import requires_csrf_token

from apps.accounts import errors

logger = logging.getLogger("nocontact.busy")

SQLITE_BUSY = ("database is locked", "database table is locked", "unable to open database file")
# PostgreSQL: lock refused (lock_timeout / NOWAIT), serialization failure, deadlock, and the
# server shutting down or refusing connections. Class 08 (connection errors) is matched below.
POSTGRES_BUSY = {"55P03", "40001", "40P01", "57P01", "57P02", "57P03"}
# Never written back into a page: secrets the user can type again.
SECRET_NAME = re.compile(r"password|token|code|secret|otp|csrf", re.IGNORECASE)
# Values that are choices or ids rather than typed words: sent again, not shown.
CHOICE_VALUE = re.compile(
    r"[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}"  # a uuid
    r"|[0-9:.\- T+]*"  # a number, date or time
    r"|[a-z0-9_\-]{1,20}",  # a slug or a short option value
)


def is_database_busy(error: BaseException | None) -> bool:
    """True when `error` means the database is busy or out of reach for a moment (not a
    mistake in a query)."""
    if isinstance(error, InterfaceError):
        return True
    if not isinstance(error, OperationalError):
        return False
    cause = error.__cause__
    sqlstate = getattr(cause, "sqlstate", "") or ""
    if sqlstate in POSTGRES_BUSY or sqlstate.startswith("08"):
        return True
    if cause is not None and type(cause).__module__.startswith("psycopg") and not sqlstate:
        return True  # psycopg could not reach the server at all: there is no SQLSTATE
    return any(message in str(error).lower() for message in SQLITE_BUSY)


def typed_values(request: HttpRequest) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """What the form sent, without secrets: (words to show and send again, choices to
    send again unseen)."""
    shown: list[tuple[str, str]] = []
    hidden: list[tuple[str, str]] = []
    if request.method != "POST":
        return shown, hidden
    for name, values in request.POST.lists():
        if SECRET_NAME.search(name):
            continue
        for value in values:
            if value.strip() == "":
                continue
            (hidden if CHOICE_VALUE.fullmatch(value.strip()) else shown).append((name, value))
    return shown, hidden


@requires_csrf_token
def busy_page(request: HttpRequest) -> HttpResponse:
    shown, hidden = typed_values(request)
    extra = {
        "shown": shown,
        "hidden": hidden,
        "resend": request.method == "POST",
        "had_files": bool(request.method == "POST" and request.FILES),
        "action": request.get_full_path(),
    }
    response = errors.error_page(request, "503.html", HTTPStatus.SERVICE_UNAVAILABLE, extra=extra)
    response["Retry-After"] = "5"
    if getattr(request, "htmx", False):
        # The page replaces the whole body, whichever fragment asked (htmx swaps a 503:
        # see responseHandling in base.html).
        response["HX-Retarget"] = "body"
        response["HX-Reswap"] = "innerHTML"
    return response


class DatabaseBusyMiddleware:
    """Answers a view's busy-database error with the busy page (see the module's note)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not is_database_busy(exception):
            return None
        logger.warning("database busy or unavailable: %s %s: %s", request.method, request.path, exception)
        return busy_page(request)


@requires_csrf_token
def server_error(request: HttpRequest) -> HttpResponse:
    """handler500: the busy page when the error is a busy database, else the usual 500."""
    if is_database_busy(sys.exc_info()[1]):
        return busy_page(request)
    return errors.server_error(request)
