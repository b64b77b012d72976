"""What a view's request carries once the middleware has run, for the type checker.

django-htmx's middleware adds `request.htmx` (and a sign-out marks the request for
apps.accounts' SignOutTracesMiddleware); behind `@login_required` the user is a
real account, never AnonymousUser. Views annotate their request with one of these
(the pattern django-htmx's documentation and healthchecks use)."""

from django.contrib.auth.models import User
from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails


class HtmxRequest(HttpRequest):
    htmx: HtmxDetails
    # Set by a sign-out or the quick exit; SignOutTracesMiddleware reads it.
    leave_no_traces: bool


class AuthenticatedRequest(HtmxRequest):
    user: User
