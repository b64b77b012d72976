"""Email (issue 12, item 2; checklist B2, B3): a new address receives no reset before it is
confirmed, adding one is recorded and told to the owner at the next sign-in, every mail
is neutral, and a reset never gets round two-step sign-in."""

import re
import time
from pathlib import Path

import allauth
import pytest
import time_machine
from allauth.account.adapter import get_adapter
from allauth.account.models import EmailAddress
from allauth.core import context
from allauth.mfa.totp.internal.auth import TOTP, generate_totp_secret
from django.conf import settings as django_settings
from django.core import mail
from django.test import Client, RequestFactory

from apps.accounts.models import AccountEvent
from tests.accounts.totp import current_code
from tests.factories import PASSWORD, make_user

pytestmark = pytest.mark.django_db

RESET = "/accounts/password/reset/"
# Words no mail may carry: what the site is for, or anything alarming in an inbox
# someone else reads.
NOT_IN_MAIL = (
    "no contact",
    "no-contact",
    "nocontact",
    "narciss",
    "abuse",
    "abusive",
    "evidence",
    "manipulat",
    "toxic",
    "ex-partner",
    "stalk",
    "attempt",
    "safety",
    "escape",
    "journal",
)


def assert_neutral(message) -> None:
    text = f"{message.subject}\n{message.body}".lower()
    for word in NOT_IN_MAIL:
        assert word not in text, (word, message.subject)
    assert message.from_email == django_settings.DEFAULT_FROM_EMAIL


def link_in(message, path: str) -> str:
    return re.search(rf"http://testserver({re.escape(path)}\S+)", message.body).group(1)


def add_address(client, address: str) -> None:
    client.post("/accounts/email/", {"action_add": "", "email": address})


def test_a_new_address_gets_no_reset_link_until_it_is_confirmed(alice_reauthenticated_client, alice):
    add_address(alice_reauthenticated_client, "mine@example.org")
    (confirmation,) = mail.outbox
    assert confirmation.to == ["mine@example.org"]
    assert_neutral(confirmation)

    # Someone who slipped their own address in cannot reset the password with it...
    Client().post(RESET, {"email": "mine@example.org"})
    assert len(mail.outbox) == 1

    # ...until the link in the confirmation mail is followed.
    assert Client().post(link_in(confirmation, "/accounts/confirm-email/")).status_code == 302
    assert EmailAddress.objects.get(user=alice).verified
    Client().post(RESET, {"email": "mine@example.org"})
    assert len(mail.outbox) == 2
    assert "/accounts/password/reset/key/" in mail.outbox[1].body


def test_an_unconfirmed_address_from_sign_up_gets_no_reset_link_either(client):
    client.post(
        "/accounts/signup/",
        {"username": "newcomer", "email": "new@example.org", "password1": PASSWORD, "password2": PASSWORD},
    )
    assert len(mail.outbox) == 1  # the confirmation
    Client().post(RESET, {"email": "new@example.org"})
    assert len(mail.outbox) == 1


def test_the_reset_page_answers_the_same_for_a_confirmed_and_an_unconfirmed_address():
    for name, verified in (("alice", True), ("bob", False)):
        user = make_user(username=name, email=f"{name}@example.org")
        EmailAddress.objects.create(user=user, email=f"{name}@example.org", primary=True, verified=verified)
    confirmed = Client().post(RESET, {"email": "alice@example.org"})
    unconfirmed = Client().post(RESET, {"email": "bob@example.org"})
    assert confirmed.status_code == unconfirmed.status_code == 302
    assert confirmed["Location"] == unconfirmed["Location"]
    assert [m.to for m in mail.outbox] == [["alice@example.org"]]


def test_adding_an_address_is_in_the_activity_list(alice_reauthenticated_client, alice):
    add_address(alice_reauthenticated_client, "mine@example.org")
    assert AccountEvent.objects.filter(user=alice, kind=AccountEvent.Kind.EMAIL_ADDED).count() == 1
    alice_reauthenticated_client.get("/")  # shows allauth's "confirmation sent to ..." note
    page = alice_reauthenticated_client.get("/accounts/activity/")
    assert b"Email address added" in page.content
    # The address itself is not copied into the activity list.
    assert b"mine@example.org" not in page.content


def test_adding_an_address_is_told_at_the_next_sign_in(alice):
    owner = Client()
    owner.post("/accounts/login/", {"login": "alice", "password": PASSWORD})
    owner.get("/")  # the welcome-back page has nothing to report
    # Someone else, at the owner's unlocked device, confirms the password they saw...
    intruder = Client()
    intruder.force_login(alice)
    intruder.post("/accounts/reauthenticate/", {"password": PASSWORD})
    add_address(intruder, "theirs@example.org")

    later = Client(HTTP_USER_AGENT="Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile Safari")
    later.post("/accounts/login/", {"login": "alice", "password": PASSWORD})
    page = later.get("/").content.decode()
    assert "Since you last signed in, an email address was added to your account" in page
    assert "If not, check Account, then Sign-in activity" in page
    # Told once, not at every page.
    assert "Since you last signed in" not in later.get("/").content.decode()


