"""The log's part in deleting a person: their entries go with them, as tombstones. The
counter's delete page explains the choice and posts here (by URL name: the counter
never imports the log)."""

import uuid

from allauth.account.decorators import reauthentication_required
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.views.decorators.http import require_POST

from apps.counter.models import Person

from . import services
from .forms import PersonEraseForm
from .tasks import person_erase_start


@login_required
@require_POST
def person_erase(request: HttpRequest, pk: uuid.UUID) -> HttpResponse:
    person = get_object_or_404(Person.objects.for_user(request.user), pk=pk)  # another user's: 404 first
    return _erase(request, person)


@reauthentication_required  # the password again (allauth); the POST goes through once it is given
def _erase(request: HttpRequest, person: Person) -> HttpResponse:
    form = PersonEraseForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Nothing was deleted: the page sent an incomplete choice. Please choose again.")
        return redirect("counter:person-delete", pk=person.pk)
    entries = form.cleaned_data["entries"]
    try:
        if entries > services.ERASE_NOW_AT_MOST:  # seconds of work: a job, with its progress page
            job = person_erase_start(person=person, entries=entries)
            return redirect("jobs:detail", pk=job.pk)
        deleted = services.person_delete_with_entries(person=person, entries=entries)
    except ValidationError as error:
        messages.error(request, " ".join(error.messages))
        return redirect("counter:person-delete", pk=person.pk)
    messages.success(
        request,
        f"Deleted, with {deleted:,} {'entry' if deleted == 1 else 'entries'}. A marker for each entry stays in your log.",
    )
    return redirect("counter:person-list")
