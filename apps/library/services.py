"""Writes to the library: ingesting transcripts, loading articles."""

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from apps.library import search
from apps.library.articles import ArticleError, RenderedQuote, plain_text, render_body
from apps.library.cleaning import CLEANING_VERSION, Cleaned, clean
from apps.library.frontmatter import FrontMatterError, parse_article
from apps.library.models import Article, ArticleQuote, Passage, SearchDocument, Transcript
from apps.library.passages import PassageDraft, split_passages
from apps.library.sources import SourceError, SourceFile, read_sources
from apps.library.tagging import tags_for

DEFAULT_TRANSCRIPTS_DIR = Path(settings.BASE_DIR) / "content" / "transcripts"


@dataclass
class FileReport:
    name: str
    status: str  # "ingested" or "unchanged"
    passages: int
    repeats_removed: int
    junk_removed: int
    retagged: int = 0


@dataclass
class IngestReport:
    files: list[FileReport] = field(default_factory=list)

    def _total(self, attribute: str, status: str | None = None) -> int:
        return sum(getattr(f, attribute) for f in self.files if status is None or f.status == status)

    @property
    def ingested(self) -> int:
        return sum(1 for f in self.files if f.status == "ingested")

    @property
    def unchanged(self) -> int:
        return sum(1 for f in self.files if f.status == "unchanged")

    @property
    def passages_written(self) -> int:
        return self._total("passages", "ingested")

    @property
    def repeats_removed(self) -> int:
        return self._total("repeats_removed", "ingested")

    @property
    def junk_removed(self) -> int:
        return self._total("junk_removed", "ingested")

    @property
    def retagged(self) -> int:
        return self._total("retagged")


def _passage(transcript: Transcript, draft: PassageDraft) -> Passage:
    tactics, themes = tags_for(draft.text)
    passage = Passage(
        transcript=transcript,
        ordinal=draft.ordinal,
        text=draft.text,
        start=draft.start,
        end=draft.end,
        tactic_slugs=tactics,
        theme_slugs=themes,
    )
    passage.full_clean(exclude=["transcript"], validate_constraints=False)
    return passage


def _document(passage: Passage) -> SearchDocument:
    return SearchDocument(
        kind=SearchDocument.Kind.PASSAGE,
        passage=passage,
        label=f"{passage.transcript.title}, passage {passage.ordinal}",
        url=passage.get_absolute_url(),
        body=passage.text,
    )


def _store(source: SourceFile, cleaned: Cleaned, existing: Transcript | None) -> int:
    transcript = existing or Transcript(slug=source.slug)
    transcript.title = source.title
    transcript.kind = source.kind
    transcript.source_name = source.name
    transcript.sha256 = source.sha256
    transcript.raw_chars = len(source.text)
    transcript.cleaned_text = cleaned.text
    transcript.cleaning_version = CLEANING_VERSION
    transcript.repeats_removed = cleaned.repeats_removed
    transcript.junk_removed = cleaned.junk_removed
    transcript.ingested_at = timezone.now()
    transcript.full_clean(validate_unique=existing is None)
    transcript.save()
    if existing is not None:
        old = transcript.passages.all()
        search.unindex_documents(SearchDocument.objects.filter(passage__in=old))
        old.delete()
    drafts = split_passages(cleaned.tracked)
    passages = Passage.objects.bulk_create([_passage(transcript, d) for d in drafts])
    search.index_documents([_document(p) for p in passages])
    return len(passages)


def _retag(transcript: Transcript) -> int:
    """Bring the tags of an unchanged transcript's passages up to the current rules."""
    changed = []
    for passage in transcript.passages.all():
        tactics, themes = tags_for(passage.text)
        if (tactics, themes) != (passage.tactic_slugs, passage.theme_slugs):
            passage.tactic_slugs, passage.theme_slugs = tactics, themes
            changed.append(passage)
    Passage.objects.bulk_update(changed, ["tactic_slugs", "theme_slugs"])
    return len(changed)


def _needs_cleaning(source: SourceFile, stored: Transcript | None, force: bool) -> bool:
    return (
        stored is None
        or force
        or stored.sha256 != source.sha256
        or stored.cleaning_version != CLEANING_VERSION
        or (stored.title, stored.kind) != (source.title, source.kind)
    )


def _clean_all(
    sources: list[SourceFile],
    todo: set[str],
    on_progress: Callable[[int, int], None] | None,
) -> dict[str, Cleaned]:
    """Clean the files to (re)ingest (the slow part, so progress is reported here);
    SourceError if one has nothing left to keep."""
    cleaned = {}
    for done, source in enumerate(sources, start=1):
        if source.name in todo:
            cleaned[source.name] = clean(source.text)
        if on_progress is not None:
            on_progress(done, len(sources))
    empty = [
        f"{name}: nothing is left once web page leftovers and garbled words are taken out."
        for name, result in cleaned.items()
        if not result.text.strip()
    ]
    if empty:
        raise SourceError(empty)
    return cleaned