def test_nothing_is_told_when_nothing_changed(alice):
    for _ in range(2):
        client = Client()
        client.post("/accounts/login/", {"login": "alice", "password": PASSWORD})
        assert b"Since you last signed in" not in client.get("/").content


def test_sign_up_confirmation_mail_is_neutral(client, settings):
    settings.ACCOUNT_EMAIL_SUBJECT_PREFIX = "[Daybook] "
    client.post(
        "/accounts/signup/",
        {"username": "newcomer", "email": "new@example.org", "password1": PASSWORD, "password2": PASSWORD},
    )
    (message,) = mail.outbox
    assert message.subject == "[Daybook] Please confirm your email address"
    assert_neutral(message)
    assert "/accounts/confirm-email/" in message.body


def every_mail_template() -> list[str]:
    """Each mail allauth (or we) could send: account/email/*_subject.txt and mfa's."""
    roots = [Path(allauth.__file__).parent / "templates", Path(django_settings.BASE_DIR) / "templates"]
    prefixes = set()
    for root in roots:
        for folder in ("account/email", "mfa/email"):
            for subject in (root / folder).glob("*_subject.txt"):
                prefixes.add(f"{folder}/{subject.name.removesuffix('_subject.txt')}")
    return sorted(prefixes)


@pytest.mark.parametrize("prefix", every_mail_template())
def test_every_mail_template_is_neutral(prefix, alice):
    request = RequestFactory().get("/")
    request.user = alice
    values = {
        "user": alice,
        "username": "alice",
        "activate_url": "http://testserver/accounts/confirm-email/KEY/",
        "password_reset_url": "http://testserver/accounts/password/reset/key/KEY/",
        "code": "123456",
        "email": "alice@example.org",
        "from_email": "old@example.org",
        "to_email": "new@example.org",
        "deleted_email": "old@example.org",
        "site_name": django_settings.SITE_NAME,
        "current_site": type("Site", (), {"name": "testserver", "domain": "testserver"})(),
        "timestamp": "now",
        "ip": "127.0.0.1",
        "user_agent": "Firefox",
        "request": request,
    }
    with context.request_context(request):
        message = get_adapter().render_mail(prefix, "alice@example.org", values)
    assert_neutral(message)


def test_a_password_reset_never_gets_round_two_step_sign_in(alice, settings):
    secret = generate_totp_secret()
    TOTP.activate(alice, secret)
    EmailAddress.objects.create(user=alice, email="alice@example.org", primary=True, verified=True)
    for login_on_reset in (False, True):
        # allauth refuses a code used once already: each round gets its own.
        traveller = time_machine.travel(time.time() + 60 * login_on_reset, tick=True)
        traveller.start()
        settings.ACCOUNT_LOGIN_ON_PASSWORD_RESET = login_on_reset
        new_password = f"a fresh calm password {int(login_on_reset)}"
        client = Client()
        client.post(RESET, {"email": "alice@example.org"})
        key_url = link_in(mail.outbox[-1], "/accounts/password/reset/key/")
        form_url = client.get(key_url)["Location"]
        r = client.post(form_url, {"password1": new_password, "password2": new_password})
        assert r.status_code == 302
        # The reset link alone never signs in...
        assert not client.get("/").context["user"].is_authenticated
        alice.refresh_from_db()
        assert alice.check_password(new_password)
        # ...and signing in with the new password still asks for the code.
        other = Client()
        r = other.post("/accounts/login/", {"login": "alice", "password": new_password})
        assert r["Location"] == "/accounts/2fa/authenticate/"
        assert not other.get("/").context["user"].is_authenticated
        code = current_code(secret)
        other.post("/accounts/2fa/authenticate/", {"code": code})
        assert other.get("/").context["user"].is_authenticated
        traveller.stop()


def test_a_reset_is_in_the_activity_list(alice):
    EmailAddress.objects.create(user=alice, email="alice@example.org", primary=True, verified=True)
    client = Client()
    client.post(RESET, {"email": "alice@example.org"})
    form_url = client.get(link_in(mail.outbox[-1], "/accounts/password/reset/key/"))["Location"]
    client.post(form_url, {"password1": "a fresh calm password", "password2": "a fresh calm password"})
    assert AccountEvent.objects.filter(user=alice, kind=AccountEvent.Kind.PASSWORD_RESET).count() == 1


def test_a_reset_link_works_for_an_hour_only(alice):
    EmailAddress.objects.create(user=alice, email="alice@example.org", primary=True, verified=True)
    with time_machine.travel(time.time(), tick=False) as clock:
        Client().post(RESET, {"email": "alice@example.org"})
        link = link_in(mail.outbox[-1], "/accounts/password/reset/key/")
        clock.shift(59 * 60)
        assert Client().get(link).status_code == 302  # on to the form
        clock.shift(2 * 60)
        r = Client().get(link)
        assert r.status_code == 200
        assert b'name="password1"' not in r.content
