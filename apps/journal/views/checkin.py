"""The home page's daily check-in: a mood and one line, saved to the journal."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.views.decorators.http import require_POST

from nocontact.http import AuthenticatedRequest

from .. import services
from ..forms import CheckInForm


@login_required
@require_POST
def check_in(request: AuthenticatedRequest) -> HttpResponse:
    form = CheckInForm(request.POST)
    if not form.is_valid():
        template = "journal/_check_in.html" if request.htmx else "journal/check_in.html"
        return render(request, template, {"check_in_form": form})
    entry = services.checkin_record(
        user=request.user, date=timezone.localdate(), mood=form.cleaned_data["mood"], line=form.cleaned_data["line"]
    )
    if request.htmx:
        return render(request, "journal/_check_in.html", {"check_in_form": CheckInForm(), "saved_at": entry.created_at})
    messages.success(request, "Saved to your journal.")
    return redirect("home")
