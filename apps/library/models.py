from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVectorField
from django.db import models
from django.urls import reverse


class Transcript(models.Model):
    """One shipped transcript file, as ingested: its raw fingerprint and cleaned text."""

    class Kind(models.TextChoices):
        TALK = "talk", "Talk (automatic transcript)"
        ARTICLE = "article", "Web article"

    slug = models.SlugField(max_length=120, unique=True)
    title = models.CharField(max_length=200)
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.TALK)
    source_name = models.CharField(max_length=255)  # the file name, kept as shipped
    sha256 = models.CharField(max_length=64)  # of the raw bytes
    raw_chars = models.PositiveIntegerField()
    cleaned_text = models.TextField()
    cleaning_version = models.PositiveIntegerField(default=0)
    repeats_removed = models.PositiveIntegerField(default=0)
    junk_removed = models.PositiveIntegerField(default=0)
    ingested_at = models.DateTimeField()

    class Meta:
        ordering = ("source_name",)

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("library:transcript", args=[self.slug])


class PassageQuerySet(models.QuerySet):
    def speaking_of_tactic(self, slug: str) -> "PassageQuerySet":
        # A JSON text match works on SQLite and PostgreSQL alike (SQLite has no JSON
        # containment lookup); the quotes make it match whole slugs only.
        return self.filter(tactic_slugs__icontains=f'"{slug}"')

    def speaking_of_theme(self, slug: str) -> "PassageQuerySet":
        return self.filter(theme_slugs__icontains=f'"{slug}"')


class Passage(models.Model):
    """A few consecutive sentences of a cleaned transcript, traceable to the original."""

    transcript = models.ForeignKey(Transcript, on_delete=models.CASCADE, related_name="passages")
    ordinal = models.PositiveIntegerField()  # 1-based position in the transcript
    text = models.TextField()
    # Span of the original file (Python str indices of the decoded text) this passage
    # was cleaned from: original[start:end].
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()
    tactic_slugs = models.JSONField(default=list, blank=True)
    theme_slugs = models.JSONField(default=list, blank=True)

    objects = PassageQuerySet.as_manager()

    class Meta:
        ordering = ("transcript", "ordinal")
        constraints = [
            models.UniqueConstraint(fields=("transcript", "ordinal"), name="library_passage_unique_ordinal"),
            models.CheckConstraint(
                condition=models.Q(end__gte=models.F("start")),
                name="library_passage_span_ordered",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.transcript_id} #{self.ordinal}"

    def get_absolute_url(self) -> str:
        return f"{self.transcript.get_absolute_url()}#{self.anchor}"

    @property
    def anchor(self) -> str:
        """The id of this passage on its transcript's page: link to `#p-12`."""
        return f"p-{self.ordinal}"


class SearchDocument(models.Model):
    """One searchable text of the library, whatever its source (a passage now; an
    article later: add its foreign key, a kind, and index it the same way).

    On SQLite an FTS5 table (library_searchdocument_fts, created by migration 0002 and
    kept in step by triggers) indexes title and body. On PostgreSQL `vector` holds the
    weighted tsvector, filled by `search.index_documents`.
    """

    class Kind(models.TextChoices):
        PASSAGE = "passage", "Transcript passage"
        ARTICLE = "article", "Article"

    kind = models.CharField(max_length=20, choices=Kind.choices)
    passage = models.OneToOneField(
        Passage,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="search_document",
    )
    article = models.OneToOneField(
        "Article",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="search_document",
    )
    label = models.CharField(max_length=200)  # shown above the snippet
    url = models.CharField(max_length=300)
    # Searched, weighted higher: an article's title and aliases, of any length.
    title = models.TextField(blank=True)
    # An article's title and aliases, one per line: matched by trigrams, so "hovering"
    # finds Hoovering (pg_trgm on PostgreSQL, an FTS5 trigram table on SQLite).
    names = models.TextField(blank=True)
    body = models.TextField()
    vector = SearchVectorField(null=True, editable=False)

    class Meta:
        indexes = [
            GinIndex(fields=["vector"], name="library_search_vector_gin"),
            GinIndex(fields=["names"], name="library_search_names_trgm", opclasses=["gin_trgm_ops"]),
        ]

    def __str__(self) -> str:
        return self.label


class ArticleQuerySet(models.QuerySet):
    def of_kind(self, kind: str) -> "ArticleQuerySet":
        return self.filter(kind=kind)


class Article(models.Model):
    """An explainer written for this project (content/articles/<slug>.md), rendered to
    sanitised HTML once, when it is loaded."""

    class Kind(models.TextChoices):
        TACTIC = "tactic", "Tactics"
        RECOVERY = "recovery", "Recovery"
        SAFETY = "safety", "Safety"
        REFERENCE = "reference", "Reference"

    slug = models.SlugField(max_length=80, unique=True)
    title = models.CharField(max_length=200)
    kind = models.CharField(max_length=12, choices=Kind.choices)
    summary = models.CharField(max_length=400)
    tactic_slugs = models.JSONField(default=list, blank=True)
    theme_slugs = models.JSONField(default=list, blank=True)
    aliases = models.JSONField(default=list, blank=True)  # other names, everyday phrasings
    body_html = models.TextField()
    source_sha256 = models.CharField(max_length=64)  # of the file, to skip unchanged ones
    words = models.PositiveIntegerField(default=0)
    loaded_at = models.DateTimeField()

    objects = ArticleQuerySet.as_manager()

    class Meta:
        ordering = ["kind", "title"]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("library:article", args=[self.slug])


class ArticleQuote(models.Model):
    """A short passage an article quotes: always an exact part of a cleaned passage."""

    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="quotes")
    number = models.PositiveSmallIntegerField()  # as in the article's {{quote N}}
    passage = models.ForeignKey(Passage, on_delete=models.CASCADE, related_name="quoted_by")
    text = models.TextField()

    class Meta:
        ordering = ["article", "number"]
        constraints = [models.UniqueConstraint(fields=["article", "number"], name="article_quote_number_unique")]

    def __str__(self) -> str:
        return f"{self.article_id} quote {self.number}"
