from html import escape

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.safestring import SafeString
from django.views.decorators.http import (
    require_http_methods,
    require_POST,
    require_safe,
)
from django_htmx.http import HttpResponseClientRedirect, trigger_client_event

from apps.counter.models import Person
from apps.jobs.models import Job
from apps.jobs.services import job_start
from apps.tactics.language import suggestion_note
from apps.tactics.models import Tactic
from apps.tactics.selectors import tactics_by_ids, tactics_ordered
from nocontact.limits import write_allowed

from . import services
from .evidence import protect_download
from .forms import AttemptForm, LogFilterForm, QuickLogForm
from .models import Attempt, Channel, EvidenceFile, Response
from .selectors import log_page, revision_history, suggestions_for
from .tasks import log_check


def _get_attempt_for_user(request: HttpRequest, pk) -> Attempt:
    return get_object_or_404(Attempt.objects.for_user(request.user).select_related("person"), pk=pk)


def _get_file_for_user(request: HttpRequest, pk) -> EvidenceFile:
    return get_object_or_404(
        EvidenceFile,
        pk=pk,
        attempt__user=request.user,
        attempt__deleted_at__isnull=True,
    )


def _without(query, key: str) -> str:
    query = query.copy()
    query.pop(key, None)
    return query.urlencode()


def _options(choices, chosen) -> SafeString:
    """A filter's <option> tags, written here rather than by a template loop (the log
    is a hot page and the tactics alone are 22 options)."""
    return SafeString(
        "".join(
            f'<option value="{escape(str(value))}"{" selected" if value == chosen else ""}>{escape(label)}</option>'
            for value, label in choices
        )
    )


@login_required
@require_safe
def log(request: HttpRequest) -> HttpResponse:
    form = LogFilterForm(request.GET)
    filters = form.active_filters()
    tz = timezone.get_current_timezone()
    people = list(Person.objects.for_user(request.user).values_list("pk", "label"))
    page = log_page(
        user=request.user,
        filters=filters,
        tz=tz,
        people=dict(people),
        cursor=request.GET.get("after", ""),
    )
    context = {
        "form": form,
        "filters": filters,
        "page": page,
        "people": _options(people, filters.get("person")),
        "tactics": _options([(t.slug, t.name) for t in tactics_ordered()], filters.get("tactic")),
        "channels": _options(Channel.choices, filters.get("channel")),
        "query": _without(request.GET, "after"),
    }
    template = "attempts/log.html#results" if request.htmx and not request.htmx.boosted else "attempts/log.html"
    return render(request, template, context)


@login_required
@require_POST
def quick_log(request: HttpRequest) -> HttpResponse:
    form = QuickLogForm(request.POST, user=request.user, tz=timezone.get_current_timezone())
    if not (form.is_valid() and write_allowed(request, form=form)):
        template = "attempts/_quick_log.html" if request.htmx else "attempts/quick.html"
        return render(request, template, {"quick_form": form})
    attempt = services.attempt_create(user=request.user, **form.cleaned_data)
    if request.htmx:
        fresh = QuickLogForm(
            initial={"person": attempt.person_id},
            user=request.user,
            tz=timezone.get_current_timezone(),
            people=form.people,
        )
        context = {
            "quick_form": fresh,
            "saved": attempt,
            "suggestions": suggestions_for(attempt.message),
        }
        response = render(request, "attempts/_quick_log.html", context)
        return trigger_client_event(response, "attemptLogged")
    messages.success(request, "Saved to your log. You can add details now or later.")
    return redirect("attempts:detail", pk=attempt.pk)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def create(request: HttpRequest) -> HttpResponse:
    tz = timezone.get_current_timezone()
    if request.method == "POST":
        form = AttemptForm(request.POST, request.FILES, user=request.user, tz=tz)
        if form.is_valid() and write_allowed(request, form=form, files=len(form.cleaned_data["files"])):
            attempt = services.attempt_create(user=request.user, **form.cleaned_data)
            return _after_save(request, attempt, "Saved to your log.")
    else:
        initial = {"occurred_at": timezone.localtime(timezone=tz).replace(tzinfo=None, second=0, microsecond=0)}
        if request.GET.get("person"):
            initial["person"] = request.GET["person"]
        form = AttemptForm(initial=initial, user=request.user, tz=tz)
    return render(request, "attempts/form.html", {"form": form})


