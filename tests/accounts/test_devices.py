"""Signed-in devices (issue 12, item 4; checklist C5): browser, address and last seen,
"sign out" for one of them and for every other one."""

import pytest
from allauth.usersessions.models import UserSession
from django.test import Client

from apps.accounts.devices import device_label
from apps.accounts.models import AccountEvent
from tests.factories import PASSWORD, make_user

pytestmark = pytest.mark.django_db

FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0"
SAFARI_IPHONE = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"
)
CHROME_ANDROID = (
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/126.0.0.0 Mobile Safari/537.36"
)


def sign_in(user_agent: str, address: str, username: str = "alice") -> Client:
    client = Client(HTTP_USER_AGENT=user_agent, REMOTE_ADDR=address)
    assert client.post("/accounts/login/", {"login": username, "password": PASSWORD}).status_code == 302
    return client


def is_signed_in(client: Client) -> bool:
    return client.get("/accounts/session/").json()["signed_in"]


@pytest.fixture
def two_devices(alice):
    return sign_in(FIREFOX_WINDOWS, "203.0.113.7"), sign_in(SAFARI_IPHONE, "198.51.100.23")


def test_it_lists_each_signed_in_browser_with_address_and_last_seen(two_devices):
    laptop, _phone = two_devices
    html = laptop.get("/accounts/sessions/").content.decode()
    assert "Firefox on Windows" in html
    assert "Safari on iPhone" in html
    assert "203.0.113.7" in html
    assert "198.51.100.23" in html
    assert "Last seen today at" in html
    assert html.index("Firefox on Windows") < html.index("This device") < html.index("Safari on iPhone")


def test_it_signs_out_one_other_device(two_devices, alice):
    laptop, phone = two_devices
    phone_session = UserSession.objects.get(user=alice, ip="198.51.100.23")
    r = laptop.post(f"/accounts/sessions/{phone_session.pk}/end/")
    assert r.status_code == 302
    assert not is_signed_in(phone)
    assert is_signed_in(laptop)
    assert "Safari on iPhone" not in laptop.get("/accounts/sessions/").content.decode()
    assert AccountEvent.objects.filter(user=alice, kind=AccountEvent.Kind.SESSIONS_ENDED).exists()


def test_signing_out_this_device_from_the_list_signs_out_here(two_devices, alice):
    laptop, phone = two_devices
    this = UserSession.objects.get(user=alice, ip="203.0.113.7")
    r = laptop.post(f"/accounts/sessions/{this.pk}/end/")
    assert r["Location"] == "/accounts/login/"
    assert r["Clear-Site-Data"] == '"cache", "cookies", "storage"'
    assert not is_signed_in(laptop)
    assert is_signed_in(phone)


def test_it_signs_out_every_other_device(alice):
    laptop = sign_in(FIREFOX_WINDOWS, "203.0.113.7")
    others = [sign_in(SAFARI_IPHONE, "198.51.100.23"), sign_in(CHROME_ANDROID, "192.0.2.4")]
    r = laptop.post("/accounts/sessions/")
    assert r.status_code == 302
    assert [is_signed_in(c) for c in others] == [False, False]
    assert is_signed_in(laptop)
    assert b"Every other device is signed out" in laptop.get("/accounts/sessions/").content


def test_it_404s_for_another_users_device(two_devices, bob):
    bobs = sign_in(CHROME_ANDROID, "192.0.2.4", username="bob")
    laptop, _ = two_devices
    session = UserSession.objects.get(user=bob)
    assert laptop.post(f"/accounts/sessions/{session.pk}/end/").status_code == 404
    assert is_signed_in(bobs)


def test_it_never_lists_another_users_devices(two_devices, bob):
    sign_in(CHROME_ANDROID, "192.0.2.4", username="bob")
    laptop, _ = two_devices
    html = laptop.get("/accounts/sessions/").content.decode()
    assert "Chrome on Android" not in html
    assert "192.0.2.4" not in html


def test_a_changed_password_ends_every_other_session(two_devices, alice):
    laptop, phone = two_devices
    laptop.post("/accounts/reauthenticate/", {"password": PASSWORD})
    new = "another calm password 9"
    assert laptop.post("/accounts/password/change/", {"password1": new, "password2": new}).status_code == 302
    assert is_signed_in(laptop)
    assert not is_signed_in(phone)
    assert "Safari on iPhone" not in laptop.get("/accounts/sessions/").content.decode()


def test_a_device_that_timed_out_is_not_listed(two_devices, alice):
    import time

    import time_machine

    laptop, _phone = two_devices
    with time_machine.travel(time.time() + 15 * 60, tick=False):
        laptop.post("/accounts/session/")  # the laptop is in use; the phone is not
    with time_machine.travel(time.time() + 25 * 60, tick=False):
        html = laptop.get("/accounts/sessions/").content.decode()
    assert "Safari on iPhone" not in html
    assert "Firefox on Windows" in html


def test_the_list_costs_the_same_with_many_devices(alice, django_assert_max_num_queries):
    laptop = sign_in(FIREFOX_WINDOWS, "203.0.113.7")
    laptop.get("/accounts/sessions/")
    # 1 session, 2 user, 3 this device's "last seen", 4 every device record, 5 their
    # sessions (to leave out ended ones), 6-8 saving this session (savepoint, update, release)
    with django_assert_max_num_queries(8) as few:
        laptop.get("/accounts/sessions/")
    for n in range(6):
        sign_in(SAFARI_IPHONE, f"198.51.100.{n}")
    with django_assert_max_num_queries(8) as many:
        laptop.get("/accounts/sessions/")
    assert len(many) == len(few)


def test_anonymous_visitors_are_sent_to_sign_in(client):
    for url in ("/accounts/sessions/", "/accounts/sessions/1/end/"):
        r = client.get(url) if url.endswith("sessions/") else client.post(url)
        assert r.status_code == 302
        assert r["Location"].startswith("/accounts/login/")


def test_ending_a_device_rejects_get(two_devices, alice):
    laptop, _ = two_devices
    assert laptop.get(f"/accounts/sessions/{UserSession.objects.first().pk}/end/").status_code == 405


def test_the_list_rejects_put(alice_client):
    assert alice_client.put("/accounts/sessions/").status_code == 405


def test_ending_needs_the_csrf_token(alice):
    client = Client(enforce_csrf_checks=True)
    client.force_login(alice)
    assert client.post("/accounts/sessions/").status_code == 403


@pytest.mark.parametrize(
    ("agent", "label"),
    [
        (FIREFOX_WINDOWS, "Firefox on Windows"),
        (SAFARI_IPHONE, "Safari on iPhone"),
        (CHROME_ANDROID, "Chrome on Android"),
        (
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15",
            "Safari on a Mac",
        ),
        ("", "Unknown browser"),
        ("curl/8.5.0", "curl"),
    ],
)
def test_device_labels(agent, label):
    assert device_label(agent) == label


def test_other_users_are_unaffected_by_signing_out_every_other_device(alice):
    make_user(username="carol")
    carol = sign_in(CHROME_ANDROID, "192.0.2.9", username="carol")
    laptop = sign_in(FIREFOX_WINDOWS, "203.0.113.7")
    laptop.post("/accounts/sessions/")
    assert is_signed_in(carol)
