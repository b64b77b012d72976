from django.conf import settings
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.db import DatabaseError, connection
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.views.decorators.http import require_POST, require_safe


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    if request.user.is_authenticated:
        return render(request, "accounts/home.html")
    return render(request, "accounts/welcome.html")


@login_required
@require_safe
def account_settings(request: HttpRequest) -> HttpResponse:
    return render(request, "accounts/settings.html")


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
