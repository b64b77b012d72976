"""Counting the roll-ups again as a job (after the user's time zone changed): at 100,000
entries it takes seconds, so it never runs inside a request."""

from apps.jobs.models import Job
from apps.jobs.running import RunningJob, job_task
from apps.jobs.services import job_start

from .rebuild import rollups_rebuild

KIND = "rollups-recount"


@job_task
def rollups_recount_job(job: RunningJob) -> None:
    job.progress(0, 0, step="Counting your entries by your own days and hours")
    counted = rollups_rebuild(user_id=job.user_id)
    job.set_summary(f"Counted again in your time zone: {counted:,} {'entry' if counted == 1 else 'entries'}.")


def rollups_rebuild_start(*, user, back_url: str = "") -> Job:
    """Queue the recount, unless one is waiting or running already (that one is returned)."""
    waiting = Job.objects.for_user(user).unfinished().filter(kind=KIND).first()
    return waiting or job_start(
        user=user,
        kind=KIND,
        title="Recount",
        task=rollups_recount_job,
        back_url=back_url,
        max_attempts=2,  # it only counts again: safe to repeat
    )
