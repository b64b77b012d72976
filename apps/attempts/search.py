"""Words in the log's messages: SQLite FTS5 or PostgreSQL full-text search.

Both backends answer the same question: entries whose message contains every word
typed, each as a whole word or as the start of one ("call" finds "calls" and
"calling", not "recall"), ignoring case. Only letters and digits of what was typed are
kept, and each term reaches the database as a quoted word in a bound parameter, so
nothing typed can act as search syntax.

The index follows the table by itself: on SQLite, triggers (migration 0003) copy each
message into an FTS5 table when an attempt is written; on PostgreSQL a GIN index over
to_tsvector('simple', message) does. A deleted attempt's message is erased, so it
drops out of both.
"""

import re

from django.db import connection
from django.db.models import BooleanField, Q, QuerySet
from django.db.models.expressions import RawSQL

MAX_TERMS = 8
MAX_TERM_LENGTH = 40
FTS_TABLE = "attempts_search_fts"
DOC_TABLE = "attempts_search_doc"


def message_terms(raw: str) -> list[str]:
    """The words to look for: letters and digits only, lower case, no repeats, at most
    MAX_TERMS of at most MAX_TERM_LENGTH characters."""
    terms: list[str] = []
    for word in re.findall(r"[^\W_]+", raw.lower()):
        word = word[:MAX_TERM_LENGTH]
        if word not in terms:
            terms.append(word)
        if len(terms) == MAX_TERMS:
            break
    return terms


def with_words(qs: QuerySet, terms: list[str]) -> QuerySet:
    """Narrow attempts to those whose message has every term (as a word or a prefix)."""
    if not terms:
        return qs
    if connection.vendor == "postgresql":
        query = " & ".join(f"{term}:*" for term in terms)
        match = RawSQL(
            f'to_tsvector(\'simple\'::regconfig, "{qs.model._meta.db_table}"."message") '
            "@@ to_tsquery('simple'::regconfig, %s)",
            [query],
            output_field=BooleanField(),
        )
        return qs.filter(match)
    # FTS5: a quoted string is a plain word whatever it spells (OR, NEAR, NOT); * makes
    # it a prefix.
    query = " ".join(f'"{term}"*' for term in terms)
    ids = RawSQL(
        f"SELECT d.attempt_id FROM {DOC_TABLE} d JOIN {FTS_TABLE} f ON f.rowid = d.id WHERE {FTS_TABLE} MATCH %s",
        [query],
    )
    return qs.filter(Q(id__in=ids))
