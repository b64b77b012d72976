"""No traces (issue 12, item 7; checklist C2, A5, A7): sign-out and Exit clear what the
browser keeps for this site, our cookies (session, CSRF, messages) end with them, and
error pages look like the app, say nothing technical and carry the Exit and a CSP."""

import pytest
from django.conf import settings
from django.contrib.sessions.models import Session
from django.core.exceptions import PermissionDenied, SuspiciousOperation
from django.http import HttpResponse
from django.test import Client, override_settings
from django.urls import include, path

from tests.factories import PASSWORD

pytestmark = pytest.mark.django_db

CLEAR = '"cache", "cookies", "storage"'


def sign_in() -> Client:
    client = Client()
    client.get("/accounts/login/")  # a csrf cookie, as a browser would have
    client.post("/accounts/login/", {"login": "alice", "password": PASSWORD})
    client.cookies["v"] = "1"  # the page scripts' marker (static/js/guard.js)
    return client


def expired(response, name: str) -> bool:
    cookie = response.cookies.get(name)
    return cookie is not None and cookie.value == "" and cookie["max-age"] == 0


@pytest.mark.parametrize(
    ("how", "url", "data"),
    [
        ("sign out", "/accounts/logout/", {}),
        ("exit by script", "/accounts/exit/", {"beacon": "1"}),
        ("exit without script", "/accounts/exit/", {}),
    ],
)
def test_leaving_clears_the_site_and_expires_every_cookie_of_ours(alice, how, url, data):
    client = sign_in()
    old_session = client.cookies["sessionid"].value
    r = client.post(url, data)
    assert r["Clear-Site-Data"] == CLEAR
    for name in ("sessionid", "csrftoken", "messages", "v"):
        assert expired(r, name), (how, name)
    # The old session is gone on the server: replaying its cookie signs nobody in.
    assert not Session.objects.filter(session_key=old_session).exists()
    replay = Client()
    replay.cookies["sessionid"] = old_session
    assert replay.get("/accounts/settings/")["Location"].startswith("/accounts/login/")


def test_signing_out_leaves_no_message_behind(alice):
    client = sign_in()
    r = client.post("/accounts/logout/")
    assert "sessionid" not in r.cookies or expired(r, "sessionid")
    page = client.get(r["Location"])
    assert b"You have signed out" not in page.content
    # No new session was started to carry a message.
    assert "sessionid" not in page.cookies or page.cookies["sessionid"].value == ""
    assert not Session.objects.exists()


def test_the_csrf_cookie_ends_with_the_browser(client):
    cookie = client.get("/accounts/login/").cookies["csrftoken"]
    assert cookie["max-age"] == ""
    assert cookie["expires"] == ""


def test_an_ordinary_page_clears_nothing(alice_client):
    assert "Clear-Site-Data" not in alice_client.get("/accounts/settings/")


def test_sign_out_by_get_clears_nothing(alice_client):
    r = alice_client.get("/accounts/logout/")
    assert "Clear-Site-Data" not in r


def raise_bad_request(request):
    raise SuspiciousOperation("bad")


def raise_denied(request):
    raise PermissionDenied


def raise_error(request):
    raise RuntimeError("Traceback secret detail")


def fine(request):
    return HttpResponse("ok")


urlpatterns = [
    path("bad/", raise_bad_request),
    path("denied/", raise_denied),
    path("boom/", raise_error),
    path("fine/", fine),
    path("", include("nocontact.urls")),
]
handler400 = "apps.accounts.errors.bad_request"
handler403 = "apps.accounts.errors.permission_denied"
handler404 = "apps.accounts.errors.page_not_found"
handler500 = "apps.accounts.errors.server_error"


def assert_calm_error_page(r, status: int, words: bytes) -> None:
    assert r.status_code == status
    html = r.content
    assert words in html
    assert b"Traceback" not in html and b"Django" not in html and b"secret detail" not in html
    assert b'class="quick-exit"' in html
    assert b"/static/css/app.css" in html
    assert b"Privacy and safety" in html
    assert b"<title>" in html and b" \xc2\xb7 Daybook</title>" in html
    policy = r["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "unsafe-" not in policy
    assert r["Cross-Origin-Resource-Policy"] == "same-origin"


@override_settings(ROOT_URLCONF=__name__)
@pytest.mark.parametrize(
    ("url", "status", "words"),
    [
        ("/bad/", 400, b"That did not work"),
        ("/denied/", 403, b"This can't be opened from here"),
        ("/nowhere/", 404, b"Nothing here"),
        ("/boom/", 500, b"Something went wrong on our side"),
    ],
)
def test_error_pages_are_calm_and_carry_the_exit(url, status, words):
    client = Client(raise_request_exception=False)
    assert_calm_error_page(client.get(url), status, words)


def test_the_real_404_page(alice_client):
    assert_calm_error_page(alice_client.get("/no-such-page/"), 404, b"Nothing here")


def test_an_expired_form_explains_itself(alice):
    client = Client(enforce_csrf_checks=True)
    client.force_login(alice)
    assert_calm_error_page(client.post("/accounts/settings/", {"time_zone": "UTC"}), 403, b"That form had expired")


def test_a_rate_limit_page_is_calm(alice_client, settings):
    settings.ACCOUNT_RATE_LIMITS = {**settings.ACCOUNT_RATE_LIMITS, "manage_email": "1/m/user"}
    alice_client.post("/accounts/email/", {"action_add": "", "email": "a@example.org"})
    assert_calm_error_page(
        alice_client.post("/accounts/email/", {"action_add": "", "email": "a@example.org"}),
        429,
        b"Please wait a few minutes",
    )


@override_settings(ROOT_URLCONF=__name__, DEBUG=True)
def test_under_debug_the_403_page_is_still_ours_with_a_csp():
    # Under DEBUG Django shows its own technical 404 and 500 pages (without a CSP, so
    # their inline styles work); a 403 remains ours.
    assert_calm_error_page(Client().get("/denied/"), 403, b"This can't be opened from here")


@pytest.mark.parametrize("url", ["/", "/accounts/login/", "/no-such-page/", "/static/css/app.css", "/healthz"])
def test_every_response_keeps_its_resources_to_this_site(client, url):
    r = client.get(url)
    assert r["Cross-Origin-Resource-Policy"] == "same-origin"


def test_error_pages_render_without_the_database(rf, monkeypatch):
    # A 500 may come from a database that is down: its page reads nothing from it.
    from apps.accounts.errors import server_error

    def no_database(*args, **kwargs):
        raise AssertionError("the error page touched the database")

    monkeypatch.setattr("django.db.backends.utils.CursorWrapper.execute", no_database)
    request = rf.get("/")
    r = server_error(request)
    assert r.status_code == 500
    assert b"Something went wrong" in r.content
    assert settings.QUICK_EXIT_URL.encode() in r.content


def test_our_scripts_keep_nothing_in_browser_storage():
    scripts = sorted((settings.BASE_DIR / "static" / "js").glob("*.js"))
    assert scripts
    for script in scripts:
        text = script.read_text()
        assert "localStorage" not in text and "sessionStorage" not in text and "indexedDB" not in text, script.name
