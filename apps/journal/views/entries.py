"""The journal's pages: the list (with search and mood over time), an entry, writing,
editing and deleting."""

from uuid import UUID

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from nocontact.http import AuthenticatedRequest
from nocontact.search_words import TOKEN_PARAM, stash_words, stashed_words

from .. import chart, selectors, services
from ..forms import EntryForm, SearchForm
from ..prompts import PROMPTS
from .access import get_entry_for_user


def _list(request: AuthenticatedRequest, *, words: str, form: SearchForm, token: str, cursor: str = "") -> HttpResponse:
    """The list (a page of entries, with the words searched for), as the whole page or,
    for htmx, its entries alone."""
    page = selectors.journal_page(user=request.user, words=words, cursor=cursor)
    context = {"page": page, "words": words, "form": form, "token": token}
    if request.htmx and not request.htmx.boosted:
        return render(request, "journal/index.html#entries", context)
    start, end = chart.window(timezone.localdate())
    by_day = selectors.mood_by_day(user=request.user, start=start, end=end)
    context["chart"] = chart.mood_chart(by_day, today=timezone.localdate())
    return render(request, "journal/index.html", context)


@login_required
@require_safe
def index(request: AuthenticatedRequest) -> HttpResponse:
    words = stashed_words(request)
    token = request.GET.get(TOKEN_PARAM, "")
    return _list(
        request, words=words, form=SearchForm(initial={"q": words}), token=token, cursor=request.GET.get("after", "")
    )


@login_required
@require_POST
def search(request: AuthenticatedRequest) -> HttpResponse:
    """The words are POSTed and kept in the session; the list's URL carries a token.
    Words the form refuses come back with their error, over every entry."""
    form = SearchForm(request.POST)
    if not form.is_valid():
        return _list(request, words="", form=form, token="")
    words = form.cleaned_data["q"]
    url = reverse("journal:index") + (f"?{TOKEN_PARAM}={stash_words(request, words)}" if words else "")
    if not request.htmx:
        return HttpResponseRedirect(url, status=303)
    response = _list(request, words=words, form=form, token=url.partition("=")[2])
    response["HX-Push-Url"] = url
    return response


def _form_context(request: AuthenticatedRequest, form: EntryForm) -> dict:
    chosen = form["prompt"].value() or ""
    settings = services.journal_settings_get(user=request.user)
    return {"form": form, "prompts": PROMPTS, "chosen": chosen, "settings": settings}


def _entry_form(request: AuthenticatedRequest, *, data=None, initial=None) -> EntryForm:
    initial = initial or {}
    choices = selectors.link_choices(
        user=request.user,
        tz=timezone.get_current_timezone(),
        keep_attempt=_uuid((data or {}).get("attempt") or initial.get("attempt")),
        keep_urge=_uuid((data or {}).get("urge") or initial.get("urge")),
    )
    return EntryForm(data, initial=initial, user=request.user, today=timezone.localdate(), choices=choices)


def _uuid(value) -> UUID | None:
    try:
        return UUID(str(value)) if value else None
    except ValueError:
        return None


def _toggled_prompts(request: AuthenticatedRequest) -> bool:
    """The form's "Hide these questions" / "Show questions" button: the choice is
    saved, and the form comes back with what was typed, unsaved and unchecked."""
    choice = request.POST.get("prompts")
    if choice not in ("show", "hide"):
        return False
    services.journal_settings_set(user=request.user, show_prompts=choice == "show")
    return True


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def create(request: AuthenticatedRequest) -> HttpResponse:
    if request.method == "POST" and _toggled_prompts(request):
        form = _entry_form(request, initial=request.POST.dict())
    elif request.method == "POST":
        form = _entry_form(request, data=request.POST)
        if form.is_valid():
            entry = services.entry_create(user=request.user, **form.cleaned_data)
            messages.success(request, "Saved to your journal.")
            return redirect("journal:detail", pk=entry.pk)
    else:
        asked = {name: request.GET[name] for name in ("person", "attempt", "urge", "prompt") if request.GET.get(name)}
        form = _entry_form(request, initial={"date": timezone.localdate(), **asked})
    return render(request, "journal/form.html", _form_context(request, form))


@login_required
@require_safe
def detail(request: AuthenticatedRequest, pk: UUID) -> HttpResponse:
    entry = get_entry_for_user(request, pk)
    view = selectors.entry_view(entry, tz=timezone.get_current_timezone())
    return render(request, "journal/detail.html", {"view": view, "entry": entry})


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def edit(request: AuthenticatedRequest, pk: UUID) -> HttpResponse:
    entry = get_entry_for_user(request, pk)
    if request.method == "POST" and _toggled_prompts(request):
        form = _entry_form(request, initial=request.POST.dict())
    elif request.method == "POST":
        form = _entry_form(request, data=request.POST)
        if form.is_valid():
            services.entry_update(entry=entry, **form.cleaned_data)
            messages.success(request, "Your changes are saved.")
            return redirect("journal:detail", pk=entry.pk)
    else:
        form = _entry_form(request, initial=EntryForm.initial_for(entry))
    return render(request, "journal/form.html", {**_form_context(request, form), "entry": entry})


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def delete(request: AuthenticatedRequest, pk: UUID) -> HttpResponse:
    entry = get_entry_for_user(request, pk)
    if request.method == "POST":
        services.entry_delete(entry=entry)
        messages.success(request, "The entry is deleted.")
        return redirect("journal:index")
    view = selectors.entry_view(entry, tz=timezone.get_current_timezone())
    return render(request, "journal/delete.html", {"view": view, "entry": entry})


@login_required
@require_POST
def prompts(request: AuthenticatedRequest) -> HttpResponse:
    """htmx: the "Hide these questions" / "Show questions" button, answered with the
    questions' fragment alone (the form around it, and what is typed, stay as they are).
    Without JavaScript the same button posts the whole form (create and edit above)."""
    show = request.POST.get("prompts") == "show"
    settings = services.journal_settings_set(user=request.user, show_prompts=show)
    context = {"prompts": PROMPTS, "chosen": request.POST.get("prompt", ""), "settings": settings}
    return render(request, "journal/form.html#prompts", context)
