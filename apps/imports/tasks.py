"""The imports' long work, as jobs (apps.jobs): reading a screenshot, reading an export for
its preview, importing it, undoing it, tagging the suggested tactics."""

import logging

from django.db import transaction

from apps.attempts.models import Attempt
from apps.attempts.services import attempt_update
from apps.jobs.running import JobError, JobSuperseded, RunningJob, job_task
from apps.tactics.models import Tactic

from .models import ChatImport, Screenshot
from .parsing import ParseError
from .services.chats import chat_finish, chat_read
from .services.screenshots import screenshot_read
from .writing import chat_import_run, chat_undo_run

logger = logging.getLogger(__name__)


def _words(n: int, one: str, many: str) -> str:
    return f"{n:,} {one if n == 1 else many}"


@job_task
def screenshot_read_job(job: RunningJob, *, screenshot_id: str) -> None:
    shot = Screenshot.objects.get(pk=screenshot_id, user_id=job.user_id)
    job.progress(0, 0, step="Reading the words on the screenshot")
    shot = screenshot_read(screenshot=shot)
    if shot.status == Screenshot.Status.OFF:
        job.set_summary(
            "Reading text from images is off on this server. The screenshot is kept; you can type the words."
        )
    elif shot.text:
        job.set_summary("The words are read. Please check them before saving.")
    else:
        job.set_summary("No words could be read on this screenshot. You can type them yourself.", attention=True)


@job_task
def chat_read_job(job: RunningJob, *, chat_id: str) -> None:
    chat = ChatImport.objects.get(pk=chat_id, user_id=job.user_id)
    job.progress(0, 0, step="Reading the file")
    chat = chat_read(chat=chat)
    if chat.status == ChatImport.Status.REFUSED:  # an answer, not a failure of the job
        job.set_summary(f"{chat.refusal} Nothing was added to your log.", attention=True)
        return
    job.set_summary(f"Found {_words(chat.preview['total'], 'message', 'messages')}. Please check the preview.")


@job_task
def chat_import_job(job: RunningJob, *, chat_id: str) -> None:
    chat = ChatImport.objects.select_related("person", "user").get(pk=chat_id, user_id=job.user_id)
    step = "Adding the messages to your log"
    try:
        counts = chat_import_run(chat=chat, progress=lambda done, total: job.progress(done, total, step=step))
    except ParseError as error:
        chat.counts = {"added": chat.entries.count()}
        chat_finish(chat=chat, status=ChatImport.Status.FAILED, failure=str(error))
        raise JobError(str(error)) from None
    except JobSuperseded:
        raise  # the job was queued again: the next run carries on from here
    except Exception:
        added = chat.entries.count()
        chat.counts = {"added": added}
        reason = (
            f"Something went wrong after {_words(added, 'entry was', 'entries were')} added. "
            "You can start the import again (it carries on) or undo what was added."
        )
        with transaction.atomic():
            chat_finish(chat=chat, status=ChatImport.Status.FAILED, failure=reason)
        logger.exception("Import %s stopped", chat_id)
        raise JobError(reason) from None
    chat.counts = counts
    chat_finish(chat=chat, status=ChatImport.Status.DONE)
    job.set_summary(
        f"Added {_words(counts['added'], 'entry', 'entries')}; "
        f"{_words(counts['duplicates'] + counts['matched'], 'message was', 'messages were')} already in your log."
    )


@job_task
def chat_undo_job(job: RunningJob, *, chat_id: str) -> None:
    chat = ChatImport.objects.get(pk=chat_id, user_id=job.user_id)
    removed = chat_undo_run(
        chat=chat, progress=lambda done, total: job.progress(done, total, step="Removing the entries")
    )
    job.set_summary(f"Removed {_words(removed, 'entry', 'entries')}. A deletion marker stays in your log for each.")


@job_task
def chat_tag_job(job: RunningJob, *, chat_id: str, slugs: list[str]) -> None:
    """Add the chosen suggested tactics to the import's entries (a new version of each)."""
    chat = ChatImport.objects.get(pk=chat_id, user_id=job.user_id)
    chosen = chat.suggestions.filter(tactic__slug__in=slugs)
    by_attempt: dict = {}
    for attempt_id, tactic_id in chosen.values_list("attempt_id", "tactic_id"):
        by_attempt.setdefault(attempt_id, set()).add(tactic_id)
    tactics = Tactic.objects.in_bulk()
    ids = list(by_attempt)
    for start in range(0, len(ids), 100):
        with transaction.atomic():
            for attempt in Attempt.objects.filter(pk__in=ids[start : start + 100]).live().select_related("person"):
                current = set(attempt.tactic_links.values_list("tactic_id", flat=True))
                attempt_update(attempt=attempt, tactics=[tactics[t] for t in current | by_attempt[attempt.pk]])
        job.progress(min(start + 100, len(ids)), len(ids), step="Tagging the entries")
    chosen.delete()
    job.set_summary(f"Tagged {_words(len(ids), 'entry', 'entries')}.")
