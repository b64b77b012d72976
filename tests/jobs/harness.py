"""Commands the slow tests run in their own processes, against a database real workers
also use (settings: tests.jobs.worker_settings):

    python -m tests.jobs.harness start N DELAY MAX_ATTEMPTS   # start a counting job; prints its id
    python -m tests.jobs.harness seed USERNAME N              # a user with N logged attempts
    python -m tests.jobs.harness write USERNAME SECONDS       # log attempts one by one for SECONDS;
                                                              # prints {"written", "failed", "slowest", "last"}
    python -m tests.jobs.harness verify USERNAME PAUSE MARKER # check the log, pausing PAUSE seconds in the
                                                              # middle of reading (MARKER file written then)
"""

import json
import sys
import time
from datetime import timedelta
from pathlib import Path

import django

django.setup()

from django.contrib.auth import get_user_model  # noqa: E402
from django.db import DatabaseError  # noqa: E402
from django.utils import timezone  # noqa: E402

from apps.attempts.bulk import attempts_bulk_create  # noqa: E402
from apps.attempts.services import attempt_create  # noqa: E402
from apps.attempts.verification import log_verify  # noqa: E402
from apps.counter.models import Person  # noqa: E402
from apps.jobs.services import job_start  # noqa: E402
from tests.factories import make_person, make_user  # noqa: E402
from tests.jobs import tasks  # noqa: E402


def start(n: str, delay: str, max_attempts: str) -> None:
    user = make_user(username=f"worker{n}{max_attempts}")
    job = job_start(
        user=user,
        kind="count",
        title="Counting",
        task=tasks.count_to,
        max_attempts=int(max_attempts),
        n=int(n),
        delay=float(delay),
        attach_early=True,
    )
    print(job.pk)


def seed(username: str, n: str) -> None:
    person = make_person(user=make_user(username=username))
    now = timezone.now()
    rows = (
        {"person": person, "message": f"message {i}", "occurred_at": now - timedelta(minutes=i)} for i in range(int(n))
    )
    print(attempts_bulk_create(user=person.user, rows=rows))


def write(username: str, seconds: str) -> None:
    person = Person.objects.get(user__username=username)
    written, failed, slowest = 0, [], 0.0
    end = time.monotonic() + float(seconds)
    while time.monotonic() < end:
        began = time.monotonic()
        try:
            attempt_create(user=person.user, person=person, message=f"written during the check {written}")
            written += 1
        except DatabaseError as error:  # "database is locked" and the like: the finding
            failed.append(repr(error))
        slowest = max(slowest, time.monotonic() - began)
    print(json.dumps({"written": written, "failed": failed, "slowest": round(slowest, 3), "last": time.time()}))


def verify(username: str, pause: str, marker: str) -> None:
    paused: list[float] = []

    def progress(done: int, total: int) -> None:
        if not paused and done < total:
            Path(marker).write_text(f"reading link {done} of {total}")
            time.sleep(float(pause))
            paused.append(time.time())

    broken = log_verify(user=get_user_model().objects.get(username=username), progress=progress)
    print(json.dumps({"broken": repr(broken) if broken else None, "resumed": paused[0] if paused else None}))


COMMANDS = {"start": start, "seed": seed, "write": write, "verify": verify}

if __name__ == "__main__":
    COMMANDS[sys.argv[1]](*sys.argv[2:])
