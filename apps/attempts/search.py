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
RARE = 1000  # at most this many matches: looked up one by one (SQLite)
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


_TS_MATCH = "to_tsvector('simple'::regconfig, \"attempts_attempt\".\"message\") @@ to_tsquery('simple'::regconfig, %s)"


def _pattern(terms: list[str]) -> str:
    if connection.vendor == "postgresql":
        return " & ".join(f"{term}:*" for term in terms)
    # FTS5: a quoted string is a plain word whatever it spells (OR, NEAR, NOT); * makes
    # it a prefix.
    return " ".join(f'"{term}"*' for term in terms)


def _ids_sql() -> str:
    """The ids of every attempt (anyone's) whose message has the words: one bound
    parameter, the pattern. Served by the index alone on both backends."""
    if connection.vendor == "postgresql":
        # OFFSET 0 keeps PostgreSQL from folding this into the outer query (where it
        # would test each row of the user's whole log instead of asking the GIN index).
        return f"SELECT id FROM attempts_attempt WHERE {_TS_MATCH} OFFSET 0"
    return f"SELECT d.attempt_id FROM {DOC_TABLE} d JOIN {FTS_TABLE} f ON f.rowid = d.id WHERE {FTS_TABLE} MATCH %s"


def with_words(qs: QuerySet, terms: list[str]) -> QuerySet:
    """Narrow attempts to those whose message has every term (as a word or a prefix)."""
    if not terms:
        return qs
    return qs.filter(Q(id__in=RawSQL(_ids_sql(), [_pattern(terms)])))


def has_words(text: str, terms: list[str]) -> bool:
    """The same test in Python: every term starts one of the text's words."""
    words = re.findall(r"[^\W_]+", text.lower())
    return all(any(word.startswith(term) for word in words) for term in terms)


def owned_by(user, *, searching: bool) -> Q | RawSQL:
    """The filter to the user's rows. When searching on SQLite it is wrapped in
    likely(), which tells the planner that most rows pass it, so that it drives a rare
    word's query from the few matching ids instead of walking the user's whole index
    (a common word's query still walks that index, for its order)."""
    if searching and connection.vendor == "sqlite":
        return RawSQL('likely("attempts_attempt"."user_id" = %s)', [user.pk], BooleanField())
    return Q(user=user)


def first_matches(qs: QuerySet, terms: list[str], columns: tuple[str, ...], *, limit: int) -> list[tuple]:
    """The first `limit` rows of `qs` (ordered, as values; its user filter from
    owned_by(searching=True)) whose message has the terms.

    Neither planner can tell a rare word from a common one (both guess), so this asks
    the index first how many entries (anyone's) have the words, counting up to RARE:
    - few: look those up by id and sort them (the cost follows the matches; on SQLite
      owned_by's likely() makes the planner start from them);
    - many: walk the log newest first and test each message (the cost follows the
      page). PostgreSQL tests to_tsvector directly. On SQLite LIKE passes only the
      messages that contain the terms somewhere, and Python keeps those where they
      start a word; LIKE ignores case for ASCII letters only, so this needs the terms
      in ASCII (otherwise SQLite takes every match from FTS5 and sorts them).
    """
    if not terms:
        return list(qs.values_list(*columns)[:limit])
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute(f"SELECT * FROM ({_ids_sql()} LIMIT %s) AS found", [_pattern(terms), RARE + 1])
            ids = [row[0] for row in cursor.fetchall()]
        if len(ids) <= RARE:  # the ids themselves: PostgreSQL then looks them up
            return list(qs.filter(id__in=ids).values_list(*columns)[:limit])
    else:
        with connection.cursor() as cursor:  # FTS5 alone counts fastest
            cursor.execute(
                f"SELECT count(*) FROM (SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s LIMIT %s)",
                [_pattern(terms), RARE + 1],
            )
            if cursor.fetchone()[0] <= RARE:
                return list(with_words(qs, terms).values_list(*columns)[:limit])
    if connection.vendor == "postgresql":
        # Told nothing about the word, PostgreSQL walks the log in order and tests each
        # message, which is what pays for a common word.
        match = RawSQL(_TS_MATCH, [_pattern(terms)], output_field=BooleanField())
        return list(qs.filter(match).values_list(*columns)[:limit])
    ascii_terms = [term for term in terms if term.isascii()]
    if not ascii_terms:
        return list(with_words(qs, terms).values_list(*columns)[:limit])
    candidates = qs.filter(*[Q(message__icontains=term) for term in ascii_terms]).values_list(*columns, "message")
    rows: list[tuple] = []
    start, chunk = 0, limit * 2
    while len(rows) < limit:
        batch = list(candidates[start : start + chunk])
        rows += [row[:-1] for row in batch if has_words(row[-1], terms)]
        if len(batch) < chunk:
            break
        start += chunk
    return rows[:limit]
