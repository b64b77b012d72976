"""A worker readies what settings.JOBS_WORKER_STARTS names before its first job: the
server the log check forks its second process from (`consistent_read`)."""

from django.conf import settings
from django.utils.module_loading import import_string
from django_tasks_db.management.commands import db_worker as library_worker

from apps.attempts.consistent_read import start_second_processes
from apps.jobs.management.commands import db_worker as worker
from apps.jobs.management.commands.db_worker import Command

started: list[str] = []


def record_a_start() -> None:
    started.append("started")


class NoWatchdog:
    def __init__(self, interval: float) -> None:
        pass

    def start(self) -> None:
        pass

    def stop(self) -> None:
        pass


def test_the_worker_starts_what_the_settings_name_before_its_jobs(settings, monkeypatch):
    settings.JOBS_WORKER_STARTS = [f"{__name__}.record_a_start"]
    order: list[str] = []
    monkeypatch.setattr(library_worker.Command, "handle", lambda self, *a, **k: order.append(f"jobs after {started}"))
    monkeypatch.setattr(worker, "Watchdog", NoWatchdog)
    started.clear()

    Command().handle(reload=False, batch=True)

    assert order == ["jobs after ['started']"]


def test_the_log_checks_second_processes_are_started_by_a_worker():
    assert [import_string(path) for path in settings.JOBS_WORKER_STARTS] == [start_second_processes]
