"""The reply check: paste a draft, see what may be used against you and a calmer shape
for it. Nothing is stored: the draft lives in this request (and the page the browser
is told not to keep) unless the user saves it as their reply to a logged attempt."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_POST

from apps.counter.models import Person
from nocontact.http import AuthenticatedRequest

from .. import services
from ..forms import ReplyCheckForm, ReplySaveForm
from ..replycheck import check_reply
from .access import get_attempt_for_user


@never_cache
@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def reply_check(request: AuthenticatedRequest) -> HttpResponse:
    attempt = get_attempt_for_user(request, request.POST.get("attempt") or request.GET.get("attempt"))
    data = None
    if request.method == "POST":
        # "Check this version" sends the reshaped reply from the save form.
        data = {
            "draft": request.POST.get("draft", request.POST.get("reply", "")),
            "attempt": request.POST.get("attempt", ""),
        }
    form = ReplyCheckForm(data, initial={"attempt": attempt.pk if attempt else ""})
    result = check_reply(form.cleaned_data["draft"]) if request.method == "POST" and form.is_valid() else None
    context: dict[str, object] = {"form": form, "attempt": attempt, "result": result}
    if result is not None:
        context["save_form"] = ReplySaveForm(initial={"reply": result.biff, "attempt": attempt.pk if attempt else ""})
    template = "journal/reply_check.html" + ("#results" if request.htmx and request.method == "POST" else "")
    return render(request, template, context)


@never_cache
@login_required
@require_POST
def reply_save(request: AuthenticatedRequest) -> HttpResponse:
    """Keep a reply as the user's response on a logged attempt (a new revision of it)."""
    attempt = get_attempt_for_user(request, request.POST.get("attempt"))
    form = ReplySaveForm(request.POST)
    if attempt is not None and form.is_valid():
        try:
            services.reply_save(attempt=attempt, reply=form.cleaned_data["reply"], date=timezone.localdate())
        except ValidationError as error:
            form.add_error(None, error)
        else:
            messages.success(request, "Your reply is saved on this entry, as a new version. Nothing was sent.")
            url = reverse("attempts:detail", args=[attempt.pk])
            return redirect(url + ("?offer=slip" if attempt.person.rule != Person.Rule.LIMITED else ""))
    elif attempt is None:
        form.add_error(None, "Choose the logged message this reply answers.")
    context = {"form": ReplyCheckForm(initial={"draft": request.POST.get("reply", "")}), "attempt": attempt}
    return render(request, "journal/reply_check.html", {**context, "save_form": form, "save_failed": True})
