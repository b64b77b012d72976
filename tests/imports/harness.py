"""Commands the imports' worker test runs in its own processes, against the database a real
worker also uses (settings: tests.jobs.worker_settings, evidence in DJANGO_EVIDENCE_ROOT):

    python -m tests.imports.harness start USERNAME EXPORT_PATH   # upload, read, choose, queue the import job
    python -m tests.imports.harness state USERNAME               # the import's status, counts, live entries, chain
"""

import json
import sys
from pathlib import Path

import django

django.setup()

from django.core.files.uploadedfile import SimpleUploadedFile  # noqa: E402

from apps.attempts.models import Attempt  # noqa: E402
from apps.attempts.verification import log_verify  # noqa: E402
from apps.imports import tasks  # noqa: E402
from apps.imports.models import ChatImport  # noqa: E402
from apps.imports.services.chats import chat_choose, chat_read, chat_upload  # noqa: E402
from apps.jobs.services import job_start  # noqa: E402
from tests.factories import make_person, make_user  # noqa: E402


def start(username: str, export_path: str) -> None:
    person = make_person(user=make_user(username=username), label="Alex")
    upload = SimpleUploadedFile("WhatsApp Chat with Alex.txt", Path(export_path).read_bytes())
    chat = chat_read(chat=chat_upload(user=person.user, upload=upload))
    chat_choose(
        chat=chat, date_order=chat.date_order, time_zone="Europe/London", them="Alex", you="Sam",
        person=person, channel="text", suggest=False,
    )  # fmt: skip
    job = job_start(
        user=person.user,
        kind="chat-import",
        title="Import",
        task=tasks.chat_import_job,
        back_url=chat.get_absolute_url(),
        max_attempts=2,
        chat_id=str(chat.pk),
    )
    print(json.dumps({"chat": str(chat.pk), "job": str(job.pk)}))


def state(username: str) -> None:
    chat = ChatImport.objects.get(user__username=username)
    live = Attempt.objects.filter(user=chat.user).live().count()
    intact = log_verify(user=chat.user) is None
    print(json.dumps({"status": chat.status, "counts": chat.counts, "live": live, "intact": intact}))


COMMANDS = {"start": start, "state": state}

if __name__ == "__main__":
    COMMANDS[sys.argv[1]](*sys.argv[2:])
