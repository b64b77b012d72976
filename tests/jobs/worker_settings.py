"""Settings for the real worker the slow job tests start: the test settings, with the
database backend (a queue in the database, run by `manage.py db_worker`) and the job
folder the test chose."""

import os
from pathlib import Path

from tests.settings import *  # noqa: F403

TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
JOBS_ROOT = Path(os.environ["DJANGO_JOBS_ROOT"])
STORAGES["jobs"] = {**STORAGES["jobs"], "OPTIONS": {**STORAGES["jobs"]["OPTIONS"], "location": JOBS_ROOT}}  # noqa: F405
