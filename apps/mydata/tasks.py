"""Export and import run as jobs (apps.jobs): a big account takes more than a second,
and the job page shows the progress."""

import os
import tempfile
from pathlib import Path

from django.contrib.auth import get_user_model
from django.contrib.humanize.templatetags.humanize import intcomma

from apps.jobs.running import JobError, RunningJob, job_task

from .exporting import export_filename, export_write
from .importing import account_import
from .restoring import ImportRefused
from .uploads import private_dir, upload_is_theirs


@job_task
def export_everything(job: RunningJob) -> None:
    user = get_user_model().objects.get(pk=job.user_id)
    job.progress(0, None, step="Gathering your data")
    handle, name = tempfile.mkstemp(suffix=".zip", dir=private_dir())
    os.close(handle)
    path = Path(name)
    try:
        export_write(
            user=user, path=path, progress=lambda done, total: job.progress(done, total, step="Writing your file")
        )
        job.attach_result(path, name=export_filename(), content_type="application/zip")
    finally:
        path.unlink(missing_ok=True)
    job.set_summary(
        "Your file is ready. Anyone who opens it can read everything in it: keep it where only you can reach it."
    )


@job_task
def import_everything(job: RunningJob, *, upload: str) -> None:
    path = Path(upload)
    if not upload_is_theirs(path, job.user_id):
        raise JobError("This import's file is not where it should be. Nothing was added.")
    user = get_user_model().objects.get(pk=job.user_id)
    job.progress(0, None, step="Checking your file")
    try:
        counts = account_import(
            user=user, path=path, progress=lambda done, total: job.progress(done, total, step="Bringing in your data")
        )
    except ImportRefused as refused:
        raise JobError(f"This file could not be imported: {refused.reason}. Nothing was added.") from None
    finally:
        path.unlink(missing_ok=True)
    entries = counts.get("attempts", 0)
    job.set_summary(
        f"Everything is here: {intcomma(entries)} entr{'y' if entries == 1 else 'ies'} in your log, "
        "with every version and the same chain of fingerprints."
    )
