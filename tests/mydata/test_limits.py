"""Limits with nothing lost: per-user write limits, the request-size cap before the
body is read, the per-user storage quota."""

import asyncio
import io

import pytest
from django.core.cache import cache
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import RequestFactory
from django.urls import reverse

from apps.attempts.models import Attempt, EvidenceFile
from apps.attempts.quota import storage_for
from nocontact.limits import parse_rates
from nocontact.request_size import RequestSizeLimitMiddleware, asgi_size_limit
from tests.factories import make_person, png_bytes

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _empty_cache():
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def person(alice):
    return make_person(user=alice, label="R.")


def entry(person, message="they wrote again", **extra):
    return {
        "person": str(person.pk),
        "occurred_at": "2026-01-05T10:30",
        "channel": "text",
        "message": message,
        "response": "none",
        **extra,
    }


def test_rates_are_read_from_settings_text():
    assert [(r.amount, r.seconds) for r in parse_rates("60/10m, 600/d,5/s")] == [(60, 600), (600, 86400), (5, 1)]


def test_quick_logging_past_the_limit_keeps_the_words_and_says_why(alice_client, person, settings):
    settings.WRITE_LIMITS = {**settings.WRITE_LIMITS, "log": "2/m"}
    for i in range(2):
        alice_client.post(reverse("attempts:quick"), {"person": person.pk, "message": f"number {i}"})
    response = alice_client.post(reverse("attempts:quick"), {"person": person.pk, "message": "the third one, kept"})
    assert response.status_code == 200
    assert b"saved a lot of entries in a short time" in response.content
    assert b"the third one, kept" in response.content
    assert Attempt.objects.count() == 2


def test_the_full_form_past_the_limit_keeps_everything_typed(alice_client, person, settings):
    settings.WRITE_LIMITS = {**settings.WRITE_LIMITS, "log": "1/h"}
    alice_client.post(reverse("attempts:create"), entry(person))
    response = alice_client.post(reverse("attempts:create"), entry(person, "second, with notes", notes="my own notes"))
    assert response.status_code == 200
    assert b"has not been saved yet" in response.content
    assert b"second, with notes" in response.content and b"my own notes" in response.content
    assert Attempt.objects.count() == 1


def test_the_limit_is_per_user(alice_client, person, settings, bob, client):
    settings.WRITE_LIMITS = {**settings.WRITE_LIMITS, "log": "1/h"}
    alice_client.post(reverse("attempts:quick"), {"person": person.pk, "message": "alice's"})
    client.force_login(bob)
    theirs = make_person(user=bob)
    client.post(reverse("attempts:quick"), {"person": theirs.pk, "message": "bob's"})
    assert Attempt.objects.count() == 2


def test_uploads_past_their_limit_keep_the_entry_unsaved_and_typed(alice_client, person, settings):
    settings.WRITE_LIMITS = {**settings.WRITE_LIMITS, "upload": "2/h"}
    files = [SimpleUploadedFile(f"s{i}.png", png_bytes(), content_type="image/png") for i in range(3)]
    response = alice_client.post(reverse("attempts:create"), {**entry(person, "with three files"), "files": files})
    assert response.status_code == 200
    assert b"attached a lot of files in a short time" in response.content
    assert b"with three files" in response.content
    assert not Attempt.objects.exists()


def test_more_files_than_allowed_at_once_is_a_form_error(alice_client, person, settings):
    settings.EVIDENCE_MAX_FILES = 2
    files = [SimpleUploadedFile(f"s{i}.png", png_bytes(), content_type="image/png") for i in range(3)]
    response = alice_client.post(reverse("attempts:create"), {**entry(person, "kept words"), "files": files})
    assert response.status_code == 200
    assert b"You can attach up to 2 files at once" in response.content
    assert b"kept words" in response.content
    assert not Attempt.objects.exists()


def test_past_djangos_own_file_count_the_request_is_refused(alice_client, person, settings):
    settings.DATA_UPLOAD_MAX_NUMBER_FILES = 3
    files = [SimpleUploadedFile(f"s{i}.png", b"x", content_type="image/png") for i in range(4)]
    response = alice_client.post(reverse("attempts:create"), {**entry(person), "files": files})
    assert response.status_code == 400
    assert not Attempt.objects.exists()


