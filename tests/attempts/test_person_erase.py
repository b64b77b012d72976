"""Deleting a person together with the entries logged about them (issue 12): each entry
becomes a tombstone through attempt_delete, the chain still verifies, and no words stay."""

import datetime as dt
from urllib.parse import urlencode

import pytest
from django.apps import apps
from django.core.exceptions import ValidationError
from django.db import connection
from django.urls import reverse

from apps.attempts import services
from apps.attempts.models import Attempt, ChainLink, EvidenceFile
from apps.attempts.verification import log_verify
from apps.counter import services as counter_services
from apps.counter.clock import user_today
from apps.counter.models import Person
from tests.backends import sqlite_only
from tests.factories import PASSWORD, make_attempt, make_person, make_urge, make_user, png_bytes

pytestmark = pytest.mark.django_db
MARK = "plumtreeharbour"  # a word found nowhere else, written into every kind of text


@pytest.fixture
def person(alice) -> Person:
    """A person with every kind of history, each holding MARK, and three entries."""
    today = user_today(alice)
    person = make_person(user=alice, label=f"J {MARK}", start=today - dt.timedelta(days=30), allowed_contact=MARK)
    slip = counter_services.slip_record(person=person, date=today - dt.timedelta(days=9), note=f"note {MARK}")
    counter_services.slip_update(
        slip=slip, date=slip.date, kind=slip.kind, note=f"changed {MARK}", next_start=slip.next_streak.start
    )
    counter_services.special_date_create(person=person, kind="other", label=f"day {MARK}", date=dt.date(2020, 5, 1))
    make_urge(person=Person.objects.get(pk=person.pk), unsent_message=f"unsent {MARK}", trigger_note=MARK)
    person = Person.objects.get(pk=person.pk)
    for i in range(3):
        make_attempt(
            user=alice,
            person=person,
            message=f"message {i} {MARK}",
            notes=f"my note {MARK}",
            via=f"via {MARK}",
            tactics=["guilt-tripping"],
            files=[("a.png", png_bytes())] if i == 0 else [],
        )
    return person


def erase_url(person) -> str:
    return reverse("attempts:person-erase", args=[person.pk])


def rows_holding(word: str) -> list[str]:
    """Every row of every model that holds `word` anywhere in its values."""
    found = []
    for model in apps.get_models():
        for row in model._base_manager.values():
            if word in str(row):
                found.append(f"{model._meta.label}: {row}")
    return found


def test_deleting_with_entries_leaves_tombstones_and_no_words(
    alice_reauthenticated_client, alice, person, django_capture_on_commit_callbacks
):
    entries = list(Attempt.objects.filter(person=person).values_list("pk", flat=True))
    stored = [name for f in EvidenceFile.objects.all() for name in (f.original.name, f.preview.name)]
    assert rows_holding(MARK)  # the fixture wrote it everywhere
    with django_capture_on_commit_callbacks(execute=True):  # the files go once the deletion is committed
        r = alice_reauthenticated_client.post(erase_url(person), {"entries": "3"})
    assert r.status_code == 302
    assert r["Location"] == reverse("counter:person-list")
    # Three tombstones where the entries were, chained: the log still verifies.
    tombstones = Attempt.objects.filter(pk__in=entries)
    assert tombstones.count() == 3
    assert all(a.is_deleted and a.erased_hash for a in tombstones)
    assert ChainLink.objects.filter(user=alice, kind=ChainLink.Kind.TOMBSTONE).count() == 3
    assert log_verify(user=alice) is None
    # No words: not the entries', not the person's label, notes, dates or urges.
    assert rows_holding(MARK) == []
    assert not EvidenceFile.objects.exists()
    storage = EvidenceFile._meta.get_field("original").storage
    assert len(stored) == 2
    assert not any(storage.exists(name) for name in stored)
    # The person is gone from every page; the tombstones still show in the log's records.
    assert not Person.objects.for_user(alice).exists()
    assert alice_reauthenticated_client.get(reverse("counter:person-detail", args=[person.pk])).status_code == 404
    r = alice_reauthenticated_client.get(reverse("attempts:detail", args=[entries[0]]))
    assert r.status_code == 200
    assert b"Deleted entry" in r.content


