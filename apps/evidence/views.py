import io

import segno
from allauth.account.decorators import reauthentication_required
from allauth.core.internal import ratelimit
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.template.defaultfilters import filesizeformat
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt, csrf_protect
from django.views.decorators.http import require_http_methods, require_safe

from apps.jobs.services import job_start
from nocontact.http import AuthenticatedRequest

from .checking import check_upload
from .collect import scoped_attempts
from .forms import CheckForm, ReportForm
from .keys import grouped, instance_keys
from .receipts import receipt_make
from .tasks import make_evidence
from .uploads import InMemoryWithinLimit


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
@reauthentication_required(allow_get=True)
def report(request: AuthenticatedRequest) -> HttpResponse:
    """Choose people, a period and tactics; the report or bundle is made as a job."""
    form = ReportForm(request.POST or None, user=request.user, initial={"kind": "bundle", "prefix": "EX"})
    if request.method == "POST" and form.is_valid():
        scope = form.scope(time_zone=timezone.get_current_timezone_name())
        if scoped_attempts(user=request.user, scope=scope).exists():
            kind = form.cleaned_data["kind"]
            job = job_start(
                user=request.user, kind=f"evidence-{kind}", title="Report" if kind == "report" else "Bundle",
                task=make_evidence, back_url=reverse("evidence:report"), max_attempts=2,
                user_id=request.user.pk, what=kind, scope=scope.as_dict(),
            )  # fmt: skip
            return redirect(job)
        form.add_error(
            None, "There are no entries for these people in this period. Try a longer period or more people."
        )
    return render(request, "evidence/report.html", {"form": form})


@login_required
@require_safe
def receipt(request: AuthenticatedRequest) -> HttpResponse:
    context = {"receipt": receipt_make(user=request.user), "fingerprint": grouped(instance_keys().fingerprint)}
    return render(request, "evidence/receipt.html", context)


@login_required
@require_safe
def receipt_download(request: AuthenticatedRequest) -> HttpResponse:
    response = HttpResponse(receipt_make(user=request.user).text, content_type="text/plain; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="receipt-{timezone.localdate().isoformat()}.txt"'
    return response


@login_required
@require_safe
def receipt_qr(request: AuthenticatedRequest) -> HttpResponse:
    """The receipt's text as a QR code (SVG), made here: no other site is asked."""
    out = io.BytesIO()
    segno.make(receipt_make(user=request.user).text, error="m").save(out, kind="svg", scale=4, border=2, xmldecl=False)
    return HttpResponse(out.getvalue(), content_type="image/svg+xml")


def _too_big(request: HttpRequest) -> bool:
    return int(request.META.get("CONTENT_LENGTH") or 0) > settings.EVIDENCE_CHECK_MAX_BYTES + 256 * 1024


@csrf_exempt  # only so that the upload handlers are set before the CSRF check reads the body
@require_http_methods(["GET", "HEAD", "POST"])
def check(request: HttpRequest) -> HttpResponse:
    """Anyone may check a bundle or a report here, without an account. Nothing is kept:
    the upload is held in memory, and refused unread past the limit."""
    request.upload_handlers = [InMemoryWithinLimit(request, limit=settings.EVIDENCE_CHECK_MAX_BYTES + 256 * 1024)]
    return _check(request)


@csrf_protect
def _check(request: HttpRequest) -> HttpResponse:
    limit = filesizeformat(settings.EVIDENCE_CHECK_MAX_BYTES)
    context: dict[str, object] = {"limit": limit, "fingerprint": grouped(instance_keys().fingerprint)}
    if request.method != "POST":
        return render(request, "evidence/check.html", {**context, "form": CheckForm()})
    if _too_big(request):
        context["refused"] = f"This file is larger than {limit}. Check it offline with verify.py instead."
        return render(request, "evidence/check.html", {**context, "form": CheckForm()}, status=413)
    config = {"check": settings.EVIDENCE_CHECK_RATE_LIMIT}
    if not ratelimit.consume(request, app="evidence", action="check", config=config):
        context["refused"] = (
            "This page has checked many files from your address just now. Please wait a while and try again."
        )
        return render(request, "evidence/check.html", {**context, "form": CheckForm()}, status=429)
    form = CheckForm(request.POST, request.FILES)
    if form.is_valid():
        context["outcome"] = check_upload(
            form.cleaned_data["file"], receipts=form.receipt_texts(), max_bytes=settings.EVIDENCE_CHECK_MAX_BYTES
        )
    return render(request, "evidence/check.html", {**context, "form": form})
