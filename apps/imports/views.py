from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import FileResponse, Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from apps.attempts.quota import check_room
from apps.jobs.models import Job
from apps.jobs.services import job_start
from nocontact.http import AuthenticatedRequest
from nocontact.limits import write_allowed

from . import selectors, tasks
from .forms import ChatChoicesForm, ChatUploadForm, ScreenshotSaveForm, ScreenshotUploadForm
from .models import ChatImport, ImportedFile, Screenshot
from .ocr.engine import available
from .services.chats import chat_choose, chat_undo_begin, chat_upload
from .services.chats import chat_discard as discard_chat
from .services.screenshots import screenshot_discard as discard_screenshot
from .services.screenshots import screenshot_save, screenshot_upload


def _room(request: AuthenticatedRequest, form, size: int) -> bool:
    """Whether the account's storage has room for an upload (the form says why not)."""
    try:
        check_room(request.user, adding=size)
    except ValidationError as error:
        form.add_error(None, error)
        return False
    return True


def _get_screenshot_for_user(request: AuthenticatedRequest, pk) -> Screenshot:
    return get_object_or_404(Screenshot, pk=pk, user=request.user)


def _get_chat_for_user(request: AuthenticatedRequest, pk) -> ChatImport:
    return get_object_or_404(ChatImport.objects.select_related("person"), pk=pk, user=request.user)


WORKING = (ChatImport.Status.READING, ChatImport.Status.IMPORTING, ChatImport.Status.UNDOING)


def _unfinished(request: AuthenticatedRequest, url: str) -> Job | None:
    """The unfinished job working on the thing at `url` (its back_url), if any."""
    return Job.objects.for_user(request.user).unfinished().filter(back_url=url).first()


def _job_for(request: AuthenticatedRequest, chat: ChatImport) -> Job | None:
    return _unfinished(request, chat.get_absolute_url())


def _stalled(request: AuthenticatedRequest, chat: ChatImport, job: Job | None = None) -> bool:
    """Its work stopped for good (the worker died on its last attempt): the import says
    it is working while no job is, and the user may start it again, undo or discard it."""
    return chat.status in WORKING and (job or _job_for(request, chat)) is None


def _template(request: AuthenticatedRequest, name: str, fragment: str) -> str:
    return f"{name}#{fragment}" if request.htmx and not request.htmx.boosted else name


@login_required
@require_safe
def index(request: AuthenticatedRequest) -> HttpResponse:
    context = {
        "chats": ChatImport.objects.filter(user=request.user).order_by("-created_at")[:20],
        "screenshots": Screenshot.objects.filter(user=request.user)
        .exclude(status=Screenshot.Status.SAVED)
        .order_by("-created_at")[:20],
        "reading_on": available(),
    }
    return render(request, "imports/index.html", context)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def screenshot_new(request: AuthenticatedRequest) -> HttpResponse:
    form = ScreenshotUploadForm(request.POST or None, request.FILES or None)
    if (
        request.method == "POST"
        and form.is_valid()
        and _room(request, form, len(form.cleaned_data["image"][1]))
        and write_allowed(request, form=form, entries=0, files=1)
    ):
        name, data = form.cleaned_data["image"]
        shot = screenshot_upload(user=request.user, name=name, data=data, mine=form.cleaned_data["mine"])
        if shot.status == Screenshot.Status.WAITING:
            job_start(
                user=request.user,
                kind="screenshot-read",
                title="Reading",
                task=tasks.screenshot_read_job,
                back_url=shot.get_absolute_url(),
                max_attempts=2,
                screenshot_id=str(shot.pk),
            )
        return redirect(shot)
    return render(request, "imports/screenshot_new.html", {"form": form, "reading_on": available()})


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def screenshot(request: AuthenticatedRequest, pk) -> HttpResponse:
    shot = _get_screenshot_for_user(request, pk)
    if shot.status == Screenshot.Status.SAVED:
        return redirect("attempts:detail", pk=shot.attempt_id) if shot.attempt_id else redirect("imports:index")
    tz = timezone.get_current_timezone()
    initial = {
        "message": shot.text,
        "occurred_at": timezone.localtime(timezone=tz).replace(tzinfo=None, second=0, microsecond=0),
    }
    form = ScreenshotSaveForm(request.POST or None, initial=initial, user=request.user, tz=tz)
    if request.method == "POST" and form.is_valid():
        attempt = screenshot_save(screenshot=shot, **form.cleaned_data)
        messages.success(request, "Saved to your log, with the screenshot attached.")
        return redirect("attempts:detail", pk=attempt.pk)
    # Reading that stopped for good (its worker died): the user types the words instead.
    stalled = shot.status == Screenshot.Status.WAITING and not _unfinished(request, shot.get_absolute_url())
    context = {"shot": shot, "form": form, "waiting": shot.status == Screenshot.Status.WAITING and not stalled}
    return render(request, _template(request, "imports/screenshot.html", "reading"), context)


@login_required
@require_POST
def screenshot_discard(request: AuthenticatedRequest, pk) -> HttpResponse:
    discard_screenshot(screenshot=_get_screenshot_for_user(request, pk))
    messages.success(request, "The screenshot is removed.")
    return redirect("imports:index")


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def chat_new(request: AuthenticatedRequest) -> HttpResponse:
    form = ChatUploadForm(request.POST or None, request.FILES or None)
    if (
        request.method == "POST"
        and form.is_valid()
        and _room(request, form, form.cleaned_data["file"].size)
        and write_allowed(request, form=form, entries=0, files=1)
    ):
        chat = chat_upload(user=request.user, upload=form.cleaned_data["file"])
        job_start(
            user=request.user,
            kind="chat-read",
            title="Reading",
            task=tasks.chat_read_job,
            back_url=chat.get_absolute_url(),
            max_attempts=2,
            chat_id=str(chat.pk),
        )
        return redirect(chat)
    return render(request, "imports/chat_new.html", {"form": form})


