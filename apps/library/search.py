"""Full-text search over the library: SQLite FTS5 or PostgreSQL full-text search.

Every searchable text is a SearchDocument (a transcript passage now; articles later, as
another kind). Both backends get the same query: the words of what was typed, read as
meant (typing slips put right, texting shorthand spelled out), without punctuation,
operators or English stop words, all of which must occur (stemmed). People type what
happened ("his mum msging me to forgive him"), and no article holds all of those words:
when fewer than CLOSEST of the best matches are articles, the articles holding most of the
words make up the number, and they follow whatever holds every word while the page has
room. Nothing the user types reaches SQL except as a quoted word or a bound parameter.

Index upkeep is explicit: `index_documents` saves documents and indexes them,
`unindex_documents` removes them from the index before they are deleted.
"""

import re
from dataclasses import dataclass
from typing import Any

from django.contrib.postgres.search import (
    SearchHeadline,
    SearchQuery,
    SearchRank,
    SearchVector,
)
from django.db import connection
from django.db.models import Case, F, QuerySet, Value, When
from django.db.models.expressions import CombinedExpression
from django.db.models.functions import Substr

from apps.library import trigrams, urgent
from apps.library.models import SearchDocument
from apps.tactics.normalise import normalise
from apps.tactics.spelling import Speller

FTS_TABLE = "library_search_fts"
# An article's full-text rank counts this many times a passage's: for a concept query the
# explainer comes before the passages that mention the word most often.
ARTICLE_BOOST = 3.0
MAX_TERMS = 12
MAX_TERM_LENGTH = 40
PER_PAGE = 20
# When fewer than CLOSEST of the first documents holding every word are articles, the
# articles holding most of the words make up the number: "she says she is depressed
# without me" is about an article that will not hold all of those words.
CLOSEST = 3
_SPELLER = Speller()
# Texting shorthand a search is typed in, spelled out (normalise() does the rest).
_SHORTHAND = {
    "nc": "no contact",
    "bday": "birthday",
    "gf": "girlfriend",
    "bf": "boyfriend",
    "msg": "message",
    "msgs": "messages",
    "msging": "messaging",
    "txt": "text",
    "txts": "texts",
    "pic": "photo",
    "pics": "photos",
    "yr": "year",
    "yrs": "years",
    "hr": "hour",
    "hrs": "hours",
    "mins": "minutes",
    "wk": "week",
    "wks": "weeks",
    "rn": "right now",
}
# Markers the database puts around matched words; private-use characters, which the
# cleaning removes from every text, so they cannot come from the content itself.
_START, _STOP = "\ue000", "\ue001"

# PostgreSQL's English stop words (Snowball's list): dropped on both backends, so that
# SQLite (whose FTS5 has no stop words) finds exactly what PostgreSQL finds.
_STOP_WORDS = """
i me my myself we our ours ourselves you your yours yourself yourselves he him his
himself she her hers herself it its itself they them their theirs themselves what
which who whom this that these those am is are was were be been being have has had
having do does did doing a an the and but if or because as until while of at by for
with about against between into through during before after above below to from up
down in out on off over under again further then once here there when where why how
all any both each few more most other some such no nor not only own same so than too
very s t can will just don should now
"""
# Politeness is never what a search is about: "its 2am and im about to text him please
# stop me" should not bring up every article that says "please read this first".
_FILLERS = "please pls plz"
STOP_WORDS = frozenset(_STOP_WORDS.split() + _FILLERS.split())


@dataclass(frozen=True)
class SnippetPart:
    """A stretch of a snippet; `marked` when it is one of the words looked for (the
    template shows it in <mark>)."""

    text: str
    marked: bool = False


@dataclass(frozen=True)
class SearchHit:
    kind: str
    label: str
    url: str
    snippet: tuple[SnippetPart, ...]


@dataclass(frozen=True)
class SearchResults:
    terms: list[str]
    hits: list[SearchHit]
    page: int
    has_more: bool
    every_word: bool = True  # False: nothing holds every word, the hits are the closest
    urgent: bool = False  # the words speak of danger or crisis: the safety articles lead


