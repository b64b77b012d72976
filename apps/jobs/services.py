"""Writes to jobs: start one, bring back one whose worker stopped, prune old ones.

What a task does while it runs (progress, its result file, how it ends) is in
`running.py`; this module is what happens around it.
"""

import logging
import uuid
from datetime import timedelta

from django.conf import settings
from django.core.files.storage import storages
from django.db import transaction
from django.tasks import Task
from django.utils import timezone
from django.utils.module_loading import import_string
from django_tasks_db.models import DBTaskResult

from .models import Job

logger = logging.getLogger(__name__)

# What the user reads when a job stopped because its worker did (a restart, a crash).
INTERRUPTED = (
    "This stopped before it finished, because the app was restarted while it ran. "
    "Nothing was kept from it. You can start it again."
)
# What the user reads when a task failed without saying why in plain words.
FAILED = (
    "Something went wrong while this ran, so it stopped. Nothing was kept from it. "
    "You can try again; if it happens again, the person who runs this site can see what went wrong."
)
RESTARTED_STEP = "Starting again after an interruption"


def job_start(
    *,
    user,
    kind: str,
    title: str,
    task: Task,
    back_url: str = "",
    max_attempts: int = 1,
    **task_kwargs,
) -> Job:
    """Create a job and queue `task` to do it; the task receives `job_id` and task_kwargs
    (plain JSON values). max_attempts > 1 lets a job whose worker stopped run again:
    only for work that is safe to repeat (it reads, or it writes its result afresh)."""
    if back_url and not back_url.startswith("/"):
        raise ValueError("back_url is a path on this site")
    with transaction.atomic():
        job = Job.objects.create(
            user=user, kind=kind, title=title, back_url=back_url, max_attempts=max(1, max_attempts)
        )
        # Queued in the same transaction as the job: a worker sees both or neither. (The
        # immediate backend of the tests runs the task right here.)
        result = task.enqueue(job_id=str(job.pk), **task_kwargs)
        Job.objects.filter(pk=job.pk).update(task_result_id=str(result.id))
    job.refresh_from_db()
    return job


def job_result_delete(path: str) -> None:
    """Remove a job's result file (a missing one is already gone)."""
    if path:
        storages["jobs"].delete(path)


def job_interrupted(*, job_id, attempt: int, task: Task, task_kwargs: dict) -> Job.Status | None:
    """The worker running this attempt stopped: queue the job again while it has attempts
    left, else mark it stopped. Returns the job's new status, or None when the attempt was
    no longer the job's current one (someone else already dealt with it)."""
    with transaction.atomic():
        job = Job.objects.filter(
            pk=job_id, attempts=attempt, status__in=(Job.Status.QUEUED, Job.Status.RUNNING)
        ).first()
        if job is None:
            return None
        stale_result = job.result_path
        if job.attempts < job.max_attempts:
            Job.objects.filter(pk=job.pk).update(
                status=Job.Status.QUEUED,
                step=RESTARTED_STEP,
                result_path="",
                result_name="",
                result_type="",
                result_size=0,
            )
            result = task.enqueue(job_id=str(job.pk), **task_kwargs)
            Job.objects.filter(pk=job.pk).update(task_result_id=str(result.id))
            status = Job.Status.QUEUED
        else:
            Job.objects.filter(pk=job.pk).update(
                status=Job.Status.FAILED,
                failure=INTERRUPTED,
                finished_at=timezone.now(),
                result_path="",
                result_name="",
                result_type="",
                result_size=0,
            )
            status = Job.Status.FAILED
        transaction.on_commit(lambda: job_result_delete(stale_result))
    return status


def _same_task(task_result: DBTaskResult) -> Task:
    """The task of a run, with its queue and priority, to run as soon as a worker is free."""
    task = import_string(task_result.task_path)
    if not isinstance(task, Task):
        raise TypeError(f"{task_result.task_path} is not a task")
    return task.using(
        priority=task_result.priority, queue_name=task_result.queue_name, backend=task_result.backend_name
    )


