"""The counter as a person meets it, in a real Chromium."""

import datetime as dt

import pytest
from playwright.sync_api import expect

from apps.counter.clock import user_today
from tests.factories import PASSWORD, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def tab(browser, live_server):
    """A phone-sized tab. Under `Referrer-Policy: no-referrer` a browser sends
    `Origin: null` on form posts; the tab names our own origin, as the foundation's
    same-origin middleware does for real browsers."""
    context = browser.new_context(
        base_url=live_server.url,
        viewport={"width": 375, "height": 667},
        extra_http_headers={"Origin": live_server.url},
    )
    page = context.new_page()
    page.errors = []
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    yield page
    context.close()


def sign_in(page, username: str = "alice") -> None:
    page.goto("/accounts/login/")
    page.fill("input[name=login]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("main button[type=submit]")
    page.wait_for_url("**/")


def count_of(page) -> str:
    return page.locator(".day-card__number").first.inner_text()


def test_a_person_a_slip_and_a_resisted_urge(tab):
    alice = make_user(username="alice")
    sign_in(tab)
    forty_days_ago = user_today(alice) - dt.timedelta(days=40)

    # Add a person who has been out of contact for 40 days already. A mark on the page
    # shows that htmx updates it in place: a full reload would lose the mark.
    tab.evaluate("() => { document.body.dataset.mark = 'no-reload'; }")
    tab.fill("#id_label", "M")
    tab.fill("#id_start", forty_days_ago.isoformat())
    tab.click("text=Start counting")
    tab.wait_for_selector(".day-card__number")
    assert count_of(tab) == "40"
    assert tab.locator("body[data-mark=no-reload]").count() == 1
    assert "M is added. Day 40." in tab.inner_text("#people-cards")

    # Record a slip from the card itself.
    tab.click(".day-card__actions >> text=I broke no contact")
    tab.wait_for_selector(".slip-form")
    tab.check("text=I replied")
    tab.click(".slip-form >> text=Save")
    expect(tab.locator(".day-card__number")).to_have_text("0")
    assert "Your streak of 40 days is kept in your history" in tab.inner_text("#people-cards")
    assert tab.locator("body[data-mark=no-reload]").count() == 1

    # The history keeps the 40-day streak, marked as the longest.
    tab.click(".day-card__actions >> text=History")
    tab.wait_for_load_state()
    longest = tab.locator(".streak--longest")
    expect(longest).to_have_count(1)
    assert "40 days" in longest.inner_text()
    assert "Longest" in longest.inner_text()
    assert "I replied" in longest.inner_text()

    # An urge, let pass, is counted on the dashboard.
    tab.goto("/")
    tab.click("text=I want to reach out")
    tab.wait_for_url("**/urge/")
    message_box = tab.locator("textarea[name=unsent_message]")
    box = message_box.bounding_box()
    assert box["y"] < 667, "the message box starts within a phone's first screen"
    message_box.fill("I miss how it was at the start")
    tab.locator("input[name=intensity]").fill("8")
    assert tab.inner_text("[data-intensity-output]") == "8"
    tab.click("label.chip >> text=Feeling lonely")
    tab.click("text=I let it pass")
    tab.wait_for_url("**/")
    assert "Urges you have let pass: 1" in tab.inner_text(".urge-cta")
    assert "I miss how it was" not in tab.content()
    assert tab.errors == []


def test_the_pause_counts_down_with_a_breathing_prompt(tab):
    make_user(username="alice")
    sign_in(tab)
    tab.goto("/urge/")
    timer = tab.locator("[data-timer]")
    assert timer.inner_text() == "3:00"
    tab.click("[data-pause-start]")
    expect(tab.locator(".pause.is-breathing")).to_have_count(1)
    assert tab.inner_text("[data-breath-prompt]") == "Breathe in…"
    expect(timer).to_have_text("2:58", timeout=4000)
    tab.click("[data-pause-start]")  # Stop
    expect(tab.locator(".pause.is-breathing")).to_have_count(0)
    assert timer.inner_text() == "3:00"
    assert tab.errors == []


def test_everything_works_without_javascript(browser, live_server):
    alice = make_user(username="alice")
    context = browser.new_context(
        base_url=live_server.url, java_script_enabled=False, extra_http_headers={"Origin": live_server.url}
    )
    page = context.new_page()
    sign_in(page)
    page.fill("#id_label", "M")
    page.fill("#id_start", (user_today(alice) - dt.timedelta(days=12)).isoformat())
    page.click("text=Start counting")
    assert page.locator(".day-card__number").inner_text() == "12"
    page.click(".day-card__actions >> text=I broke no contact")
    page.click("main button[type=submit] >> text=Save")
    assert page.locator(".streak--longest .streak__days").inner_text() == "12 days"
    page.goto("/urge/")
    assert page.locator("[data-timer]").is_hidden()
    assert "Breathe in for four, out for six." in page.inner_text(".pause")
    page.fill("textarea[name=unsent_message]", "not sent")
    page.click("text=I let it pass")
    assert "Urges you have let pass: 1" in page.inner_text(".urge-cta")
    context.close()


def test_the_account_page_offers_the_devices_time_zone(browser, live_server):
    alice = make_user(username="alice")
    context = browser.new_context(
        base_url=live_server.url, timezone_id="Pacific/Auckland", extra_http_headers={"Origin": live_server.url}
    )
    page = context.new_page()
    sign_in(page)
    assert "Set your time zone" in page.inner_text("main")
    page.goto("/accounts/settings/")
    assert page.locator("select[name=time_zone]").input_value() == "Pacific/Auckland"
    assert "This device says Pacific/Auckland" in page.inner_text("[data-device-zone-hint]")
    page.click("text=Save time zone")
    page.goto("/")
    assert "Set your time zone" not in page.inner_text("main")
    from apps.accounts.models import Profile

    assert Profile.objects.get(user=alice).time_zone == "Pacific/Auckland"
    context.close()