class _Unreadable(io.RawIOBase):
    """A request body that fails the test if anything reads it."""

    def read(self, *args):
        raise AssertionError("the body was read")

    readline = readinto = read


def test_a_request_over_the_size_cap_is_refused_before_its_body_is_read(alice_client, person, settings):
    settings.REQUEST_MAX_BYTES = 1000
    response = alice_client.generic(
        "POST",
        reverse("attempts:create"),
        CONTENT_TYPE="multipart/form-data; boundary=x",
        CONTENT_LENGTH="30000000",
        **{"wsgi.input": _Unreadable()},
    )
    assert response.status_code == 413
    assert b"larger than 1000" in response.content
    assert b"nothing was saved" in response.content
    assert not Attempt.objects.exists()


def test_the_cap_holds_for_anyone_signed_in_or_not(client, settings):
    settings.REQUEST_MAX_BYTES = 1000
    response = client.generic("POST", reverse("account_login"), CONTENT_LENGTH="5000", **{"wsgi.input": _Unreadable()})
    assert response.status_code == 413


def test_under_the_cap_the_request_goes_through(alice_client, person, settings):
    settings.REQUEST_MAX_BYTES = 10 * 1024 * 1024
    response = alice_client.post(reverse("attempts:create"), entry(person, "small enough"))
    assert response.status_code == 302
    assert Attempt.objects.get().message == "small enough"


def test_the_import_page_takes_larger_uploads(alice, settings):
    settings.REQUEST_MAX_BYTES = 1000
    settings.IMPORT_MAX_BYTES = 10_000
    factory = RequestFactory()
    middleware = RequestSizeLimitMiddleware(lambda request: "passed on")
    small = factory.post(reverse("mydata:import"), CONTENT_LENGTH="5000")
    assert middleware(small) == "passed on"
    big = factory.post(reverse("mydata:import"), CONTENT_LENGTH="20000")
    big.user = alice
    assert middleware(big).status_code == 413


def test_under_asgi_the_cap_answers_from_the_headers_alone(settings):
    settings.REQUEST_MAX_BYTES = 1000
    reached = []

    async def app(scope, receive, send):
        reached.append(scope["path"])

    async def receive():
        raise AssertionError("the body was read")

    sent = []

    async def send(message):
        sent.append(message)

    limited = asgi_size_limit(app)
    scope = {"type": "http", "path": "/log/new/", "headers": [(b"content-length", b"999999")]}
    asyncio.run(limited(scope, receive, send))
    assert sent[0]["status"] == 413 and not reached
    small = {"type": "http", "path": "/log/new/", "headers": [(b"content-length", b"10")]}
    asyncio.run(limited(small, receive, send))
    assert reached == ["/log/new/"]


def test_files_past_the_quota_are_refused_with_the_words_kept(alice_client, alice, person, settings):
    settings.STORAGE_QUOTA_BYTES = 50
    response = alice_client.post(
        reverse("attempts:create"),
        {**entry(person, "kept despite the quota"), "files": [SimpleUploadedFile("a.png", png_bytes(), "image/png")]},
    )
    assert response.status_code == 200
    assert b"your account has 50" in response.content
    assert b"kept despite the quota" in response.content
    assert not EvidenceFile.objects.exists()


def test_the_service_refuses_files_past_the_quota_too(alice, person, settings):
    from django.core.exceptions import ValidationError

    from apps.attempts.services import attempt_create

    settings.STORAGE_QUOTA_BYTES = 50
    with pytest.raises(ValidationError, match="room left"):
        attempt_create(user=alice, person=person, message="x", files=[("a.png", png_bytes())])


def test_the_quota_counts_the_users_own_originals(alice, bob, person, settings):
    from apps.attempts.services import attempt_create

    data = png_bytes()
    attempt_create(user=alice, person=person, message="x", files=[("a.png", data), ("b.png", data)])
    attempt_create(user=bob, person=make_person(user=bob), message="y", files=[("c.png", data)])
    storage = storage_for(alice)
    assert storage.used == 2 * len(data)
    assert storage.quota == settings.STORAGE_QUOTA_BYTES == 1024 * 1024 * 1024