def _lost(job: Job, task_result: DBTaskResult | None, *, now) -> Job.Status | None:
    """A job whose worker is gone: close its task run, then requeue or stop the job."""
    if task_result is None:
        # Its task run is gone (pruned, or never queued here): nothing can run it again.
        updated = Job.objects.filter(pk=job.pk, attempts=job.attempts, status=job.status).update(
            status=Job.Status.FAILED, failure=INTERRUPTED, finished_at=now, result_path=""
        )
        if updated:
            job_result_delete(job.result_path)
        return Job.Status.FAILED if updated else None
    DBTaskResult.objects.filter(pk=task_result.pk, status="RUNNING").update(
        status="FAILED",
        finished_at=now,
        exception_class_path="apps.jobs.WorkerLost",
        traceback="The worker running this task stopped (no heartbeat).",
    )
    return job_interrupted(
        job_id=job.pk,
        attempt=job.attempts,
        task=_same_task(task_result),
        task_kwargs={k: v for k, v in task_result.args_kwargs["kwargs"].items() if k != "job_id"},
    )


def jobs_recover(*, now=None) -> int:
    """Find jobs whose worker stopped and deal with them; returns how many.

    - A running job whose heartbeat is older than JOBS_STALE_SECONDS: its worker died
      mid-run (killed, crashed, the machine restarted).
    - A queued job whose task run has already ended: the task failed before the job
      began (it could not be imported, say); it is marked stopped, never run again.
    """
    now = now or timezone.now()
    cutoff = now - timedelta(seconds=settings.JOBS_STALE_SECONDS)
    lost = list(Job.objects.filter(status=Job.Status.RUNNING, heartbeat_at__lt=cutoff)[:100])
    queued = list(Job.objects.filter(status=Job.Status.QUEUED, created_at__lt=cutoff).exclude(task_result_id="")[:500])
    runs = {
        run.pk: run for run in DBTaskResult.objects.filter(pk__in=_uuids(job.task_result_id for job in lost + queued))
    }

    def run_of(job: Job) -> DBTaskResult | None:
        ids = _uuids([job.task_result_id])
        return runs.get(ids[0]) if ids else None

    count = 0
    for job in lost:
        count += _lost(job, run_of(job), now=now) is not None
    for job in queued:
        run = run_of(job)
        if run is not None and run.status == "READY":
            continue  # still waiting for a worker
        if run is not None and run.status == "RUNNING":
            if run.started_at and run.started_at < cutoff:
                # A worker took it and stopped before the job began.
                count += _lost(job, run, now=now) is not None
            continue
        updated = Job.objects.filter(pk=job.pk, status=Job.Status.QUEUED, task_result_id=job.task_result_id).update(
            status=Job.Status.FAILED, failure=FAILED, finished_at=now
        )
        count += updated
    if count:
        logger.warning("Recovered %d job(s) whose worker had stopped", count)
    return count


def _uuids(values) -> list[uuid.UUID]:
    """The values that are task run ids of the database backend (UUIDs)."""
    found = []
    for value in values:
        try:
            found.append(uuid.UUID(value))
        except ValueError:
            continue
    return found


def jobs_prune(*, older_than_days: int) -> int:
    """Remove finished jobs older than the given age, with their files; returns how many."""
    cutoff = timezone.now() - timedelta(days=older_than_days)
    old = Job.objects.filter(status__in=(Job.Status.DONE, Job.Status.FAILED), finished_at__lt=cutoff)
    return _delete(old)


def jobs_delete_for_user(*, user) -> int:
    """Remove every job of a user with its files (for deleting an account)."""
    return _delete(Job.objects.for_user(user))


def _delete(jobs) -> int:
    count = 0
    for pk, path in jobs.values_list("pk", "result_path").iterator(chunk_size=500):
        job_result_delete(path)
        count += Job.objects.filter(pk=pk).delete()[0]
    return count
