"""Checking the log: every live attempt, as stored now, must be its latest revision's snapshot.

The check reads each attempt's columns straight from the driver and writes them as a
snapshot does (verification._current); these tests change each of them, and the snapshot
itself, behind the app's back, on both databases.
"""

import datetime as dt
import json

import pytest

from apps.attempts.consistent_read import read_snapshot
from apps.attempts.models import Attempt, AttemptRevision, AttemptTactic, ChainLink, EvidenceFile
from apps.attempts.records import json_value
from apps.attempts.services import attempt_snapshot
from apps.attempts.verification import CHANGED, SNAPSHOT_FIELDS, _current, _matches, log_verify
from apps.tactics.models import Tactic
from tests.chains import rehash_chain
from tests.factories import make_attempt, make_person, png_bytes

pytestmark = pytest.mark.django_db

WHEN = dt.datetime(2026, 3, 1, 12, 30, tzinfo=dt.UTC)


@pytest.fixture
def target(alice):
    """Two attempts before the one whose columns the tests change, and one after."""
    person = make_person(user=alice)
    make_attempt(user=alice, person=person, message="first", occurred_at=WHEN - dt.timedelta(days=2))
    make_attempt(user=alice, person=person, message="second", tactics=["guilt-tripping"])
    attempt = make_attempt(
        user=alice,
        person=person,
        message="the one",
        occurred_at=WHEN,
        via="a friend",
        intensity=4,
        notes="my notes",
        tactics=["hoovering", "love-bombing"],
        files=[("a.png", png_bytes())],
    )
    make_attempt(user=alice, person=person, message="after")
    assert log_verify(user=alice) is None
    return attempt


def _link_seq(attempt) -> int:
    return ChainLink.objects.get(attempt=attempt, revision__number=attempt.revision_count).seq


def _other_person(attempt):
    return make_person(user=attempt.user, label="K").pk


# Each column of an attempt that its snapshot holds, and a value it could be changed to.
CHANGES = {
    "person_id": _other_person,
    "occurred_at": lambda a: a.occurred_at + dt.timedelta(microseconds=1),
    "occurred_approx": lambda a: not a.occurred_approx,
    "recorded_at": lambda a: a.recorded_at - dt.timedelta(seconds=1),
    "channel": lambda a: "call",
    "via": lambda a: "someone else",
    "message": lambda a: "the one, rewritten",
    "intensity": lambda a: None,
    "response": lambda a: "replied",
    "notes": lambda a: "",
}


@pytest.mark.parametrize("column", sorted(CHANGES))
def test_each_column_changed_behind_the_apps_back_is_found_at_the_attempts_link(target, column):
    Attempt.objects.filter(pk=target.pk).update(**{column: CHANGES[column](target)})

    broken = log_verify(user=target.user)

    assert (broken.seq, broken.ref, broken.reason) == (_link_seq(target), f"attempt:{target.pk}", CHANGED)


def test_every_column_a_snapshot_holds_is_changed_by_one_test(target):
    """The list above covers the snapshot: its fields but the id (below), tactics and files
    (below), each under the column that holds it."""
    covered = {c.removesuffix("_id") for c in CHANGES} | {"id", "tactics", "files"}
    assert covered == set(attempt_snapshot(target)) == set(SNAPSHOT_FIELDS)


def test_a_tactic_added_behind_the_apps_back_is_found(target):
    AttemptTactic.objects.create(
        attempt=target,
        tactic=Tactic.objects.get(slug="guilt-tripping"),
        user=target.user,
        occurred_at=target.occurred_at,
    )
    assert log_verify(user=target.user).ref == f"attempt:{target.pk}"


def test_a_tactic_removed_behind_the_apps_back_is_found(target):
    AttemptTactic.objects.filter(attempt=target, tactic__slug="hoovering").delete()
    assert log_verify(user=target.user).ref == f"attempt:{target.pk}"


def test_a_files_hash_changed_behind_the_apps_back_is_found(target):
    EvidenceFile.objects.filter(attempt=target).update(sha256="0" * 64)
    assert log_verify(user=target.user).ref == f"attempt:{target.pk}"


def test_a_file_removed_behind_the_apps_back_is_found(target):
    EvidenceFile.objects.filter(attempt=target).delete()
    assert log_verify(user=target.user).ref == f"attempt:{target.pk}"


def _rewrite_snapshot(attempt, change) -> None:
    """Rewrite the attempt's latest snapshot and re-hash the chain over it, so that only
    the comparison with the attempt as stored can find it."""
    revision = AttemptRevision.objects.get(attempt=attempt, number=attempt.revision_count)
    snapshot = json.loads(json.dumps(revision.snapshot))
    change(snapshot)
    AttemptRevision.objects.filter(pk=revision.pk).update(snapshot=snapshot)
    rehash_chain(attempt.user)


