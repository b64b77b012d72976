"""Writing a job's task: `@job_task` and the `RunningJob` it hands to the function.

    @job_task
    def check_log(job: RunningJob, *, user_id: int) -> None:
        job.progress(0, 3, step="Reading your log")
        ...
        job.attach_result(path, name="check.txt", content_type="text/plain")
        job.set_summary("Every entry is exactly as it was saved.")

The wrapper marks the job running, keeps a heartbeat while a worker runs it, and marks it
done when the function returns. When the function raises, the job stops with a plain
message (a `JobError`'s own words, or a general one) and any result file is removed, so
nothing half-written is ever offered for download. When the worker itself is stopped
mid-run, the job is queued again (if it allows another attempt) or stopped.
"""

import functools
import logging
import secrets
import threading
import time
from collections.abc import Callable
from contextlib import nullcontext
from pathlib import Path
from typing import IO, overload

from django.conf import settings
from django.core.files import File
from django.core.files.base import ContentFile
from django.core.files.storage import storages
from django.db import connection, transaction
from django.db.utils import DatabaseError
from django.tasks import Task, task
from django.tasks.backends.immediate import ImmediateBackend
from django.utils import timezone

from . import services
from .models import Job

logger = logging.getLogger(__name__)

# Progress is written at most this often (seconds): a task may report every row.
PROGRESS_EVERY = 0.5


class JobError(Exception):
    """Stop the job and tell the user why, in the plain words given."""


class JobSuperseded(Exception):
    """This run is no longer the job's current one (its worker was taken for dead and the
    job was queued again or stopped): the run stops without touching the job."""


class RunningJob:
    """The job as its task sees it while running."""

    def __init__(self, job: Job) -> None:
        self.id = job.pk
        self.user_id = job.user_id
        self.attempt = job.attempts
        self._result_path = ""
        self._summary = ""
        self._attention = False
        self._last_write = 0.0
        self._done = 0
        self._total = 0
        self._step = ""

    def _mine(self):
        return Job.objects.filter(pk=self.id, attempts=self.attempt, status=Job.Status.RUNNING)

    def _update(self, **fields) -> None:
        if not self._mine().update(**fields):
            raise JobSuperseded(str(self.id))

    def progress(self, done: int, total: int | None = None, *, step: str | None = None) -> None:
        """Report progress: `done` of `total` units (total 0 or None: not known yet), and
        optionally what it is doing now. Written at most every PROGRESS_EVERY seconds, in
        its own short statement: call it as often as you like, outside any transaction."""
        self._done, self._total = done, self._total if total is None else total
        new_step = step is not None and step[:120] != self._step
        now = time.monotonic()
        if not new_step and now - self._last_write < PROGRESS_EVERY:
            return
        self._last_write = now
        if step is not None:
            self._step = step[:120]
        self._update(done=self._done, total=self._total, step=self._step, heartbeat_at=timezone.now())

    def attach_result(self, source: Path | str | IO[bytes] | bytes, *, name: str, content_type: str) -> None:
        """Keep the file the job made (a path, an open binary file or bytes). It is
        offered for download, to the job's owner only, once the task returns; if the task
        fails afterwards the file is removed. A second call replaces the first file."""
        storage = storages["jobs"]
        target = f"{self.id}/{secrets.token_hex(12)}"
        if isinstance(source, bytes):
            path = storage.save(target, ContentFile(source))
        elif isinstance(source, (str, Path)):
            with Path(source).open("rb") as handle:
                path = storage.save(target, File(handle))
        else:
            path = storage.save(target, File(source))
        size = storage.size(path)
        previous, self._result_path = self._result_path, path
        try:
            self._update(result_path=path, result_name=_safe_name(name), result_type=content_type, result_size=size)
        except BaseException:
            services.job_result_delete(path)
            self._result_path = previous
            raise
        services.job_result_delete(previous)

    def set_summary(self, text: str, *, attention: bool = False) -> None:
        """One or two plain sentences the job page shows when the job is done;
        `attention=True` shows them as something to look at (e.g. a check that failed)."""
        self._summary, self._attention = text[:300], attention