def query_terms(raw: str) -> list[str]:
    """The words to look for: letters and digits only, lower case, no stop words, no
    duplicates, at most MAX_TERMS of at most MAX_TERM_LENGTH characters."""
    terms: list[str] = []
    for word in re.findall(r"[^\W_]+", raw.lower()):
        if word in STOP_WORDS or len(word) > MAX_TERM_LENGTH or word in terms:
            continue
        terms.append(word)
        if len(terms) == MAX_TERMS:
            break
    return terms


def snippet_parts(snippet: str) -> tuple[SnippetPart, ...]:
    """A snippet from the database, its matched words between markers, as parts for the
    template (which escapes them). Unbalanced markers are never trusted: dropped."""
    if snippet.count(_START) != snippet.count(_STOP):
        return (SnippetPart(snippet.replace(_START, "").replace(_STOP, "")),)
    parts: list[SnippetPart] = []
    for piece in snippet.split(_START):
        marked, _, rest = piece.rpartition(_STOP)
        if marked:
            parts.append(SnippetPart(marked, marked=True))
        if rest:
            parts.append(SnippetPart(rest))
    return tuple(parts)


def search(raw: str, *, page: int = 1) -> SearchResults:
    """The safety articles, when the words speak of danger or crisis (urgent.py: after the
    first three results when the only sign is someone turning up); then the
    articles the words name (titles and aliases, typos tolerated), then every
    document holding all the words, articles ranked up; PER_PAGE a page. When too few
    articles hold every word, the articles that hold most of them come before the passages."""
    plain = typed_plainly(raw)
    terms = query_terms(plain)
    page = max(page, 1)
    wanted_urgently = urgent.urgent_articles(raw)
    safety = _safety_rows(wanted_urgently.slugs)
    named = trigrams.named(plain, terms) if plain.strip() else []
    if not terms and not named and not safety:
        return SearchResults(terms=[], hits=[], page=page, has_more=False)
    offset = (page - 1) * PER_PAGE
    wanted = offset + PER_PAGE + 1
    pinned = {row[0] for row in safety}
    rows = safety + [
        (pk, kind, label, url, _opening(start)) for pk, kind, label, url, start in named if pk not in pinned
    ]
    every_word = True
    if terms:
        matching, every_word = _matching_rows(terms, {row[0] for row in rows}, wanted)
        rows += matching
    if not wanted_urgently.first:
        rows = _after_the_first(rows, safety)
    hits = [
        SearchHit(kind=kind, label=label, url=url, snippet=snippet_parts(snippet or ""))
        for _pk, kind, label, url, snippet in rows[offset : offset + PER_PAGE]
    ]
    return SearchResults(
        terms=terms or [raw.strip()],
        hits=hits,
        page=page,
        has_more=len(rows) > offset + PER_PAGE,
        every_word=every_word,
        urgent=bool(safety),
    )


def _after_the_first(rows: list[tuple], safety: list[tuple]) -> list[tuple]:
    """`rows` with the `safety` rows (at their head) moved after the first CLOSEST others."""
    others = rows[len(safety) :]
    return others[:CLOSEST] + safety + others[CLOSEST:]


def _safety_rows(slugs: tuple[str, ...]) -> list[tuple]:
    """The safety articles the words call for (urgent.py), as the rows of articles a
    search names: "he says he has a knife" names no article, yet the one on danger is
    what it needs."""
    if not slugs:
        return []
    found = {
        slug: (pk, kind, label, url, _opening(start))
        for pk, kind, label, url, start, slug in SearchDocument.objects.filter(
            kind=SearchDocument.Kind.ARTICLE, article__slug__in=slugs
        )
        .annotate(start=Substr("body", 1, trigrams.SNIPPET_CHARS))
        .values_list("pk", "kind", "label", "url", "start", "article__slug")
    }
    return [found[slug] for slug in slugs if slug in found]


