"""AttemptTactic's copies of each attempt's user and time, and TacticTally, have one
writer (tagging.tactics_write) for single and bulk writes; a recount agrees with them."""

import datetime as dt
import random
from collections import Counter

import pytest

from apps.attempts import services
from apps.attempts.bulk import attempts_bulk_create
from apps.attempts.models import Attempt, AttemptTactic, TacticTally
from apps.tactics.models import Tactic
from tests.factories import make_attempt, make_person

pytestmark = pytest.mark.django_db
START = dt.datetime(2026, 1, 1, 9, tzinfo=dt.UTC)


def recount(user) -> tuple[Counter, list]:
    """What the copies must say, worked out from the attempts themselves."""
    live = AttemptTactic.objects.filter(attempt__user=user, attempt__deleted_at__isnull=True)
    counts = Counter(live.values_list("tactic_id", flat=True))
    mismatched = [
        (link.attempt_id, link.tactic_id)
        for link in AttemptTactic.objects.filter(attempt__user=user).select_related("attempt")
        if (link.user_id, link.occurred_at) != (link.attempt.user_id, link.attempt.occurred_at)
    ]
    return counts, mismatched


def stored_tallies(user) -> Counter:
    return Counter(dict(TacticTally.objects.filter(user=user, count__gt=0).values_list("tactic_id", "count")))


@pytest.mark.parametrize("seed", range(3))
def test_the_copies_match_a_recount_after_random_writes(alice, bob, seed):
    rng = random.Random(seed)
    tactics = list(Tactic.objects.all())
    people = [make_person(user=alice, label="J"), make_person(user=alice, label="K")]
    theirs = make_person(user=bob)
    make_attempt(person=theirs, tactics=["hoovering"])  # another user's tallies stay apart

    def some_tactics():
        return rng.sample(tactics, rng.randint(0, 3))

    def when():
        return START + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 30))

    for _ in range(60):
        live = list(Attempt.objects.for_user(alice).live())
        action = rng.choice(["create", "bulk", "retag", "move", "both", "delete"] if live else ["create", "bulk"])
        if action == "create":
            services.attempt_create(user=alice, person=rng.choice(people), occurred_at=when(), tactics=some_tactics())
        elif action == "bulk":
            rows = [
                {"person": rng.choice(people), "occurred_at": when(), "message": "x", "tactics": some_tactics()}
                for _ in range(rng.randint(1, 7))
            ]
            attempts_bulk_create(user=alice, rows=rows, batch_size=rng.randint(1, 4))
        elif action == "delete":
            services.attempt_delete(attempt=rng.choice(live))
        else:
            changes = {}
            if action in ("retag", "both"):
                changes["tactics"] = some_tactics()
            if action in ("move", "both"):
                changes["occurred_at"] = when()
            services.attempt_update(attempt=rng.choice(live), **changes)

    counts, mismatched = recount(alice)
    assert mismatched == []
    assert stored_tallies(alice) == counts
    assert sum(counts.values()) > 0  # the run did tag something
    assert stored_tallies(bob) == Counter({Tactic.objects.get(slug="hoovering").pk: 1})


def test_a_new_time_moves_the_copies_with_it(alice):
    attempt = make_attempt(user=alice, tactics=["hoovering", "baiting"], occurred_at=START)
    later = START + dt.timedelta(days=3, microseconds=7)
    services.attempt_update(attempt=attempt, occurred_at=later, tactics=list(Tactic.objects.filter(slug="baiting")))
    assert list(attempt.tactic_links.values_list("tactic__slug", "occurred_at")) == [("baiting", later)]


def test_a_deleted_attempt_keeps_no_tactics_and_leaves_the_tallies(alice):
    attempt = make_attempt(user=alice, tactics=["hoovering"])
    make_attempt(user=alice, person=attempt.person, tactics=["hoovering"])
    services.attempt_delete(attempt=attempt)
    assert not attempt.tactic_links.exists()
    assert stored_tallies(alice) == Counter({Tactic.objects.get(slug="hoovering").pk: 1})
