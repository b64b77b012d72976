"""No traces and calm session ends, as a person meets them in a real Chromium (issue 12,
items 3 and 7; checklist C2, C4, E1)."""

import time
from urllib.parse import urlsplit

import pytest
import time_machine
from playwright.sync_api import expect

from tests.accounts.test_browser import sign_in, wait_until
from tests.factories import make_user
from tests.library.helpers import make_library

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NEUTRAL = "https://neutral.example/**"


def _session_kept(response) -> bool:
    """The page's POST that keeps the session alive, answered: waiting for the answer, not
    only the request, lets the server finish its write before the test's tables are
    emptied (a write still in flight then failed the teardown on a foreign key)."""
    return response.url.endswith("/accounts/session/") and response.request.method == "POST"


def our_cookies(page, live_server) -> list[dict]:
    host = urlsplit(live_server.url).hostname
    return [c for c in page.context.cookies() if c["domain"].lstrip(".") == host]


def back_never_shows_this_site(page, steps: int) -> None:
    """Press Back `steps` times, or until the tab's first, empty page; each time, any
    page of ours hides itself before it is drawn and the tab moves on to the neutral
    site."""
    shown: list[str] = []

    def note(frame) -> None:
        if frame == page.main_frame and "neutral.example" not in frame.url:
            # A page of ours was reached: it must be hidden before anything is drawn.
            hidden = page.evaluate(
                "document.documentElement.classList.contains('is-exiting')"
                " || !document.body || getComputedStyle(document.body).visibility === 'hidden'"
            )
            if not hidden:
                shown.append(frame.url)

    page.on("domcontentloaded", lambda p: note(p.main_frame))
    for _ in range(steps):
        page.go_back(wait_until="commit")
        if page.url == "about:blank":
            break
        page.wait_for_url(NEUTRAL)
        page.wait_for_load_state()
    assert shown == []
    assert page.url == "about:blank" or page.url.startswith("https://neutral.example/")


def test_back_after_a_quick_exit_never_shows_the_public_library(page, live_server, tmp_path):
    make_library(tmp_path)
    page.goto("/library/")
    page.get_by_role("link", name="Talk 1").click()
    page.wait_for_url("**/library/transcripts/**")
    page.goto("/privacy/")
    page.click(".quick-exit__button")
    page.wait_for_url(NEUTRAL)
    back_never_shows_this_site(page, 4)
    assert "Talk 1" not in page.content()
    assert our_cookies(page, live_server) == []


@pytest.mark.parametrize("how", ["click", "shift-three-times"])
def test_after_a_quick_exit_no_cookie_of_ours_is_left(page, live_server, how):
    make_user(username="alice")
    sign_in(page)
    page.goto("/accounts/settings/")
    assert {c["name"] for c in our_cookies(page, live_server)} >= {"sessionid", "csrftoken", "v"}
    if how == "click":
        page.click(".quick-exit__button")
    else:
        page.locator("main").click()
        for _ in range(3):
            page.keyboard.press("Shift")
    page.wait_for_url(NEUTRAL)
    assert wait_until(lambda: our_cookies(page, live_server) == []), our_cookies(page, live_server)
    back_never_shows_this_site(page, 2)


def test_signing_out_drops_the_old_cookies(page, live_server):
    make_user(username="alice")
    sign_in(page)
    before = {c["name"]: c["value"] for c in our_cookies(page, live_server)}
    page.click("text=Sign out")
    page.wait_for_url("**/accounts/login/")
    after = {c["name"]: c for c in our_cookies(page, live_server)}
    assert "sessionid" not in after
    assert after["csrftoken"]["value"] != before["csrftoken"]  # the sign-in page's fresh one
    # What is left ends with the browser.
    assert all(cookie["expires"] == -1 for cookie in after.values())


def test_a_calm_warning_comes_before_the_session_ends_and_staying_keeps_it(page):
    make_user(username="alice")
    page.clock.install()
    sign_in(page)
    page.goto("/accounts/settings/")
    warning = page.locator("[data-session-warning]")
    expect(warning).to_be_hidden()
    page.clock.fast_forward("18:30")
    expect(warning).to_be_visible()
    expect(warning).to_contain_text("you will be signed out in 2 minutes unless you keep using this page")
    # The warning never takes the focus from what the user was doing.
    assert page.evaluate("document.activeElement.tagName") != "BUTTON"
    with page.expect_response(_session_kept):
        page.get_by_role("button", name="Stay signed in").click()
    expect(warning).to_be_hidden()


def test_typing_a_long_entry_keeps_the_session_alive(page):
    make_user(username="alice")
    page.clock.install()
    sign_in(page)
    page.goto("/accounts/settings/")
    page.clock.fast_forward("01:05")
    with page.expect_response(_session_kept):
        page.locator("select[name=time_zone]").focus()
        page.keyboard.press("ArrowDown")
        page.clock.fast_forward("00:06")


def test_the_pause_timer_page_keeps_the_session_alive_while_visible(page):
    make_user(username="alice")
    page.clock.install()
    sign_in(page)
    page.goto("/urge/")
    with page.expect_response(_session_kept):
        page.clock.fast_forward("01:05")


def test_a_quiet_page_ends_on_the_sign_in_page_with_a_word_why(page):
    make_user(username="alice")
    page.clock.install()
    sign_in(page)
    page.goto("/accounts/settings/")
    with time_machine.travel(time.time() + 21 * 60, tick=True):
        page.clock.fast_forward("21:00")
        page.wait_for_url("**/accounts/login/")
        expect(page.locator(".messages")).to_contain_text("you were signed out after 20 minutes without activity")
