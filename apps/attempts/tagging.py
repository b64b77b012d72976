"""An attempt's tactics: the one writer of AttemptTactic rows and of TacticTally.

AttemptTactic is the truth about which tactics an attempt carries. Two things beside it
are copies, kept here and nowhere else, for single writes (services) and bulk writes
(bulk) alike:

- each AttemptTactic row repeats its attempt's user and time, so that the log filtered
  by a tactic walks one index (user, tactic, time) newest first, whatever the length of
  the history (docs/architecture.md says why);
- TacticTally counts a user's live attempts per tactic, so that no page counts over the
  whole history.

tests/attempts/test_tagging.py recounts both after random writes.
"""

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from django.db.models import F, Value
from django.db.models.functions import Greatest

from nocontact.rows import insert_rows

from .models import Attempt, AttemptTactic, TacticTally


@dataclass(frozen=True)
class Retag:
    """One attempt's tactics going from `before` to `after` (tactic ids). `moved` says
    its time changed, so the rows it keeps take the new one."""

    attempt: Attempt
    before: frozenset[int] = frozenset()
    after: frozenset[int] = frozenset()
    moved: bool = False


def tactics_write(*, user_id: int, changes: Iterable[Retag]) -> None:
    """Apply every change to the user's AttemptTactic rows and tallies.

    A new attempt (or a batch of them) costs one INSERT of its rows and two statements
    for the tallies; nothing here reads a row back.
    """
    added_rows: list[AttemptTactic] = []
    delta: Counter[int] = Counter()
    for change in changes:
        attempt, before, after = change.attempt, set(change.before), set(change.after)
        if removed := before - after:
            AttemptTactic.objects.filter(attempt=attempt, tactic_id__in=removed).delete()
        if change.moved and before & after:
            AttemptTactic.objects.filter(attempt=attempt).update(occurred_at=attempt.occurred_at)
        added_rows += [
            AttemptTactic(attempt_id=attempt.pk, tactic_id=t, user_id=attempt.user_id, occurred_at=attempt.occurred_at)
            for t in sorted(after - before)
        ]
        delta.update(dict.fromkeys(after - before, 1))
        delta.subtract(dict.fromkeys(removed, 1))
    insert_rows(AttemptTactic, added_rows)
    _tallies_add(user_id=user_id, delta=delta)


def _tallies_add(*, user_id: int, delta: Counter[int]) -> None:
    """Add delta[tactic] to each of the user's tallies: one UPDATE per distinct amount."""
    by_amount: defaultdict[int, list[int]] = defaultdict(list)
    for tactic_id, amount in delta.items():
        if amount:
            by_amount[amount].append(tactic_id)
    if gained := [t for amount, ids in by_amount.items() if amount > 0 for t in ids]:
        TacticTally.objects.bulk_create(
            [TacticTally(user_id=user_id, tactic_id=t) for t in gained], ignore_conflicts=True
        )
    for amount, ids in sorted(by_amount.items()):
        tallies = TacticTally.objects.filter(user_id=user_id, tactic_id__in=ids)
        tallies.update(count=Greatest(F("count") + amount, Value(0)))