def transcript_ingest(
    *,
    directory: Path,
    force: bool = False,
    on_progress: Callable[[int, int], None] | None = None,
) -> IngestReport:
    """Load every .txt file of `directory` into the library.

    Every file is read, checked and cleaned first: one empty, binary or non-UTF-8 file
    (or one with nothing left after cleaning) raises SourceError and nothing is written.
    Then, in one transaction, a new or changed file (by the SHA-256 of its bytes, or a
    newer cleaning) replaces its own transcript's passages; an unchanged file is
    skipped, apart from bringing its tags up to date. Transcripts whose file is not in
    `directory` are left alone.
    """
    sources = read_sources(directory)
    stored = {t.slug: t for t in Transcript.objects.filter(slug__in=[s.slug for s in sources])}
    todo = {s.name for s in sources if _needs_cleaning(s, stored.get(s.slug), force)}
    cleaned = _clean_all(sources, todo, on_progress)
    report = IngestReport()
    with transaction.atomic():
        for source in sources:
            existing = stored.get(source.slug)
            if source.name in cleaned:
                result = cleaned[source.name]
                report.files.append(
                    FileReport(
                        name=source.name,
                        status="ingested",
                        passages=_store(source, result, existing),
                        repeats_removed=result.repeats_removed,
                        junk_removed=result.junk_removed,
                    )
                )
            else:
                assert existing is not None
                report.files.append(
                    FileReport(
                        name=source.name,
                        status="unchanged",
                        passages=existing.passages.count(),
                        repeats_removed=existing.repeats_removed,
                        junk_removed=existing.junk_removed,
                        retagged=_retag(existing),
                    )
                )
        search.prune_index()
    return report


DEFAULT_ARTICLES_DIR = Path(settings.BASE_DIR) / "content" / "articles"


@dataclass
class ArticleReport:
    loaded: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)


def _article_draft(
    path: Path, transcripts: dict[str, Transcript], passages: dict[int, list[Passage]]
) -> tuple[dict, list[tuple[int, Passage, str]]]:
    try:
        parsed = parse_article(path)
    except (FrontMatterError, UnicodeDecodeError) as error:
        raise ArticleError(f"{path.name}: {error}") from None
    meta = parsed.meta
    missing = {"title", "slug", "kind", "summary"} - set(meta)
    if missing:
        raise ArticleError(f"{path.name}: missing {', '.join(sorted(missing))}")
    if meta["kind"] not in Article.Kind.values:
        raise ArticleError(f"{path.name}: unknown kind {meta['kind']!r}")
    resolved = []
    for number, quote in enumerate(meta.get("quotes", []), start=1):
        transcript = transcripts.get(quote["transcript"])
        if transcript is None:
            raise ArticleError(f"{path.name}: quote {number} names {quote['transcript']}, which is not ingested")
        passage = next((p for p in passages[transcript.pk] if quote["text"] in p.text), None)
        if passage is None:
            raise ArticleError(f"{path.name}: quote {number} is not part of any cleaned passage of {transcript.title}")
        resolved.append((number, passage, quote["text"]))
    rendered = [RenderedQuote(n, text, p.transcript.title, p.get_absolute_url()) for n, p, text in resolved]
    fields = {
        "title": meta["title"],
        "kind": meta["kind"],
        "summary": meta["summary"],
        "tactic_slugs": meta.get("tactics", []),
        "theme_slugs": meta.get("themes", []),
        "aliases": meta.get("aliases", []),
        "body_html": render_body(parsed.body, rendered),
        "source_sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
        "words": len(parsed.body.split()),
    }
    return {"slug": meta["slug"], **fields}, resolved


def _article_unchanged(article: Article, fields: dict, resolved: list) -> bool:
    """The same file, quotes and search document: a change to how the document is made
    (plain_text, typed_plainly) reindexes an article whose file did not change."""
    same_fields = all(getattr(article, k) == v for k, v in fields.items() if k != "slug")
    quotes = [(q.number, q.passage_id, q.text) for q in article.quotes.all()]
    try:
        indexed = article.search_document
    except SearchDocument.DoesNotExist:
        return False
    document = _article_document(article)
    return (
        same_fields
        and quotes == [(n, p.pk, text) for n, p, text in resolved]
        and (indexed.title, indexed.names, indexed.body) == (document.title, document.names, document.body)
    )


@transaction.atomic
def articles_load(directory: Path = DEFAULT_ARTICLES_DIR) -> ArticleReport:
    """Load every article file; idempotent. Checks every file before writing any."""
    paths = sorted(Path(directory).glob("*.md"))
    if not paths:
        raise ArticleError(f"No article files (*.md) in {directory}")
    transcripts = {t.source_name: t for t in Transcript.objects.all()}
    passages = {t.pk: list(t.passages.select_related("transcript")) for t in transcripts.values()}
    drafts = [_article_draft(path, transcripts, passages) for path in paths]
    report = ArticleReport()
    existing = {a.slug: a for a in Article.objects.prefetch_related("quotes").select_related("search_document")}
    for fields, resolved in drafts:
        article = existing.pop(fields["slug"], None)
        if article and _article_unchanged(article, fields, resolved):
            report.unchanged.append(article.slug)
            continue
        if article:
            search.unindex_documents(SearchDocument.objects.filter(article=article))
            SearchDocument.objects.filter(article=article).delete()
            article.quotes.all().delete()
        article, _ = Article.objects.update_or_create(
            slug=fields["slug"], defaults={**fields, "loaded_at": timezone.now()}
        )
        ArticleQuote.objects.bulk_create(
            ArticleQuote(article=article, number=n, passage=p, text=text) for n, p, text in resolved
        )
        search.index_documents([_article_document(article)])
        report.loaded.append(article.slug)
    for article in existing.values():  # files that are gone
        search.unindex_documents(SearchDocument.objects.filter(article=article))
        report.removed.append(article.slug)
        article.delete()
    return report


def _article_document(article: Article) -> SearchDocument:
    """An article's search document. Its aliases are indexed as a search reads what is
    typed (search.typed_plainly: "ppl", "n", "hes" spelled out), so that an alias written
    the way people text meets a query typed the same way."""
    names = [article.title, *(search.typed_plainly(alias) for alias in article.aliases)]
    return SearchDocument(
        kind=SearchDocument.Kind.ARTICLE,
        article=article,
        label=f"{article.get_kind_display()}: {article.title}",
        url=article.get_absolute_url(),
        title=" ".join(names),
        names="\n".join(names),
        body=f"{article.summary} {plain_text(article.body_html)}",
    )
