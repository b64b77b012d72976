"""Words in the log's messages: SQLite FTS5 or PostgreSQL full-text search.

Both backends answer the same question: entries whose message contains every word
typed, each as a whole word or as the start of one ("call" finds "calls" and
"calling", not "recall"), ignoring case. Only letters and digits of what was typed are
kept, and each term reaches the database as a quoted word in a bound parameter, so
nothing typed can act as search syntax.

The index follows the table by itself: on SQLite, triggers (migrations 0003 and 0005)
copy each message into an FTS5 table when an attempt is written, under a key that
sorts like the log; on PostgreSQL a GIN index over to_tsvector('simple', message) does. A deleted attempt's message is erased, so it
drops out of both.
"""

import json
import math
import re
from datetime import UTC, datetime, timedelta

from django.db import connection
from django.db.models import BooleanField, Q, QuerySet
from django.db.models.expressions import RawSQL

MAX_TERMS = 8
RARE = 1000  # at most this many matches: looked up one by one (PostgreSQL)
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


def owned_by(user, *, searching: bool) -> Q | RawSQL:
    """The filter to the user's rows. When searching on SQLite it is wrapped in
    likely(), which tells the planner that most rows pass it, so that it drives a rare
    word's query from the few matching ids instead of walking the user's whole index
    (a common word's query still walks that index, for its order)."""
    if searching and connection.vendor == "sqlite":
        return RawSQL('likely("attempts_attempt"."user_id" = %s)', [user.pk], BooleanField())
    return Q(user=user)


