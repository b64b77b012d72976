"""The foundation as a person meets it, in a real Chromium."""

import time
from urllib.parse import urlsplit

import pytest
from django.contrib.sessions.models import Session

from tests.factories import PASSWORD, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def sign_in(page, username: str = "alice", password: str = PASSWORD) -> None:
    page.goto("/accounts/login/")
    page.fill("input[name=login]", username)
    page.fill("input[name=password]", password)
    page.click("form.login button[type=submit], main button[type=submit]")
    page.wait_for_url("**/")


def wait_until(condition, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def test_sign_up_sign_out_and_sign_in(page):
    page.goto("/accounts/signup/")
    page.fill("input[name=username]", "newcomer")
    page.fill("input[name=password1]", PASSWORD)
    page.fill("input[name=password2]", PASSWORD)
    page.click("main button[type=submit]")
    page.wait_for_url("**/")
    assert page.locator("body[data-signed-in]").count() == 1

    page.click("text=Sign out")
    page.wait_for_url("**/accounts/login/")
    assert page.locator("body[data-signed-in]").count() == 0

    sign_in(page, "newcomer")
    assert "newcomer" in page.content()


@pytest.mark.parametrize("how", ["click", "shift-three-times"])
def test_quick_exit_ends_the_session_and_leaves_no_way_back(page, how):
    make_user(username="alice")
    sign_in(page)
    page.goto("/accounts/settings/")
    assert Session.objects.count() == 1

    if how == "click":
        page.click(".quick-exit__button")
    else:
        page.locator("main h1").click()  # a spot that is no link: main's centre can be one
        for _ in range(3):
            page.keyboard.press("Shift")
    page.wait_for_url("https://neutral.example/**")
    assert wait_until(lambda: Session.objects.count() == 0), "the session is still alive on the server"

    page.go_back()
    page.wait_for_load_state()
    assert page.locator("body[data-signed-in]").count() == 0
    assert "Signed in as" not in page.content()


def test_the_exit_control_is_first_in_tab_order(page):
    page.goto("/")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent.trim()") == "Exit"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent.trim()") == "Skip to content"


def test_pages_request_nothing_from_another_host(page, live_server):
    make_user(username="alice")
    own_host = urlsplit(live_server.url).netloc
    requested: list[str] = []
    problems: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.on(
        "console",
        lambda message: message.type == "error" and problems.append(message.text),
    )
    page.on("pageerror", lambda error: problems.append(str(error)))

    for path in ["/", "/accounts/signup/", "/accounts/password/reset/"]:
        page.goto(path)
        page.wait_for_load_state("networkidle")
    sign_in(page)
    for path in [
        "/",
        "/accounts/settings/",
        "/accounts/password/change/",
        "/accounts/2fa/",
    ]:
        page.goto(path)
        page.wait_for_load_state("networkidle")

    assert requested
    foreign = [url for url in requested if urlsplit(url).netloc != own_host]
    assert foreign == []
    # A CSP violation (an inline script or style somewhere) shows up as a console error.
    assert problems == []
