"""Jobs whose worker stopped: found by their silent heartbeat, run again or stopped."""

from datetime import timedelta

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import storages
from django.core.management import get_commands
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from apps.jobs import services
from apps.jobs.models import Job
from apps.jobs.services import jobs_prune, jobs_recover
from tests.jobs import tasks

pytestmark = pytest.mark.django_db


def lost_job(user, *, max_attempts: int, heartbeat_age: int = 120, n: int = 3) -> Job:
    """A job as a killed worker leaves it: running, its task run claimed, a file half made."""
    job = Job.objects.create(
        user=user,
        kind="count",
        title="Counting",
        status=Job.Status.RUNNING,
        attempts=1,
        max_attempts=max_attempts,
        done=1,
        total=n,
        started_at=timezone.now() - timedelta(seconds=heartbeat_age + 5),
        heartbeat_at=timezone.now() - timedelta(seconds=heartbeat_age),
        result_path=storages["jobs"].save(f"placeholder/{n}", ContentFile(b"half")),
    )
    run = DBTaskResult.objects.create(
        status="RUNNING",
        args_kwargs={"args": [], "kwargs": {"job_id": str(job.pk), "n": n}},
        task_path="tests.jobs.tasks.count_to",
        backend_name="default",  # the immediate backend here: a requeued job runs at once
        run_after=timezone.now(),
        started_at=job.started_at,
    )
    Job.objects.filter(pk=job.pk).update(task_result_id=str(run.pk))
    job.refresh_from_db()
    return job


def test_a_job_whose_worker_stopped_runs_again_when_it_may(alice, django_capture_on_commit_callbacks):
    job = lost_job(alice, max_attempts=2)
    half = job.result_path

    with django_capture_on_commit_callbacks(execute=True):
        assert jobs_recover() == 1

    job.refresh_from_db()
    assert job.status == Job.Status.DONE  # queued again, and run (at once, here)
    assert job.attempts == 2
    assert job.summary == "Counted to 3."
    assert not storages["jobs"].exists(half)
    old_run = DBTaskResult.objects.get()  # the only one: the run again was immediate
    assert old_run.status == "FAILED"
    assert old_run.exception_class_path == "apps.jobs.WorkerLost"


def test_a_job_whose_worker_stopped_is_marked_stopped_when_it_may_not_run_again(
    alice, django_capture_on_commit_callbacks
):
    job = lost_job(alice, max_attempts=1)
    half = job.result_path

    with django_capture_on_commit_callbacks(execute=True):
        assert jobs_recover() == 1

    job.refresh_from_db()
    assert job.status == Job.Status.FAILED
    assert job.failure == services.INTERRUPTED
    assert job.result_path == ""
    assert not storages["jobs"].exists(half)


def test_a_job_with_a_recent_heartbeat_is_left_alone(alice, settings):
    settings.JOBS_STALE_SECONDS = 60
    job = lost_job(alice, max_attempts=2, heartbeat_age=30)

    assert jobs_recover() == 0

    job.refresh_from_db()
    assert (job.status, job.attempts) == (Job.Status.RUNNING, 1)


def test_a_queued_job_whose_task_failed_before_it_began_is_stopped(alice):
    job = Job.objects.create(user=alice, kind="x", title="x")
    run = DBTaskResult.objects.create(
        status="FAILED",
        args_kwargs={"args": [], "kwargs": {"job_id": str(job.pk)}},
        task_path="tests.jobs.tasks.gone",
        backend_name="default",
        run_after=timezone.now(),
    )
    Job.objects.filter(pk=job.pk).update(task_result_id=str(run.pk), created_at=timezone.now() - timedelta(hours=1))

    assert jobs_recover() == 1

    job.refresh_from_db()
    assert (job.status, job.failure) == (Job.Status.FAILED, services.FAILED)


def test_a_queued_job_still_waiting_for_a_worker_stays_queued(alice):
    job = Job.objects.create(user=alice, kind="x", title="x")
    run = DBTaskResult.objects.create(
        status="READY",
        args_kwargs={"args": [], "kwargs": {"job_id": str(job.pk)}},
        task_path="tests.jobs.tasks.count_to",
        backend_name="default",
        run_after=timezone.now(),
    )
    Job.objects.filter(pk=job.pk).update(task_result_id=str(run.pk), created_at=timezone.now() - timedelta(hours=1))

    assert jobs_recover() == 0
    job.refresh_from_db()
    assert job.status == Job.Status.QUEUED


def test_a_worker_stopped_mid_task_by_a_signal_hands_the_job_back(alice, monkeypatch):
    """Ctrl-C twice (or SIGTERM twice) ends the task mid-run; the job is not left running."""

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(tasks.time, "sleep", interrupted)
    job = Job.objects.create(user=alice, kind="count", title="Counting")
    with pytest.raises(KeyboardInterrupt):
        tasks.count_to.call(job_id=str(job.pk), n=3, delay=1, attach_early=True)

    job.refresh_from_db()
    assert (job.status, job.failure, job.result_path) == (Job.Status.FAILED, services.INTERRUPTED, "")


def test_pruning_removes_old_finished_jobs_and_their_files_only(alice):
    old = services.job_start(user=alice, kind="count", title="Old", task=tasks.count_to, n=1)
    new = services.job_start(user=alice, kind="count", title="New", task=tasks.count_to, n=1)
    waiting = Job.objects.create(user=alice, kind="x", title="Waiting")
    Job.objects.filter(pk=old.pk).update(finished_at=timezone.now() - timedelta(days=8))
    Job.objects.filter(pk=waiting.pk).update(created_at=timezone.now() - timedelta(days=30))

    assert jobs_prune(older_than_days=7) == 1

    assert set(Job.objects.values_list("title", flat=True)) == {"New", "Waiting"}
    assert not storages["jobs"].exists(old.result_path)
    assert storages["jobs"].exists(new.result_path)


def test_deleting_a_users_jobs_removes_their_files(alice, bob):
    mine = services.job_start(user=alice, kind="count", title="Mine", task=tasks.count_to, n=1)
    theirs = services.job_start(user=bob, kind="count", title="Theirs", task=tasks.count_to, n=1)

    assert services.jobs_delete_for_user(user=alice) == 1

    assert not storages["jobs"].exists(mine.result_path)
    assert storages["jobs"].exists(theirs.result_path)
    assert list(Job.objects.values_list("title", flat=True)) == ["Theirs"]


def test_manage_py_db_worker_is_the_one_that_recovers_jobs():
    assert get_commands()["db_worker"] == "apps.jobs"
