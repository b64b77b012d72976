"""The one writer of the roll-ups (AttemptRollup, RollupState)."""

from collections import Counter
from collections.abc import Iterable
from zoneinfo import ZoneInfo

from django.db import connection, transaction
from django.db.models import Field

from apps.accounts.models import Profile

from ..models import AttemptRollup, RollupState
from .cells import Cell, Counted, tally


def _first_zone(user_id: int) -> str:
    """The user's first write: their roll-ups are counted in their profile's zone."""
    zone = Profile.objects.filter(user_id=user_id).values_list("time_zone", flat=True).first() or "UTC"
    RollupState.objects.bulk_create([RollupState(user_id=user_id, time_zone=zone)], ignore_conflicts=True)
    return RollupState.objects.filter(user_id=user_id).values_list("time_zone", flat=True).get()


def rollups_write(
    *,
    user_id: int,
    zone: str | None,
    removed: Iterable[Counted] = (),
    added: Iterable[Counted] = (),
    replace: bool = False,
) -> str | None:
    """Take `removed` away from the user's roll-ups and add `added` (the old and new
    state of what was written: nothing removed for new entries, nothing added for
    deleted ones).

    The caller holds the user's ChainHead, locked, in the transaction that writes the
    attempts (every write of the log does): that lock is what makes writers of one
    user's roll-ups take turns. `zone` is the one they are counted in, read with it
    (`services.lock_head`); None before the user's first entry.

    With `replace`, everything of the user's goes and `added` (every live entry) is
    counted in `zone`, which becomes their zone (`rollups_rebuild`).

    Returns the zone the roll-ups are counted in (for the next batch of a bulk write).
    """
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("rollups_write runs inside the transaction that writes the attempts")
    removed, added = list(removed), list(added)
    if not replace and removed == added:
        return zone  # nothing the roll-ups count has changed (an edit of the notes, say)
    if replace:
        assert zone is not None, "a recount names the zone it counts in"
        AttemptRollup.objects.filter(user_id=user_id).delete()
        RollupState.objects.update_or_create(user_id=user_id, defaults={"time_zone": zone})
    elif zone is None:
        zone = _first_zone(user_id)
    counts = tally(added, ZoneInfo(zone))
    tally(removed, ZoneInfo(zone), sign=-1, into=counts)
    changes = {cell: n for cell, n in counts.items() if n}
    if changes:
        _add(user_id, changes)
    if emptied := [cell for cell, n in changes.items() if n < 0]:
        _drop_empty(user_id, emptied)
    return zone


def _field(name: str) -> Field:
    field = AttemptRollup._meta.get_field(name)
    assert isinstance(field, Field) and field.column, "the roll-ups' columns are concrete fields"
    return field


def _column(name: str) -> str:
    column = _field(name).column
    assert column is not None, "checked by _field"
    return column


def _add(user_id: int, changes: dict[Cell, int]) -> None:
    """Add each change to its row, making the rows that are not there yet: one INSERT
    ... ON CONFLICT DO UPDATE (SQLite and PostgreSQL alike), run for every row."""
    meta = AttemptRollup._meta
    quote = connection.ops.quote_name
    table, count = quote(meta.db_table), quote("count")
    key = [_field(name) for name in ("user", "person", "day", "facet", "value")]
    columns = ", ".join(quote(_column(field.name)) for field in key)
    sql = (
        f"INSERT INTO {table} ({columns}, {count}) VALUES ({', '.join(['%s'] * (len(key) + 1))}) "
        f"ON CONFLICT ({columns}) DO UPDATE SET {count} = {table}.{count} + excluded.{count}"
    )
    person, day = key[1], key[2]
    params = [
        (
            user_id,
            person.get_db_prep_save(person_id, connection),
            day.get_db_prep_save(when, connection),
            int(facet),
            value,
            n,
        )
        for (person_id, when, facet, value), n in changes.items()
    ]
    with connection.cursor() as cursor:
        cursor.executemany(sql, params)


def _drop_empty(user_id: int, cells: list[Cell]) -> None:
    """Rows that came down to nothing go: a day with no entries left has no rows."""
    people = {person for person, *_ in cells}
    days = {day for _, day, *_ in cells}
    AttemptRollup.objects.filter(user_id=user_id, person_id__in=people, day__in=days, count__lte=0).delete()


def stored_counts(user_id: int) -> Counter:
    """The user's roll-ups as they are stored: {cell: count} (for checks and tests)."""
    rows = AttemptRollup.objects.filter(user_id=user_id).values_list("person_id", "day", "facet", "value", "count")
    return Counter({(person, day, facet, value): n for person, day, facet, value, n in rows if n})
