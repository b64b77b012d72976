"""An entry about something the user has since deleted in another part of the app: a
logged message (now a tombstone in the log), or a person deleted with their entries
(now a nameless stub). The entry stays, says nothing of what is gone, and can still
be edited."""

import pytest
from django.urls import reverse

from apps.attempts.services import attempt_delete, person_delete_with_entries
from tests.factories import make_attempt, make_entry, make_person

pytestmark = pytest.mark.django_db


def test_an_entry_about_a_deleted_message_no_longer_links_to_it_and_can_be_edited(alice_client, alice):
    person = make_person(user=alice, label="M")
    attempt = make_attempt(user=alice, person=person, message="call me")
    entry = make_entry(user=alice, text="what I felt", person=person, attempt=attempt)
    attempt_delete(attempt=attempt)

    page = alice_client.get(reverse("journal:detail", args=[entry.pk])).content.decode()
    assert reverse("attempts:detail", args=[attempt.pk]) not in page
    assert "Contact attempt" not in page and "what I felt" in page

    form = alice_client.get(reverse("journal:edit", args=[entry.pk])).context["form"]
    assert not form["attempt"].value()
    r = alice_client.post(
        reverse("journal:edit", args=[entry.pk]),
        {**{k: v for k, v in form.initial.items() if v is not None}, "text": "what I felt, later"},
    )
    assert r.status_code == 302, r.context["form"].errors
    entry.refresh_from_db()
    assert entry.text == "what I felt, later" and entry.attempt_id is None and entry.person_id == person.pk


def test_an_entry_about_a_person_deleted_with_their_entries_keeps_no_trace_of_them(alice_client, alice):
    person = make_person(user=alice, label="LABEL-GONE")
    attempt = make_attempt(user=alice, person=person, message="call me")
    entry = make_entry(user=alice, text="what I felt", person=person, attempt=attempt)
    person_delete_with_entries(person=person, entries=1)

    for url in (reverse("journal:detail", args=[entry.pk]), reverse("journal:index")):
        page = alice_client.get(url).content.decode()
        assert reverse("counter:person-detail", args=[person.pk]) not in page and "About" not in page
    form = alice_client.get(reverse("journal:edit", args=[entry.pk])).context["form"]
    assert not form["person"].value() and not form["attempt"].value()
    r = alice_client.post(
        reverse("journal:edit", args=[entry.pk]), {"date": entry.date.isoformat(), "text": "still mine"}
    )
    assert r.status_code == 302
    entry.refresh_from_db()
    assert (entry.text, entry.person_id, entry.attempt_id) == ("still mine", None, None)
