"""Finding the article a search names, typos and all: trigram matching on titles and aliases.

"hovering", "gaslihgting" and "my ex keeps texting me" should find Hoovering, Gaslighting
and Hoovering again, even though no article says them word for word. Each article's
search document keeps its title and aliases in `names`, one per line.

The database narrows the candidates with a trigram index (pg_trgm on PostgreSQL, an FTS5
table with the trigram tokenizer on SQLite), then every candidate is scored here, in the
same way on both databases: the best trigram similarity (shared trigrams over all
trigrams, as pg_trgm's `similarity`) between the query and one name, or a run of as many
words of a name as the query has ("guilt" against "guilt tripping").
"""

import re
from functools import lru_cache

from django.contrib.postgres.search import TrigramWordSimilarity
from django.db import connection
from django.db.models.functions import Substr

from apps.library.models import SearchDocument

TRIGRAM_TABLE = "library_search_trigram"
THRESHOLD = 0.45  # the least similarity that counts as naming the article
MAX_CANDIDATES = 50
_INSIDE = 0.95  # a run of words inside a longer name, against the whole name
SNIPPET_CHARS = 240
_WORD = re.compile(r"[^\W_]+")


def trigrams(text: str) -> frozenset[str]:
    """pg_trgm's trigrams: each word lower-cased and padded with two spaces before, one after."""
    return frozenset().union(*map(_word_trigrams, _WORD.findall(text.lower())))


def _word_trigrams(word: str) -> frozenset[str]:
    padded = f"  {word} "
    return frozenset(padded[i : i + 3] for i in range(len(padded) - 2))


# Every search compares the query with each run of words of every article's names, which
# ship with the app (about 1,700 names of 2,000 words): each name's word trigrams, and
# their union, are worked out once per process. A query's words never go in, so what is
# typed cannot grow the cache.
@lru_cache(maxsize=4096)
def _name_trigrams(name: str) -> tuple[tuple[frozenset[str], ...], frozenset[str]]:
    """A name's trigrams word by word, and all of them together."""
    words = tuple(_word_trigrams(word) for word in _WORD.findall(name.lower()))
    return words, frozenset().union(*words)


def similarity(a: str, b: str) -> float:
    return _overlap(trigrams(a), trigrams(b))


def _overlap(ga: frozenset[str], gb: frozenset[str]) -> float:
    return len(ga & gb) / len(ga | gb) if ga and gb else 0.0


def name_score(query: str, names: str, floor: float = 0.0) -> float:
    """How well the query names one of these names (0 to 1). A run of words inside a longer
    name counts a little less than a whole name: "guilt" names Guilt tripping (whose alias
    is "guilt") before Boundaries ("how to say no without guilt").

    A score under `floor` only has to be known to be under it: a name whose runs cannot
    beat the best so far, or the floor, is not split into runs."""
    length = len(_WORD.findall(query))
    typed = trigrams(query)
    if not typed:
        return 0.0
    best = 0.0
    for name in names.splitlines():
        words, whole = _name_trigrams(name)
        best = max(best, _overlap(typed, whole))
        if len(words) <= length:
            continue  # its one run is the whole name
        # A run shares no more of the query than the whole name does, and the query's
        # trigrams are all in the union: a bound on every run's overlap.
        if len(typed & whole) / len(typed) * _INSIDE <= max(best, floor):
            continue
        runs = (frozenset().union(*words[i : i + length]) for i in range(len(words) - length + 1))
        best = max(best, max(_overlap(typed, run) for run in runs) * _INSIDE)
    return best


# (id, names, kind, label, url, start of body)
type Candidate = tuple[int, str, str, str, str, str]


def _candidates_sqlite(query: str) -> list[Candidate]:
    grams = sorted({g.strip() for g in trigrams(query) if len(g.strip()) == 3})
    if not grams:
        return []
    # Each trigram is letters and digits, quoted: a plain string to FTS5, never an operator.
    match = " OR ".join(f'"{g}"' for g in grams)
    sql = f"""
        SELECT d.id, d.names, d.kind, d.label, d.url, substr(d.body, 1, %s) FROM {TRIGRAM_TABLE} JOIN library_searchdocument d ON d.id = {TRIGRAM_TABLE}.rowid
        WHERE {TRIGRAM_TABLE} MATCH %s ORDER BY bm25({TRIGRAM_TABLE}) LIMIT %s
    """  # the table name is ours; every value is a bound parameter
    with connection.cursor() as cursor:
        cursor.execute(sql, [SNIPPET_CHARS, match, MAX_CANDIDATES])
        return cursor.fetchall()


def _candidates_postgresql(query: str) -> list[Candidate]:
    # `%>` (word similarity above pg_trgm's threshold, 0.6) uses the GIN trigram index; the
    # threshold is lowered for this transaction only, so typos still reach the scoring.
    with connection.cursor() as cursor:
        cursor.execute("SELECT set_config('pg_trgm.word_similarity_threshold', '0.3', true)")
    return list(
        SearchDocument.objects.filter(names__trigram_word_similar=query)
        .annotate(similar=TrigramWordSimilarity(query, "names"))
        .order_by("-similar", "id")
        .annotate(start=Substr("body", 1, SNIPPET_CHARS))
        .values_list("id", "names", "kind", "label", "url", "start")[:MAX_CANDIDATES]
    )


def named(query: str, words: list[str] | None = None) -> list[tuple]:
    """The documents the query names, best first, as (id, kind, label, url, start of body).
    `words` are the query's own words, without its stop words: a name may be all of them,
    as "is he gaslightng me" names Gaslighting by "gaslightng" alone."""
    query = " ".join(_WORD.findall(query))[:200]
    own = " ".join(words or [])[:200]
    if len(query) < 3:
        return []
    lookup = own if len(own) >= 3 else query  # the index looks for the words inside a name
    rows = _candidates_postgresql(lookup) if connection.vendor == "postgresql" else _candidates_sqlite(lookup)
    alone = own if own and own != query.lower() else ""  # the words alone, when they differ
    scored = [
        (max(name_score(query, row[1], THRESHOLD), name_score(alone, row[1], THRESHOLD) if alone else 0.0), row)
        for row in rows
    ]
    best = sorted((item for item in scored if item[0] >= THRESHOLD), key=lambda item: (-item[0], item[1][0]))
    return [(row[0], *row[2:]) for _score, row in best]


def index_names(documents: list[SearchDocument]) -> None:
    """Add documents' names to SQLite's trigram table (PostgreSQL indexes the column itself)."""
    if connection.vendor != "sqlite":
        return
    rows = [(d.pk, d.names) for d in documents if d.names]
    with connection.cursor() as cursor:
        cursor.executemany(f"DELETE FROM {TRIGRAM_TABLE} WHERE rowid = %s", [(d.pk,) for d in documents])
        cursor.executemany(f"INSERT INTO {TRIGRAM_TABLE} (rowid, names) VALUES (%s, %s)", rows)


def unindex_names(ids: list[int]) -> None:
    if connection.vendor != "sqlite":
        return
    with connection.cursor() as cursor:
        cursor.executemany(f"DELETE FROM {TRIGRAM_TABLE} WHERE rowid = %s", [(i,) for i in ids])


def prune_names() -> None:
    if connection.vendor != "sqlite":
        return
    with connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {TRIGRAM_TABLE} WHERE rowid NOT IN (SELECT id FROM library_searchdocument)")
