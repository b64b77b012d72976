from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, HttpRequest, HttpResponse, HttpResponseRedirect, QueryDict
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import (
    require_http_methods,
    require_POST,
    require_safe,
)
from django_htmx.http import HttpResponseClientRedirect, push_url, trigger_client_event

from apps.counter.models import Person
from apps.jobs.models import Job
from apps.jobs.services import job_start
from apps.tactics.language import suggestion_note
from apps.tactics.models import Tactic
from apps.tactics.selectors import tactics_by_ids
from nocontact.http import AuthenticatedRequest, HtmxRequest
from nocontact.limits import write_allowed
from nocontact.search_words import TOKEN_PARAM, stash_words

from . import services
from .evidence import protect_download
from .forms import AttemptForm, QuickLogForm, log_filters
from .models import Attempt, EvidenceFile, Response
from .selectors import log_options, log_page, revision_history, suggestions_for
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


def _log_context(request: AuthenticatedRequest, params: QueryDict) -> dict:
    form = log_filters(request, params)
    filters = form.active_filters()
    people = list(Person.objects.for_user(request.user).values_list("pk", "label"))
    page = log_page(
        user=request.user,
        filters=filters,
        tz=timezone.get_current_timezone(),
        people=dict(people),
        cursor=params.get("after", ""),
    )
    query = params.copy()
    query.pop("after", None)
    return {
        "form": form,
        "filters": filters,
        "page": page,
        "options": log_options(people=people, filters=filters),
        "query": query.urlencode(),
        "paged": "after" in params,
    }


@login_required
@require_safe
def log(request: AuthenticatedRequest) -> HttpResponse:
    if "q" in request.GET:  # an old link with words in it: keep them out of what follows
        return _words_redirect(request, request.GET)
    context = _log_context(request, request.GET)
    template = "attempts/log.html#results" if request.htmx and not request.htmx.boosted else "attempts/log.html"
    return render(request, template, context)


def _log_params(request: HttpRequest, data: QueryDict) -> QueryDict:
    """The log's URL parameters for these filters: the words stashed behind a token."""
    params = QueryDict(mutable=True)
    for name in ("person", "tactic", "channel", "start", "end"):
        if value := data.get(name, "").strip():
            params[name] = value
    if words := data.get("q", "").strip():
        params[TOKEN_PARAM] = stash_words(request, words)
    return params


def _log_url(params: QueryDict) -> str:
    return reverse("attempts:log") + (f"?{params.urlencode()}" if params else "")


def _words_redirect(request: HttpRequest, data: QueryDict) -> HttpResponseRedirect:
    response = HttpResponseRedirect(_log_url(_log_params(request, data)))
    response.status_code = 303  # See Other: the page is fetched with GET
    return response


@login_required
@require_POST
def search(request: AuthenticatedRequest) -> HttpResponse:
    """The filter form, POSTed so that the words typed never reach a URL: they wait in
    the session, and the log's URL carries a token for them."""
    if not request.htmx:
        return _words_redirect(request, request.POST)
    params = _log_params(request, request.POST)
    response = render(request, "attempts/log.html#results", _log_context(request, params))
    return push_url(response, _log_url(params))


@login_required
@require_POST
def quick_log(request: AuthenticatedRequest) -> HttpResponse:
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
        # The saved entry's suggestions follow in a request of their own (`saved_suggestions`):
        # the save is confirmed at once, however long the suggester takes.
        response = render(request, "attempts/_quick_log.html", {"quick_form": fresh, "saved": attempt})
        return trigger_client_event(response, "attemptLogged")
    messages.success(request, "Saved to your log. You can add details now or later.")
    return redirect("attempts:detail", pk=attempt.pk)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def create(request: AuthenticatedRequest) -> HttpResponse:
    tz = timezone.get_current_timezone()
    if request.method == "POST":
        form = AttemptForm(request.POST, request.FILES, user=request.user, tz=tz)
        if form.is_valid() and write_allowed(request, form=form, files=len(form.cleaned_data["files"])):
            try:
                attempt = services.attempt_create(user=request.user, **form.cleaned_data)
            except services.EvidenceNotStored:
                form.add_error("files", services.EvidenceNotStored.message)
            else:
                return _after_save(request, attempt, "Saved to your log.")
    else:
        initial: dict[str, object] = {
            "occurred_at": timezone.localtime(timezone=tz).replace(tzinfo=None, second=0, microsecond=0)
        }
        if request.GET.get("person"):
            initial["person"] = request.GET["person"]
        form = AttemptForm(initial=initial, user=request.user, tz=tz)
    return render(request, "attempts/form.html", {"form": form})


