"""Settings for the real worker the slow job tests start: the test settings, with the
database backend (a queue in the database, run by `manage.py db_worker`) and the job
folder the test chose."""

import os
from pathlib import Path

from tests.settings import *  # noqa: F403

TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
JOBS_ROOT = Path(os.environ["DJANGO_JOBS_ROOT"])
STORAGES["jobs"] = {**STORAGES["jobs"], "OPTIONS": {**STORAGES["jobs"]["OPTIONS"], "location": JOBS_ROOT}}  # noqa: F405
# A test whose own process and the worker share evidence files (an import's upload) names
# the folder; otherwise each process has its own throwaway one.
if os.environ.get("DJANGO_EVIDENCE_ROOT"):
    EVIDENCE_ROOT = Path(os.environ["DJANGO_EVIDENCE_ROOT"])
    STORAGES["evidence"] = {  # noqa: F405
        **STORAGES["evidence"],  # noqa: F405
        "OPTIONS": {**STORAGES["evidence"]["OPTIONS"], "location": EVIDENCE_ROOT},  # noqa: F405
    }
