import re

import pytest
from allauth.account.models import EmailAddress
from allauth.mfa.totp.internal.auth import TOTP, generate_totp_secret
from django.contrib.auth import get_user_model
from django.core import mail
from django.test import Client
from django.urls import reverse

from tests.accounts.totp import current_code
from tests.factories import PASSWORD, make_user

User = get_user_model()
SIGNUP = "/accounts/signup/"
LOGIN = "/accounts/login/"
RESET = "/accounts/password/reset/"


def normalised(body: bytes) -> str:
    """A page's HTML with the per-request CSRF tokens taken out, for comparing two answers."""
    text = body.decode()
    text = re.sub(r'name="csrfmiddlewaretoken" value="[^"]+"', "csrf", text)
    return re.sub(r'"x-csrftoken": "[^"]+"', "csrf", text)


def signup(client: Client, **data):
    data.setdefault("username", "newcomer")
    data.setdefault("email", "")
    data.setdefault("password1", PASSWORD)
    data.setdefault("password2", PASSWORD)
    return client.post(SIGNUP, data)


@pytest.mark.django_db
def test_signup_needs_only_a_username_and_a_password(client):
    r = signup(client)
    assert r.status_code == 302
    user = User.objects.get(username="newcomer")
    assert user.email == ""
    assert client.get("/").context["user"] == user
    assert mail.outbox == []


@pytest.mark.django_db
def test_signup_with_mismatched_passwords_explains_and_keeps_the_username(client):
    r = signup(client, password2="something else entirely")
    assert r.status_code == 200
    assert b"same password" in r.content
    assert b'value="newcomer"' in r.content
    assert not User.objects.filter(username="newcomer").exists()


@pytest.mark.django_db
def test_signup_with_a_short_password_explains(client):
    r = signup(client, password1="short", password2="short")
    assert r.status_code == 200
    assert b"too short" in r.content


@pytest.mark.django_db
def test_signup_answers_the_same_for_a_known_and_an_unknown_email(client):
    make_user(username="alice", email="shared@example.org")
    known = signup(Client(), username="first", email="shared@example.org")
    unknown = signup(Client(), username="second", email="fresh@example.org")
    assert known.status_code == unknown.status_code == 302
    assert known["Location"] == unknown["Location"]
    # No "an account already exists" mail: each address gets the same plain request to
    # confirm it, whether or not another account uses it.
    assert [m.to for m in mail.outbox] == [["shared@example.org"], ["fresh@example.org"]]
    first, second = mail.outbox
    assert first.subject == second.subject
    link = re.compile(r"http://testserver/accounts/confirm-email/\S+")
    assert link.sub("LINK", first.body) == link.sub("LINK", second.body)
    assert User.objects.filter(username__in=["first", "second"]).count() == 2


@pytest.mark.django_db
def test_signup_says_a_taken_username_is_not_available_without_more(client):
    make_user(username="alice")
    r = signup(client, username="alice")
    assert r.status_code == 200
    assert b"That username is not available" in r.content
    assert b"already exists" not in r.content
    assert mail.outbox == []


@pytest.mark.django_db
def test_sign_in_and_out():
    make_user(username="alice")
    client = Client()
    r = client.post(LOGIN, {"login": "alice", "password": PASSWORD})
    assert r.status_code == 302
    assert r["Location"] == "/"
    assert client.get("/").context["user"].is_authenticated
    r = client.post(reverse("account_logout"))
    assert r.status_code == 302
    assert not client.get("/").context["user"].is_authenticated


@pytest.mark.django_db
def test_sign_out_by_get_does_not_sign_out(alice_client):
    r = alice_client.get(reverse("account_logout"))
    assert r.status_code == 200
    assert alice_client.get("/").context["user"].is_authenticated


@pytest.mark.django_db
def test_sign_in_answers_the_same_for_a_wrong_password_and_an_unknown_user():
    make_user(username="alice")
    known = Client().post(LOGIN, {"login": "alice", "password": "not the password"})
    unknown = Client().post(LOGIN, {"login": "nobody-here", "password": "not the password"})
    assert known.status_code == unknown.status_code == 200
    assert b"do not match" in known.content
    assert normalised(known.content).replace("alice", "X") == normalised(unknown.content).replace("nobody-here", "X")


@pytest.mark.django_db
def test_password_reset_answers_the_same_for_a_known_and_an_unknown_email():
    user = make_user(username="alice", email="alice@example.org")
    EmailAddress.objects.create(user=user, email="alice@example.org", primary=True, verified=True)
    known = Client().post(RESET, {"email": "alice@example.org"})
    unknown = Client().post(RESET, {"email": "nobody@example.org"})
    assert known.status_code == unknown.status_code == 302
    assert known["Location"] == unknown["Location"]
    done_known = Client().get(known["Location"])
    done_unknown = Client().get(unknown["Location"])
    assert normalised(done_known.content) == normalised(done_unknown.content)
    # Only the real owner's inbox hears of it; an unknown address is never written to.
    assert [m.to for m in mail.outbox] == [["alice@example.org"]]


@pytest.mark.django_db
def test_reset_mail_is_neutral(settings):
    settings.ACCOUNT_EMAIL_SUBJECT_PREFIX = "[Daybook] "
    user = make_user(username="alice", email="alice@example.org")
    EmailAddress.objects.create(user=user, email="alice@example.org", primary=True, verified=True)
    Client().post(RESET, {"email": "alice@example.org"})
    (message,) = mail.outbox
    assert message.subject.startswith("[Daybook] ")
    assert message.from_email == settings.DEFAULT_FROM_EMAIL
    text = (message.subject + message.body).lower()
    for word in ("no contact", "narcissist", "abuse", "ex-partner"):
        assert word not in text
    assert "/accounts/password/reset/key/" in message.body


@pytest.mark.django_db
def test_password_reset_with_a_malformed_email_explains(client):
    r = client.post(RESET, {"email": "not an address"})
    assert r.status_code == 200
    assert b"valid email" in r.content
    assert b'value="not an address"' in r.content


def test_change_password(alice_reauthenticated_client, alice):
    r = alice_reauthenticated_client.post(
        reverse("account_change_password"),
        {
            "password1": "another calm password 7",
            "password2": "another calm password 7",
        },
    )
    assert r.status_code == 302
    alice.refresh_from_db()
    assert alice.check_password("another calm password 7")


def test_change_password_after_a_two_step_code_still_asks_the_current_password(alice_client, alice):
    # Re-authenticating with a code from the authenticator (a phone someone may hold)
    # is not enough to change the password: the current one is asked for too.
    secret = generate_totp_secret()
    TOTP.activate(alice, secret)
    code = current_code(secret)
    assert alice_client.post("/accounts/2fa/reauthenticate/", {"code": code}).status_code == 302
    page = alice_client.get(reverse("account_change_password"))
    assert b'name="oldpassword"' in page.content
    r = alice_client.post(
        reverse("account_change_password"),
        {
            "oldpassword": "wrong",
            "password1": "another calm password 7",
            "password2": "another calm password 7",
        },
    )
    assert r.status_code == 200
    assert b"current password" in r.content.lower()
    alice.refresh_from_db()
    assert alice.check_password(PASSWORD)
