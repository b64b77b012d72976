"""The reply check's pages: flags with their words, a calmer shape, a grey-rock line;
the draft kept nowhere unless saved as the reply on a logged message."""

import pytest
from django.apps import apps
from django.contrib.sessions.models import Session
from django.urls import reverse

from apps.attempts.models import Attempt, Response
from apps.attempts.services import attempt_delete
from apps.counter.models import Person
from tests.factories import make_attempt, make_person

pytestmark = pytest.mark.django_db
URL = reverse("journal:reply-check")
SAVE = reverse("journal:reply-save")
DRAFT = "I'm so sorry, I feel terrible. I only said it because you shouted first. Can we talk? Pick-up is at 5."


def row_counts() -> dict[str, int]:
    return {model._meta.label: model.objects.count() for model in apps.get_models() if model is not Session}


def test_the_page_shows_the_message_it_answers(alice_client, alice):
    attempt = make_attempt(user=alice, message="Why are you ignoring me?")
    page = alice_client.get(URL, {"attempt": attempt.pk}).content.decode()
    assert "Why are you ignoring me?" in page
    assert f'value="{attempt.pk}"' in page


def test_checking_shows_each_flag_with_its_words_a_shape_and_a_grey_rock_line(alice_client):
    r = alice_client.post(URL, {"draft": DRAFT})
    page = r.content.decode()
    assert r.status_code == 200
    for name in ("Justifying, arguing, defending or explaining", "Sharing your feelings", "Apologising or softening"):
        assert name in page
    assert "Questions that invite more contact" in page
    assert "“because”" in page and "“Can we talk”" in page and "“sorry”" in page
    assert "Thanks for your message. Pick-up is at 5." in page  # the shape, in the box to edit
    assert "Noted." in page
    assert "Throw it away" in page


def test_the_answer_is_never_cached_by_the_browser(alice_client):
    r = alice_client.post(URL, {"draft": DRAFT})
    assert "no-store" in r["Cache-Control"]
    assert "no-store" in alice_client.get(URL)["Cache-Control"]


def test_htmx_gets_the_results_alone(alice_client):
    r = alice_client.post(URL, {"draft": DRAFT}, headers={"HX-Request": "true"})
    assert b"<html" not in r.content and r.content.lstrip().startswith(b'<div id="results"')


def test_checking_stores_nothing_anywhere(alice_client, alice):
    make_attempt(user=alice)
    alice_client.get(URL)
    before = row_counts()
    alice_client.post(URL, {"draft": "A DRAFT-ONLY-WORD for the check."})
    alice_client.post(URL, {"draft": "A DRAFT-ONLY-WORD for htmx."}, headers={"HX-Request": "true"})
    assert row_counts() == before
    for session in Session.objects.all():
        assert "DRAFT-ONLY-WORD" not in str(session.get_decoded())
    assert not Attempt.objects.filter(notes__contains="DRAFT-ONLY-WORD").exists()


@pytest.mark.parametrize("draft", ["", "   ", "<p></p>"])
def test_an_empty_draft_asks_for_one(alice_client, draft):
    r = alice_client.post(URL, {"draft": draft})
    assert r.status_code == 200
    assert "Paste or write the reply you are thinking of sending." in r.content.decode()


def test_a_draft_too_long_is_refused_and_kept(alice_client):
    r = alice_client.post(URL, {"draft": "word " * 1100 + "LAST"})
    page = r.content.decode()
    assert "the check holds up to 5,000" in page and "LAST</textarea>" in page


def test_a_pasted_html_draft_is_checked_as_text_and_shown_escaped(alice_client):
    r = alice_client.post(URL, {"draft": "<p>Sorry</p><script>alert(1)</script><p>5 &lt; 6</p>"})
    page = r.content.decode()
    assert "“Sorry”" in page and "<script>alert(1)" not in page and "5 &lt; 6" in page


def test_check_this_version_checks_the_reshaped_reply(alice_client):
    r = alice_client.post(URL, {"reply": "Sorry, pick-up is at 5.", "draft-from-reply": "1"})
    assert "“Sorry”" in r.content.decode()


def test_saving_keeps_the_reply_on_the_attempt_as_a_new_version(alice_client, alice):
    attempt = make_attempt(user=alice, person=make_person(user=alice, rule=Person.Rule.LIMITED), message="Friday?")
    r = alice_client.post(SAVE, {"attempt": attempt.pk, "reply": "Pick-up is at 5 on Friday."})
    assert r.status_code == 302 and r["Location"] == reverse("attempts:detail", args=[attempt.pk])
    attempt.refresh_from_db()
    assert attempt.response == Response.REPLIED and attempt.revision_count == 2
    assert attempt.notes.endswith("\nPick-up is at 5 on Friday.")


def test_saving_a_reply_under_no_contact_offers_to_record_a_slip(alice_client, alice):
    attempt = make_attempt(user=alice, person=make_person(user=alice, rule=Person.Rule.NO_CONTACT))
    r = alice_client.post(SAVE, {"attempt": attempt.pk, "reply": "Noted."})
    assert r["Location"].endswith("?offer=slip")


def test_an_empty_reply_is_not_saved(alice_client, alice):
    attempt = make_attempt(user=alice)
    r = alice_client.post(SAVE, {"attempt": attempt.pk, "reply": "  "})
    assert r.status_code == 200 and "There is nothing to save yet." in r.content.decode()
    attempt.refresh_from_db()
    assert attempt.revision_count == 1


def test_a_reply_cannot_be_saved_on_a_deleted_or_missing_attempt(alice_client, alice):
    attempt = make_attempt(user=alice)
    attempt_delete(attempt=attempt)
    for value in (attempt.pk, "", "not-an-id"):
        r = alice_client.post(SAVE, {"attempt": value, "reply": "Noted."})
        assert r.status_code == 200 and "Choose the logged message this reply answers." in r.content.decode()
        assert "Noted." in r.content.decode()  # what was typed is still there


def test_an_empty_draft_with_htmx_gets_the_results_fragment_with_the_error(alice_client):
    r = alice_client.post(URL, {"draft": "  "}, headers={"HX-Request": "true"})
    assert r.status_code == 200
    assert b"<html" not in r.content and r.content.lstrip().startswith(b'<div id="results"')
    assert "Paste or write the reply you are thinking of sending." in r.content.decode()


def test_a_reply_too_long_to_keep_is_refused_kept_in_the_box_and_not_saved(alice_client, alice):
    attempt = make_attempt(user=alice)
    r = alice_client.post(SAVE, {"attempt": attempt.pk, "reply": "word " * 1100 + "LAST"})
    page = r.content.decode()
    assert r.status_code == 200 and "Shorten it before saving." in page and "LAST</textarea>" in page
    attempt.refresh_from_db()
    assert attempt.revision_count == 1


def test_a_reply_that_would_overfill_the_notes_is_refused_and_kept(alice_client, alice):
    from apps.attempts.models import NOTES_MAX

    attempt = make_attempt(user=alice, notes="n" * (NOTES_MAX - 10))
    r = alice_client.post(SAVE, {"attempt": attempt.pk, "reply": "Pick-up is at 5 on Friday."})
    page = r.content.decode()
    assert r.status_code == 200
    assert f"longer than {NOTES_MAX:,} characters" in page and "Pick-up is at 5 on Friday." in page
    attempt.refresh_from_db()
    assert attempt.revision_count == 1 and attempt.response != Response.REPLIED
