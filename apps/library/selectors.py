"""Reads for the library's pages."""

from django.db.models import Count, QuerySet
from django.shortcuts import get_object_or_404

from apps.library.models import Article, Passage, Transcript


def transcripts_for_index() -> QuerySet[Transcript]:
    return Transcript.objects.annotate(passage_count=Count("passages")).only("slug", "title", "kind", "source_name")


def transcript_with_passages(slug: str) -> tuple[Transcript, list[Passage]]:
    """The transcript (404 if unknown) and its passages in order: two queries."""
    transcript = get_object_or_404(Transcript.objects.defer("cleaned_text"), slug=slug)
    passages = list(Passage.objects.filter(transcript=transcript).order_by("ordinal"))
    for passage in passages:
        passage.transcript = transcript  # no query per passage for its URL
    return transcript, passages


def articles_by_kind() -> list[tuple[str, list[Article]]]:
    """The index's sections, in reading order: tactics, recovery, safety (one query)."""
    articles = Article.objects.only("slug", "title", "kind", "summary").order_by("title")
    sections = {kind: [] for kind in Article.Kind.values}
    for article in articles:
        sections[article.kind].append(article)
    return [(label, sections[kind]) for kind, label in Article.Kind.choices if sections[kind]]
