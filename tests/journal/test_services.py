import datetime as dt

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction

from apps.attempts.models import ChainLink, Response
from apps.attempts.verification import log_verify
from apps.journal import services
from apps.journal.models import Entry
from tests.factories import make_attempt, make_entry, make_person, make_urge

pytestmark = pytest.mark.django_db
DAY = dt.date(2026, 3, 4)


def test_an_entry_is_kept_as_plain_text(alice):
    entry = services.entry_create(user=alice, date=DAY, text="<p>one</p><p>two\u200b</p>")
    assert entry.text == "one\ntwo"


def test_an_entry_needs_words_or_a_mood(alice):
    with pytest.raises(ValidationError, match="Write a few words"):
        services.entry_create(user=alice, date=DAY, text=" \n ")
    assert services.entry_create(user=alice, date=DAY, mood=3).text == ""


@pytest.mark.parametrize("mood", [0, 6, -1, 100])
def test_a_mood_out_of_range_is_refused_by_the_service(alice, mood):
    with pytest.raises(ValidationError):
        services.entry_create(user=alice, date=DAY, mood=mood, text="x")
    assert not Entry.objects.exists()


@pytest.mark.parametrize("mood", [0, 6])
def test_the_database_refuses_a_mood_out_of_range_too(alice, mood):
    with pytest.raises(IntegrityError), transaction.atomic():
        Entry.objects.create(user=alice, date=DAY, mood=mood, text="x")


def test_an_entry_cannot_point_at_another_users_things(alice, bob):
    person = make_person(user=bob)
    for link in (
        {"person": person},
        {"attempt": make_attempt(user=bob, person=person)},
        {"urge": make_urge(person=person)},
    ):
        with pytest.raises(ValidationError, match="Choose one of your own"):
            services.entry_create(user=alice, date=DAY, text="x", **link)


def test_removing_what_an_entry_is_about_keeps_the_entry(alice):
    person = make_person(user=alice)
    urge = make_urge(person=person)
    entry = make_entry(user=alice, urge=urge)
    urge.delete()
    entry.refresh_from_db()
    assert entry.urge is None and entry.text


def test_an_update_is_cleaned_like_a_new_entry(alice):
    entry = make_entry(user=alice)
    with pytest.raises(ValidationError):
        services.entry_update(entry=entry, text="", mood=None)
    with pytest.raises(TypeError):
        services.entry_update(entry=entry, user=None)


def test_a_check_in_is_an_entry_of_its_own_kind(alice):
    entry = services.checkin_record(user=alice, date=DAY, mood=4, line="fine")
    assert (entry.kind, entry.mood, entry.text) == (Entry.Kind.CHECK_IN, 4, "fine")


def test_settings_default_to_showing_prompts_and_are_saved_once_chosen(alice):
    assert services.journal_settings_get(user=alice).show_prompts is True
    assert services.journal_settings_get(user=alice).pk is None
    services.journal_settings_set(user=alice, show_prompts=False)
    services.journal_settings_set(user=alice, show_prompts=False)
    assert services.journal_settings_get(user=alice).show_prompts is False


def test_a_saved_reply_is_a_new_revision_of_the_attempt_in_its_chain(alice):
    attempt = make_attempt(user=alice, message="Can we talk?", notes="Came at night.")
    revision = services.reply_save(attempt=attempt, reply="<b>Noted.</b>", date=DAY)
    attempt.refresh_from_db()
    assert attempt.response == Response.REPLIED
    assert attempt.notes == "Came at night.\n\nYour reply (4 March 2026):\nNoted."
    assert revision.number == 2 and set(revision.changed) == {"response", "notes"}
    assert ChainLink.objects.filter(user=alice).count() == 2
    assert log_verify(user=alice) is None


def test_an_empty_or_too_long_reply_is_not_saved(alice):
    attempt = make_attempt(user=alice, notes="n" * 4990)
    with pytest.raises(ValidationError, match="nothing to save"):
        services.reply_save(attempt=attempt, reply="  ", date=DAY)
    with pytest.raises(ValidationError, match="longer than 5,000"):
        services.reply_save(attempt=attempt, reply="Noted.", date=DAY)
    attempt.refresh_from_db()
    assert attempt.revision_count == 1
