import pytest

from apps.attempts.models import Attempt
from tests.factories import PASSWORD, make_person, make_tactics, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def sign_in(page, username: str = "alice") -> None:
    page.goto("/accounts/login/")
    page.fill("input[name=login]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("main button[type=submit]")
    page.wait_for_url("**/")


def test_files_too_large_to_send_are_refused_before_sending_and_the_words_stay(page, settings):
    make_tactics()
    settings.REQUEST_MAX_BYTES = 2 * 1024 * 1024  # so 1 MB for files, 1 MB for the words
    make_person(user=make_user(username="alice"), label="J")
    sign_in(page)
    page.goto("/log/new/")
    page.fill("textarea[name=message]", "words I do not want to type again")
    chunk = b"\x89PNG" + b"\0" * (700 * 1024)
    page.set_input_files(
        "input[name=files]",
        [{"name": f"shot{i}.png", "mimeType": "image/png", "buffer": chunk} for i in range(2)],
    )
    alert = page.get_by_role("alert").filter(has_text="together")
    alert.wait_for()
    assert "more than the 1 MB that can be sent at once" in alert.inner_text()
    assert page.eval_on_selector("input[name=files]", "input => input.files.length") == 0
    assert page.input_value("textarea[name=message]") == "words I do not want to type again"
    assert not Attempt.objects.exists()


def test_the_deletion_flow_end_to_end(page):
    make_tactics()
    user = make_user(username="alice")
    make_person(user=user, label="J")
    sign_in(page)
    page.goto("/accounts/settings/")
    page.click("text=Your data")
    page.click("text=Delete your account…")
    page.wait_for_url("**/accounts/reauthenticate/**")
    page.fill("input[name=password]", PASSWORD)
    page.click("main button[type=submit]")
    page.wait_for_url("**/accounts/data/delete/")
    page.fill("input[name=confirm]", "alice")
    page.click("text=Delete my account and everything in it")
    page.wait_for_url("**/accounts/data/closed/")
    assert "Your account is deleted" in page.inner_text("main")
    assert not type(user).objects.filter(username="alice").exists()
    page.goto("/log/")
    assert "/accounts/login/" in page.url
