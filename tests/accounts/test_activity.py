"""Sign-in activity (issue 12, item 4; checklist C6, G2): successful and failed sign-ins
and changes to how one signs in, with time and device, for the owner only; the same
events in the server log, without passwords, codes, tokens, addresses or entry text."""

import logging

import pytest
from allauth.mfa.totp.internal.auth import TOTP, generate_totp_secret
from django.core import mail
from django.test import Client

from apps.accounts.models import AccountEvent
from apps.accounts.selectors import ACTIVITY_PER_PAGE
from tests.accounts.totp import current_code
from tests.factories import PASSWORD, make_attempt, make_person

pytestmark = pytest.mark.django_db

FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0"


def sign_in(password: str, username: str = "alice", address: str = "203.0.113.7") -> Client:
    client = Client(HTTP_USER_AGENT=FIREFOX, REMOTE_ADDR=address)
    client.post("/accounts/login/", {"login": username, "password": password})
    return client


def test_sign_ins_and_failures_are_listed_for_their_owner_only(alice, bob):
    sign_in("not the password")
    owner = sign_in(PASSWORD)
    sign_in("a guess at bob's", username="bob", address="192.0.2.1")
    html = owner.get("/accounts/activity/").content.decode()
    assert html.count("Signed in") == 1
    assert html.count("A wrong password was entered") == 1
    assert "Firefox on Windows" in html
    assert "203.0.113.7" in html
    assert "192.0.2.1" not in html
    assert html.index("Signed in") < html.index("A wrong password was entered")  # newest first


def test_changes_to_signing_in_are_listed(alice_reauthenticated_client, alice, django_capture_on_commit_callbacks):
    client = alice_reauthenticated_client
    new = "another calm password 9"
    client.post("/accounts/password/change/", {"password1": new, "password2": new})
    client.post("/accounts/email/", {"action_add": "", "email": "mine@example.org"})
    TOTP.activate(alice, generate_totp_secret())
    with django_capture_on_commit_callbacks(execute=True):  # allauth tells of new codes after commit
        client.post("/accounts/2fa/recovery-codes/generate/")
    kinds = list(AccountEvent.objects.filter(user=alice).order_by("id").values_list("kind", flat=True))
    assert kinds == ["password_changed", "email_added", "recovery_codes"]
    html = client.get("/accounts/activity/").content.decode()
    for text in ("Password changed", "Email address added", "New recovery codes made"):
        assert text in html


def test_a_wrong_two_step_code_is_listed(alice):
    secret = generate_totp_secret()
    TOTP.activate(alice, secret)
    client = sign_in(PASSWORD)
    right = current_code(secret)
    client.post("/accounts/2fa/authenticate/", {"code": "000000" if right != "000000" else "111111"})
    client.post("/accounts/2fa/authenticate/", {"code": right})
    html = client.get("/accounts/activity/").content.decode()
    assert "A wrong two-step code was entered" in html
    assert "Signed in" in html


def test_the_list_is_paged_newest_first(alice_client, alice):
    from django.utils import timezone

    AccountEvent.objects.bulk_create(
        AccountEvent(user=alice, kind="signed_in", at=timezone.now(), device=f"Browser {n}")
        for n in range(ACTIVITY_PER_PAGE + 5)
    )
    first = alice_client.get("/accounts/activity/")
    rows = first.context["page"].rows
    assert len(rows) == ACTIVITY_PER_PAGE
    assert rows[0].device == f"Browser {ACTIVITY_PER_PAGE + 4}"
    older = first.context["page"].older
    second = alice_client.get(f"/accounts/activity/?before={older}")
    assert [r.device for r in second.context["page"].rows] == [f"Browser {n}" for n in range(4, -1, -1)]
    assert second.context["page"].older is None
    assert b"Older activity" in first.content
    assert b"Older activity" not in second.content


def test_the_list_costs_the_same_with_a_long_history(alice_client, alice, django_assert_num_queries):
    from django.utils import timezone

    def queries() -> int:
        # 1 session, 2 user, 3 one page of activity
        with django_assert_num_queries(3) as captured:
            assert alice_client.get("/accounts/activity/").status_code == 200
        return len(captured)

    short = queries()
    AccountEvent.objects.bulk_create(
        AccountEvent(user=alice, kind="sign_in_failed", at=timezone.now()) for _ in range(2000)
    )
    assert queries() == short


def test_a_made_up_page_mark_is_ignored(alice_client):
    assert alice_client.get("/accounts/activity/?before=abc").status_code == 200


def test_anonymous_visitors_are_sent_to_sign_in(client):
    r = client.get("/accounts/activity/")
    assert r.status_code == 302
    assert r["Location"].startswith("/accounts/login/")


def test_the_list_rejects_post(alice_client):
    assert alice_client.post("/accounts/activity/").status_code == 405


def test_old_activity_is_forgotten_at_the_next_sign_in(alice):
    import datetime as dt

    from django.utils import timezone

    AccountEvent.objects.create(user=alice, kind="signed_in", at=timezone.now() - dt.timedelta(days=91))
    sign_in(PASSWORD)
    assert list(AccountEvent.objects.filter(user=alice).values_list("kind", flat=True)) == ["signed_in"]
    assert AccountEvent.objects.get(user=alice).at > timezone.now() - dt.timedelta(minutes=1)


def test_authentication_events_reach_the_server_log_without_secrets(alice, caplog):
    secret_word = "Marker-Entry-Words-7f3a"
    make_attempt(user=alice, person=make_person(user=alice), message=secret_word)
    totp_secret = generate_totp_secret()
    caplog.set_level(logging.INFO, logger="nocontact.auth")

    sign_in("my-Typed-Wrong-Password-31")
    sign_in("my-Typed-Wrong-Password-32", username="someone-who-does-not-exist")
    client = sign_in(PASSWORD)
    client.get("/log/")
    client.post("/accounts/reauthenticate/", {"password": PASSWORD})
    new = "a-New-Password-Marker-99"
    client.post("/accounts/password/change/", {"password1": new, "password2": new})
    client.post("/accounts/email/", {"action_add": "", "email": "private-inbox@example.org"})
    TOTP.activate(alice, totp_secret)
    wrong = "000000" if current_code(totp_secret) != "000000" else "111111"
    later = sign_in(new)
    later.post("/accounts/2fa/authenticate/", {"code": wrong})

    lines = [r.getMessage() for r in caplog.records if r.name == "nocontact.auth"]
    assert f"auth event=sign_in_failed user={alice.pk} ip=203.0.113.7" in lines
    assert "auth event=sign_in_failed user=unknown ip=203.0.113.7" in lines
    assert f"auth event=signed_in user={alice.pk} ip=203.0.113.7" in lines
    assert f"auth event=password_changed user={alice.pk} ip=203.0.113.7" in lines
    assert f"auth event=email_added user={alice.pk} ip=203.0.113.7" in lines
    assert f"auth event=code_failed user={alice.pk} ip=203.0.113.7" in lines

    everything = "\n".join(r.getMessage() for r in caplog.records) + caplog.text
    confirmation_key = mail.outbox[-1].body.split("/accounts/confirm-email/")[1].split("/")[0]
    for secret in (
        PASSWORD,
        "my-Typed-Wrong-Password-31",
        "someone-who-does-not-exist",
        new,
        "private-inbox@example.org",
        totp_secret,
        wrong,
        secret_word,
        confirmation_key,
        client.cookies["sessionid"].value,
    ):
        assert secret not in everything, secret
