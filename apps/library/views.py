from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods

from apps.attempts.selectors.tallies import tactic_tally
from apps.library import search, selectors
from apps.library.access import library_view
from apps.library.forms import SearchForm
from apps.library.models import Article
from nocontact.http import HtmxRequest
from nocontact.search_words import TOKEN_PARAM, stash_words, stashed_words


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
    context: dict[str, object] = {"article": article, "page": page, "logged": None}
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


@require_http_methods(["GET", "POST"])
@library_view
def search_page(request: HtmxRequest) -> HttpResponse:
    """The words are POSTed and kept in the session; URLs carry only a token (?s=...)."""
    if request.method == "POST":
        form = SearchForm(request.POST)
        if not form.is_valid() or not form.cleaned_data["q"]:
            return _render_search(request, form, None)
        url = f"{reverse('library:search')}?{TOKEN_PARAM}={stash_words(request, form.cleaned_data['q'])}"
        if not request.htmx:
            return HttpResponseRedirect(url, status=303)
        response = _render_search(request, form, search.search(form.cleaned_data["q"]))
        response["HX-Push-Url"] = url
        return response
    words = stashed_words(request)
    form = SearchForm({"q": words, "page": request.GET.get("page")}) if words else SearchForm()
    results = search.search(words, page=form.cleaned_data["page"] or 1) if words and form.is_valid() else None
    return _render_search(request, form, results)


def _render_search(request: HtmxRequest, form: SearchForm, results: search.SearchResults | None) -> HttpResponse:
    template = "library/search.html" + ("#results" if request.htmx else "")
    return render(request, template, {"form": form, "results": results})
