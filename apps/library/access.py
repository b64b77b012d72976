"""Who may read the library: everyone, unless the operator requires an account."""

from collections.abc import Callable
from functools import wraps

from django.conf import settings
from django.contrib.auth.views import redirect_to_login
from django.http import HttpRequest, HttpResponse


def library_view(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Let anyone in, or only signed-in people when LIBRARY_REQUIRES_LOGIN is on."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        if settings.LIBRARY_REQUIRES_LOGIN and not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path())
        return view(request, *args, **kwargs)

    return wrapper
