"""Many attempts at once: what `services.attempt_create` does for one, in batches.

Each attempt gets its tactic links, revision 1 with the same snapshot as
`attempt_create` would store, and its link in the user's hash chain, in the order the
rows come; the chain head and the tactic tallies are updated once at the end. The log
that results verifies (`verify_log`) exactly like one written an attempt at a time.

For demo data and imports; evidence files still go through `attempt_create`.
"""

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from django.core.exceptions import ValidationError
from django.db import connections, models, router, transaction
from django.db.models import F
from django.utils import timezone

from apps.counter.models import Person
from apps.tactics.models import Tactic

from .models import (
    Attempt,
    AttemptRevision,
    AttemptTactic,
    ChainHead,
    ChainLink,
    TacticTally,
    tactic_ids_text,
)
from .rollups import Counted, rollups_write
from .services import EDITABLE, attempt_snapshot, lock_head, next_link, revision_record, tactic_links

BATCH = 1000


def _build(*, user, row: Mapping[str, Any], people: set, tactics: dict[int, Tactic]) -> tuple[Attempt, list[Tactic]]:
    fields = dict(row)
    chosen = fields.pop("tactics", ())
    unknown = set(fields) - {*EDITABLE, "message"}
    if unknown:
        raise TypeError(f"unknown fields: {sorted(unknown)}")
    person = fields.pop("person")
    if person.pk not in people:
        raise ValidationError({"person": "Choose one of your own people."})
    ids = dict.fromkeys(getattr(t, "pk", t) for t in chosen)  # unique, in order
    attempt = Attempt(user_id=user.pk, person_id=person.pk, revision_count=1, tactic_ids=tactic_ids_text(ids), **fields)
    attempt.clean_fields(exclude=["user", "person"])
    return attempt, [tactics[pk] for pk in ids]


def _insert(model: type[models.Model], objs: Sequence[models.Model]) -> None:
    """INSERT the rows with one executemany: bulk_create without the SQL it compiles
    value by value (several times faster here). The database numbers AutoField keys."""
    if not objs:
        return
    connection = connections[router.db_for_write(model)]
    # Every column but an AutoField key (a field with a database default is written too).
    fields = [f for f in model._meta.concrete_fields if not (f.primary_key and f.db_returning)]
    columns = [f.column for f in fields if f.column is not None]
    assert len(columns) == len(fields), "every concrete field has a column"
    quote = connection.ops.quote_name
    sql = "INSERT INTO {} ({}) VALUES ({})".format(
        quote(model._meta.db_table),
        ", ".join(quote(column) for column in columns),
        ", ".join(["%s"] * len(fields)),
    )
    params = [[f.get_db_prep_save(f.pre_save(obj, True), connection) for f in fields] for obj in objs]
    with connection.cursor() as cursor:
        cursor.executemany(sql, params)
    for obj in objs:
        obj._state.adding, obj._state.db = False, connection.alias


def _write_batch(*, user, batch: list[tuple[Attempt, list[Tactic]]], head: ChainHead) -> None:
    _insert(Attempt, [attempt for attempt, _ in batch])
    _insert(
        AttemptTactic,
        [link for attempt, chosen in batch for link in tactic_links(attempt, [t.pk for t in chosen])],
    )
    now = timezone.now()
    revisions = [
        AttemptRevision(
            attempt_id=attempt.pk,
            number=1,
            created_at=now,
            snapshot=attempt_snapshot(attempt, tactic_slugs=[t.slug for t in chosen], file_hashes=[]),
            changed=["created"],
        )
        for attempt, chosen in batch
    ]
    _insert(AttemptRevision, revisions)
    ids = dict(
        AttemptRevision.objects.filter(attempt_id__in=[a.pk for a, _ in batch], number=1).values_list(
            "attempt_id", "pk"
        )
    )
    links = []
    for revision in revisions:
        revision.pk = ids[revision.attempt_id]
        record = revision_record(revision)
        assert record is not None, "a revision just written has its snapshot"
        link = next_link(
            head,
            attempt_id=revision.attempt_id,
            kind=ChainLink.Kind.REVISION,
            record=record,
            revision=revision,
            created_at=now,
        )
        links.append(link)
    _insert(ChainLink, links)
    added = [Counted.of(attempt, [t.pk for t in chosen]) for attempt, chosen in batch]
    head.rollup_zone = rollups_write(user_id=user.pk, zone=head.rollup_zone, added=added)


def _add_to_tallies(*, user, counts: Counter) -> None:
    existing = set(TacticTally.objects.filter(user=user, tactic_id__in=counts).values_list("tactic_id", flat=True))
    TacticTally.objects.bulk_create(
        [TacticTally(user=user, tactic_id=pk, count=n) for pk, n in counts.items() if pk not in existing]
    )
    for pk in existing:
        TacticTally.objects.filter(user=user, tactic_id=pk).update(count=F("count") + counts[pk])


@transaction.atomic
def attempts_bulk_create(*, user, rows: Iterable[Mapping[str, Any]], batch_size: int = BATCH) -> int:
    """Write one attempt per row, in order; return how many were written.

    A row takes the keyword arguments of `attempt_create` except `files`: `person` and
    `occurred_at` are required, `tactics` is Tactic rows or their ids.
    """
    people = set(Person.objects.for_user(user).values_list("pk", flat=True))
    tactics = Tactic.objects.in_bulk()
    head = lock_head(user.pk)
    counts: Counter[int] = Counter()
    batch: list[tuple[Attempt, list[Tactic]]] = []
    written = 0
    for row in rows:
        attempt, chosen = _build(user=user, row=row, people=people, tactics=tactics)
        counts.update(t.pk for t in chosen)
        batch.append((attempt, chosen))
        if len(batch) == batch_size:
            _write_batch(user=user, batch=batch, head=head)
            written += len(batch)
            batch = []
    if batch:
        _write_batch(user=user, batch=batch, head=head)
        written += len(batch)
    head.save(update_fields=["seq", "hash"])
    _add_to_tallies(user=user, counts=counts)
    return written