@login_required
@require_safe
def detail(request: AuthenticatedRequest, pk) -> HttpResponse:
    attempt = _get_attempt_for_user(request, pk)
    context = {
        "attempt": attempt,
        "history": revision_history(attempt, tz=timezone.get_current_timezone()),
        "files": attempt.files.all(),
        "tactics": tactics_by_ids(attempt.tactic_links.values_list("tactic_id", flat=True)),
        "offer_slip": request.GET.get("offer") == "slip" and attempt.response == Response.REPLIED,
    }
    return render(request, "attempts/detail.html", context)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def edit(request: AuthenticatedRequest, pk) -> HttpResponse:
    attempt = _get_attempt_for_user(request, pk)
    if attempt.is_deleted:
        raise Http404
    tz = timezone.get_current_timezone()
    initial = AttemptForm.initial_for(attempt, tz)
    if request.method == "POST":
        form = AttemptForm(request.POST, request.FILES, initial=initial, user=request.user, tz=tz)
        if form.is_valid() and write_allowed(request, form=form, files=len(form.cleaned_data["files"])):
            try:
                revision = services.attempt_update(attempt=attempt, **form.cleaned_data)
            except services.EvidenceNotStored:
                form.add_error("files", services.EvidenceNotStored.message)
            else:
                note = "Your changes are saved as a new version." if revision else "Nothing had changed."
                return _after_save(request, attempt, note)
    else:
        form = AttemptForm(initial=initial, user=request.user, tz=tz)
    return render(request, "attempts/form.html", {"form": form, "attempt": attempt})


def _after_save(request: HtmxRequest, attempt: Attempt, note: str) -> HttpResponse:
    messages.success(request, note)
    url = reverse("attempts:detail", args=[attempt.pk])
    if attempt.response == Response.REPLIED and attempt.person.rule != Person.Rule.LIMITED:
        url += "?offer=slip"  # offered, never recorded for them
    return HttpResponseClientRedirect(url) if request.htmx else redirect(url)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def delete(request: AuthenticatedRequest, pk) -> HttpResponse:
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
@require_safe
def saved_suggestions(request: AuthenticatedRequest, pk) -> HttpResponse:
    """The tactics a saved entry's words suggest, each a button that tags it (htmx, asked
    for by the quick log's confirmation as it appears)."""
    attempt = _get_attempt_for_user(request, pk)
    if attempt.is_deleted:
        raise Http404
    context = {
        "saved": attempt,
        "suggestions": suggestions_for(attempt.message),
        "tagged": {t.slug for t in attempt.tactics.all()},
    }
    return render(request, "attempts/_quick_log.html#suggestions", context)


@login_required
@require_POST
def tag(request: AuthenticatedRequest, pk) -> HttpResponse:
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
def suggest(request: AuthenticatedRequest) -> HttpResponse:
    """Live tactic suggestions for the message being typed (htmx, debounced)."""
    text = request.POST.get("message", "")[:20_000]
    return render(
        request,
        "attempts/form.html#suggestions",
        {"suggestions": suggestions_for(text), "note": suggestion_note(text)},
    )


@login_required
@require_safe
def evidence_original(request: AuthenticatedRequest, pk) -> FileResponse:
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
def evidence_preview(request: AuthenticatedRequest, pk) -> FileResponse:
    evidence = _get_file_for_user(request, pk)
    if not evidence.preview:
        raise Http404
    response = FileResponse(evidence.preview.open("rb"), content_type="image/webp", filename="preview.webp")
    return protect_download(response)


@login_required
@require_POST
def verify(request: AuthenticatedRequest) -> HttpResponse:
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
