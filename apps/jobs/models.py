"""A job: long work a user started (a report, an export, a check), as they see it.

The work itself runs as a task of Django's tasks framework (django-tasks-db keeps the
queue in the database and `manage.py db_worker` runs it). The job is the user's side of
it: what it is, how far it got, how it ended, and the file it made.
"""

import uuid

from django.conf import settings
from django.db import models
from django.urls import reverse


class JobQuerySet(models.QuerySet):
    def for_user(self, user) -> "JobQuerySet":
        return self.filter(user=user)

    def unfinished(self) -> "JobQuerySet":
        return self.filter(status__in=(Job.Status.QUEUED, Job.Status.RUNNING))


class Job(models.Model):
    class Status(models.TextChoices):
        QUEUED = "queued", "Waiting to start"
        RUNNING = "running", "Working on it"
        DONE = "done", "Finished"
        FAILED = "failed", "Stopped"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="jobs")
    # What the work is (e.g. "verify", "report"), for code; title is what the user reads,
    # neutral like every page title.
    kind = models.CharField(max_length=40)
    title = models.CharField(max_length=120)
    status = models.CharField(max_length=10, choices=Status, default=Status.QUEUED)
    # Progress: done of total units (total 0 while unknown), and what it is doing now.
    done = models.PositiveIntegerField(default=0)
    total = models.PositiveIntegerField(default=0)
    step = models.CharField(max_length=120, blank=True)
    # How it ended, in plain words: a summary when it finished, the reason when it stopped.
    summary = models.CharField(max_length=300, blank=True)
    needs_attention = models.BooleanField(default=False)
    failure = models.CharField(max_length=300, blank=True)
    # The file it made, in the "jobs" storage, offered for download once the job is done.
    result_path = models.CharField(max_length=255, blank=True)
    result_name = models.CharField(max_length=150, blank=True)
    result_type = models.CharField(max_length=100, blank=True)
    result_size = models.PositiveBigIntegerField(default=0)
    # Where the job was started from, for a way back (a path on this site).
    back_url = models.CharField(max_length=200, blank=True)
    # The task run now doing the work (a django-tasks result id), and how many times a
    # worker began it; a job whose worker stopped runs again while attempts < max_attempts.
    task_result_id = models.CharField(max_length=64, blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    max_attempts = models.PositiveSmallIntegerField(default=1)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    # Written by the running worker every few seconds; a running job whose heartbeat is
    # older than JOBS_STALE_SECONDS has lost its worker.
    heartbeat_at = models.DateTimeField(null=True, blank=True)

    objects = JobQuerySet.as_manager()

    class Meta:
        indexes = [
            models.Index(fields=["user", "-created_at"], name="job_user_recent"),
            models.Index(fields=["status", "heartbeat_at"], name="job_status_heartbeat"),
        ]

    def __str__(self) -> str:
        return f"{self.title} ({self.status})"

    def get_absolute_url(self) -> str:
        return reverse("jobs:detail", kwargs={"pk": self.pk})

    @property
    def is_finished(self) -> bool:
        return self.status in (self.Status.DONE, self.Status.FAILED)

    @property
    def has_result(self) -> bool:
        return self.status == self.Status.DONE and bool(self.result_path)
