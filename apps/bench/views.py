"""Reference views for `make bench`, served only when settings.BENCH_VIEWS is true.

They pass through the same middleware as every page, so the difference between them
and a real page is the page's own work: queries, logic and template.
"""

from collections.abc import Callable
from functools import wraps

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from nocontact.http import AuthenticatedRequest

View = Callable[..., HttpResponse]


def bench_only(view: View) -> View:
    """404 unless the bench views are switched on (DJANGO_BENCH_VIEWS=True)."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponse:
        if not settings.BENCH_VIEWS:
            raise Http404
        return view(request, *args, **kwargs)

    return wrapper


@bench_only
def bare(request: HttpRequest) -> HttpResponse:
    """The cheapest response the stack can give: no login, no template, no query."""
    return HttpResponse(b"ok\n", content_type="text/plain")


@bench_only
@login_required
@require_safe
def shell(request: AuthenticatedRequest) -> HttpResponse:
    """The cheapest page a signed-in person can get: the base template, empty."""
    return render(request, "bench/shell.html")
