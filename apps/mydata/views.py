from allauth.account.decorators import reauthentication_required
from django.conf import settings
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_safe

from apps.jobs.services import job_start
from nocontact.http import AuthenticatedRequest

from .forms import DeleteAccountForm, ImportForm
from .selectors import data_summary
from .services import account_delete
from .tasks import export_everything, import_everything
from .uploads import upload_save

CLEAR_SITE_DATA = '"cache", "cookies", "storage"'


@login_required
@require_safe
def index(request: AuthenticatedRequest) -> HttpResponse:
    return render(request, "mydata/index.html", {"summary": data_summary(request.user, described=False)})


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
@reauthentication_required
def export(request: AuthenticatedRequest) -> HttpResponse:
    if request.method == "POST":
        job = job_start(
            user=request.user,
            kind="export",
            title="Your data",
            task=export_everything,
            back_url=reverse("mydata:index"),
            max_attempts=2,  # it only reads, and writes its file afresh
        )
        return redirect(job)
    context = {"summary": data_summary(request.user), "keep_days": settings.JOBS_KEEP_DAYS}
    return render(request, "mydata/export.html", context)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
@reauthentication_required
def import_data(request: AuthenticatedRequest) -> HttpResponse:
    summary = data_summary(request.user)
    form = ImportForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and summary.empty and form.is_valid():
        path = upload_save(request.user.pk, form.cleaned_data["file"])
        job = job_start(
            user=request.user,
            kind="import",
            title="Bringing your data here",
            task=import_everything,
            back_url=reverse("mydata:index"),
            upload=str(path),
        )
        return redirect(job)
    return render(request, "mydata/import.html", {"form": form, "summary": summary})


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
@reauthentication_required
def delete(request: AuthenticatedRequest) -> HttpResponse:
    form = DeleteAccountForm(request.POST or None, user=request.user)
    if request.method == "POST" and form.is_valid():
        user = request.user
        logout(request)
        account_delete(user=user)
        response = redirect("mydata:deleted")
        response["Clear-Site-Data"] = CLEAR_SITE_DATA
        return response
    return render(request, "mydata/delete.html", {"form": form, "summary": data_summary(request.user)})


@require_safe
def deleted(request: HttpRequest) -> HttpResponse:
    return render(request, "mydata/deleted.html")