@login_required
@require_safe
def chat_detail(request: AuthenticatedRequest, pk) -> HttpResponse:
    chat = _get_chat_for_user(request, pk)
    tz = timezone.get_current_timezone()
    context = {"chat": chat, "facts": selectors.provenance(chat)}
    if chat.status == ChatImport.Status.PREVIEW:
        initial = {"time_zone": str(tz)}
        context |= {
            "form": ChatChoicesForm(initial=initial, chat=chat, user=request.user),
            "rows": selectors.preview_rows(chat),
        }
    elif chat.status in (ChatImport.Status.DONE, ChatImport.Status.FAILED, ChatImport.Status.UNDONE):
        context |= {
            "matches": selectors.match_rows(chat, tz),
            "groups": selectors.tactic_groups(chat),
            "kept": chat.files.all(),
        }
    context["job"] = job = _job_for(request, chat)
    if _stalled(request, chat, job):
        context |= {"stalled": True, "added": chat.entries.count()}
    return render(request, _template(request, "imports/chat.html", "state"), context)


@login_required
@require_POST
def chat_import(request: AuthenticatedRequest, pk) -> HttpResponse:
    chat = _get_chat_for_user(request, pk)
    again = chat.status == ChatImport.Status.IMPORTING and _stalled(request, chat)
    if chat.status not in (ChatImport.Status.PREVIEW, ChatImport.Status.FAILED) and not again:
        raise Http404
    form = ChatChoicesForm(request.POST, chat=chat, user=request.user)
    if chat.status == ChatImport.Status.PREVIEW and not form.is_valid():
        context = {
            "chat": chat,
            "form": form,
            "rows": selectors.preview_rows(chat),
            "facts": selectors.provenance(chat),
        }
        return render(request, "imports/chat.html", context)
    if chat.status == ChatImport.Status.PREVIEW:
        chat_choose(chat=chat, **form.cleaned_data)
    job = job_start(
        user=request.user,
        kind="chat-import",
        title="Import",
        task=tasks.chat_import_job,
        back_url=chat.get_absolute_url(),
        max_attempts=2,
        chat_id=str(chat.pk),
    )
    return redirect(job)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def chat_undo(request: AuthenticatedRequest, pk) -> HttpResponse:
    chat = _get_chat_for_user(request, pk)
    stalled = chat.status in (ChatImport.Status.IMPORTING, ChatImport.Status.UNDOING) and _stalled(request, chat)
    if chat.status not in (ChatImport.Status.DONE, ChatImport.Status.FAILED) and not stalled:
        raise Http404
    if request.method == "POST":
        chat_undo_begin(chat=chat)
        job = job_start(
            user=request.user,
            kind="chat-undo",
            title="Undo",
            task=tasks.chat_undo_job,
            back_url=chat.get_absolute_url(),
            max_attempts=2,
            chat_id=str(chat.pk),
        )
        return redirect(job)
    edited = chat.entries.filter(attempt__revision_count__gt=1, attempt__deleted_at__isnull=True).count()
    live = chat.entries.filter(attempt__deleted_at__isnull=True).count()
    return render(request, "imports/undo.html", {"chat": chat, "live": live, "edited": edited})


@login_required
@require_POST
def chat_tag(request: AuthenticatedRequest, pk) -> HttpResponse:
    chat = _get_chat_for_user(request, pk)
    slugs = request.POST.getlist("tactic")
    if chat.status != ChatImport.Status.DONE or not chat.suggestions.filter(tactic__slug__in=slugs).exists():
        messages.info(request, "Choose at least one tactic to tag the entries with.")
        return redirect(chat)
    job = job_start(
        user=request.user,
        kind="chat-tag",
        title="Tagging",
        task=tasks.chat_tag_job,
        back_url=chat.get_absolute_url(),
        max_attempts=2,
        chat_id=str(chat.pk),
        slugs=slugs,
    )
    return redirect(job)


@login_required
@require_POST
def chat_discard(request: AuthenticatedRequest, pk) -> HttpResponse:
    chat = _get_chat_for_user(request, pk)
    stalled = chat.status == ChatImport.Status.READING and _stalled(request, chat)
    if chat.status not in (ChatImport.Status.PREVIEW, ChatImport.Status.REFUSED) and not stalled:
        raise Http404
    discard_chat(chat=chat)
    messages.success(request, "The file is removed. Nothing was added to your log.")
    return redirect("imports:index")


@login_required
@require_safe
def imported_file(request: AuthenticatedRequest, pk) -> FileResponse:
    kept = get_object_or_404(ImportedFile, pk=pk, chat_import__user=request.user)
    response = FileResponse(
        kept.file.open("rb"),
        as_attachment=True,
        filename=f"file-{kept.sha256[:12]}",
        content_type="application/octet-stream",
    )
    response["Content-Security-Policy"] = "default-src 'none'; sandbox"
    response["X-Content-Type-Options"] = "nosniff"
    return response


def chat_url(chat: ChatImport) -> str:
    return reverse("imports:detail", args=[chat.pk])
