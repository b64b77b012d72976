"""How long deleting a person together with their entries takes (issue 12): one person
with N logged attempts (written in bulk, a third of them tagged), then
`attempts.services.person_delete_with_entries`, in a throwaway SQLite database with
production settings (or PostgreSQL, when DATABASE_URL is set: use an empty database).

    .venv/bin/python tools/measure_person_erase.py [--entries 10000] [--job]

Prints the time, the SQL queries, and whether the user's chain still verifies. With
--job, the way a worker does it past ERASE_NOW_AT_MOST entries (apps.attempts.tasks): a
batch per transaction, and the longest batch, which is how long others wait to write.
"""

import argparse
import itertools
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=10_000)
    parser.add_argument("--job", action="store_true")
    options = parser.parse_args()

    from bench.run import configure

    tmp = Path(tempfile.mkdtemp(prefix="nocontact-erase-"))
    database_url = os.environ.get("DATABASE_URL")
    configure(tmp)
    os.environ["DJANGO_SQLITE_PATH"] = str(tmp / "db.sqlite3")
    if database_url:
        os.environ["DATABASE_URL"] = database_url
    import django

    django.setup()
    from datetime import timedelta

    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.db import connection
    from django.utils import timezone

    from apps.attempts.bulk import attempts_bulk_create
    from apps.attempts.models import Attempt
    from apps.attempts.services import person_delete_with_entries
    from apps.attempts.verification import log_verify
    from apps.counter.models import Person
    from apps.counter.services import person_create
    from apps.tactics.models import Tactic

    call_command("migrate", verbosity=0)
    user = get_user_model().objects.create_user(username="measure")
    person = person_create(user=user, label="J", start=timezone.localdate() - timedelta(days=800))
    tactics = list(Tactic.objects.all()[:3])
    now = timezone.now()
    rows = (
        {
            "person": person,
            "occurred_at": now - timedelta(minutes=7 * i),
            "message": f"Message number {i}: answer me, I only want to talk about the kids.",
            "notes": "Sent at night again.",
            "tactics": tactics[: i % 3],
        }
        for i in range(options.entries)
    )
    attempts_bulk_create(user=user, rows=rows)
    person = Person.objects.get(pk=person.pk)
    assert Attempt.objects.filter(person=person).live().count() == options.entries

    queries = 0

    def count(execute, sql, params, many, context):
        nonlocal queries
        queries += 1
        return execute(sql, params, many, context)

    batches = []  # when each batch ended (the job reports progress after each)
    if options.job:
        from apps.attempts import tasks
        from apps.jobs.models import Job
        from apps.jobs.running import RunningJob

        report = RunningJob.progress

        def progress(self, done, total=None, *, step=None):
            batches.append(time.perf_counter())
            report(self, done, total, step=step)

        RunningJob.progress = progress
        job = Job.objects.create(user=user, kind="person-erase", title="measure")
    started = time.perf_counter()
    with connection.execute_wrapper(count):
        if options.job:
            tasks.person_erase.func(job_id=str(job.pk), person_id=str(person.pk), entries=options.entries)
        else:
            person_delete_with_entries(person=person, entries=options.entries)
    elapsed = time.perf_counter() - started
    how = "by the job" if options.job else "in one transaction"
    print(
        f"{connection.vendor}: {options.entries:,} entries deleted with their person {how} in {elapsed:.2f} s"
        f" ({elapsed / max(options.entries, 1) * 1000:.2f} ms an entry), {queries:,} queries"
    )
    if batches:
        longest = max(b - a for a, b in itertools.pairwise(batches))
        print(f"{len(batches) - 2} batches of {tasks.ERASE_BATCH}; the longest held the write lock {longest:.2f} s")
    started = time.perf_counter()
    broken = log_verify(user=user)
    print(f"verify_log: {'holds' if broken is None else broken} ({time.perf_counter() - started:.2f} s)")
    return 0 if broken is None else 1


if __name__ == "__main__":
    sys.exit(main())
