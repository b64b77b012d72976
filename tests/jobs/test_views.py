"""The job page, its progress fragment, the download and the list: owner only."""

import re

import pytest
from django.urls import reverse

from apps.jobs.models import Job
from apps.jobs.services import job_start
from tests.jobs import tasks


@pytest.fixture
def done_job(alice):
    return job_start(user=alice, kind="count", title="Counting", task=tasks.count_to, back_url="/log/", n=3)


@pytest.fixture
def running_job(alice):
    return Job.objects.create(
        user=alice, kind="verify", title="Log check", status=Job.Status.RUNNING, done=2500, total=10000, step="Reading"
    )


def urls(job):
    return [reverse("jobs:detail", kwargs={"pk": job.pk}), reverse("jobs:download", kwargs={"pk": job.pk})]


def test_it_sends_anonymous_visitors_to_sign_in(client, done_job):
    for url in [*urls(done_job), reverse("jobs:list")]:
        r = client.get(url)
        assert r.status_code == 302
        assert r["Location"].startswith(reverse("account_login"))


def test_it_404s_for_other_user(bob_client, done_job):
    for url in urls(done_job):
        assert bob_client.get(url).status_code == 404
        assert bob_client.get(url, headers={"HX-Request": "true"}).status_code == 404


def test_it_rejects_post(alice_client, done_job):
    for url in [*urls(done_job), reverse("jobs:list")]:
        assert alice_client.post(url).status_code == 405


def test_a_running_job_polls_its_progress_and_reloads_without_javascript(alice_client, running_job):
    r = alice_client.get(running_job.get_absolute_url())

    html = r.content.decode()
    assert r.status_code == 200
    assert '<noscript><meta http-equiv="refresh" content="2"></noscript>' in html
    poll = re.search(r'<div id="progress"[^>]*>', html).group(0)
    assert f'hx-get="{running_job.get_absolute_url()}"' in poll
    assert 'hx-trigger="every 1s"' in poll
    assert '<progress class="job__bar" max="10000" value="2500"' in html
    assert "2,500 of 10,000 (25%)" in html
    assert "Reading" in html
    assert "<title>Log check · " in html


def test_htmx_gets_only_the_progress_fragment(alice_client, running_job):
    r = alice_client.get(running_job.get_absolute_url(), headers={"HX-Request": "true"})

    assert r.status_code == 200
    assert b"<html" not in r.content
    assert r.content.decode().lstrip().startswith('<div id="progress"')


def test_a_finished_job_stops_polling_and_offers_its_file(alice_client, done_job):
    for headers in ({}, {"HX-Request": "true"}):
        html = alice_client.get(done_job.get_absolute_url(), headers=headers).content.decode()
        assert "hx-trigger" not in html
        assert "http-equiv" not in html
        assert reverse("jobs:download", kwargs={"pk": done_job.pk}) in html
        assert "Counted to 3." in html


def test_a_stopped_job_says_why_and_offers_nothing(alice_client, alice):
    job = job_start(
        user=alice, kind="import", title="Import", task=tasks.refuse, reason="This file is not a chat export."
    )

    html = alice_client.get(job.get_absolute_url()).content.decode()
    assert "This file is not a chat export." in html
    assert "Stopped" in html
    assert "download" not in html.lower()
    assert alice_client.get(reverse("jobs:download", kwargs={"pk": job.pk})).status_code == 404


def test_an_unfinished_job_has_no_download(alice_client, running_job):
    Job.objects.filter(pk=running_job.pk).update(result_path="x/partial", result_name="half.txt")
    assert alice_client.get(reverse("jobs:download", kwargs={"pk": running_job.pk})).status_code == 404


def test_the_download_is_an_attachment_that_cannot_be_sniffed_or_run(alice_client, done_job):
    r = alice_client.get(reverse("jobs:download", kwargs={"pk": done_job.pk}))

    assert r.status_code == 200
    assert b"".join(r.streaming_content) == b"counted to 3\n"
    assert r["Content-Disposition"] == 'attachment; filename="count.txt"'
    assert r["Content-Type"] == "text/plain"
    assert r["X-Content-Type-Options"] == "nosniff"
    assert r["Content-Security-Policy"] == "sandbox; default-src 'none'"
    assert "no-store" in r["Cache-Control"]


def test_a_missing_file_is_a_404_not_a_500(alice_client, done_job):
    from django.core.files.storage import storages

    storages["jobs"].delete(done_job.result_path)
    assert alice_client.get(reverse("jobs:download", kwargs={"pk": done_job.pk})).status_code == 404


def test_the_job_page_links_back_to_where_it_started(alice_client, done_job):
    assert 'href="/log/"' in alice_client.get(done_job.get_absolute_url()).content.decode()


def test_the_list_shows_only_the_users_own_jobs_newest_first(alice_client, alice, bob):
    job_start(user=alice, kind="count", title="First thing", task=tasks.count_to, n=1)
    job_start(user=alice, kind="count", title="Second thing", task=tasks.count_to, n=1)
    job_start(user=bob, kind="count", title="Someone else's", task=tasks.count_to, n=1)

    html = alice_client.get(reverse("jobs:list")).content.decode()
    assert html.index("Second thing") < html.index("First thing")
    assert "Someone else" not in html


@pytest.mark.parametrize("page", ["list", "detail"])
def test_pages_make_the_same_queries_with_few_or_many_jobs(alice_client, alice, django_assert_num_queries, page):
    def url():
        job = Job.objects.filter(user=alice).first()
        return reverse("jobs:list") if page == "list" else job.get_absolute_url()

    Job.objects.create(user=alice, kind="x", title="x")
    address = url()
    # session, user, jobs (one row or the newest 20)
    with django_assert_num_queries(3):
        assert alice_client.get(address).status_code == 200
    Job.objects.bulk_create([Job(user=alice, kind="x", title=f"x{i}") for i in range(60)])
    with django_assert_num_queries(3):
        assert alice_client.get(address).status_code == 200
