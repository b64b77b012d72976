"""Deleting a person whose contact attempts are in the log: the choice is explained on
the page before the one click that deletes (issue 12)."""

from urllib.parse import urlencode

import pytest
from django.urls import reverse

from apps.attempts.models import Attempt
from apps.attempts.services import attempt_delete
from apps.attempts.verification import log_verify
from apps.counter.models import Person
from tests.factories import PASSWORD, make_attempt, make_person

pytestmark = pytest.mark.django_db


@pytest.fixture
def person(alice) -> Person:
    person = make_person(user=alice, label="J")
    for i in range(2):
        make_attempt(user=alice, person=person, message=f"answer me {i}")
    return Person.objects.get(pk=person.pk)


def delete_url(person) -> str:
    return reverse("counter:person-delete", args=[person.pk])


def test_the_page_explains_the_choice_before_the_last_click(alice_reauthenticated_client, person):
    r = alice_reauthenticated_client.get(delete_url(person))
    content = r.content.decode()
    assert "Your log holds 2 entries about J reaching out to you." in content
    # The safer way first: archive, which keeps everything.
    assert "Keep everything" in content
    assert "and so do the 2 entries in your log" in content
    assert f'action="{reverse("counter:person-archive", args=[person.pk])}"' in content
    # Or delete: exactly what goes, and what stays (the markers).
    assert "It also deletes the 2 entries in your log: their words, your notes, the tactics and any files." in content
    assert "a small marker stays: the date it was deleted and a fingerprint of what it held" in content
    assert f'action="{reverse("attempts:person-erase", args=[person.pk])}"' in content
    assert '<input type="hidden" name="entries" value="2">' in content
    assert "Delete J and 2 entries</button>" in content
    assert "Delete for good" not in content  # that button would fail: it is not offered
    assert Person.objects.filter(pk=person.pk).exists()


def test_the_archive_path_keeps_everything(alice_reauthenticated_client, alice, person):
    r = alice_reauthenticated_client.post(reverse("counter:person-archive", args=[person.pk]))
    assert r.status_code == 302
    person.refresh_from_db()
    assert person.is_archived
    assert Attempt.objects.filter(person=person).live().count() == 2
    assert person.streaks.exists()
    # An archived person's page says so and offers to leave it that way.
    content = alice_reauthenticated_client.get(delete_url(person)).content.decode()
    assert "J is archived already" in content
    assert "Archive instead" not in content


def test_deleting_for_good_is_refused_while_entries_are_live(alice_reauthenticated_client, alice, person):
    r = alice_reauthenticated_client.post(delete_url(person), follow=True)
    assert r.redirect_chain == [(delete_url(person), 302)]
    content = r.content.decode()
    assert "Entries in your log are about this person, so nothing was deleted." in content
    assert "Delete them and their entries" in content  # the choice, explained
    assert Person.objects.for_user(alice).get() == person
    assert Attempt.objects.live().count() == 2


def test_a_person_only_deleted_entries_name_is_erased_to_a_stub(alice_reauthenticated_client, alice, person):
    """Each entry was deleted on its own: the tombstones keep pointing to the person, so
    the person's row stays, nameless and hidden, and the log still verifies."""
    for attempt in Attempt.objects.filter(person=person):
        attempt_delete(attempt=attempt)
    content = alice_reauthenticated_client.get(delete_url(person)).content.decode()
    assert "Delete for good" in content  # no live entries: the plain question
    r = alice_reauthenticated_client.post(delete_url(person))
    assert r["Location"] == reverse("counter:person-list")
    stub = Person.objects.get(pk=person.pk)
    assert stub.erased_at is not None
    assert stub.label == ""
    assert not stub.streaks.exists()
    assert b">J<" not in alice_reauthenticated_client.get(reverse("counter:person-list")).content
    assert Attempt.objects.filter(person=stub, deleted_at__isnull=False).count() == 2
    assert log_verify(user=alice) is None


def test_a_person_without_entries_is_deleted_outright(alice_reauthenticated_client, alice):
    person = make_person(user=alice, label="K")
    assert "Delete for good" in alice_reauthenticated_client.get(delete_url(person)).content.decode()
    alice_reauthenticated_client.post(delete_url(person))
    assert not Person.objects.filter(pk=person.pk).exists()


def test_the_delete_page_costs_the_same_with_more_entries(
    alice_reauthenticated_client, alice, person, django_assert_num_queries
):
    # Expect 6 queries: session, user, person, and counts of streaks, urges and live entries.
    with django_assert_num_queries(6):
        alice_reauthenticated_client.get(delete_url(person))
    for i in range(20):
        make_attempt(user=alice, person=person, message=f"more {i}")
    with django_assert_num_queries(6):
        r = alice_reauthenticated_client.get(delete_url(person))
    assert "Delete J and 22 entries" in r.content.decode()


def test_deleting_for_good_asks_for_the_password_first(alice_client, alice):
    person = make_person(user=alice, label="K")
    assert alice_client.get(delete_url(person)).status_code == 200  # reading the page asks nothing
    r = alice_client.post(delete_url(person))
    assert r["Location"] == "/accounts/reauthenticate/?" + urlencode({"next": delete_url(person)})
    assert Person.objects.filter(pk=person.pk).exists()
    r = alice_client.post(r["Location"], {"password": PASSWORD})
    assert r["Location"] == reverse("counter:person-list")
    assert not Person.objects.filter(pk=person.pk).exists()


def test_another_users_person_is_a_404_before_any_password(alice, person):
    from django.test import Client

    from tests.factories import make_user

    bob = Client()
    bob.force_login(make_user(username="bob"))
    assert bob.post(delete_url(person)).status_code == 404
    assert Person.objects.filter(pk=person.pk).exists()
