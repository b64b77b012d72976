from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_POST

from .forms import SuggestForm
from .selectors import tactic_suggestions


@login_required
@require_POST
def suggest(request: HttpRequest) -> HttpResponse:
    """Tactic suggestions for the words in `text`, as a fragment for htmx (the attempt
    form posts here as the user types) or as a small page without JavaScript."""
    form = SuggestForm(request.POST)
    text = form.cleaned_data["text"] if form.is_valid() else ""
    context = {
        "form": form,
        "text": text,
        "rows": tactic_suggestions(text=text, checked=form.checked_slugs()),
    }
    template = "tactics/_suggestions.html" if request.htmx else "tactics/suggest.html"
    return render(request, template, context)
