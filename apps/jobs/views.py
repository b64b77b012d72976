from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.core.files.storage import storages
from django.http import FileResponse, Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.views.decorators.http import require_safe

from nocontact.http import AuthenticatedRequest

from .models import Job
from .selectors import job_row, recent_jobs


def _get_job_for_user(request: HttpRequest, pk) -> Job:
    return get_object_or_404(Job.objects.for_user(request.user), pk=pk)


@login_required
@require_safe
def job_list(request: AuthenticatedRequest) -> HttpResponse:
    return render(request, "jobs/list.html", {"jobs": recent_jobs(request.user), "keep_days": settings.JOBS_KEEP_DAYS})


@login_required
@require_safe
def detail(request: AuthenticatedRequest, pk) -> HttpResponse:
    job = job_row(_get_job_for_user(request, pk))
    template = "jobs/detail.html#progress" if request.htmx else "jobs/detail.html"
    return render(request, template, {"job": job})


@login_required
@require_safe
def download(request: AuthenticatedRequest, pk) -> FileResponse:
    job = _get_job_for_user(request, pk)
    if not job.has_result:
        raise Http404
    try:
        handle = storages["jobs"].open(job.result_path, "rb")
    except FileNotFoundError:
        raise Http404 from None
    response = FileResponse(handle, as_attachment=True, filename=job.result_name, content_type=job.result_type)
    response["X-Content-Type-Options"] = "nosniff"
    # Opened in a browser tab by mistake, the file can run nothing and load nothing.
    response["Content-Security-Policy"] = "sandbox; default-src 'none'"
    return response
