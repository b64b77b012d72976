"""The log's long work, run as jobs (apps.jobs) by a background worker."""

from django.contrib.auth import get_user_model

from apps.jobs.running import RunningJob, job_task

from .verification import log_verify

INTACT = "Every entry, edit and deletion in your log is exactly as it was saved ({count} checked)."
BROKEN = (
    "Something in your log does not match what was saved: entry {seq} ({reason}). Everything before it "
    "checks out. Keep your exports safe, and consider asking for help before relying on later entries."
)


@job_task
def log_check(job: RunningJob) -> None:
    """Check that nothing in the user's log was changed (the 'Log check' job)."""
    user = get_user_model().objects.get(pk=job.user_id)
    job.progress(0, 0, step="Reading your log")
    checked = [0]

    def report(done: int, total: int) -> None:
        checked[0] = total
        job.progress(done, total, step="Checking each entry and its history")

    broken = log_verify(user=user, progress=report)
    if broken:
        job.set_summary(BROKEN.format(seq=broken.seq, reason=broken.reason), attention=True)
    else:
        job.set_summary(INTACT.format(count=f"{checked[0]:,}"))