@sqlite_only("PostgreSQL indexes the message column itself (a GIN expression index): no copy of the words")
def test_the_words_leave_the_search_index(alice_reauthenticated_client, alice, person):
    from apps.attempts.search import FTS_TABLE

    def matches() -> int:
        with connection.cursor() as cursor:
            cursor.execute(f"SELECT count(*) FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s", [MARK])
            return cursor.fetchone()[0]

    assert matches() == 3
    alice_reauthenticated_client.post(erase_url(person), {"entries": "3"})
    assert matches() == 0


def test_the_erased_person_leaves_a_nameless_stub_for_the_tombstones(alice_reauthenticated_client, alice, person):
    alice_reauthenticated_client.post(erase_url(person), {"entries": "3"})
    stub = Person.objects.get(pk=person.pk)
    assert stub.erased_at is not None
    assert (stub.label, stub.allowed_contact, stub.past_streaks, stub.resisted_urges) == ("", "", 0, 0)
    for history in (stub.streaks, stub.slips, stub.changes, stub.special_dates, stub.urges):
        assert not history.exists()
    assert set(Attempt.objects.values_list("person_id", flat=True)) == {stub.pk}


def test_it_refuses_when_the_number_of_entries_changed(alice_reauthenticated_client, alice, person):
    """The page said 2 entries; 3 are there now (one was logged in another tab)."""
    r = alice_reauthenticated_client.post(erase_url(person), {"entries": "2"}, follow=True)
    assert r.redirect_chain[0][0] == reverse("counter:person-delete", args=[person.pk])
    assert "Your log now has 3 entries about this person, not 2, so nothing was deleted." in r.content.decode()
    assert b"Delete them and their entries" in r.content  # the choice, explained again
    assert Attempt.objects.live().count() == 3
    assert Person.objects.for_user(alice).get().label == f"J {MARK}"


@pytest.mark.parametrize("data", [{}, {"entries": "three"}, {"entries": "-1"}, {"entries": ""}])
def test_bad_input_deletes_nothing_and_says_so(alice_reauthenticated_client, alice, person, data):
    r = alice_reauthenticated_client.post(erase_url(person), data, follow=True)
    assert r.status_code == 200
    assert r.redirect_chain[0][0] == reverse("counter:person-delete", args=[person.pk])
    assert "Nothing was deleted" in r.content.decode()
    assert Attempt.objects.live().count() == 3
    assert Person.objects.for_user(alice).exists()


def test_it_404s_for_other_user(alice, person):
    from django.test import Client

    client = Client()
    client.force_login(make_user(username="bob"))
    assert client.post(erase_url(person), {"entries": "3"}).status_code == 404
    assert Attempt.objects.live().count() == 3


def test_it_rejects_get(alice_reauthenticated_client, person):
    assert alice_reauthenticated_client.get(erase_url(person)).status_code == 405
    assert Attempt.objects.live().count() == 3


def test_it_sends_anonymous_visitors_to_sign_in(client, person):
    r = client.post(erase_url(person), {"entries": "3"})
    assert r.status_code == 302
    assert r["Location"].startswith(reverse("account_login"))
    assert Attempt.objects.live().count() == 3


def test_it_404s_for_an_erased_person(alice_reauthenticated_client, person):
    alice_reauthenticated_client.post(erase_url(person), {"entries": "3"})
    assert alice_reauthenticated_client.post(erase_url(person), {"entries": "0"}).status_code == 404


def test_a_person_without_entries_is_deleted_outright(alice):
    person = make_person(user=alice)
    assert services.person_delete_with_entries(person=person, entries=0) == 0
    assert not Person.objects.filter(pk=person.pk).exists()


