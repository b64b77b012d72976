from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from apps.attempts.selectors import tactic_tally
from apps.library import search, selectors
from apps.library.access import library_view
from apps.library.forms import SearchForm
from apps.library.models import Article


@require_GET
@library_view
def index(request: HttpRequest) -> HttpResponse:
    context = {
        "transcripts": selectors.transcripts_for_index(),
        "sections": selectors.articles_by_kind(),
        "form": SearchForm(),
    }
    return render(request, "library/index.html", context)


@require_GET
@library_view
def article_detail(request: HttpRequest, slug: str) -> HttpResponse:
    page = selectors.article_page(slug)
    article = page.article
    context = {"article": article, "page": page, "logged": None}
    if article.kind == Article.Kind.TACTIC and request.user.is_authenticated:
        # The one read library makes of the log: a stored total, one query.
        context["logged"] = tactic_tally(user=request.user, slug=article.slug)
    return render(request, "library/article.html", context)


@require_GET
@library_view
def transcript_detail(request: HttpRequest, slug: str) -> HttpResponse:
    transcript, passages = selectors.transcript_with_passages(slug)
    return render(
        request,
        "library/transcript.html",
        {"transcript": transcript, "passages": passages},
    )


@require_GET
@library_view
def search_page(request: HttpRequest) -> HttpResponse:
    form = SearchForm(request.GET)
    results = None
    if form.is_valid() and form.cleaned_data["q"]:
        results = search.search(form.cleaned_data["q"], page=form.cleaned_data["page"] or 1)
    template = "library/search.html"
    if request.htmx:
        template += "#results"
    return render(request, template, {"form": form, "results": results})
