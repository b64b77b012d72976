"""Views that join apps together. The project package wires the apps; an app never
reaches up into one above it (the import contracts in pyproject.toml)."""

from typing import cast

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from apps.attempts.panels import quick_log_panel
from apps.counter.views.dashboard import dashboard
from apps.insights.dashboard import ahead_panel
from apps.journal.panels import check_in_panel
from nocontact.http import AuthenticatedRequest


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    """The site root: the counter's dashboard for a signed-in user, with the log's
    quick-log box under the counts, the weeks ahead (insights) and the journal's check-in
    further down; a welcome page otherwise."""
    if request.user.is_authenticated:
        return dashboard(cast(AuthenticatedRequest, request), panels=[quick_log_panel, ahead_panel, check_in_panel])
    return render(request, "accounts/welcome.html")
