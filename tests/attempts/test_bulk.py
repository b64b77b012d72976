import datetime as dt
from collections import Counter
from itertools import pairwise

import pytest
from django.core.exceptions import ValidationError
from django.core.management import call_command
from django.utils import timezone

from apps.attempts.bulk import attempts_bulk_create, ids_in_key_order
from apps.attempts.models import Attempt, ChainHead, ChainLink, TacticTally
from apps.attempts.search import with_words
from apps.attempts.services import attempt_create, attempt_snapshot
from apps.attempts.verification import log_verify
from apps.tactics.models import Tactic
from nocontact.rows import ROWS_PER_STATEMENT
from tests.factories import make_attempt, make_person

pytestmark = pytest.mark.django_db

WHEN = dt.datetime(2026, 3, 1, 21, 30, tzinfo=dt.UTC)


def _row(person, **kwargs):
    kwargs.setdefault("message", "just checking in, I miss you")
    kwargs.setdefault("occurred_at", WHEN)
    return {"person": person, **kwargs}


def _content(attempt: Attempt) -> dict:
    """The snapshot without what differs between any two attempts."""
    return {k: v for k, v in attempt_snapshot(attempt).items() if k not in ("id", "recorded_at")}


def test_a_bulk_attempt_is_what_attempt_create_makes(alice):
    person = make_person(user=alice)
    tactics = list(Tactic.objects.filter(slug__in=["hoovering", "guilt-tripping"]))
    fields = {"channel": "email", "intensity": 6, "notes": "read at work", "occurred_approx": True}
    one = attempt_create(user=alice, tactics=tactics, **_row(person, **fields))
    attempts_bulk_create(user=alice, rows=[_row(person, tactics=tactics, **fields)])
    other = Attempt.objects.exclude(pk=one.pk).get()
    assert _content(other) == _content(one)
    tagged = [sorted(a.tactic_links.values_list("tactic_id", "user_id", "occurred_at")) for a in (one, other)]
    assert tagged[0] == tagged[1] != []
    assert other.revision_count == one.revision_count == 1
    single, bulk = one.revisions.get(), other.revisions.get()
    assert (bulk.number, bulk.changed) == (single.number, single.changed)
    assert bulk.snapshot == attempt_snapshot(other)
    assert set(bulk.snapshot) == set(single.snapshot)
    assert log_verify(user=alice) is None


def test_links_follow_the_chain_between_single_writes(alice):
    person = make_person(user=alice)
    make_attempt(user=alice, person=person, message="before")
    written = attempts_bulk_create(
        user=alice,
        rows=(_row(person, message=f"number {i}") for i in range(7)),
        batch_size=3,
    )
    make_attempt(user=alice, person=person, message="after")
    assert written == 7
    links = list(ChainLink.objects.filter(user=alice).order_by("seq"))
    assert [link.seq for link in links] == list(range(1, 10))
    assert all(b.prev == a.hash for a, b in pairwise(links))
    head = ChainHead.objects.get(user=alice)
    assert (head.seq, head.hash) == (9, links[-1].hash)
    assert [link.attempt.message for link in links[1:8]] == [f"number {i}" for i in range(7)]
    assert log_verify(user=alice) is None
    call_command("verify_log", "alice")


def test_tallies_equal_the_real_counts(alice):
    person = make_person(user=alice)
    hoovering, rage, baiting = (Tactic.objects.get(slug=s) for s in ("hoovering", "rage", "baiting"))
    make_attempt(user=alice, person=person, tactics=["hoovering"])
    rows = [
        _row(person, tactics=[hoovering, rage]),
        _row(person, tactics=[rage.pk, rage.pk]),  # ids work too; a repeat counts once
        _row(person, tactics=[baiting]),
        _row(person),
    ]
    attempts_bulk_create(user=alice, rows=rows)
    real = Counter(Attempt.tactics.through.objects.filter(attempt__user=alice).values_list("tactic__slug", flat=True))
    stored = dict(TacticTally.objects.filter(user=alice).values_list("tactic__slug", "count"))
    assert stored == dict(real) == {"hoovering": 2, "rage": 2, "baiting": 1}


def test_it_refuses_someone_elses_person_and_writes_nothing(alice, bob):
    theirs = make_person(user=bob)
    mine = make_person(user=alice)
    with pytest.raises(ValidationError):
        attempts_bulk_create(user=alice, rows=[_row(mine), _row(theirs)])
    assert not Attempt.objects.exists()
    assert not ChainLink.objects.exists()


def test_it_validates_fields_as_attempt_create_does(alice):
    person = make_person(user=alice)
    with pytest.raises(ValidationError, match="intensity"):
        attempts_bulk_create(user=alice, rows=[_row(person, intensity=11)])
    with pytest.raises(TypeError, match="colour"):
        attempts_bulk_create(user=alice, rows=[_row(person, colour="blue")])


def test_it_writes_a_batch_in_a_few_queries(alice, django_assert_max_num_queries):
    person = make_person(user=alice)
    hoovering = Tactic.objects.get(slug="hoovering")
    rows = [_row(person, tactics=[hoovering], occurred_at=timezone.now()) for _ in range(50)]
    # Expect 20 queries, savepoints included:
    # * the user's people, the tactics
    # * the chain head (select, then insert in its own savepoint: three)
    # * per batch: attempts, tactic links, revisions, the revisions' ids, chain links,
    #   the roll-ups (their state: select, insert on the first write, select; the rows)
    # * the chain head, once; the tallies (select, insert)
    with django_assert_max_num_queries(20):
        attempts_bulk_create(user=alice, rows=rows)
    assert Attempt.objects.count() == 50


def test_ids_in_key_order_are_fresh_random_ids_smallest_first_and_the_writer_uses_them(alice):
    drawn = list(ids_in_key_order(50))
    assert drawn == sorted(drawn) and len(set(drawn)) == 50 and {pk.version for pk in drawn} == {4}
    assert drawn != list(ids_in_key_order(50))
    person = make_person(user=alice)
    attempts_bulk_create(user=alice, rows=[_row(person) for _ in range(5)], ids=iter(drawn[:5]))
    order = ChainLink.objects.filter(user=alice).order_by("seq").values_list("attempt_id", flat=True)
    assert list(order) == drawn[:5]


def test_every_entry_of_a_write_over_several_statements_is_found_by_search(alice):
    person = make_person(user=alice)
    count = 2 * ROWS_PER_STATEMENT + 3
    words = ["".join("abcdefghijklmnopqrstuvwxyz"[int(d)] for d in f"{n:04d}") + "q" for n in range(count)]
    attempts_bulk_create(user=alice, rows=[_row(person, message=f"note {word}") for word in words])
    mine = Attempt.objects.filter(user=alice)
    for word in (words[0], words[ROWS_PER_STATEMENT - 1], words[ROWS_PER_STATEMENT], words[-1]):
        assert list(with_words(mine, [word]).values_list("message", flat=True)) == [f"note {word}"]
    assert with_words(mine, ["note"]).count() == count
