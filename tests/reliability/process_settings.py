"""Settings for the processes the slow reliability tests start (writers, servers, the
backup drill): the test settings, with the evidence and job folders the test chose, so
every process of one test shares them."""

import os
from pathlib import Path

from tests.settings import *  # noqa: F403

EVIDENCE_ROOT = Path(os.environ["DJANGO_EVIDENCE_ROOT"])
STORAGES["evidence"] = {  # noqa: F405
    **STORAGES["evidence"],  # noqa: F405
    "OPTIONS": {**STORAGES["evidence"]["OPTIONS"], "location": EVIDENCE_ROOT},  # noqa: F405
}
JOBS_ROOT = Path(os.environ["DJANGO_JOBS_ROOT"])
STORAGES["jobs"] = {**STORAGES["jobs"], "OPTIONS": {**STORAGES["jobs"]["OPTIONS"], "location": JOBS_ROOT}}  # noqa: F405
if os.getenv("DJANGO_TASKS") == "database":
    TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
# The instance's signing keys, when the test gives it some (a backup carries them).
if os.getenv("DJANGO_SIGNING_KEY_DIR"):
    SIGNING_KEY_DIR = Path(os.environ["DJANGO_SIGNING_KEY_DIR"])
# The writers here save far faster than a person could (200 entries a minute from one
# account): the per-account write limits (tested in tests/mydata/test_limits.py) are off.
WRITE_LIMITS = {"log": "", "upload": ""}
