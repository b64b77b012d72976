"""Words in the journal: SQLite FTS5 or PostgreSQL full-text search, the log's way
(apps/attempts/search.py).

The same question on both backends: entries whose text contains every word typed, each
as a whole word or as the start of one ("call" finds "calls", not "recall"), ignoring
case. The words are read with the log's own `message_terms` (letters and digits only,
at most eight), and each reaches the database as a quoted word in a bound parameter,
so nothing typed can act as search syntax. The words themselves come from the session,
never from a URL (nocontact/search_words.py).

The index follows the table by itself (migration 0002): on SQLite, triggers copy each
entry's text into an FTS5 table under a key with the user's id in its high bits, so a
search reads only that user's part of the index; on PostgreSQL a GIN index over
to_tsvector('simple', text) does.
"""

from django.db import connection
from django.db.models import BooleanField, Q, QuerySet
from django.db.models.expressions import RawSQL

from apps.attempts.search import message_terms

__all__ = ["KEY_USER_SHIFT", "message_terms", "owned_by", "with_words"]

FTS_TABLE = "journal_search_fts"
DOC_TABLE = "journal_search_doc"
# SQLite: a user's keys run from user_id << 32 up; the low 32 bits number their entries.
KEY_USER_SHIFT = 32

_TS_MATCH = "to_tsvector('simple'::regconfig, \"journal_entry\".\"text\") @@ to_tsquery('simple'::regconfig, %s)"


def _pattern(terms: list[str]) -> str:
    if connection.vendor == "postgresql":
        return " & ".join(f"{term}:*" for term in terms)
    # FTS5: a quoted string is a plain word whatever it spells (OR, NEAR, NOT); * makes
    # it a prefix.
    return " ".join(f'"{term}"*' for term in terms)


def with_words(qs: QuerySet, terms: list[str], *, user_id: int) -> QuerySet:
    """Narrow the user's entries to those whose text has every term (word or prefix)."""
    if not terms:
        return qs
    if connection.vendor == "postgresql":
        return qs.filter(RawSQL(_TS_MATCH, [_pattern(terms)], output_field=BooleanField()))
    low = user_id << KEY_USER_SHIFT
    ids = (
        f"SELECT d.entry_id FROM {DOC_TABLE} d WHERE d.id IN ("
        f"SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s AND rowid BETWEEN %s AND %s)"
    )
    return qs.filter(Q(id__in=RawSQL(ids, [_pattern(terms), low, low + (1 << KEY_USER_SHIFT) - 1])))


def owned_by(user, *, searching: bool) -> Q | RawSQL:
    """The filter to the user's rows. When searching on SQLite it is wrapped in
    likely() (as the log does), so that the planner drives the query from the few
    matching ids rather than the user's whole journal."""
    if searching and connection.vendor == "sqlite":
        return RawSQL('likely("journal_entry"."user_id" = %s)', [user.pk], BooleanField())
    return Q(user=user)
