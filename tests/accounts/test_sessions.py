"""How long a session lives (issue 12, item 3; checklist C3): 20 idle minutes, 12 hours
at most, a cookie that ends with the browser, unless the user keeps this device signed
in (14 days at most). A page in use keeps the session alive."""

import os
import subprocess
import sys
import time

import pytest
import time_machine
from django.contrib.sessions.models import Session
from django.test import Client

from apps.accounts import sessions
from tests.factories import PASSWORD

pytestmark = pytest.mark.django_db

MINUTE = 60
HOUR = 60 * MINUTE
DAY = 24 * HOUR


@pytest.fixture
def clock():
    with time_machine.travel(time.time(), tick=False) as traveller:
        yield traveller


def sign_in(*, remember: bool = False) -> Client:
    client = Client()
    data = {"login": "alice", "password": PASSWORD}
    if remember:
        data["remember"] = "on"
    client.response = client.post("/accounts/login/", data)
    assert client.response.status_code == 302
    return client


def signed_in(client: Client) -> bool:
    return client.get("/accounts/session/").json()["signed_in"]


def test_a_quiet_session_ends_after_twenty_minutes(alice, clock):
    client = sign_in()
    clock.shift(19 * MINUTE)
    assert signed_in(client)
    clock.shift(1 * MINUTE + 1)
    assert not signed_in(client)
    r = client.get("/accounts/settings/")
    assert r.status_code == 302
    assert r["Location"].startswith("/accounts/login/")


def test_using_the_site_keeps_the_session_alive(alice, clock):
    client = sign_in()
    for _ in range(8):  # two hours, a page every quarter of an hour
        clock.shift(15 * MINUTE)
        assert client.get("/accounts/settings/").status_code == 200
    assert signed_in(client)


def test_checking_the_session_is_not_activity(alice, clock):
    client = sign_in()
    for _ in range(3):
        clock.shift(6 * MINUTE)
        assert signed_in(client)
    clock.shift(3 * MINUTE)
    assert not signed_in(client)


def test_a_page_in_use_keeps_the_session_alive(alice, clock):
    # static/js/session.js posts here while the user types or watches the pause timer.
    client = sign_in()
    for _ in range(4):
        clock.shift(15 * MINUTE)
        state = client.post("/accounts/session/").json()
        assert state == {"signed_in": True, "seconds_left": 20 * MINUTE}
    clock.shift(19 * MINUTE)
    assert signed_in(client)


def test_keeping_alive_needs_the_csrf_token(alice):
    client = Client(enforce_csrf_checks=True)
    client.force_login(alice)
    assert client.post("/accounts/session/").status_code == 403


def test_a_session_ends_twelve_hours_after_signing_in_however_busy(alice, clock):
    client = sign_in()
    for _ in range(11 * 4 + 3):
        clock.shift(15 * MINUTE)
        assert client.get("/accounts/settings/").status_code == 200
    clock.shift(15 * MINUTE)  # 12 hours
    assert client.get("/accounts/settings/").status_code == 302


def test_the_cookie_ends_with_the_browser(alice):
    cookie = sign_in().response.cookies["sessionid"]
    assert cookie["expires"] == ""
    assert cookie["max-age"] == ""
    assert cookie["httponly"]
    assert cookie["samesite"] == "Lax"


def test_keep_me_signed_in_lasts_fourteen_days_at_most(alice, clock):
    client = sign_in(remember=True)
    cookie = client.response.cookies["sessionid"]
    assert cookie["max-age"] == 14 * DAY
    clock.shift(13 * DAY)  # no idle limit for a device the user keeps signed in
    assert signed_in(client)
    clock.shift(1 * DAY)
    assert not signed_in(client)


def test_an_ended_session_says_why_on_the_sign_in_page(alice, clock):
    client = sign_in()
    clock.shift(21 * MINUTE)
    r = client.get("/accounts/settings/", follow=True)
    assert b"you were signed out after 20 minutes without activity" in r.content


def test_htmx_is_sent_to_sign_in_when_the_session_has_ended(alice, clock):
    client = sign_in()
    clock.shift(21 * MINUTE)
    r = client.get("/accounts/settings/", headers={"HX-Request": "true"})
    assert r["HX-Redirect"] == "/accounts/login/"


def test_activity_is_written_at_most_once_a_minute(alice, clock):
    client = sign_in()
    key = client.cookies["sessionid"].value

    def seen_at() -> float:
        return Session.objects.get(session_key=key).get_decoded()[sessions.SEEN_AT]

    first = seen_at()
    clock.shift(30)
    client.get("/accounts/settings/")
    assert seen_at() == first
    clock.shift(31)
    client.get("/accounts/settings/")
    assert seen_at() == first + 61


def test_pages_carry_the_time_left_for_the_calm_warning(alice, clock):
    client = sign_in()
    clock.shift(30)  # activity is noted once a minute: this page does not count yet
    html = client.get("/accounts/settings/").content.decode()
    assert 'data-session-left="1170"' in html
    assert "js/session.js" in html
    assert "data-session-warning" in html
    assert "Stay signed in" in html


def test_no_warning_for_a_device_kept_signed_in(alice):
    html = sign_in(remember=True).get("/accounts/settings/").content.decode()
    assert "data-session-left" not in html
    assert "js/session.js" not in html


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({}, "1200 43200 1209600"),
        ({"DJANGO_SESSION_IDLE_MINUTES": "5", "DJANGO_SESSION_MAX_HOURS": "2"}, "300 7200 1209600"),
        ({"DJANGO_SESSION_REMEMBER_DAYS": "30"}, "1200 43200 1209600"),  # 14 days at most
        ({"DJANGO_SESSION_REMEMBER_DAYS": "3"}, "1200 43200 259200"),
    ],
)
def test_the_limits_come_from_the_environment(env, expected):
    code = (
        "from django.conf import settings as s;"
        "print(s.SESSION_IDLE_SECONDS, s.SESSION_MAX_SECONDS, s.SESSION_REMEMBER_SECONDS)"
    )
    clean = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    result = subprocess.run(
        [sys.executable, "manage.py", "shell", "--no-imports", "-c", code],
        check=True,
        capture_output=True,
        text=True,
        cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
        env={**clean, "DJANGO_DEBUG": "True", **env},
    )
    assert result.stdout.split() == expected.split()


def test_the_rules_themselves():
    limits = sessions.Limits(idle=20 * MINUTE, most=12 * HOUR)
    at = {"signed_in_at": 0.0, "limits": limits}
    assert sessions.end_reason(seen_at=0, now=20 * MINUTE - 1, **at) is None
    assert sessions.end_reason(seen_at=0, now=20 * MINUTE, **at) == sessions.IDLE
    assert sessions.end_reason(seen_at=12 * HOUR - 1, now=12 * HOUR, **at) == sessions.TOO_OLD
    assert sessions.seconds_left(seen_at=12 * HOUR - 300, now=12 * HOUR - 200, **at) == 200
    assert sessions.seconds_left(seen_at=100, now=200, **at) == 20 * MINUTE - 100
