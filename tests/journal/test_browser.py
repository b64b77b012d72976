"""The journal in a real Chromium: the check-in and the reply check answer in place
(htmx), hiding the prompts keeps what is typed, and nothing asks another host."""

import pytest

from apps.journal.models import Entry
from tests.factories import PASSWORD, make_attempt, make_person, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def sign_in(page, live_server) -> list[str]:
    """Sign in as alice; returns the list every request's URL is added to."""
    seen: list[str] = []
    page.on("request", lambda request: seen.append(request.url))
    page.goto("/accounts/login/")
    page.fill("input[name=login]", "alice")
    page.fill("input[name=password]", PASSWORD)
    page.click("main button[type=submit]")
    page.wait_for_url("**/")
    return seen


def test_check_in_prompts_and_reply_check_in_place(page, live_server):
    user = make_user(username="alice")
    person = make_person(user=user, label="J")
    attempt = make_attempt(user=user, person=person, message="Why are you ignoring me?")
    seen = sign_in(page, live_server)

    # The check-in on the home page: a tap and a line, saved without leaving the page.
    page.get_by_text("Okay", exact=True).click()
    page.fill("#check-in-line", "A quiet day.")
    page.click("#check-in button[type=submit]")
    page.wait_for_selector("#check-in:has-text('Saved to your journal at')")
    assert page.url == live_server.url + "/"
    entry = Entry.objects.get()
    assert (entry.kind, entry.mood, entry.text) == ("check_in", 3, "A quiet day.")

    # Writing: hiding the questions keeps what is typed.
    page.goto("/journal/new/")
    page.fill("textarea[name=text]", "Half a thought")
    page.click("text=Hide these questions")
    page.wait_for_selector("text=Show questions to write from")
    assert page.input_value("textarea[name=text]") == "Half a thought"
    page.click("main button[type=submit]:has-text('Save')")
    page.wait_for_selector("h1 time")
    assert Entry.objects.filter(text="Half a thought").exists()

    # The reply check, from the logged message: flags with their words, in place.
    page.goto(f"/log/{attempt.pk}/")
    page.click("text=Check a reply before you send it")
    page.fill("textarea[name=draft]", "I'm sorry, I only said it because you shouted. Can we talk? Pick-up is at 5.")
    page.click("text=Check it")
    page.wait_for_selector("#results .flag")
    results = page.inner_text("#results")
    assert "“because”" in results and "“sorry”" in results and "“Can we talk”" in results
    assert "Pick-up is at 5." in page.input_value("#reply-text")
    page.click("text=Save as my reply to this message")
    page.wait_for_url(f"**/log/{attempt.pk}/**")
    attempt.refresh_from_db()
    assert attempt.response == "replied" and "Pick-up is at 5." in attempt.notes

    assert all(url.startswith(live_server.url) for url in seen), [u for u in seen if not u.startswith(live_server.url)]


def test_the_reply_checks_answer_has_no_accessibility_violations(browser, live_server):
    from django.conf import settings
    from django.test import Client

    from tests.audits.test_axe import AXE, VIEWS, describe

    user = make_user(username="alice")
    attempt = make_attempt(user=user, message="Why are you ignoring me?")
    client = Client()
    client.force_login(user)
    context = browser.new_context(base_url=live_server.url, bypass_csp=True)
    name = settings.SESSION_COOKIE_NAME
    context.add_cookies([{"name": name, "value": client.cookies[name].value, "url": live_server.url}])
    page = context.new_page()
    page.goto(f"/journal/reply-check/?attempt={attempt.pk}")
    page.fill("textarea[name=draft]", "I'm sorry. I feel awful because you never listen. Why? Call me." * 3)
    page.click("text=Check it")
    page.wait_for_selector("#results .flag")
    page.add_script_tag(path=str(AXE))
    problems: list[str] = []
    for label, width, height, scheme in VIEWS:
        page.set_viewport_size({"width": width, "height": height})
        page.emulate_media(color_scheme=scheme)
        result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
        problems += describe(result["violations"], f"reply check ({label} {width}px, {scheme})")
    context.close()
    assert not problems, "axe found violations:\n" + "\n".join(problems)
