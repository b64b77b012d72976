import pytest

from apps.attempts.models import Attempt
from tests.factories import PASSWORD, make_person, make_tactics, make_user

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
