"""Start a job in a database a real worker reads: `python -m tests.jobs.harness N DELAY
MAX_ATTEMPTS` prints the new job's id. Run by the slow job tests, with worker_settings."""

import sys

import django

django.setup()

from apps.jobs.services import job_start  # noqa: E402
from tests.factories import make_user  # noqa: E402
from tests.jobs import tasks  # noqa: E402

n, delay, max_attempts = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
user = make_user(username=f"worker{n}{max_attempts}")
job = job_start(
    user=user,
    kind="count",
    title="Counting",
    task=tasks.count_to,
    max_attempts=max_attempts,
    n=n,
    delay=delay,
    attach_early=True,
)
print(job.pk)
