"""Limits with nothing lost (issue 12, item 10, the sign-in part; checklist B4): guesses
are slowed per account across every address, sign-up, reset and two-step codes are
throttled, nobody is ever locked out for good, and a form that hits a limit keeps what
was typed and says plainly what happened."""

import time

import pytest
import time_machine
from allauth.account.models import EmailAddress
from allauth.mfa.totp.internal.auth import TOTP, generate_totp_secret
from django.contrib.auth import get_user_model
from django.core import mail
from django.test import Client

from apps.accounts.forms import RESET_LIMITED, SIGNUP_LIMITED
from tests.accounts.totp import current_code
from tests.factories import PASSWORD

pytestmark = pytest.mark.django_db

SLOWED = b"Too many attempts in a short time. Please wait a few minutes, then try again."


@pytest.fixture
def clock():
    with time_machine.travel(time.time(), tick=False) as traveller:
        yield traveller


def sign_in(password: str, address: str, username: str = "alice"):
    return Client(REMOTE_ADDR=address).post("/accounts/login/", {"login": username, "password": password})


def test_guesses_spread_over_many_addresses_are_slowed(alice, clock):
    for n in range(20):
        r = sign_in("a guess", f"10.1.0.{n}")
        assert SLOWED not in r.content
    r = sign_in("another guess", "10.2.0.1")
    assert SLOWED in r.content
    # The owner is slowed too while the guessing goes on, from any address...
    r = sign_in(PASSWORD, "192.0.2.50")
    assert r.status_code == 200
    assert SLOWED in r.content
    assert b'value="alice"' in r.content  # the form keeps the username
    # ...but never for good: a quarter of an hour later the right password works.
    clock.shift(15 * 60 + 1)
    assert sign_in(PASSWORD, "192.0.2.50").status_code == 302
    alice.refresh_from_db()
    assert alice.is_active


def test_fewer_guesses_leave_the_owner_alone(alice, clock):
    for n in range(19):
        sign_in("a guess", f"10.1.0.{n}")
    assert sign_in(PASSWORD, "192.0.2.50").status_code == 302


def test_right_passwords_do_not_count(alice, clock):
    for n in range(30):
        assert sign_in(PASSWORD, f"10.3.0.{n}").status_code == 302


def test_one_address_is_slowed_sooner(alice, clock):
    for _ in range(5):
        sign_in("a guess", "10.6.6.6")
    assert SLOWED in sign_in(PASSWORD, "10.6.6.6").content
    # Someone else's failures from their own address never slow the owner.
    assert sign_in(PASSWORD, "10.0.0.2").status_code == 302


def test_a_password_reset_lifts_the_slowdown(alice, clock):
    EmailAddress.objects.create(user=alice, email="alice@example.org", primary=True, verified=True)
    for n in range(21):
        sign_in("a guess", f"10.1.0.{n}")
    assert SLOWED in sign_in(PASSWORD, "192.0.2.50").content
    owner = Client(REMOTE_ADDR="192.0.2.50")
    owner.post("/accounts/password/reset/", {"email": "alice@example.org"})
    link = mail.outbox[-1].body.split("http://testserver")[1].split()[0]
    form_url = owner.get(link)["Location"]
    new = "a fresh calm password 5"
    assert owner.post(form_url, {"password1": new, "password2": new}).status_code == 302
    assert sign_in(new, "192.0.2.50").status_code == 302


def signup(address: str, username: str):
    data = {"username": username, "email": "me@example.org", "password1": PASSWORD, "password2": PASSWORD}
    return Client(REMOTE_ADDR=address).post("/accounts/signup/", data)


def test_sign_ups_from_one_address_are_throttled_and_the_form_keeps_what_was_typed(db, clock):
    for n in range(8):
        assert signup("10.9.9.9", f"person{n}").status_code == 302
    r = signup("10.9.9.9", "person8")
    assert r.status_code == 200
    assert SIGNUP_LIMITED.encode() in r.content.replace(b"&#x27;", b"'")
    assert b'value="person8"' in r.content
    assert b'value="me@example.org"' in r.content
    assert not get_user_model().objects.filter(username="person8").exists()
    # Another address is not affected, and the pause ends by itself.
    assert signup("10.9.9.10", "someone").status_code == 302
    clock.shift(10 * 60 + 1)
    assert signup("10.9.9.9", "person8").status_code == 302


def reset(address: str, email: str):
    return Client(REMOTE_ADDR=address).post("/accounts/password/reset/", {"email": email})


@pytest.mark.parametrize("known", [True, False])
def test_reset_links_for_one_address_are_throttled_the_same_whether_it_is_known(alice, clock, known):
    if known:
        EmailAddress.objects.create(user=alice, email="alice@example.org", primary=True, verified=True)
    for n in range(3):
        assert reset(f"10.4.0.{n}", "alice@example.org").status_code == 302
    r = reset("10.4.0.9", "alice@example.org")
    assert r.status_code == 200
    assert RESET_LIMITED.encode() in r.content.replace(b"&#x27;", b"'")
    assert b'value="alice@example.org"' in r.content
    assert len(mail.outbox) == (3 if known else 0)
    clock.shift(60 * 60 + 1)
    assert reset("10.4.0.9", "alice@example.org").status_code == 302
    assert len(mail.outbox) == (4 if known else 0)


def test_two_step_codes_are_throttled_for_a_few_minutes_only(alice, clock):
    secret = generate_totp_secret()
    TOTP.activate(alice, secret)
    client = Client(REMOTE_ADDR="10.5.0.1")
    client.post("/accounts/login/", {"login": "alice", "password": PASSWORD})
    right = current_code(secret)
    wrong = "000000" if right != "000000" else "111111"
    for _ in range(5):
        r = client.post("/accounts/2fa/authenticate/", {"code": wrong})
        assert b"Incorrect code" in r.content
    r = client.post("/accounts/2fa/authenticate/", {"code": right})
    assert SLOWED in r.content
    assert not client.get("/").context["user"].is_authenticated
    clock.shift(5 * 60 + 1)
    right = current_code(secret)
    assert client.post("/accounts/2fa/authenticate/", {"code": right}).status_code == 302
    assert client.get("/").context["user"].is_authenticated
