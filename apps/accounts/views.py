from django.conf import settings
from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.db import DatabaseError, connection
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from .forms import TimeZoneForm
from .middleware import SESSION_TIME_ZONE
from .services import profile_get_or_create, profile_set_time_zone


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def account_settings(request: HttpRequest) -> HttpResponse:
    profile = profile_get_or_create(user=request.user)
    form = TimeZoneForm(request.POST or None, initial={"time_zone": profile.time_zone})
    if request.method == "POST" and form.is_valid():
        profile_set_time_zone(user=request.user, **form.cleaned_data)
        request.session[SESSION_TIME_ZONE] = form.cleaned_data["time_zone"]
        messages.success(request, "Saved. Your days now change at midnight in this time zone.")
        return redirect("accounts:settings")
    context = {"form": form, "profile": profile}
    template = "accounts/settings.html"
    return render(request, template + "#time-zone" if request.htmx else template, context)


@require_POST
def quick_exit(request: HttpRequest) -> HttpResponse:
    """End the session at once. The page's script posts here with a beacon and has
    already left; a plain form post (no JavaScript) is sent on to the neutral site."""
    logout(request)
    if request.POST.get("beacon"):
        return HttpResponse(status=204)
    return HttpResponseRedirect(settings.QUICK_EXIT_URL)


@require_safe
def session_status(request: HttpRequest) -> JsonResponse:
    """Asked by a page the browser restored from its back-forward cache: is the
    session that rendered it still alive?"""
    return JsonResponse({"signed_in": request.user.is_authenticated})


@require_safe
def healthz(request: HttpRequest) -> HttpResponse:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError:
        return HttpResponse("database unavailable\n", status=503, content_type="text/plain")
    return HttpResponse("ok\n", content_type="text/plain")