def _safe_name(name: str) -> str:
    """A download name with nothing a header or a file system could misread."""
    kept = "".join(c if c.isalnum() or c in "._-" else "-" for c in name).strip(".-")
    return (kept or "download")[:150]


@overload
def job_task(function: Callable, **task_options) -> Task: ...
@overload
def job_task(function: None = None, **task_options) -> Callable[[Callable], Task]: ...
def job_task(function: Callable | None = None, **task_options) -> Task | Callable[[Callable], Task]:
    """Make `function(job: RunningJob, **kwargs)` a task for `job_start`. Takes the same
    options as Django's `@task` (priority, queue_name, backend)."""

    def decorate(func: Callable) -> Task:
        @functools.wraps(func)
        def run(job_id: str, **kwargs) -> None:
            _run(func, job_id, kwargs, task_object)

        task_object = task(**task_options)(run)
        return task_object

    return decorate(function) if function is not None else decorate


def _begin(job_id: str) -> Job | None:
    """Mark a queued job running (this worker's attempt); None when it is not queued (it
    was dealt with already, or deleted)."""
    now = timezone.now()
    with transaction.atomic():
        job = Job.objects.filter(pk=job_id, status=Job.Status.QUEUED).first()
        if job is None:
            return None
        job.status, job.attempts, job.heartbeat_at = Job.Status.RUNNING, job.attempts + 1, now
        job.started_at = job.started_at or now
        job.save(update_fields=["status", "attempts", "heartbeat_at", "started_at"])
    return job


def _run(func: Callable, job_id: str, kwargs: dict, task_object: Task) -> None:
    job = _begin(job_id)
    if job is None:
        logger.info("Job %s is not waiting to run; skipped", job_id)
        return
    running = RunningJob(job)
    # The immediate backend (tests) runs the task inside the transaction that started
    # it: nothing else can see the job, and nothing can stop separately from it.
    inline = isinstance(task_object.get_backend(), ImmediateBackend)
    heartbeat = None if inline else _Heartbeat(running)
    try:
        if heartbeat:
            heartbeat.start()
        # Inline, the work gets a savepoint: a database error in it leaves the outer
        # transaction usable for marking the job stopped.
        with transaction.atomic() if connection.in_atomic_block else nullcontext():
            func(running, **kwargs)
        running._update(
            status=Job.Status.DONE,
            finished_at=timezone.now(),
            heartbeat_at=timezone.now(),
            done=max(running._done, running._total),
            total=running._total,
            step="",
            summary=running._summary,
            needs_attention=running._attention,
        )
    except JobSuperseded:
        if running._result_path:
            services.job_result_delete(running._result_path)
        logger.warning("Job %s moved on without this run; stopping it", job_id)
    except (KeyboardInterrupt, SystemExit):
        services.job_interrupted(job_id=job_id, attempt=running.attempt, task=task_object, task_kwargs=kwargs)
        raise
    except BaseException as error:
        message = str(error) if isinstance(error, JobError) else services.FAILED
        # Only while this run is still the job's own: a run taken for dead (its job queued
        # again) that fails afterwards must not stop the run that replaced it.
        running._mine().update(
            status=Job.Status.FAILED,
            failure=message[:300],
            finished_at=timezone.now(),
            result_path="",
            result_name="",
            result_type="",
            result_size=0,
        )
        services.job_result_delete(running._result_path)
        raise
    finally:
        if heartbeat:
            heartbeat.stop()


class _Heartbeat(threading.Thread):
    """Tell the world this run is alive: every few seconds, on its own connection, so it
    beats however long one step of the task takes."""

    def __init__(self, running: RunningJob) -> None:
        super().__init__(name=f"job-heartbeat-{running.id}", daemon=True)
        self.running = running
        self.interval = max(0.5, settings.JOBS_STALE_SECONDS / 4)
        self._halt = threading.Event()

    def run(self) -> None:
        try:
            while not self._halt.wait(self.interval):
                try:
                    self.running._mine().update(heartbeat_at=timezone.now())
                except DatabaseError:
                    logger.warning("Job %s: heartbeat not written this time", self.running.id, exc_info=True)
        finally:
            connection.close()

    def stop(self) -> None:
        self._halt.set()
        self.join(timeout=5)
