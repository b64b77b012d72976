"""A throwaway database (a SQLite file, or a PostgreSQL database when the suite runs on
PostgreSQL) that real processes share: workers, writers, the harness. Used by the slow
tests that start processes."""

import os
import shutil
import sqlite3
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parents[2]
STALE_SECONDS = 2
COLUMNS = ("status", "done", "total", "attempts", "failure", "summary", "result_path")


def _base_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_") and k != "DATABASE_URL"}
    env["DJANGO_SETTINGS_MODULE"] = "tests.jobs.worker_settings"
    env["DJANGO_JOBS_STALE_SECONDS"] = str(STALE_SECONDS)
    return env


def _postgres_url() -> str | None:
    url = os.getenv("DATABASE_URL", "")
    return url if url.startswith("postgres") else None


def _with_name(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{name}"))


def _pg_admin(url: str, sql: str) -> None:
    import psycopg

    with psycopg.connect(_with_name(url, "postgres"), autocommit=True) as conn:
        conn.execute(sql)


def migrate(env: dict[str, str]) -> None:
    result = subprocess.run(
        [sys.executable, "manage.py", "migrate", "--no-input", "-v0"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


class World:
    """A fresh database and job folder, the environment to reach them, and workers."""

    def __init__(self, migrated: dict, folder: Path) -> None:
        self.folder = folder
        self.jobs_root = folder / "jobs"
        self.jobs_root.mkdir()
        self.env = {**_base_env(), "DJANGO_JOBS_ROOT": str(self.jobs_root)}
        self.workers: list[subprocess.Popen] = []
        if "postgres" in migrated:
            self.pg_name = f"jobs_{uuid.uuid4().hex[:10]}"
            _pg_admin(migrated["postgres"], f'CREATE DATABASE "{self.pg_name}" TEMPLATE "{migrated["template"]}"')
            self.pg_url = _with_name(migrated["postgres"], self.pg_name)
            self.env["DATABASE_URL"] = self.pg_url
            self.admin_url = migrated["postgres"]
        else:
            self.pg_name = None
            self.sqlite = folder / "db.sqlite3"
            shutil.copy(migrated["sqlite"], self.sqlite)
            self.env["DJANGO_SQLITE_PATH"] = str(self.sqlite)

    def harness(self, *args: str) -> str:
        """Run a tests.jobs.harness command against this database; its output."""
        result = subprocess.run(
            [sys.executable, "-m", "tests.jobs.harness", *args],
            cwd=ROOT,
            env=self.env,
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        return result.stdout.strip()

    def spawn(self, *args: str, name: str) -> subprocess.Popen:
        """Start a tests.jobs.harness command (or manage.py when args[0] is "manage.py")."""
        command = list(args) if args[0] == "manage.py" else ["-m", "tests.jobs.harness", *args]
        return subprocess.Popen(
            [sys.executable, *command],
            cwd=ROOT,
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=(self.folder / f"{name}.log").open("w"),
            text=True,
        )

    def start_job(self, *, n: int, delay: float, max_attempts: int) -> str:
        return self.harness("start", str(n), str(delay), str(max_attempts))

    def start_worker(self) -> subprocess.Popen:
        log = (self.folder / f"worker{len(self.workers)}.log").open("w")
        worker = subprocess.Popen(
            [sys.executable, "manage.py", "db_worker", "--no-reload", "--no-startup-delay", "--interval", "0.2"],
            cwd=ROOT,
            env=self.env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        self.workers.append(worker)
        return worker

    def job(self) -> dict:
        """The one job of this database, read straight from its table."""
        sql = f"SELECT {', '.join(COLUMNS)} FROM jobs_job"
        if self.pg_name:
            import psycopg

            with psycopg.connect(self.pg_url) as conn:
                row = conn.execute(sql).fetchone()
        else:
            with sqlite3.connect(self.sqlite, timeout=20) as conn:
                row = conn.execute(sql).fetchone()
        return dict(zip(COLUMNS, row, strict=True))

    def task_runs(self) -> list[tuple[str, str]]:
        sql = "SELECT status, exception_class_path FROM django_tasks_database_dbtaskresult ORDER BY enqueued_at"
        if self.pg_name:
            import psycopg

            with psycopg.connect(self.pg_url) as conn:
                return [tuple(row) for row in conn.execute(sql).fetchall()]
        with sqlite3.connect(self.sqlite, timeout=20) as conn:
            return [tuple(row) for row in conn.execute(sql).fetchall()]

    def wait_for(self, condition, *, timeout: float = 40) -> dict:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            job = self.job()
            if condition(job):
                return job
            time.sleep(0.05)
        logs = "\n".join(p.read_text() for p in sorted(self.folder.glob("worker*.log")))
        raise AssertionError(f"timed out; the job is {self.job()}\n{logs}")

    def wait_for_runs(self, expected: list[tuple[str, str]], *, timeout: float = 20) -> None:
        """Wait until the task runs are as expected (a worker records a run's end just
        after the job's)."""
        deadline = time.monotonic() + timeout
        while self.task_runs() != expected:
            assert time.monotonic() < deadline, self.task_runs()
            time.sleep(0.05)

    def wait_for_files(self, job_id: str, expected: list[str], *, timeout: float = 10) -> None:
        """Wait until the job's folder holds `expected` (a stopped job's file is deleted once
        the status that stops it has committed, a moment after a poll can see it)."""
        deadline = time.monotonic() + timeout
        while self.files(job_id) != expected:
            assert time.monotonic() < deadline, self.files(job_id)
            time.sleep(0.05)

    def files(self, job_id: str) -> list[str]:
        folder = self.jobs_root / job_id
        return sorted(p.name for p in folder.iterdir()) if folder.exists() else []

    def close(self) -> None:
        for worker in self.workers:
            if worker.poll() is None:
                worker.kill()
            worker.wait(timeout=10)
        if self.pg_name:
            _pg_admin(self.admin_url, f'DROP DATABASE IF EXISTS "{self.pg_name}" WITH (FORCE)')


def migrated_database(folder: Path) -> tuple[dict, Callable[[], None]]:
    """Migrate a new database; returns how to reach it and how to drop it."""
    url = _postgres_url()
    if url:
        name = f"jobs_template_{uuid.uuid4().hex[:10]}"
        _pg_admin(url, f'CREATE DATABASE "{name}"')
        migrate({**_base_env(), "DATABASE_URL": _with_name(url, name), "DJANGO_JOBS_ROOT": str(folder)})
        return {"postgres": url, "template": name}, lambda: _pg_admin(
            url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'
        )
    path = folder / "template.sqlite3"
    migrate({**_base_env(), "DJANGO_SQLITE_PATH": str(path), "DJANGO_JOBS_ROOT": str(folder)})
    return {"sqlite": path}, lambda: None
