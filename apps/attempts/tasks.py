"""The log's long work, run as jobs (apps.jobs) by a background worker: checking the
log, and deleting a person with many entries.

`person_erase_start` checks what the user confirmed and queues `person_erase`, which
deletes the entries through `attempt_delete` a batch at a time, each batch in its own
short transaction (no write lock held for long), then has the counter delete the person.
It is safe to run again after an interruption: it carries on with the entries still live.
"""

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.db import transaction
from django.urls import reverse

from apps.counter import services as counter_services
from apps.counter.models import Person
from apps.jobs.models import Job
from apps.jobs.running import JobError, RunningJob, job_task
from apps.jobs.services import job_start

from .services import attempt_delete, person_entries, person_entries_check
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


# Entries deleted per transaction: about 0.1 s of writing each (3.3 ms an entry), so that
# other writes never wait long for SQLite's one write lock.
ERASE_BATCH = 25


def _summary(entries: int) -> str:
    return f"Deleted, with {entries:,} {'entry' if entries == 1 else 'entries'}. A marker for each entry stays in your log."


@job_task
def person_erase(job: RunningJob, *, person_id: str, entries: int) -> None:
    person = Person.objects.filter(pk=person_id, user_id=job.user_id, erased_at__isnull=True).first()
    if person is None:  # deleted already, by an earlier run of this job
        job.set_summary(_summary(entries))
        return
    total, done = person_entries(person).count(), 0
    job.progress(0, total, step="Deleting the entries, leaving a marker for each")
    while True:
        with transaction.atomic():
            batch = list(person_entries(person)[:ERASE_BATCH])
            for attempt in batch:
                attempt_delete(attempt=attempt)
        if not batch:
            break
        done += len(batch)
        job.progress(done, max(total, done))
    job.progress(done, max(total, done), step="Deleting the person and their history")
    try:
        counter_services.person_delete(person=person)
    except ValidationError as error:
        raise JobError(" ".join(error.messages)) from None
    job.set_summary(_summary(entries))


@transaction.atomic
def person_erase_start(*, person: Person, entries: int) -> Job:
    """Queue the deletion of `person` with their `entries` (the number the user was
    shown). The person is archived at once, so that nothing new is logged for them while
    it runs. The job's title names no one: it outlives the person for a few days."""
    person_entries_check(person=person, entries=entries)
    counter_services.person_archive(person=person)
    return job_start(
        user=person.user,
        kind="person-erase",
        title="Deleting a person and their entries",
        task=person_erase,
        back_url=reverse("counter:person-list"),
        max_attempts=3,  # safe to repeat: a new run carries on where the last one stopped
        person_id=str(person.pk),
        entries=entries,
    )
