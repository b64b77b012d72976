"""Tasks the job tests run (importable by a real worker too, as tests.jobs.tasks.*)."""

import time

from django.contrib.auth import get_user_model

from apps.jobs.models import Job
from apps.jobs.running import JobError, RunningJob, job_task


@job_task
def count_to(job: RunningJob, *, n: int, delay: float = 0.0, attach_early: bool = False) -> None:
    """Count to n, reporting each step; keep a small text file of the count."""
    if attach_early:
        job.attach_result(b"partial", name="count.txt", content_type="text/plain")
    job.progress(0, n, step="Counting")
    for i in range(1, n + 1):
        time.sleep(delay)
        job.progress(i)
    job.attach_result(f"counted to {n}\n".encode(), name="count.txt", content_type="text/plain")
    job.set_summary(f"Counted to {n}.")


@job_task
def refuse(job: RunningJob, *, reason: str) -> None:
    job.attach_result(b"half", name="half.txt", content_type="text/plain")
    raise JobError(reason)


@job_task
def crash(job: RunningJob) -> None:
    job.attach_result(b"half", name="half.txt", content_type="text/plain")
    raise ValueError("an internal detail the user never reads")


@job_task
def break_the_database(job: RunningJob) -> None:
    """A write that fails in the database (a duplicate username)."""
    user = get_user_model().objects.get(pk=job.user_id)
    get_user_model().objects.create(username=user.username)


@job_task
def fail_after_being_taken_for_dead(job: RunningJob) -> None:
    """A run whose heartbeat went stale: the watchdog queued its job again for another run,
    and then this run fails."""
    Job.objects.filter(pk=job.id).update(status=Job.Status.QUEUED)
    raise ValueError("too late to matter")
