"""The one writer of the roll-ups (AttemptRollup, RollupState)."""

from collections import Counter
from collections.abc import Iterable
from zoneinfo import ZoneInfo

from django.db import connection, transaction

from apps.accounts.models import Profile

from ..models import AttemptRollup, RollupState
from .cells import Cell, Counted, tally


def lock_state(user_id: int) -> str:
    """Lock the user's RollupState row (writers of one user's roll-ups take turns) and
    return its time zone; create it, in the profile's zone, on the user's first write."""
    zone = RollupState.objects.select_for_update().filter(user_id=user_id).values_list("time_zone", flat=True).first()
    if zone is None:
        profile_zone = Profile.objects.filter(user_id=user_id).values_list("time_zone", flat=True).first()
        state, _ = RollupState.objects.get_or_create(user_id=user_id, defaults={"time_zone": profile_zone or "UTC"})
        zone = state.time_zone
    return zone


@transaction.atomic
def rollups_write(
    *,
    user_id: int,
    removed: Iterable[Counted] = (),
    added: Iterable[Counted] = (),
    time_zone: str | None = None,
) -> None:
    """Take `removed` away from the user's roll-ups and add `added` (the old and new
    state of what was written: nothing removed for new entries, nothing added for
    deleted ones). With `time_zone`, the roll-ups are replaced instead: everything of
    the user's goes, and `added` (every live entry) is counted in that zone.

    Call it inside the transaction that writes the attempts, after their chain links
    (the ChainHead is locked before the RollupState, on every path).
    """
    removed, added = list(removed), list(added)
    if time_zone is None and removed == added:
        return  # nothing the roll-ups count has changed (an edit of the notes, say)
    zone = lock_state(user_id)
    if time_zone is not None:
        RollupState.objects.filter(user_id=user_id).update(time_zone=time_zone)
        AttemptRollup.objects.filter(user_id=user_id).delete()
        zone = time_zone
    counts = tally(added, ZoneInfo(zone))
    tally(removed, ZoneInfo(zone), sign=-1, into=counts)
    changes = {cell: n for cell, n in counts.items() if n}
    if not changes:
        return
    _add(user_id, changes)
    if emptied := [cell for cell, n in changes.items() if n < 0]:
        _drop_empty(user_id, emptied)


def _add(user_id: int, changes: dict[Cell, int]) -> None:
    """Add each change to its row, making the rows that are not there yet: one INSERT
    ... ON CONFLICT DO UPDATE (SQLite and PostgreSQL alike), run for every row."""
    meta = AttemptRollup._meta
    quote = connection.ops.quote_name
    table, count = quote(meta.db_table), quote("count")
    key = [meta.get_field(name) for name in ("user", "person", "day", "facet", "value")]
    columns = ", ".join(quote(field.column) for field in key)
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