def _matching_rows(terms: list[str], seen: set[int], wanted: int) -> tuple[list[tuple], bool]:
    """The documents holding every word, articles ranked up, but those already `seen`; and
    whether any document holds every word. When fewer than CLOSEST of the first are
    articles, the articles holding most of the words join them to make CLOSEST; when they
    do not fill the page, those articles come after them. "its 2am and im about to text
    him please stop me" is about an article that holds only some of those words, and a
    search never ends at three results while the library has more to offer."""
    search_rows = _search_postgresql if connection.vendor == "postgresql" else _search_sqlite
    found = search_rows(terms, 0, wanted + len(seen))
    rows = [row for row in found if row[0] not in seen]
    leading = [row for row in rows[:CLOSEST] if row[1] == SearchDocument.Kind.ARTICLE]
    if len(terms) == 1 or (len(leading) >= CLOSEST and len(rows) >= wanted):
        return rows, bool(found)
    seen = seen | {row[0] for row in rows}
    closest = [row for row in search_rows(terms, 0, wanted + len(seen), any_word=True) if row[0] not in seen]
    room = max(CLOSEST - len(leading), 0)
    rows = leading + closest[:room] + [row for row in rows if row not in leading] + closest[room:]
    return rows, bool(found)


def typed_plainly(raw: str) -> str:
    """The query as if typed with care: slips put right ("chnaged"), texting spelled out
    ("wanna", "bday", "nc"). The speller only touches a word rare in English with a common
    word one slip away, so the library's own terms ("hoovering", "breadcrumbing") stay."""
    words = [_SHORTHAND.get(word.lower(), word) for word in re.findall(r"\S+", raw)]
    return normalise(" ".join(words), speller=_SPELLER.correct).text


def _opening(start: str) -> str:
    """The first sentences of a named article (its summary comes first), cut at a full stop."""
    cut = start.rfind(". ")
    return start[: cut + 1] if cut > 60 else f"{start}..."


def _search_sqlite(terms: list[str], offset: int, limit: int, *, any_word: bool = False) -> list[tuple]:
    # Each term is letters and digits only; quoting makes it a plain word to FTS5 even
    # when it spells an operator (OR, NEAR, NOT).
    match = (" OR " if any_word else " ").join(f'"{term}"' for term in terms)
    only_articles = "AND d.kind = 'article'" if any_word else ""
    sql = f"""
        SELECT d.id, d.kind, d.label, d.url,
               snippet({FTS_TABLE}, 1, %s, %s, ' ... ', 40)
        FROM {FTS_TABLE} JOIN library_searchdocument d ON d.id = {FTS_TABLE}.rowid
        WHERE {FTS_TABLE} MATCH %s {only_articles}
        ORDER BY bm25({FTS_TABLE}, 4.0, 1.0) * (CASE d.kind WHEN 'article' THEN %s ELSE 1.0 END), d.id
        LIMIT %s OFFSET %s
    """  # the table name is ours; every value is a bound parameter
    with connection.cursor() as cursor:
        cursor.execute(sql, [_START, _STOP, match, ARTICLE_BOOST, limit, offset])
        return cursor.fetchall()


def _vector() -> CombinedExpression:
    return SearchVector("title", weight="A", config="english") + SearchVector("body", weight="B", config="english")


# How a snippet is cut on PostgreSQL, in both of its queries.
_HEADLINE: dict[str, Any] = {
    "start_sel": _START,
    "stop_sel": _STOP,
    "max_words": 45,
    "min_words": 20,
    "max_fragments": 2,
    "fragment_delimiter": " ... ",
}


def _search_postgresql(terms: list[str], offset: int, limit: int, *, any_word: bool = False) -> list[tuple]:
    if any_word:
        return _closest_postgresql(terms, offset, limit)
    query = SearchQuery(" ".join(terms), search_type="websearch", config="english")
    return list(
        SearchDocument.objects.filter(vector=query)
        .annotate(
            rank=SearchRank(F("vector"), query)
            * Case(When(kind=SearchDocument.Kind.ARTICLE, then=Value(ARTICLE_BOOST)), default=Value(1.0)),
            snippet=SearchHeadline("body", query, config="english", **_HEADLINE),
        )
        .order_by("-rank", "id")
        .values_list("id", "kind", "label", "url", "snippet")[offset : offset + limit]
    )