@pytest.mark.parametrize("field", SNAPSHOT_FIELDS)
def test_a_rehashed_snapshot_differing_in_any_field_is_found(target, field):
    def change(snapshot):
        snapshot[field] = None if snapshot[field] is not None else 1

    _rewrite_snapshot(target, change)

    broken = log_verify(user=target.user)
    assert (broken.seq, broken.ref, broken.reason) == (_link_seq(target), f"attempt:{target.pk}", CHANGED)


@pytest.mark.parametrize(
    "change",
    [
        lambda s: s.update(extra="a field no snapshot has"),
        lambda s: s.pop("notes"),
        lambda s: s.update(tactics=list(reversed(s["tactics"]))),
        lambda s: s.update(intensity=str(s["intensity"])),
    ],
    ids=["a field added", "a field removed", "tactics out of order", "a number as text"],
)
def test_a_rehashed_snapshot_of_another_shape_is_found(target, change):
    _rewrite_snapshot(target, change)
    assert log_verify(user=target.user).ref == f"attempt:{target.pk}"


def test_a_rehashed_snapshot_that_is_not_an_object_is_found(target):
    revision = AttemptRevision.objects.get(attempt=target, number=target.revision_count)
    AttemptRevision.objects.filter(pk=revision.pk).update(snapshot=list(revision.snapshot.values()))
    rehash_chain(target.user)
    assert log_verify(user=target.user).ref == f"attempt:{target.pk}"


def test_a_live_attempts_erased_latest_revision_is_found_at_its_link(target):
    """An erased record (None) verifies through its kept hash: for a deleted attempt. A live
    attempt whose latest revision was erased no longer matches it."""
    AttemptRevision.objects.filter(attempt=target, number=1).update(snapshot=None)

    broken = log_verify(user=target.user)

    assert (broken.seq, broken.ref, broken.reason) == (_link_seq(target), f"attempt:{target.pk}", CHANGED)


def test_a_live_attempt_whose_latest_revision_has_no_link_is_named(target):
    Attempt.objects.filter(pk=target.pk).update(revision_count=2)

    broken = log_verify(user=target.user)

    assert (broken.seq, broken.ref, broken.reason) == (0, f"attempt:{target.pk}", CHANGED)


@pytest.mark.parametrize(
    "occurred_at",
    [
        WHEN,
        WHEN + dt.timedelta(microseconds=1),
        WHEN + dt.timedelta(microseconds=999_999),
        dt.datetime(1969, 12, 31, 23, 59, 59, 500_000, tzinfo=dt.UTC),
        dt.datetime(999, 1, 2, 3, 4, 5, tzinfo=dt.UTC),
        dt.datetime(2026, 3, 1, 23, 30, tzinfo=dt.timezone(dt.timedelta(hours=-5))),
    ],
)
def test_the_attempt_as_read_for_the_check_is_its_snapshot(alice, occurred_at):
    """What _current makes of the raw columns is what services.attempt_snapshot writes."""
    attempt = make_attempt(
        user=alice, message='é "quoted"\n', occurred_at=occurred_at, tactics=["hoovering"], intensity=None
    )
    attempt.refresh_from_db()
    with read_snapshot() as cursor:
        [(seq, stored, current)] = list(_current(cursor, alice))

    assert seq == attempt.revisions.get().link.seq
    assert json_value(stored) == attempt.revisions.get().snapshot
    assert dict(zip(SNAPSHOT_FIELDS, current, strict=True)) == attempt_snapshot(attempt)
    assert log_verify(user=alice) is None


# A snapshot as stored, and variants: equal for Python whatever their key order, and for
# True, 1 and 1.0, which JSON tells apart (the record hashes do).
SNAPSHOT = {**{field: f"{field} value" for field in SNAPSHOT_FIELDS}, "tactics": ["x", "y"], "intensity": 1}


@pytest.mark.parametrize(
    "stored",
    [
        SNAPSHOT,
        dict(reversed(SNAPSHOT.items())),
        {**SNAPSHOT, "intensity": True},
        {**SNAPSHOT, "intensity": 1.0},
        {**SNAPSHOT, "intensity": "1"},
        {**SNAPSHOT, "tactics": ["y", "x"]},
        {**SNAPSHOT, "tactics": ("x", "y")},
        {**SNAPSHOT, "extra": None},
        {k: v for k, v in SNAPSHOT.items() if k != "id"},
        {**{k: v for k, v in SNAPSHOT.items() if k != "id"}, "ID": SNAPSHOT["id"]},
        list(SNAPSHOT.values()),
        "id",
        None,
    ],
)
def test_comparing_by_values_answers_as_comparing_the_snapshots(stored):
    current = tuple(SNAPSHOT.values())
    assert _matches(stored, current) == (stored == SNAPSHOT)