def test_it_touches_no_other_persons_entries(alice, person):
    other = make_person(user=alice, label="K")
    kept = make_attempt(user=alice, person=other, message="keep me")
    services.person_delete_with_entries(person=person, entries=3)
    kept.refresh_from_db()
    assert not kept.is_deleted
    assert kept.message == "keep me"
    assert Person.objects.for_user(alice).get() == other
    assert log_verify(user=alice) is None


def test_the_counter_alone_refuses_a_person_with_live_entries(alice, person):
    with pytest.raises(ValidationError) as caught:
        counter_services.person_delete(person=person)
    assert caught.value.code == "has_entries"
    assert Person.objects.for_user(alice).exists()
    assert Attempt.objects.live().count() == 3


def test_many_entries_are_deleted_by_a_job_with_its_progress_page(
    alice_reauthenticated_client, alice, person, monkeypatch
):
    """Past ERASE_NOW_AT_MOST the deletion runs as a job, a batch per transaction (the
    tests run jobs at once)."""
    from apps.attempts import tasks
    from apps.jobs.models import Job

    monkeypatch.setattr(services, "ERASE_NOW_AT_MOST", 2)
    monkeypatch.setattr(tasks, "ERASE_BATCH", 2)  # two batches for three entries
    r = alice_reauthenticated_client.post(erase_url(person), {"entries": "3"})
    job = Job.objects.get()
    assert r["Location"] == reverse("jobs:detail", args=[job.pk])
    assert job.status == Job.Status.DONE
    assert (job.done, job.total) == (3, 3)
    assert MARK not in job.title
    assert rows_holding(MARK) == []
    assert Attempt.objects.filter(deleted_at__isnull=False).count() == 3
    assert not Person.objects.for_user(alice).exists()
    assert log_verify(user=alice) is None
    content = alice_reauthenticated_client.get(r["Location"]).content.decode()
    assert "Deleted, with 3 entries. A marker for each entry stays in your log." in content


def test_the_job_checks_the_count_before_it_starts(alice_reauthenticated_client, alice, person, monkeypatch):
    from apps.jobs.models import Job

    monkeypatch.setattr(services, "ERASE_NOW_AT_MOST", 2)
    r = alice_reauthenticated_client.post(erase_url(person), {"entries": "4"})
    assert r["Location"] == reverse("counter:person-delete", args=[person.pk])
    assert not Job.objects.exists()
    assert Attempt.objects.live().count() == 3
    assert not Person.objects.get(pk=person.pk).is_archived


def test_an_interrupted_job_carries_on_with_the_entries_still_live(alice, person):
    """A worker stopped after the first batch: the next run deletes the rest."""
    from apps.attempts import tasks
    from apps.jobs.models import Job

    first = Attempt.objects.filter(person=person).order_by("occurred_at", "id").first()
    services.attempt_delete(attempt=first)  # what the first run had done before it stopped

    def run_again() -> Job:
        job = Job.objects.create(user=alice, kind="person-erase", title="t", attempts=1, max_attempts=3)
        tasks.person_erase.func(job_id=str(job.pk), person_id=str(person.pk), entries=3)
        job.refresh_from_db()
        return job

    assert run_again().status == Job.Status.DONE
    assert Attempt.objects.filter(deleted_at__isnull=False).count() == 3
    assert not Person.objects.for_user(alice).exists()
    assert log_verify(user=alice) is None
    # And once more, the person gone already: nothing left to do, and nothing breaks.
    assert run_again().status == Job.Status.DONE


def test_it_asks_for_the_password_first_and_deletes_once_it_is_given(alice_client, alice, person):
    """Someone holding an unlocked session cannot erase a person and their record (issue
    12 item 1): the password first; the suspended request then goes through."""
    r = alice_client.post(erase_url(person), {"entries": "3"})
    assert r.status_code == 302
    assert r["Location"] == "/accounts/reauthenticate/?" + urlencode({"next": erase_url(person)})
    assert Attempt.objects.live().count() == 3
    r = alice_client.post(r["Location"], {"password": PASSWORD})
    assert r["Location"] == reverse("counter:person-list")
    assert not Attempt.objects.live().exists()
    assert not Person.objects.for_user(alice).exists()
