"""Re-authentication before changing how one signs in (issue 12, item 1; checklist B6):
someone holding an unlocked session cannot add their own address, change the password
or turn off two-step sign-in without the password or a two-step code."""

import time

import pytest
import time_machine
from allauth.account.models import EmailAddress
from allauth.mfa.models import Authenticator
from allauth.mfa.recovery_codes.internal.auth import RecoveryCodes
from allauth.mfa.totp.internal.auth import TOTP, generate_totp_secret
from allauth.usersessions.models import UserSession
from django.conf import settings
from django.test import Client
from django.urls import reverse

from tests.accounts.totp import current_code
from tests.factories import PASSWORD

pytestmark = pytest.mark.django_db

CONFIRM = "/accounts/reauthenticate/"


def add_email(client, address: str = "new@example.org"):
    return client.post(reverse("account_email"), {"action_add": "", "email": address})


def test_adding_an_email_asks_to_confirm_first_and_adds_nothing(alice_client, alice):
    r = add_email(alice_client)
    assert r.status_code == 302
    assert r["Location"].startswith(CONFIRM + "?next=")
    assert not EmailAddress.objects.filter(user=alice).exists()


def test_after_confirming_the_waiting_change_goes_through(alice_client, alice):
    add_email(alice_client)  # suspended while the password is asked for
    r = alice_client.post(CONFIRM + "?next=/accounts/email/", {"password": PASSWORD})
    assert r.status_code == 302
    address = EmailAddress.objects.get(user=alice)
    assert (address.email, address.verified) == ("new@example.org", False)


def test_a_wrong_password_explains_and_changes_nothing(alice_client, alice):
    add_email(alice_client)
    r = alice_client.post(CONFIRM + "?next=/accounts/email/", {"password": "not it"})
    assert r.status_code == 200
    assert b"Confirm it" in r.content
    assert b"errorlist" in r.content
    assert not EmailAddress.objects.filter(user=alice).exists()
    # ...and a second try still has to confirm.
    assert add_email(alice_client)["Location"].startswith(CONFIRM)


@pytest.mark.parametrize(
    "url",
    [
        "/accounts/password/change/",
        "/accounts/2fa/totp/activate/",
        "/accounts/2fa/recovery-codes/generate/",
    ],
)
def test_sign_in_changes_ask_to_confirm_first(alice_client, url):
    r = alice_client.get(url)
    assert r.status_code == 302
    assert r["Location"] == f"{CONFIRM}?next={url.replace('/', '%2F')}"


@pytest.mark.parametrize("url", ["/accounts/2fa/totp/deactivate/", "/accounts/2fa/recovery-codes/"])
def test_two_step_changes_and_codes_ask_to_confirm_first(alice_client, alice, url):
    TOTP.activate(alice, generate_totp_secret())
    RecoveryCodes.activate(alice)
    r = alice_client.get(url)
    assert r.status_code == 302
    assert r["Location"].startswith(CONFIRM)


def test_two_step_cannot_be_turned_off_without_confirming(alice_client, alice):
    TOTP.activate(alice, generate_totp_secret())
    r = alice_client.post("/accounts/2fa/totp/deactivate/")
    assert r.status_code == 302
    assert r["Location"].startswith(CONFIRM)
    assert Authenticator.objects.filter(user=alice, type=Authenticator.Type.TOTP).exists()


def test_confirming_opens_the_page(alice_reauthenticated_client):
    r = alice_reauthenticated_client.get("/accounts/password/change/")
    assert r.status_code == 200
    assert b'name="password1"' in r.content
    # The password was just confirmed: it is not asked for a second time.
    assert b'name="oldpassword"' not in r.content


def test_confirmation_lasts_five_minutes(alice_client, settings):
    assert settings.ACCOUNT_REAUTHENTICATION_TIMEOUT == 300
    with time_machine.travel(time.time(), tick=False) as clock:
        alice_client.post(CONFIRM, {"password": PASSWORD})
        clock.shift(290)
        assert alice_client.get("/accounts/password/change/").status_code == 200
        clock.shift(20)
        r = alice_client.get("/accounts/password/change/")
        assert r.status_code == 302
        assert r["Location"].startswith(CONFIRM)


def test_signing_in_is_not_a_confirmation(client, alice):
    client.post("/accounts/login/", {"login": "alice", "password": PASSWORD})
    assert client.get("/").context["user"].is_authenticated
    assert client.get("/accounts/password/change/")["Location"].startswith(CONFIRM)


def test_a_two_step_code_also_confirms(alice_client, alice):
    secret = generate_totp_secret()
    TOTP.activate(alice, secret)
    page = alice_client.get("/accounts/2fa/reauthenticate/?next=/accounts/2fa/totp/deactivate/")
    assert b"authenticator app" in page.content
    r = alice_client.post(
        "/accounts/2fa/reauthenticate/?next=/accounts/2fa/totp/deactivate/", {"code": current_code(secret)}
    )
    assert r.status_code == 302
    assert alice_client.get("/accounts/2fa/totp/deactivate/").status_code == 200


def test_the_confirm_page_offers_the_other_way(alice_client, alice):
    TOTP.activate(alice, generate_totp_secret())
    r = alice_client.get(CONFIRM + "?next=/accounts/email/")
    assert b"/accounts/2fa/reauthenticate/?next=%2Faccounts%2Femail%2F" in r.content


def test_anonymous_visitors_are_sent_to_sign_in(client):
    for url in ["/accounts/password/change/", CONFIRM]:
        r = client.get(url)
        assert r.status_code == 302
        assert r["Location"].startswith("/accounts/login/")


def test_htmx_is_sent_to_the_confirm_page_rather_than_swapping_it_in(alice_client):
    r = alice_client.post(
        reverse("account_email"), {"action_add": "", "email": "x@example.org"}, headers={"HX-Request": "true"}
    )
    assert r.status_code == 204
    assert r["HX-Redirect"].startswith(CONFIRM + "?next=")


def test_htmx_is_sent_to_sign_in_when_signed_out(client):
    r = client.get("/accounts/settings/", headers={"HX-Request": "true"})
    assert r.status_code == 204
    assert r["HX-Redirect"].startswith("/accounts/login/?next=")


def test_confirming_gives_the_session_a_new_key_and_the_old_one_stops_working(client, alice):
    # Checklist C1: the key changes at sign-in (Django) and at every re-authentication.
    client.post("/accounts/login/", {"login": "alice", "password": PASSWORD})
    old_key = client.session.session_key
    assert UserSession.objects.filter(user=alice, session_key=old_key).exists()

    r = client.post(CONFIRM + "?next=/accounts/password/change/", {"password": PASSWORD})
    assert r.status_code == 302
    new_key = client.session.session_key
    assert new_key != old_key
    assert client.get("/accounts/password/change/").status_code == 200  # still confirmed
    # The devices list follows the new key: this device is still listed once.
    assert list(UserSession.objects.filter(user=alice).values_list("session_key", flat=True)) == [new_key]

    stale = Client()
    stale.cookies[settings.SESSION_COOKIE_NAME] = old_key
    r = stale.get("/log/")
    assert r.status_code == 302 and r["Location"].startswith("/accounts/login/")


def test_a_wrong_password_keeps_the_session_key(client, alice):
    client.post("/accounts/login/", {"login": "alice", "password": PASSWORD})
    key = client.session.session_key
    client.post(CONFIRM, {"password": "not it"})
    assert client.session.session_key == key
