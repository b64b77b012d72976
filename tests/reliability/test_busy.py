"""A busy or unreachable database is answered with a calm 503 that keeps what was typed
(nocontact.busy); never a 500, never a traceback, nothing half-saved."""

import psycopg
import pytest
from django.db import OperationalError
from django.test import Client, RequestFactory

from apps.attempts.models import Attempt
from nocontact import busy
from tests.factories import make_person, png_bytes

LOCKED = OperationalError("database is locked")


@pytest.fixture
def person(alice):
    return make_person(user=alice)


@pytest.fixture
def locked_writes(monkeypatch):
    def refuse(**kwargs):
        raise LOCKED

    monkeypatch.setattr("apps.attempts.services.attempt_create", refuse)


def test_a_quick_log_that_finds_the_database_locked_gets_the_busy_page_with_its_words(
    alice_client, person, locked_writes
):
    r = alice_client.post("/log/quick/", {"person": str(person.pk), "message": "where are you? call me now"})
    assert r.status_code == 503
    body = r.content.decode()
    assert "Not saved yet" in body
    assert '<textarea id="typed-1" name="message" rows="3">where are you? call me now</textarea>' in body
    assert f'<input type="hidden" name="person" value="{person.pk}">' in body  # the choice goes back too
    assert 'action="/log/quick/"' in body
    assert 'name="csrfmiddlewaretoken"' in body
    assert "Exit" in body and "Traceback" not in body
    assert r["Retry-After"] == "5"
    assert not Attempt.objects.exists()


def test_sending_the_busy_page_again_saves_the_entry(alice_client, person, monkeypatch):
    calls = []
    from apps.attempts import services

    real = services.attempt_create

    def busy_once(**kwargs):
        calls.append(1)
        if len(calls) == 1:
            raise LOCKED
        return real(**kwargs)

    monkeypatch.setattr(services, "attempt_create", busy_once)
    data = {"person": str(person.pk), "message": "where are you? call me now"}
    assert alice_client.post("/log/quick/", data).status_code == 503
    assert alice_client.post("/log/quick/", data).status_code == 302  # what the page's form sends
    assert Attempt.objects.get().message == "where are you? call me now"


def test_an_htmx_request_gets_the_busy_page_in_place_of_the_whole_body(alice_client, person, locked_writes):
    r = alice_client.post(
        "/log/quick/", {"person": str(person.pk), "message": "hello?"}, headers={"HX-Request": "true"}
    )
    assert r.status_code == 503
    assert r["HX-Retarget"] == "body"
    assert r["HX-Reswap"] == "innerHTML"


def test_the_page_says_a_chosen_file_must_be_chosen_again(alice_client, person, locked_writes):
    from django.core.files.uploadedfile import SimpleUploadedFile

    data = {
        "person": str(person.pk),
        "occurred_at": "2026-01-02T10:00",
        "channel": "text",
        "response": "none",
        "message": "a long voicemail about the car",
        "files": SimpleUploadedFile("shot.png", png_bytes(), content_type="image/png"),
    }
    r = alice_client.post("/log/new/", data)
    assert r.status_code == 503
    assert b"could not be kept: please choose it again" in r.content
    assert b"a long voicemail about the car</textarea>" in r.content


def test_a_page_read_while_the_database_is_out_of_reach_gets_the_calm_page(alice_client, monkeypatch):
    def unreachable(**kwargs):
        raise OperationalError("unable to open database file")

    monkeypatch.setattr("apps.counter.views.reasons.selectors.reasons_for_user", unreachable)
    r = alice_client.get("/reasons/")
    assert r.status_code == 503
    assert b"Please try again in a moment" in r.content
    assert b"<textarea" not in r.content


def test_a_mistake_in_a_query_is_not_passed_off_as_busy(alice, monkeypatch):
    def broken(**kwargs):
        raise OperationalError("no such table: counter_reason")

    monkeypatch.setattr("apps.counter.views.reasons.selectors.reasons_for_user", broken)
    client = Client(raise_request_exception=False)
    client.force_login(alice)
    r = client.get("/reasons/")
    assert r.status_code == 500
    assert b"Something went wrong" in r.content


def test_secrets_are_never_written_back_into_the_page():
    request = RequestFactory().post(
        "/accounts/login/",
        {"login": "alice", "password": "correct horse battery", "otp_code": "123456", "message": "a few words here"},
    )
    shown, hidden = busy.typed_values(request)
    sent = shown + hidden
    assert ("login", "alice") in sent
    assert ("message", "a few words here") in shown
    assert not any(name in ("password", "otp_code") for name, _ in sent)


def test_an_error_raised_before_the_view_gets_the_busy_page_too():
    request = RequestFactory().post("/log/quick/", {"message": "are you awake"})
    try:
        raise LOCKED
    except OperationalError:
        r = busy.server_error(request)
    assert r.status_code == 503
    assert b"are you awake</textarea>" in r.content


def test_other_errors_before_the_view_get_the_usual_500():
    request = RequestFactory().get("/")
    try:
        raise ValueError("a bug")
    except ValueError:
        r = busy.server_error(request)
    assert r.status_code == 500


def _wrapped(cause: Exception) -> OperationalError:
    error = OperationalError(str(cause))
    error.__cause__ = cause
    return error


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (OperationalError("database is locked"), True),
        (OperationalError("database table is locked"), True),
        (OperationalError("unable to open database file"), True),
        (OperationalError("no such table: x"), False),
        (_wrapped(psycopg.errors.DeadlockDetected("deadlock detected")), True),
        (_wrapped(psycopg.errors.LockNotAvailable("could not obtain lock")), True),
        (_wrapped(psycopg.errors.SerializationFailure("could not serialize")), True),
        (_wrapped(psycopg.errors.AdminShutdown("terminating connection")), True),
        (_wrapped(psycopg.OperationalError("connection refused")), True),  # no server: no SQLSTATE
        (_wrapped(psycopg.errors.UndefinedTable("relation x does not exist")), False),
        (ValueError("database is locked"), False),
    ],
)
def test_which_errors_mean_busy(error, expected):
    assert busy.is_database_busy(error) is expected
