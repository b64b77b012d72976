import time

from allauth.account.decorators import reauthentication_required
from allauth.account.views import password_change
from allauth.usersessions.internal.flows.sessions import end_other_sessions, end_sessions
from allauth.usersessions.models import UserSession
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.db import DatabaseError, connection
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from nocontact.http import AuthenticatedRequest, HtmxRequest

from . import sessions
from .forms import TimeZoneForm
from .middleware import SESSION_TIME_ZONE, touch
from .models import AccountEvent
from .selectors import activity_page, device_rows
from .services import account_event_record, profile_get_or_create, profile_set_time_zone


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def account_settings(request: AuthenticatedRequest) -> HttpResponse:
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
def quick_exit(request: HtmxRequest) -> HttpResponse:
    """End the session at once. The page's script posts here with a beacon and has
    already left; a plain form post (no JavaScript) is sent on to the neutral site."""
    logout(request)
    request.leave_no_traces = True  # SignOutTracesMiddleware: Clear-Site-Data, cookies expired
    if request.POST.get("beacon"):
        return HttpResponse(status=204)
    return HttpResponseRedirect(settings.QUICK_EXIT_URL)


@require_http_methods(["GET", "HEAD", "POST"])
def session_status(request: HttpRequest) -> JsonResponse:
    """GET: asked by a page the browser restored from its back-forward cache, is the
    session that rendered it still alive? POST: the page is being used (typing, the
    pause timer), so keep the session alive (static/js/session.js)."""
    if not request.user.is_authenticated:
        return JsonResponse({"signed_in": False})
    if request.method == "POST":
        touch(request, time.time())
    return JsonResponse({"signed_in": True, "seconds_left": sessions.seconds_left_for(request.session)})


# allauth's password change, behind its re-authentication like the email, two-step and
# recovery-code pages (ACCOUNT_REAUTHENTICATION_REQUIRED, MFA_REAUTHENTICATION_REQUIRED).
change_password = login_required(reauthentication_required(password_change))


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def devices(request: AuthenticatedRequest) -> HttpResponse:
    """The signed-in devices; a POST signs out every other one."""
    if request.method == "POST":
        end_other_sessions(request, request.user)
        account_event_record(user=request.user, kind=AccountEvent.Kind.SESSIONS_ENDED, request=request)
        messages.success(request, "Every other device is signed out.")
        return redirect("accounts:devices")
    touch(request, time.time())  # this device is always listed, seen now
    rows = device_rows(user=request.user, current_key=request.session.session_key)
    return render(request, "accounts/devices.html", {"rows": rows})


@login_required
@require_POST
def device_end(request: AuthenticatedRequest, pk: int) -> HttpResponse:
    """Sign out one device; this one too, if it is the one chosen."""
    session = get_object_or_404(UserSession, pk=pk, user=request.user)
    this_one = session.is_current()
    end_sessions(request, [session])  # signs out here too when it is this one
    if this_one:
        return redirect("account_login")
    account_event_record(user=request.user, kind=AccountEvent.Kind.SESSIONS_ENDED, request=request)
    messages.success(request, "That device is signed out.")
    return redirect("accounts:devices")


@login_required
@require_safe
def activity(request: AuthenticatedRequest) -> HttpResponse:
    before = request.GET.get("before", "")
    page = activity_page(user=request.user, before=int(before) if before.isdigit() else None)
    return render(request, "accounts/activity.html", {"page": page})


@require_safe
def privacy(request: HttpRequest) -> HttpResponse:
    """Staying private and safe: public, linked before sign-up and from every page."""
    return render(request, "accounts/privacy.html", {"idle_minutes": settings.SESSION_IDLE_SECONDS // 60})


@require_safe
def healthz(request: HttpRequest) -> HttpResponse:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError:
        return HttpResponse("database unavailable\n", status=503, content_type="text/plain")
    return HttpResponse("ok\n", content_type="text/plain")
