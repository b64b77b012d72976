"""Jobs as pages show them: every string worked out here, once."""

from dataclasses import dataclass

from django.template.defaultfilters import filesizeformat
from django.urls import reverse
from django.utils import timezone
from django.utils.formats import date_format, number_format

from .models import Job

RECENT = 20


@dataclass(frozen=True)
class JobRow:
    id: str
    title: str
    status: str
    status_label: str
    is_finished: bool
    url: str
    poll_url: str
    # Progress: percent is None while the total is unknown (an indeterminate bar).
    done: int
    total: int
    percent: int | None
    counts: str
    step: str
    summary: str
    needs_attention: bool
    failure: str
    download_url: str
    download_label: str
    back_url: str
    when: str


def _local(moment) -> str:
    return date_format(timezone.localtime(moment), "j M Y, H:i") if moment else ""


def job_row(job: Job) -> JobRow:
    url = reverse("jobs:detail", kwargs={"pk": job.pk})
    percent = min(100, job.done * 100 // job.total) if job.total else None
    counts = f"{number_format(job.done, force_grouping=True)} of {number_format(job.total, force_grouping=True)}"
    if job.status == Job.Status.DONE:
        when = f"Finished {_local(job.finished_at)}"
    elif job.status == Job.Status.FAILED:
        when = f"Stopped {_local(job.finished_at)}"
    elif job.status == Job.Status.RUNNING:
        when = f"Started {_local(job.started_at)}"
    else:
        when = f"Requested {_local(job.created_at)}"
    return JobRow(
        id=str(job.pk),
        title=job.title,
        status=job.status,
        status_label=job.get_status_display(),
        is_finished=job.is_finished,
        url=url,
        poll_url=url,
        done=job.done,
        total=job.total,
        percent=percent,
        counts=counts if job.total else "",
        step=job.step,
        summary=job.summary,
        needs_attention=job.needs_attention,
        failure=job.failure,
        download_url=reverse("jobs:download", kwargs={"pk": job.pk}) if job.has_result else "",
        download_label=f"{job.result_name} ({filesizeformat(job.result_size)})" if job.has_result else "",
        back_url=job.back_url,
        when=when,
    )


def recent_jobs(user) -> list[JobRow]:
    """The user's newest jobs, newest first (one query)."""
    return [job_row(job) for job in Job.objects.for_user(user).order_by("-created_at")[:RECENT]]
