"""Reports and bundles run as jobs: progress on the job page, the file offered to its
owner once it is complete, and nothing half-written when something fails."""

import tempfile
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.utils import timezone

from apps.jobs.running import JobError, RunningJob, job_task

from .collect import Scope
from .report.rows import counted

NOTHING = "There are no entries for these people in this period, so there is nothing to put in a report."
KINDS = {
    "bundle": ("application/zip", "zip", "Making your bundle"),
    "report": ("application/pdf", "pdf", "Making your report"),
}


@job_task
def make_evidence(job: RunningJob, *, user_id: int, what: str, scope: dict) -> None:
    # WeasyPrint and pyHanko (with the libraries they load, about 75 MB) are imported
    # here, in the worker that makes the file, never by the web processes that start it.
    from .bundle import NothingToExport, bundle_build, report_build

    build = {"bundle": bundle_build, "report": report_build}[what]
    content_type, extension, step = KINDS[what]
    user = get_user_model().objects.get(pk=user_id)

    def progress(done: int, total: int) -> None:
        job.progress(done, total, step=step)

    settings.JOBS_ROOT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=settings.JOBS_ROOT, prefix=".work-") as work:
        try:
            built = build(
                user=user, scope=Scope.from_dict(scope), out=Path(work) / f"made.{extension}", progress=progress
            )
        except NothingToExport:
            raise JobError(NOTHING) from None
        except FileNotFoundError:
            raise JobError(
                "A file this report needs disappeared from storage while it was being made. Nothing was kept. "
                "Please try again."
            ) from None
        name = f"{what}-{timezone.localdate().isoformat()}.{extension}"
        job.attach_result(built.path, name=name, content_type=content_type)
    summary = f"Report {built.report_id}: {counted(built.entries, 'entry', 'entries')}."
    if built.missing_files:
        missing = counted(built.missing_files, "original file was", "original files were")
        summary += f" {missing} missing from storage: the report names them."
    job.set_summary(summary, attention=bool(built.missing_files))
