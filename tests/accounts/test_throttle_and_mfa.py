import time

import pytest
from allauth.core.internal import ratelimit
from allauth.mfa.recovery_codes.internal.auth import RecoveryCodes
from allauth.mfa.totp.internal.auth import (
    TOTP,
    generate_totp_secret,
)
from django.core.cache import cache
from django.test import Client

from tests.accounts.totp import current_code
from tests.factories import PASSWORD, make_user

LOGIN = "/accounts/login/"


class FakeClock:
    def __init__(self) -> None:
        self.now = time.time()

    def time(self) -> float:
        return self.now

    def monotonic(self) -> float:
        return time.monotonic()

    def sleep(self, seconds: float) -> None:
        time.sleep(seconds)


@pytest.fixture
def clock(monkeypatch):
    cache.clear()
    fake = FakeClock()
    monkeypatch.setattr(ratelimit, "time", fake)
    return fake


def sign_in(password: str, address: str = "10.0.0.1", username: str = "alice") -> Client:
    client = Client(REMOTE_ADDR=address)
    client.response = client.post(LOGIN, {"login": username, "password": password})
    return client


@pytest.mark.django_db
def test_repeated_failures_are_throttled_for_a_few_minutes_only(clock):
    user = make_user(username="alice")
    for _ in range(5):
        assert sign_in("wrong password").response.status_code == 200
    blocked = sign_in(PASSWORD)
    assert blocked.response.status_code == 200
    assert b"Please wait a few minutes" in blocked.response.content

    clock.now += 6 * 60
    assert sign_in(PASSWORD).response.status_code == 302
    user.refresh_from_db()
    assert user.is_active


@pytest.mark.django_db
def test_someone_elses_failures_never_lock_the_owner_out(clock):
    make_user(username="alice")
    for _ in range(8):
        sign_in("guessing", address="10.6.6.6")
    assert b"Please wait" in sign_in(PASSWORD, address="10.6.6.6").response.content
    # The owner, from their own address, signs in as usual.
    assert sign_in(PASSWORD, address="10.0.0.2").response.status_code == 302


@pytest.fixture
def alice_with_totp(db):
    user = make_user(username="alice")
    secret = generate_totp_secret()
    TOTP.activate(user, secret)
    return user, secret


@pytest.mark.django_db
def test_sign_in_with_an_authenticator_app_asks_for_the_code(alice_with_totp):
    _user, secret = alice_with_totp
    client = sign_in(PASSWORD)
    assert client.response["Location"] == "/accounts/2fa/authenticate/"
    assert not client.get("/").context["user"].is_authenticated

    r = client.post(
        "/accounts/2fa/authenticate/",
        {"code": "000000" if current_code(secret) != "000000" else "111111"},
    )
    assert r.status_code == 200
    assert b"Incorrect code" in r.content
    assert not client.get("/").context["user"].is_authenticated

    r = client.post("/accounts/2fa/authenticate/", {"code": current_code(secret)})
    assert r.status_code == 302
    assert client.get("/").context["user"].is_authenticated


@pytest.mark.django_db
def test_a_recovery_code_also_completes_sign_in(alice_with_totp):
    user, _secret = alice_with_totp
    codes = RecoveryCodes.activate(user).get_unused_codes()
    client = sign_in(PASSWORD)
    r = client.post("/accounts/2fa/authenticate/", {"code": codes[0]})
    assert r.status_code == 302
    assert client.get("/").context["user"].is_authenticated


def test_a_user_without_email_can_set_up_an_authenticator(alice_client):
    r = alice_client.get("/accounts/2fa/totp/activate/")
    # allauth first asks to confirm the password (reauthentication), then shows the QR code.
    if r.status_code == 302:
        alice_client.post(r["Location"], {"password": PASSWORD})
        r = alice_client.get("/accounts/2fa/totp/activate/")
    assert r.status_code == 200
    assert b"verified your email" not in r.content
    assert b'name="code"' in r.content
