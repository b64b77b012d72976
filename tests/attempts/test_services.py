import pytest
from django.db import connection

from apps.attempts import services
from apps.attempts.models import ChainLink, Response
from apps.attempts.verification import log_verify
from apps.tactics.models import Tactic
from tests.factories import make_attempt, make_person, png_bytes

pytestmark = pytest.mark.django_db


def test_creating_an_attempt_stores_revision_one_and_a_link(alice):
    attempt = make_attempt(user=alice, message="just checking in")
    assert attempt.revision_count == 1
    (revision,) = attempt.revisions.all()
    assert revision.snapshot["message"] == "just checking in"
    assert revision.changed == ["created"]
    assert ChainLink.objects.get(user=alice).seq == 1
    assert log_verify(user=alice) is None


def test_an_edit_never_overwrites(alice):
    attempt = make_attempt(user=alice, message="first words")
    hoovering = Tactic.objects.get(slug="hoovering")
    revision = services.attempt_update(attempt=attempt, message="second words", tactics=[hoovering])
    assert revision.number == 2
    assert sorted(revision.changed) == ["message", "tactics"]
    first, second = attempt.revisions.order_by("number")
    assert first.snapshot["message"] == "first words"
    assert second.snapshot["message"] == "second words"
    assert second.snapshot["tactics"] == ["hoovering"]
    assert log_verify(user=alice) is None


def test_saving_without_changes_makes_no_revision(alice):
    attempt = make_attempt(user=alice, message="same")
    assert services.attempt_update(attempt=attempt, message="same") is None
    assert attempt.revisions.count() == 1


def test_deleting_erases_content_and_files_but_leaves_a_tombstone(alice, django_capture_on_commit_callbacks):
    attempt = make_attempt(user=alice, message="private words", notes="my notes", files=[("shot.png", png_bytes())])
    stored = attempt.files.get()
    storage, name = stored.original.storage, stored.original.name
    assert storage.exists(name)
    with django_capture_on_commit_callbacks(execute=True):
        services.attempt_delete(attempt=attempt)
    attempt.refresh_from_db()
    assert attempt.is_deleted
    assert attempt.message == attempt.notes == ""
    assert len(attempt.erased_hash) == 64
    assert attempt.files.count() == 0
    assert not storage.exists(name)
    assert all(r.snapshot is None for r in attempt.revisions.all())
    assert ChainLink.objects.filter(user=alice).last().kind == "tombstone"
    assert log_verify(user=alice) is None


def test_one_changed_character_behind_the_apps_back_is_found_at_that_record(alice):
    make_attempt(user=alice, message="one")
    target = make_attempt(user=alice, message="two")
    make_attempt(user=alice, message="three")
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE attempts_attempt SET message = %s WHERE id = %s",
            ["twO", target.pk.hex if connection.vendor == "sqlite" else target.pk],
        )
    broken = log_verify(user=alice)
    assert broken is not None
    assert str(target.pk) in broken.ref
    assert broken.seq == target.links.get().seq


def test_a_changed_revision_is_found_at_its_link(alice):
    make_attempt(user=alice, message="one")
    target = make_attempt(user=alice, message="two")
    revision = target.revisions.get()
    revision.snapshot = {**revision.snapshot, "message": "tw0"}
    revision.save()  # an edit that skips the services: the chain must notice
    broken = log_verify(user=alice)
    assert broken.seq == 2
    assert "changed" in broken.reason


def test_a_removed_link_is_found(alice):
    make_attempt(user=alice, message="one")
    make_attempt(user=alice, message="two")
    ChainLink.objects.filter(user=alice, seq=2).delete()
    assert log_verify(user=alice) is not None


def test_each_users_chain_is_their_own(alice, bob):
    make_attempt(user=alice, message="a")
    make_attempt(user=bob, message="b")
    make_attempt(user=alice, message="c")
    assert list(ChainLink.objects.filter(user=alice).values_list("seq", flat=True)) == [1, 2]
    assert log_verify(user=alice) is None
    assert log_verify(user=bob) is None


def test_the_other_persons_attempts_never_change_a_streak(alice):
    person = make_person(user=alice)
    streaks = list(person.streaks.values())
    before = (person.current_start, person.past_streaks, person.longest_past_days, person.total_past_days)
    make_attempt(user=alice, person=person, message="please answer", response=Response.NONE)
    attempt = make_attempt(user=alice, person=person, message="I replied", response=Response.REPLIED)
    services.attempt_update(attempt=attempt, message="I replied, twice")
    services.attempt_delete(attempt=attempt)
    person.refresh_from_db()
    assert (person.current_start, person.past_streaks, person.longest_past_days, person.total_past_days) == before
    assert list(person.streaks.values()) == streaks
    assert person.slips.count() == 0


def test_tactic_tallies_follow_every_write(alice):
    from apps.attempts.selectors import tactic_tally

    attempt = make_attempt(user=alice, message="x", tactics=["hoovering"])
    make_attempt(user=alice, message="y", tactics=["hoovering", "baiting"])
    assert tactic_tally(user=alice, slug="hoovering") == 2
    services.attempt_update(attempt=attempt, tactics=[Tactic.objects.get(slug="baiting")])
    assert tactic_tally(user=alice, slug="hoovering") == 1
    assert tactic_tally(user=alice, slug="baiting") == 2
    services.attempt_delete(attempt=attempt)
    assert tactic_tally(user=alice, slug="baiting") == 1
    assert tactic_tally(user=alice, slug="gaslighting") == 0


def test_a_tactic_that_tags_an_entry_cannot_be_deleted(alice):
    from django.db.models import ProtectedError

    make_attempt(user=alice, tactics=["baiting"])
    with pytest.raises(ProtectedError):
        Tactic.objects.get(slug="baiting").delete()
