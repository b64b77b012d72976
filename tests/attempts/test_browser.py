import pytest

from apps.attempts.models import Attempt
from tests.factories import PASSWORD, make_attempt, make_person, make_tactics, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_quick_log_tag_filter_edit_and_verify(page):
    make_tactics()  # a live-server test starts from flushed tables
    user = make_user(username="alice")
    make_person(user=user, label="J")
    page.goto("/accounts/login/")
    page.fill("input[name=login]", "alice")
    page.fill("input[name=password]", PASSWORD)
    page.click("main button[type=submit]")
    page.wait_for_url("**/")

    # Quick log from the dashboard: paste, one tap.
    page.fill("#quick-log textarea", "Hey, just checking in. I miss us.")
    page.click("#quick-log button[type=submit]")
    page.wait_for_selector("#saved-suggestions")
    attempt = Attempt.objects.get()
    assert attempt.channel == "text"

    # Accept the suggested tactic; nothing was tagged before the tap.
    assert attempt.tactics.count() == 0
    page.click("#saved-suggestions button:has-text('Hoovering')")
    page.wait_for_selector("#saved-suggestions .chip--on")
    assert [t.slug for t in attempt.tactics.all()] == ["hoovering"]

    # Find it through the tactic filter.
    page.goto("/log/")
    page.click("summary:has-text('Filter')")
    page.select_option("#f-tactic", "hoovering")
    page.wait_for_url("**/log/?*tactic=hoovering*")
    page.click("text=just checking in")
    page.wait_for_url(f"**/log/{attempt.pk}/")

    # Edit it; the history shows the change.
    page.get_by_role("link", name="Edit", exact=True).click()
    page.fill("textarea[name=message]", "Hey, just checking in. I miss us. Call me.")
    page.click("main button[type=submit]:has-text('Save')")
    page.wait_for_url(f"**/log/{attempt.pk}/")
    assert page.locator(".history__list > li").count() == 3  # created, tagged, edited
    assert "Call me." in page.locator(".history__list").inner_text()

    # Verify the chain from the log page.
    page.goto("/log/")
    page.click("text=Check that nothing was changed")
    page.wait_for_selector("#progress:has-text('exactly as it was saved')")  # the check's job page


def sign_in(page, username="alice"):
    page.goto("/accounts/login/")
    page.fill("input[name=login]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("main button[type=submit]")
    page.wait_for_url("**/")


def test_searched_words_stay_out_of_the_address_bar_and_history(page, browser, live_server):
    make_tactics()
    user = make_user(username="alice")
    person = make_person(user=user, label="J")
    for n in range(3):
        make_attempt(person=person, message=f"happy birthday {n}")
    make_attempt(person=person, message="nothing to see")
    sign_in(page)
    page.goto("/log/")
    page.click("summary:has-text('Filter')")
    page.fill("#f-q", "Birthday")
    page.press("#f-q", "Enter")
    page.wait_for_url("**/log/?s=*")
    page.wait_for_selector("#results:has-text('happy birthday 2')")
    assert "nothing to see" not in page.locator("#results").inner_text()
    urls = page.evaluate("() => [location.href, document.referrer]")
    assert all("birthday" not in url.lower() for url in urls), urls

    # Without JavaScript: the form posts, the server answers 303 to a token URL.
    context = browser.new_context(base_url=live_server.url, java_script_enabled=False)
    plain = context.new_page()
    seen = []
    plain.on("request", lambda request: seen.append(request.url))
    sign_in(plain)
    plain.goto("/log/")
    plain.click("summary:has-text('Filter')")
    plain.fill("#f-q", "Birthday")
    plain.click("form[action='/log/search/'] button[type=submit]")
    plain.wait_for_url("**/log/?s=*")
    assert "happy birthday 0" in plain.content()
    assert all("birthday" not in url.lower() for url in seen), seen
    context.close()


def test_saving_an_entry_unchanged_in_the_browser_records_nothing(page):
    import datetime as dt

    make_tactics()
    user = make_user(username="alice")
    person = make_person(user=user, label="J")
    when = dt.datetime.now(dt.UTC).replace(microsecond=123_456) - dt.timedelta(hours=2)
    attempt = make_attempt(person=person, message="line one\nline two", notes="a note\nand more", occurred_at=when)
    sign_in(page)
    page.goto(f"/log/{attempt.pk}/edit/")
    page.click("main button[type=submit]:has-text('Save')")
    page.wait_for_url(f"**/log/{attempt.pk}/")
    assert "Nothing had changed." in page.content()
    attempt.refresh_from_db()
    assert (attempt.revision_count, attempt.occurred_at, attempt.message) == (1, when, "line one\nline two")
    assert page.locator(".history__list > li").count() == 1