@login_required
@require_safe
def detail(request: HttpRequest, pk) -> HttpResponse:
    attempt = _get_attempt_for_user(request, pk)
    context = {
        "attempt": attempt,
        "history": revision_history(attempt),
        "files": attempt.files.all(),
        "tactics": tactics_by_ids(attempt.tactic_links.values_list("tactic_id", flat=True)),
        "offer_slip": request.GET.get("offer") == "slip" and attempt.response == Response.REPLIED,
    }
    return render(request, "attempts/detail.html", context)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def edit(request: HttpRequest, pk) -> HttpResponse:
    attempt = _get_attempt_for_user(request, pk)
    if attempt.is_deleted:
        raise Http404
    tz = timezone.get_current_timezone()
    if request.method == "POST":
        form = AttemptForm(request.POST, request.FILES, user=request.user, tz=tz)
        if form.is_valid() and write_allowed(request, form=form, files=len(form.cleaned_data["files"])):
            revision = services.attempt_update(attempt=attempt, **form.cleaned_data)
            note = "Your changes are saved as a new version." if revision else "Nothing had changed."
            return _after_save(request, attempt, note)
    else:
        form = AttemptForm(initial=AttemptForm.initial_for(attempt, tz), user=request.user, tz=tz)
    return render(request, "attempts/form.html", {"form": form, "attempt": attempt})


def _after_save(request: HttpRequest, attempt: Attempt, note: str) -> HttpResponse:
    messages.success(request, note)
    url = reverse("attempts:detail", args=[attempt.pk])
    if attempt.response == Response.REPLIED and attempt.person.rule != Person.Rule.LIMITED:
        url += "?offer=slip"  # offered, never recorded for them
    return HttpResponseClientRedirect(url) if request.htmx else redirect(url)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def delete(request: HttpRequest, pk) -> HttpResponse:
    attempt = _get_attempt_for_user(request, pk)
    if attempt.is_deleted:
        raise Http404
    if request.method == "POST":
        services.attempt_delete(attempt=attempt)
        messages.success(
            request,
            "The entry is deleted. A marker with its date and fingerprint stays in your log.",
        )
        return redirect("attempts:log")
    return render(
        request,
        "attempts/delete.html",
        {"attempt": attempt, "file_count": attempt.files.count()},
    )


@login_required
@require_POST
def tag(request: HttpRequest, pk) -> HttpResponse:
    """Accept one suggested tactic for a saved attempt (a new revision)."""
    attempt = _get_attempt_for_user(request, pk)
    tactic = Tactic.objects.filter(slug=request.POST.get("tactic", "")).first()
    if attempt.is_deleted or tactic is None:
        raise Http404
    tactics = [*attempt.tactics.all(), tactic]
    services.attempt_update(attempt=attempt, tactics=tactics)
    if request.htmx:
        context = {
            "saved": attempt,
            "suggestions": suggestions_for(attempt.message),
            "tagged": {t.slug for t in tactics},
        }
        return render(request, "attempts/_quick_log.html#suggestions", context)
    messages.success(request, f"Tagged as {tactic.name}.")
    return redirect("attempts:detail", pk=attempt.pk)


@login_required
@require_POST
def suggest(request: HttpRequest) -> HttpResponse:
    """Live tactic suggestions for the message being typed (htmx, debounced)."""
    text = request.POST.get("message", "")[:20_000]
    return render(
        request,
        "attempts/form.html#suggestions",
        {"suggestions": suggestions_for(text), "note": suggestion_note(text)},
    )


@login_required
@require_safe
def evidence_original(request: HttpRequest, pk) -> FileResponse:
    evidence = _get_file_for_user(request, pk)
    extension = evidence.content_type.rsplit("/", 1)[-1].replace("jpeg", "jpg")
    response = FileResponse(
        evidence.original.open("rb"),
        as_attachment=True,
        filename=f"evidence-{evidence.sha256[:12]}.{extension}",  # never the uploaded name
        content_type=evidence.content_type,
    )
    return protect_download(response)


@login_required
@require_safe
def evidence_preview(request: HttpRequest, pk) -> FileResponse:
    evidence = _get_file_for_user(request, pk)
    if not evidence.preview:
        raise Http404
    response = FileResponse(evidence.preview.open("rb"), content_type="image/webp", filename="preview.webp")
    return protect_download(response)


@login_required
@require_POST
def verify(request: HttpRequest) -> HttpResponse:
    """Start a check of the whole log as a job (or show the one already running)."""
    job = Job.objects.for_user(request.user).unfinished().filter(kind="log-check").first() or job_start(
        user=request.user,
        kind="log-check",
        title="Log check",
        task=log_check,
        back_url=reverse("attempts:log"),
        max_attempts=2,
    )
    if request.htmx:
        return HttpResponseClientRedirect(job.get_absolute_url())
    return redirect(job)
