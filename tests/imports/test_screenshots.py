import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from apps.attempts.models import Attempt
from apps.imports.models import Screenshot
from apps.imports.ocr import engine as engine_module
from bench.chat_screens import chat_screens
from tests.factories import make_person


@pytest.fixture
def person(alice):
    return make_person(user=alice, label="Alex")


def _post(client, png: bytes, mine="right"):
    return client.post(
        reverse("imports:screenshot-new"), {"image": SimpleUploadedFile("s.png", png, "image/png"), "mine": mine}
    )


def test_the_words_of_their_side_are_offered_and_saved_with_the_screenshot(alice, alice_client, person):
    png, screen = chat_screens(2)[0]
    r = _post(alice_client, png)
    shot = Screenshot.objects.get()
    assert r.status_code == 302 and r["Location"] == shot.get_absolute_url()
    assert shot.status == Screenshot.Status.READ
    page = alice_client.get(shot.get_absolute_url()).content.decode()
    assert screen.theirs[-1].split()[-1].strip("?.") in page  # their last message is offered
    assert screen.mine[0] not in shot.text  # the user's own side is left out
    r = alice_client.post(
        shot.get_absolute_url(),
        {"person": person.pk, "occurred_at": "2025-03-01T10:00", "channel": "text", "message": shot.text},
    )
    entry = Attempt.objects.get(user=alice)
    assert r.status_code == 302 and r["Location"] == reverse("attempts:detail", args=[entry.pk])
    assert "read from a screenshot" in entry.notes and entry.files.count() == 1
    shot.refresh_from_db()
    assert shot.status == Screenshot.Status.SAVED and not shot.image


def test_the_tactics_ticked_while_checking_the_words_are_saved_with_the_entry(alice, alice_client, person):
    png, _ = chat_screens(2)[0]
    _post(alice_client, png)
    shot = Screenshot.objects.get()
    data = {
        "person": person.pk,
        "occurred_at": "2025-03-01T10:00",
        "channel": "text",
        "message": "Why are you ignoring me?",
    }
    page = alice_client.get(shot.get_absolute_url()).content.decode()
    assert 'id="tactic-guilt-tripping"' in page  # what the suggestion chips tick

    r = alice_client.post(shot.get_absolute_url(), {**data, "tactics": ["no-such-tactic"]})
    assert r.status_code == 200 and "not on the list" in r.content.decode()
    assert Attempt.objects.count() == 0 and Screenshot.objects.get().image  # nothing lost

    alice_client.post(shot.get_absolute_url(), {**data, "tactics": ["guilt-tripping"]})
    entry = Attempt.objects.get(user=alice)
    assert [t.slug for t in entry.tactics.all()] == ["guilt-tripping"]


def test_the_pages_ask_whether_reading_works_without_loading_tesseract(alice_client, person, monkeypatch):
    # Only the worker that reads loads Tesseract and its model (tens of MB); a web process
    # serving the pages never does.
    def loaded(*args, **kwargs):
        raise AssertionError("a page loaded Tesseract")

    monkeypatch.setattr(engine_module, "Engine", loaded)
    engine_module.engine.cache_clear()
    try:
        for name in ("imports:index", "imports:screenshot-new"):
            page = alice_client.get(reverse(name)).content.decode()
            assert "Reading text from images is off" not in page
    finally:
        engine_module.engine.cache_clear()


def test_without_tesseract_the_screenshot_is_kept_and_a_quiet_note_says_so(alice_client, person, monkeypatch):
    monkeypatch.setattr(engine_module, "model_dir", lambda: None)
    engine_module.engine.cache_clear()
    try:
        png, _ = chat_screens(1)[0]
        _post(alice_client, png)
        shot = Screenshot.objects.get()
        assert shot.status == Screenshot.Status.OFF and shot.image
        assert "Reading text from images is off" in alice_client.get(shot.get_absolute_url()).content.decode()
    finally:
        engine_module.engine.cache_clear()


def test_a_file_that_is_not_an_image_is_refused(alice_client, person):
    r = alice_client.post(
        reverse("imports:screenshot-new"), {"image": SimpleUploadedFile("a.png", b"<html>", "image/png")}
    )
    assert r.status_code == 200 and Screenshot.objects.count() == 0


def test_the_entry_words_feed_the_log_search(alice, alice_client, person):
    png, screen = chat_screens(2)[0]
    _post(alice_client, png)
    shot = Screenshot.objects.get()
    alice_client.post(
        shot.get_absolute_url(),
        {"person": person.pk, "occurred_at": "2025-03-01T10:00", "channel": "text", "message": shot.text},
    )
    from apps.attempts.search import message_terms, with_words

    word = message_terms(screen.theirs[0])[-1]
    assert with_words(Attempt.objects.filter(user=alice), [word]).count() == 1


def test_a_screenshot_whose_reading_stopped_for_good_can_be_typed_and_saved(alice, alice_client, person):
    from apps.jobs.models import Job

    png, _ = chat_screens(1)[0]
    _post(alice_client, png)
    shot = Screenshot.objects.get()
    Screenshot.objects.filter(pk=shot.pk).update(status=Screenshot.Status.WAITING, text="")
    running = Job.objects.create(user=alice, kind="x", title="Reading", status=Job.Status.RUNNING)
    Job.objects.filter(pk=running.pk).update(back_url=shot.get_absolute_url())
    assert 'hx-trigger="every 1s"' in alice_client.get(shot.get_absolute_url()).content.decode()  # waits for it

    Job.objects.filter(pk=running.pk).update(status=Job.Status.FAILED)  # its worker died for good
    page = alice_client.get(shot.get_absolute_url()).content.decode()
    assert "stopped before it finished" in page and 'hx-trigger="every 1s"' not in page
    alice_client.post(
        shot.get_absolute_url(),
        {"person": person.pk, "occurred_at": "2025-03-01T10:00", "channel": "text", "message": "Typed by hand"},
    )
    assert Attempt.objects.get(user=alice).message == "Typed by hand"
