import tempfile
from pathlib import Path

from allauth.account.decorators import reauthentication_required
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods, require_safe

from .exporting import export_chunks, export_filename
from .forms import DeleteAccountForm, ImportForm
from .selectors import data_summary
from .services import ImportRefused, account_delete, account_import

CLEAR_SITE_DATA = '"cache", "cookies", "storage"'


@login_required
@require_safe
def index(request: HttpRequest) -> HttpResponse:
    return render(request, "mydata/index.html", {"summary": data_summary(request.user)})


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
@reauthentication_required
def export(request: HttpRequest) -> HttpResponse:
    if request.method == "POST":
        response = StreamingHttpResponse(export_chunks(user=request.user), content_type="application/zip")
        response["Content-Disposition"] = f'attachment; filename="{export_filename()}"'
        return response
    return render(request, "mydata/export.html", {"summary": data_summary(request.user)})


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
@reauthentication_required
def import_data(request: HttpRequest) -> HttpResponse:
    summary = data_summary(request.user)
    form = ImportForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and summary.empty and form.is_valid():
        try:
            counts = _import_upload(request, form.cleaned_data["file"])
        except ImportRefused as refused:
            form.add_error("file", f"This file could not be imported: {refused.reason}. Nothing was added.")
        else:
            entries = counts.get("attempts", 0)
            messages.success(request, f"Imported. Your log holds {entries} entr{'y' if entries == 1 else 'ies'}.")
            return redirect("home")
    return render(request, "mydata/import.html", {"form": form, "summary": summary})


def _import_upload(request: HttpRequest, upload) -> dict[str, int]:
    if hasattr(upload, "temporary_file_path"):
        return account_import(user=request.user, path=Path(upload.temporary_file_path()))
    with tempfile.NamedTemporaryFile(suffix=".zip", dir=settings.FILE_UPLOAD_TEMP_DIR) as copy:
        for chunk in upload.chunks():
            copy.write(chunk)
        copy.flush()
        return account_import(user=request.user, path=Path(copy.name))


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
@reauthentication_required
def delete(request: HttpRequest) -> HttpResponse:
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
