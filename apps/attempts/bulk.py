"""Many attempts at once: what `services.attempt_create` does for one, in batches.

Each attempt gets its tactic links, revision 1 with the same snapshot as
`attempt_create` would store, and its link in the user's hash chain, in the order the
rows come; the chain head is updated once at the end, the tactic tallies and the daily
roll-ups (rollups.rollups_write) once per batch. The log that results verifies (`verify_log`) exactly like one written an attempt at a time.

For demo data and imports; evidence files still go through `attempt_create`.
"""

import uuid
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.counter.models import Person
from apps.tactics.models import Tactic
from nocontact.rows import insert_rows

from .models import Attempt, AttemptRevision, ChainHead, ChainLink
from .rollups import Counted, rollups_write
from .services import EDITABLE, attempt_snapshot, lock_head, next_link, revision_record
from .tagging import Retag, tactics_write

BATCH = 1000


def ids_in_key_order(count: int) -> Iterator[uuid.UUID]:
    """`count` fresh random ids (UUID4, as security checklist D1 asks), smallest first.

    Each is as random as any `uuid.uuid4()`; only the order they are handed out in follows
    the rows. A big write then adds each batch to every index keyed on the attempt's id
    side by side, after the batch before, instead of one row in a page anywhere in each
    index: a 100,000-line import took 86.5 s with ids in random order and 61.4 s with these
    (docs/architecture.md, the import budget)."""
    return iter(sorted(uuid.uuid4() for _ in range(count)))


def _build(
    *, user, row: Mapping[str, Any], people: set, tactics: dict[int, Tactic], given_id: uuid.UUID | None
) -> tuple[Attempt, list[Tactic]]:
    fields = dict(row)
    chosen = fields.pop("tactics", ())
    unknown = set(fields) - {*EDITABLE, "message"}
    if unknown:
        raise TypeError(f"unknown fields: {sorted(unknown)}")
    person = fields.pop("person")
    if person.pk not in people:
        raise ValidationError({"person": "Choose one of your own people."})
    ids = dict.fromkeys(getattr(t, "pk", t) for t in chosen)  # unique, in order
    attempt = Attempt(user_id=user.pk, person_id=person.pk, revision_count=1, **fields)
    if given_id is not None:
        attempt.pk = given_id
    attempt.clean_fields(exclude=["user", "person"])
    return attempt, [tactics[pk] for pk in ids]


def _write_batch(*, user, batch: list[tuple[Attempt, list[Tactic]]], head: ChainHead) -> None:
    insert_rows(Attempt, [attempt for attempt, _ in batch])
    changes = [Retag(attempt, after=frozenset(t.pk for t in chosen)) for attempt, chosen in batch]
    tactics_write(user_id=user.pk, changes=changes)
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
    insert_rows(AttemptRevision, revisions)
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
    insert_rows(ChainLink, links)
    added = [Counted.of(attempt, [t.pk for t in chosen]) for attempt, chosen in batch]
    head.rollup_zone = rollups_write(user_id=user.pk, zone=head.rollup_zone, added=added)


@transaction.atomic
def attempts_bulk_create(
    *,
    user,
    rows: Iterable[Mapping[str, Any]],
    batch_size: int = BATCH,
    ids: Iterator[uuid.UUID] | None = None,
) -> int:
    """Write one attempt per row, in order; return how many were written.

    A row takes the keyword arguments of `attempt_create` except `files`: `person` and
    `occurred_at` are required, `tactics` is Tactic rows or their ids. `ids`, when given,
    gives each attempt its id in turn (`ids_in_key_order`); otherwise each draws its own.
    """
    people = set(Person.objects.for_user(user).values_list("pk", flat=True))
    tactics = Tactic.objects.in_bulk()
    head = lock_head(user.pk)
    batch: list[tuple[Attempt, list[Tactic]]] = []
    written = 0
    for row in rows:
        given_id = next(ids) if ids is not None else None
        attempt, chosen = _build(user=user, row=row, people=people, tactics=tactics, given_id=given_id)
        batch.append((attempt, chosen))
        if len(batch) == batch_size:
            _write_batch(user=user, batch=batch, head=head)
            written += len(batch)
            batch = []
    if batch:
        _write_batch(user=user, batch=batch, head=head)
        written += len(batch)
    head.save(update_fields=["seq", "hash"])
    return written