# SQLite (migrations 0005, 0008): each message's FTS5 row id sorts like the log. The
# user's id sits above bit 40, the minute since 1970 above bit 12, and the low 12 bits
# number the entries of one minute (up to 4,096) in the order they were written. A
# minute's further entries (a burst, an import) take the user's overflow keys, negative
# ids counting down from -(user << 40) - 1, and the index keeps each one's minute
# (`base`): every search reads the overflow of the minutes it covers beside the ordered
# keys, so a burst costs what its size costs and is never left out. User ids must stay
# below 2**23 for the keys to fit in 64 bits.
KEY_USER_SHIFT = 40
KEY_MINUTE_SHIFT = 12
KEY_SLOTS = 1 << KEY_MINUTE_SHIFT
# How many of the newest matches each round reads (None: every one left); later rounds
# are needed only when other filters (a person, a channel, dates) turn matches away.
BATCHES: tuple[int | None, ...] = (2, 20, None)  # times the page's size


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def minute_key(user_id: int, moment: datetime) -> int:
    """The first key of the user's entries in the minute of `moment`, as the triggers
    work it out: SQLite reads a stored time to the nearest millisecond (59.9996 s is
    the next minute's 0.000), then takes whole seconds since 1970, then whole minutes,
    never below zero."""
    milliseconds = ((moment - _EPOCH) // timedelta(microseconds=1) + 500) // 1000
    minute = max(0, milliseconds // 60_000)
    return (user_id << KEY_USER_SHIFT) | (minute << KEY_MINUTE_SHIFT)


def overflow_range(user_id: int) -> tuple[int, int]:
    """The lowest and highest of the user's overflow keys."""
    return -((user_id + 1) << KEY_USER_SHIFT) + 1, -(user_id << KEY_USER_SHIFT) - 1


def _key_range(user_id: int, oldest: datetime | None, newest: datetime | None) -> tuple[int, int]:
    low = minute_key(user_id, oldest) if oldest else user_id << KEY_USER_SHIFT
    if newest is None:
        return low, ((user_id + 1) << KEY_USER_SHIFT) - 1
    # A millisecond's slack: a key a minute too late only adds candidates, never loses one.
    return low, minute_key(user_id, newest + timedelta(milliseconds=1)) + KEY_SLOTS - 1


# The keys of the newest `n` matches between two keys, and of any others in the last
# one's minute (so that a minute is never cut in two).
_NEWEST = f"""
SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s AND rowid BETWEEN (
    SELECT (min(rowid) >> {KEY_MINUTE_SHIFT}) << {KEY_MINUTE_SHIFT} FROM (
        SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s AND rowid BETWEEN %s AND %s
        ORDER BY rowid DESC LIMIT %s
    )
) AND %s"""
# The user's overflow matches whose minute lies between two keys: parameters, the
# pattern, the user's overflow range, then the two keys.
_OVERFLOW = f"""
SELECT d.attempt_id FROM {DOC_TABLE} d WHERE d.id IN (
    SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s AND rowid BETWEEN %s AND %s
) AND d.base BETWEEN %s AND %s"""
# The attempts of some keys, given as one JSON list (one parameter, not one per key),
# and the overflow matches of the same minutes.
_OF_KEYS = f"SELECT attempt_id FROM {DOC_TABLE} WHERE id IN (SELECT value FROM json_each(%s)) UNION ALL {_OVERFLOW}"
_ALL_BETWEEN = f"""
SELECT d.attempt_id FROM {DOC_TABLE} d WHERE d.id IN (
    SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s AND rowid BETWEEN %s AND %s
) UNION ALL {_OVERFLOW}"""


def first_matches(
    qs: QuerySet,
    terms: list[str],
    columns: tuple[str, ...],
    *,
    limit: int,
    user_id: int,
    oldest: datetime | None = None,
    newest: datetime | None = None,
) -> list[tuple]:
    """The first `limit` rows of `qs` (ordered newest first, as values, the user's own)
    whose message has the terms. `oldest` and `newest` bound the times `qs` allows (its
    dates and keyset position), so that the index is not asked for what qs turns away.

    SQLite asks the index for the user's newest matches (a few more than a page), then
    reads those rows through qs, which applies the other filters and the exact order.
    Only when the other filters turn too many away does it ask again, further back. The
    cost follows the page, not the history.
    """
    if not terms:
        return list(qs.values_list(*columns)[:limit])
    if connection.vendor == "postgresql":
        return _postgresql_first_matches(qs, terms, columns, limit=limit)
    pattern = _pattern(terms)
    low, high = _key_range(user_id, oldest, newest)
    overflow = [pattern, *overflow_range(user_id)]
    rows: list[tuple] = []
    for times in BATCHES:
        if times is None:  # the rest, however many: looked up as a set and sorted
            rest = qs.filter(id__in=RawSQL(_ALL_BETWEEN, [pattern, low, high, *overflow, low, high]))
            return rows + list(rest.values_list(*columns)[: limit - len(rows)])
        batch = math.ceil(limit * times)
        with connection.cursor() as cursor:
            cursor.execute(_NEWEST, [pattern, pattern, low, high, batch, high])
            keys = [key for (key,) in cursor.fetchall()]
        # The minutes these keys cover, from the oldest one's start; all the minutes
        # left when the ordered keys ran out.
        done = len(keys) < batch
        start = low if done else min(keys) & ~(KEY_SLOTS - 1)
        matches = qs.filter(id__in=RawSQL(_OF_KEYS, [json.dumps(keys), *overflow, start, high]))
        rows += matches.values_list(*columns)[: limit - len(rows)]
        if len(rows) >= limit or done:  # enough, or no more matches
            return rows[:limit]
        high = start - 1  # before that minute
    return rows[:limit]


def _postgresql_first_matches(qs: QuerySet, terms: list[str], columns: tuple[str, ...], *, limit: int) -> list[tuple]:
    """PostgreSQL's planner cannot tell a rare word from a common one, so this asks the
    GIN index first how many entries (anyone's) have the words, counting up to RARE:
    few, and those are looked up by id and sorted (the cost follows the matches); many,
    and the log is walked newest first, testing each message (the cost follows the
    page)."""
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT * FROM ({_ids_sql()} LIMIT %s) AS found", [_pattern(terms), RARE + 1])
        ids = [row[0] for row in cursor.fetchall()]
    if len(ids) <= RARE:  # the ids themselves: PostgreSQL then looks them up
        return list(qs.filter(id__in=ids).values_list(*columns)[:limit])
    match = RawSQL(_TS_MATCH, [_pattern(terms)], output_field=BooleanField())
    return list(qs.filter(match).values_list(*columns)[:limit])
