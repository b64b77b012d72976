"""Reads for the library's pages."""

import math
from dataclasses import dataclass

from django.db.models import Case, Count, QuerySet, When
from django.shortcuts import get_object_or_404
from django.urls import reverse

from apps.library import urgent
from apps.library.models import Article, Passage, Transcript
from apps.library.themes import THEME_ARTICLES, theme_name
from apps.library.unclear import paragraphs

WORDS_PER_MINUTE = 200
# Articles about danger come first on the index and carry the "help now" block.
URGENT = (urgent.DANGER, urgent.CRISIS)
DANGER_TACTICS = ("rage", "showing-up", "surveillance")
MAX_RELATED = 5


@dataclass(frozen=True)
class Link:
    title: str
    url: str
    summary: str = ""


@dataclass(frozen=True)
class ArticlePage:
    article: Article
    minutes: int
    related: list[Link]
    read_next: Link | None
    danger: bool


@dataclass(frozen=True)
class Tag:
    label: str
    url: str
    tactic: bool


def _article_url(slug: str) -> str:
    return reverse("library:article", args=[slug])


def article_page(slug: str) -> ArticlePage:
    """An article (404 if unknown), its reading time and related reading: two queries."""
    article = get_object_or_404(Article, slug=slug)
    wanted = [s for s in article.tactic_slugs if s != slug]
    wanted += [THEME_ARTICLES[t] for t in article.theme_slugs if THEME_ARTICLES.get(t, slug) != slug]
    wanted = list(dict.fromkeys(wanted))[:MAX_RELATED]
    found = {a.slug: a for a in Article.objects.filter(slug__in=wanted).only("slug", "title", "summary")}
    related = [Link(found[s].title, _article_url(s), found[s].summary) for s in wanted if s in found]
    return ArticlePage(
        article=article,
        minutes=max(1, math.ceil(article.words / WORDS_PER_MINUTE)),
        related=related[1:],
        read_next=related[0] if related else None,
        danger=article.kind == Article.Kind.SAFETY or slug in DANGER_TACTICS,
    )


def passage_tags(passage: Passage) -> list[Tag]:
    """A passage's tags as links: a tactic to its article, a theme to the article on it."""
    tags = [Tag(s.replace("-", " ").capitalize(), _article_url(s), True) for s in passage.tactic_slugs]
    tags += [
        Tag(theme_name(t), _article_url(THEME_ARTICLES[t]), False) for t in passage.theme_slugs if t in THEME_ARTICLES
    ]
    return tags


def transcripts_for_index() -> QuerySet[Transcript]:
    """The sources as the index lists them: the talks first (Talk 1, 2, 3), then the
    articles, each in file order, rather than a web article between two talks."""
    talks_first = Case(When(kind=Transcript.Kind.TALK, then=0), default=1)
    return (
        Transcript.objects.annotate(passage_count=Count("passages"))
        .only("slug", "title", "kind", "source_name")
        .order_by(talks_first, "source_name")
    )


def transcript_with_passages(slug: str) -> tuple[Transcript, list[Passage]]:
    """The transcript (404 if unknown) and its passages in order: two queries. Each
    passage carries its paragraphs as sentences, those speech recognition garbled marked
    (apps.library.unclear), for the reader's template."""
    transcript = get_object_or_404(Transcript.objects.defer("cleaned_text"), slug=slug)
    passages = list(Passage.objects.filter(transcript=transcript).order_by("ordinal"))
    before = ""
    for passage in passages:
        passage.transcript = transcript  # no query per passage for its URL
        passage.tags = passage_tags(passage)  # type: ignore[attr-defined]  # for the reader's template, not stored
        passage.paragraphs = paragraphs(passage.text, before)  # type: ignore[attr-defined]  # likewise
        before = passage.text
    return transcript, passages


def articles_by_kind() -> list[tuple[str, list[Article]]]:
    """The index's sections, safety first, then tactics and recovery (one query); in the
    safety section the article on danger leads."""
    articles = Article.objects.only("slug", "title", "kind", "summary").order_by("title")
    sections: dict[str, list[Article]] = {kind: [] for kind in Article.Kind.values}
    for article in articles:
        sections[article.kind].append(article)
    sections[Article.Kind.SAFETY].sort(key=lambda a: a.slug not in URGENT)
    order = (Article.Kind.SAFETY, Article.Kind.TACTIC, Article.Kind.RECOVERY, Article.Kind.REFERENCE)
    return [(kind.label, sections[kind]) for kind in order if sections[kind]]
