"""The one writer of the roll-ups (AttemptRollup, AttemptRollupTotal, RollupState)."""

from collections import Counter
from collections.abc import Iterable, Mapping
from zoneinfo import ZoneInfo

from django.db import connection, transaction
from django.db.models import Field, Model

from apps.accounts.models import Profile

from ..models import AttemptRollup, AttemptRollupTotal, RollupState
from .cells import Counted, tally


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
        AttemptRollupTotal.objects.filter(user_id=user_id).delete()
        RollupState.objects.update_or_create(user_id=user_id, defaults={"time_zone": zone})
    elif zone is None:
        zone = _first_zone(user_id)
    counts = tally(added, ZoneInfo(zone))
    tally(removed, ZoneInfo(zone), sign=-1, into=counts)
    changes = {cell: n for cell, n in counts.items() if n}
    totals: Counter = Counter()
    for (_, day, facet, value), n in changes.items():
        totals[day, facet, value] += n
    _write(AttemptRollup, ("person", "day", "facet", "value"), user_id, changes)
    _write(AttemptRollupTotal, ("day", "facet", "value"), user_id, {key: n for key, n in totals.items() if n})
    return zone


def _field(model: type[Model], name: str) -> Field:
    field = model._meta.get_field(name)
    assert isinstance(field, Field) and field.column, "the roll-ups' columns are concrete fields"
    return field


def _write(model: type[Model], names: tuple[str, ...], user_id: int, changes: Mapping[tuple, int]) -> None:
    """Add each change ({key: n}, the key's parts named by `names`) to the user's row of
    `model`, making the rows that are not there yet: one INSERT ... ON CONFLICT DO UPDATE
    (SQLite and PostgreSQL alike), run for every row. Rows that came down to nothing go:
    a day with no entries left has no rows."""
    if not changes:
        return
    quote = connection.ops.quote_name
    table, count = quote(model._meta.db_table), quote("count")
    fields = [_field(model, name) for name in names]
    columns = ", ".join(quote(str(field.column)) for field in [_field(model, "user"), *fields])
    sql = (
        f"INSERT INTO {table} ({columns}, {count}) VALUES ({', '.join(['%s'] * (len(names) + 2))}) "
        f"ON CONFLICT ({columns}) DO UPDATE SET {count} = {table}.{count} + excluded.{count}"
    )
    params = [
        (user_id, *(field.get_db_prep_save(part, connection) for field, part in zip(fields, key, strict=True)), n)
        for key, n in changes.items()
    ]
    with connection.cursor() as cursor:
        cursor.executemany(sql, params)
    emptied = [dict(zip(names, key, strict=True)) for key, n in changes.items() if n < 0]
    if emptied:
        rows = model._default_manager.filter(user_id=user_id, count__lte=0, day__in={key["day"] for key in emptied})
        if "person" in names:
            rows = rows.filter(person_id__in={key["person"] for key in emptied})
        rows.delete()


def stored_counts(user_id: int) -> Counter:
    """The user's roll-ups as they are stored: {cell: count} (for checks and tests)."""
    rows = AttemptRollup.objects.filter(user_id=user_id).values_list("person_id", "day", "facet", "value", "count")
    return Counter({(person, day, facet, value): n for person, day, facet, value, n in rows if n})


def stored_totals(user_id: int) -> Counter:
    """The user's roll-ups over everyone as they are stored: {(day, facet, value): count}."""
    rows = AttemptRollupTotal.objects.filter(user_id=user_id).values_list("day", "facet", "value", "count")
    return Counter({(day, facet, value): n for day, facet, value, n in rows if n})
