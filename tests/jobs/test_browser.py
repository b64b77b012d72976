"""The job page in a real Chromium: it follows a job to its end with htmx, and without
JavaScript by reloading itself."""

import pytest

from apps.jobs.models import Job
from tests.factories import PASSWORD, make_attempt, make_user
from tests.jobs.conftest import CHROMIUM_CONTEXT

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def sign_in(page) -> None:
    page.goto("/accounts/login/")
    page.fill("input[name=login]", "alice")
    page.fill("input[name=password]", PASSWORD)
    page.click("main button[type=submit]")
    page.wait_for_url("**/")


def finish(job: Job) -> None:
    """What a worker does at the end of the job, from outside the page."""
    Job.objects.filter(pk=job.pk).update(status=Job.Status.DONE, done=10, total=10, summary="All ten are done.")


def running_job(user) -> Job:
    return Job.objects.create(user=user, kind="x", title="Counting", status=Job.Status.RUNNING, done=3, total=10)


def test_the_page_follows_the_job_to_its_end_with_htmx(page):
    job = running_job(make_user(username="alice"))
    sign_in(page)
    page.goto(job.get_absolute_url())
    assert page.locator("#progress").get_attribute("hx-trigger") == "every 1s"
    page.locator("text=3 of 10").wait_for()

    finish(job)

    page.locator("text=All ten are done.").wait_for(timeout=10_000)
    assert page.locator("#progress").get_attribute("hx-trigger") is None  # polling stopped
    assert page.url.endswith(job.get_absolute_url())


def test_without_javascript_the_page_reloads_until_the_job_is_done(browser, live_server):
    alice = make_user(username="alice")
    job = running_job(alice)
    context = browser.new_context(base_url=live_server.url, java_script_enabled=False, **CHROMIUM_CONTEXT)
    page = context.new_page()
    try:
        sign_in(page)
        page.goto(job.get_absolute_url())
        assert page.locator("text=3 of 10").count() == 1

        finish(job)

        page.locator("text=All ten are done.").wait_for(timeout=10_000)
    finally:
        context.close()


def test_checking_the_log_from_the_log_page_lands_on_the_job_and_its_answer(page):
    make_attempt(user=make_user(username="alice"), message="one")
    sign_in(page)
    page.goto("/log/")

    page.click("text=Check that nothing was changed")

    page.wait_for_url("**/jobs/*/")
    assert page.locator("h1").inner_text() == "Log check"
    assert "exactly as it was saved" in page.locator("#progress").inner_text()
    page.click("text=Go back")
    page.wait_for_url("**/log/")
