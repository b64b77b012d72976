"""A job's life with the immediate backend: it runs inside job_start, as in every test."""

from types import SimpleNamespace

import pytest
from django.core.files.storage import storages

from apps.jobs import running, services
from apps.jobs.models import Job
from apps.jobs.running import JobSuperseded, RunningJob
from apps.jobs.services import job_start
from tests.jobs import tasks


def files_of(job: Job) -> list[str]:
    storage = storages["jobs"]
    return storage.listdir(str(job.pk))[1] if storage.exists(str(job.pk)) else []


@pytest.mark.django_db
def test_a_job_runs_to_done_with_its_progress_summary_and_file(alice):
    job = job_start(user=alice, kind="count", title="Counting", task=tasks.count_to, n=5)

    assert job.status == Job.Status.DONE
    assert (job.done, job.total) == (5, 5)
    assert job.summary == "Counted to 5."
    assert job.attempts == 1
    assert job.started_at and job.finished_at and job.started_at <= job.finished_at
    assert job.task_result_id
    assert job.result_name == "count.txt" and job.result_type == "text/plain"
    assert storages["jobs"].open(job.result_path).read() == b"counted to 5\n"
    assert job.result_size == len(b"counted to 5\n")


@pytest.mark.django_db
def test_a_plain_failure_is_shown_in_its_own_words_and_keeps_no_file(alice):
    job = job_start(
        user=alice, kind="import", title="Import", task=tasks.refuse, reason="This file is not a chat export."
    )

    assert job.status == Job.Status.FAILED
    assert job.failure == "This file is not a chat export."
    assert job.result_path == ""
    assert files_of(job) == []


@pytest.mark.django_db
def test_an_unexpected_failure_says_so_calmly_without_internals_and_keeps_no_file(alice):
    job = job_start(user=alice, kind="report", title="Report", task=tasks.crash)

    assert job.status == Job.Status.FAILED
    assert job.failure == services.FAILED
    assert "internal detail" not in job.failure
    assert files_of(job) == []


@pytest.mark.django_db
def test_a_database_error_in_a_task_still_marks_the_job_stopped(alice):
    job = job_start(user=alice, kind="x", title="Something", task=tasks.break_the_database)

    assert job.status == Job.Status.FAILED
    assert job.failure == services.FAILED


@pytest.mark.django_db
def test_a_job_that_is_not_waiting_is_never_run_twice(alice):
    job = job_start(user=alice, kind="count", title="Counting", task=tasks.count_to, n=2)
    first_file = job.result_path

    tasks.count_to.call(job_id=str(job.pk), n=9)  # a duplicate delivery of the same job

    job.refresh_from_db()
    assert (job.done, job.summary, job.attempts, job.result_path) == (2, "Counted to 2.", 1, first_file)


@pytest.mark.django_db
def test_progress_is_written_at_most_every_half_second(alice, monkeypatch, django_assert_max_num_queries):
    job = Job.objects.create(user=alice, kind="x", title="x", status=Job.Status.RUNNING, attempts=1)
    handle = RunningJob(job)
    clock = iter([100.0 + i * 0.01 for i in range(1000)])  # 1,000 calls in 10 seconds
    monkeypatch.setattr(running, "time", SimpleNamespace(monotonic=lambda: next(clock)))

    with django_assert_max_num_queries(21):  # one write per 0.5 s, plus the first
        for i in range(1000):
            handle.progress(i, 1000)

    job.refresh_from_db()
    assert job.total == 1000
    assert job.done >= 950


@pytest.mark.django_db
def test_a_new_step_is_written_at_once(alice):
    job = Job.objects.create(user=alice, kind="x", title="x", status=Job.Status.RUNNING, attempts=1)
    handle = RunningJob(job)
    handle.progress(0, 10, step="Reading")
    handle.progress(1, step="Writing")

    job.refresh_from_db()
    assert (job.done, job.step) == (1, "Writing")


@pytest.mark.django_db
def test_a_run_that_lost_its_job_stops_without_touching_it(alice):
    job = Job.objects.create(user=alice, kind="x", title="x", status=Job.Status.RUNNING, attempts=1)
    handle = RunningJob(job)
    # Its worker was taken for dead; the job was queued again and another run began.
    Job.objects.filter(pk=job.pk).update(attempts=2)

    with pytest.raises(JobSuperseded):
        handle.progress(5, 10, step="Still here")
    with pytest.raises(JobSuperseded):
        handle.attach_result(b"late", name="late.txt", content_type="text/plain")

    job.refresh_from_db()
    assert (job.done, job.step, job.result_path) == (0, "", "")
    assert files_of(job) == []


@pytest.mark.django_db(transaction=True)  # as in a worker: the run's writes are its own
def test_a_run_taken_for_dead_that_fails_afterwards_leaves_the_job_to_its_next_run(alice):
    job = Job.objects.create(user=alice, kind="x", title="x")

    with pytest.raises(ValueError):
        tasks.fail_after_being_taken_for_dead.call(job_id=str(job.pk))

    job.refresh_from_db()
    assert (job.status, job.failure, job.finished_at) == (Job.Status.QUEUED, "", None)


@pytest.mark.django_db
def test_a_second_result_replaces_the_first_file(alice):
    job = Job.objects.create(user=alice, kind="x", title="x", status=Job.Status.RUNNING, attempts=1)
    handle = RunningJob(job)
    handle.attach_result(b"one", name="a.txt", content_type="text/plain")
    handle.attach_result(b"two", name="b.txt", content_type="text/plain")

    job.refresh_from_db()
    assert files_of(job) == [job.result_path.split("/")[-1]]
    assert storages["jobs"].open(job.result_path).read() == b"two"


@pytest.mark.django_db
def test_a_result_can_come_from_a_path_or_an_open_file(alice, tmp_path):
    job = Job.objects.create(user=alice, kind="x", title="x", status=Job.Status.RUNNING, attempts=1)
    handle = RunningJob(job)
    made = tmp_path / "made.zip"
    made.write_bytes(b"PK" + b"\0" * 100)
    handle.attach_result(made, name="bundle.zip", content_type="application/zip")
    job.refresh_from_db()
    assert job.result_size == 102

    with made.open("rb") as handle_file:
        handle.attach_result(handle_file, name="bundle.zip", content_type="application/zip")
    job.refresh_from_db()
    assert storages["jobs"].open(job.result_path).read() == made.read_bytes()


@pytest.mark.parametrize(
    ("given", "kept"),
    [
        ("report.pdf", "report.pdf"),
        ('a"b\r\nc.txt', "a-b--c.txt"),
        ("../../etc/passwd", "etc-passwd"),
        ("", "download"),
    ],
)
def test_a_download_name_keeps_only_safe_characters(given, kept):
    assert running._safe_name(given) == kept


@pytest.mark.django_db
def test_back_url_must_be_a_path_on_this_site(alice):
    with pytest.raises(ValueError, match="path on this site"):
        job_start(user=alice, kind="x", title="x", task=tasks.count_to, back_url="https://elsewhere.example/", n=1)
    assert not Job.objects.exists()
