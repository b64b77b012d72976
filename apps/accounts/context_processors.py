from django.conf import settings
from django.http import HttpRequest

from .sessions import seconds_left_for


def site(request: HttpRequest) -> dict[str, object]:
    user = getattr(request, "user", None)
    signed_in = user is not None and user.is_authenticated and hasattr(request, "session")
    return {
        "site_name": settings.SITE_NAME,
        "quick_exit_url": settings.QUICK_EXIT_URL,
        # For the idle warning (static/js/session.js); None when there is nothing to warn of.
        "session_seconds_left": seconds_left_for(request.session) if signed_in else None,
    }