# The articles holding most of the words, on PostgreSQL. `ts_rank` does not weigh a word by
# how rare it is, as SQLite's bm25 does, so "every" and "single" in other articles' aliases
# outranked "belittles" for "boss belittles me every single day". Each word's rank counts
# here by the square root of its bm25 rarity among the articles (the full rarity lost more
# queries of the ranking sets than it found).
_CLOSEST_SQL = """
    WITH terms AS (
        SELECT term, plainto_tsquery('english', term) AS query FROM unnest(%(terms)s::text[]) AS term
    ), articles AS (
        SELECT id, vector FROM library_searchdocument WHERE kind = 'article'
    ), hits AS (
        SELECT a.id, t.term, ts_rank(a.vector, t.query) AS rank FROM articles a JOIN terms t ON a.vector @@ t.query
    ), rarity AS (
        SELECT term, ln(1 + ((SELECT count(*) FROM articles) - count(*) + 0.5) / (count(*) + 0.5)) AS idf
        FROM hits GROUP BY term
    ), scored AS (
        SELECT h.id, sum(h.rank * sqrt(r.idf)) AS score FROM hits h JOIN rarity r USING (term) GROUP BY h.id
    )
    SELECT d.id, d.kind, d.label, d.url,
           ts_headline('english', d.body, websearch_to_tsquery('english', %(any)s), %(options)s)
    FROM scored s JOIN library_searchdocument d USING (id)
    ORDER BY s.score DESC, d.id
    LIMIT %(limit)s OFFSET %(offset)s
"""
# ts_headline's options as that query takes them, from the same settings: "max_words" is
# MaxWords, as SearchHeadline spells it for the other query.
_HEADLINE_SQL = ", ".join(
    f'{"".join(part.capitalize() for part in setting.split("_"))}="{value}"' for setting, value in _HEADLINE.items()
)


def _closest_postgresql(terms: list[str], offset: int, limit: int) -> list[tuple]:
    parameters: dict[str, str | int | list[str]] = {
        "terms": terms,
        "any": " or ".join(terms),
        "options": _HEADLINE_SQL,
        "limit": limit,
        "offset": offset,
    }
    with connection.cursor() as cursor:
        cursor.execute(_CLOSEST_SQL, parameters)
        return cursor.fetchall()


def index_documents(documents: list[SearchDocument]) -> list[SearchDocument]:
    """Save new documents and add them to the search index."""
    for document in documents:
        for field in ("label", "title", "body"):
            value = getattr(document, field)
            setattr(document, field, value.replace(_START, "").replace(_STOP, ""))
    created = SearchDocument.objects.bulk_create(documents)
    ids = [document.pk for document in created]
    trigrams.index_names(created)
    if connection.vendor == "postgresql":
        SearchDocument.objects.filter(pk__in=ids).update(vector=_vector())
    elif connection.vendor == "sqlite":
        with connection.cursor() as cursor:
            # A stale entry under a reused id (rows deleted some other way) goes first.
            cursor.executemany(f"DELETE FROM {FTS_TABLE} WHERE rowid = %s", [(i,) for i in ids])
            cursor.executemany(
                f"INSERT INTO {FTS_TABLE} (rowid, title, body) VALUES (%s, %s, %s)",
                [(d.pk, d.title, d.body) for d in created],
            )
    return created


def unindex_documents(documents: QuerySet[SearchDocument]) -> None:
    """Remove documents from the search index (call before deleting them)."""
    if connection.vendor == "sqlite":
        ids = list(documents.values_list("pk", flat=True))
        trigrams.unindex_names(ids)
        with connection.cursor() as cursor:
            cursor.executemany(f"DELETE FROM {FTS_TABLE} WHERE rowid = %s", [(i,) for i in ids])


def prune_index() -> int:
    """Drop index entries whose document is gone (deleted some other way). SQLite only:
    on PostgreSQL the vector lives on the document row. Returns how many went."""
    if connection.vendor != "sqlite":
        return 0
    trigrams.prune_names()
    with connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {FTS_TABLE} WHERE rowid NOT IN (SELECT id FROM library_searchdocument)")
        return cursor.rowcount
