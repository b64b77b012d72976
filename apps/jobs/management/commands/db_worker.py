"""django-tasks-db's worker, plus a watchdog for jobs whose worker stopped.

The library's worker leaves a task it was running when it died (kill -9, a crash, the
machine restarting) marked as running for ever. Every worker started with this command
also looks, every JOBS_STALE_SECONDS / 2, for jobs whose heartbeat has stopped, and
queues them again or marks them stopped (`jobs_recover`), so the user sees what happened.
Before its first job, it readies what settings.JOBS_WORKER_STARTS names.
"""

import logging
import os
import threading

from django.conf import settings
from django.db import close_old_connections, connection
from django.db.utils import DatabaseError
from django.utils.autoreload import DJANGO_AUTORELOAD_ENV
from django.utils.module_loading import import_string
from django_tasks_db.management.commands import db_worker

from apps.jobs.services import jobs_recover

logger = logging.getLogger(__name__)


class Watchdog(threading.Thread):
    def __init__(self, interval: float) -> None:
        super().__init__(name="jobs-watchdog", daemon=True)
        self.interval = interval
        self._halt = threading.Event()

    def run(self) -> None:
        try:
            while True:
                close_old_connections()
                try:
                    jobs_recover()
                except DatabaseError:
                    logger.warning("Could not look for stopped jobs this time", exc_info=True)
                if self._halt.wait(self.interval):
                    return
        finally:
            connection.close()

    def stop(self) -> None:
        self._halt.set()


class Command(db_worker.Command):
    help = "Run a background worker for jobs (django-tasks-db's db_worker, plus recovery of jobs whose worker stopped)"

    def handle(self, *args, **options) -> None:
        # With --reload the first process only restarts the second, which does the work.
        reloader_parent = options["reload"] and not options["batch"] and os.environ.get(DJANGO_AUTORELOAD_ENV) != "true"
        watchdog = None
        if not reloader_parent:
            for start in settings.JOBS_WORKER_STARTS:
                import_string(start)()
            watchdog = Watchdog(interval=max(0.5, settings.JOBS_STALE_SECONDS / 2))
            watchdog.start()
        try:
            super().handle(*args, **options)
        finally:
            if watchdog:
                watchdog.stop()
