"""Real workers (`manage.py db_worker` processes) on a real database file or server:
a queued job waits for a worker, a worker killed with SIGKILL mid-job leaves a job the
next worker finds, runs again or marks stopped, and the user sees which.

Each test gets a fresh database (a copy of one migrated SQLite file, or a PostgreSQL
database made from a migrated template when the suite runs on PostgreSQL).
"""

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
import uuid
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

from apps.jobs.services import INTERRUPTED

ROOT = Path(__file__).resolve().parents[2]
STALE_SECONDS = 2
COLUMNS = ("status", "done", "total", "attempts", "failure", "summary", "result_path")

pytestmark = pytest.mark.slow


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


def _migrate(env: dict[str, str]) -> None:
    result = subprocess.run(
        [sys.executable, "manage.py", "migrate", "--no-input", "-v0"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.fixture(scope="module")
def migrated(tmp_path_factory):
    """One migrated database per module, copied for each test."""
    folder = tmp_path_factory.mktemp("worker-db")
    url = _postgres_url()
    if url:
        name = f"jobs_template_{uuid.uuid4().hex[:10]}"
        _pg_admin(url, f'CREATE DATABASE "{name}"')
        _migrate({**_base_env(), "DATABASE_URL": _with_name(url, name), "DJANGO_JOBS_ROOT": str(folder)})
        yield {"postgres": url, "template": name}
        _pg_admin(url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    else:
        path = folder / "template.sqlite3"
        _migrate({**_base_env(), "DJANGO_SQLITE_PATH": str(path), "DJANGO_JOBS_ROOT": str(folder)})
        yield {"sqlite": path}


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

    def start_job(self, *, n: int, delay: float, max_attempts: int) -> str:
        result = subprocess.run(
            [sys.executable, "-m", "tests.jobs.harness", str(n), str(delay), str(max_attempts)],
            cwd=ROOT,
            env=self.env,
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        return result.stdout.strip()

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


@pytest.fixture
def world(migrated, tmp_path):
    world = World(migrated, tmp_path)
    yield world
    world.close()


def test_a_queued_job_waits_for_a_worker_and_shows_progress_as_it_runs(world):
    job_id = world.start_job(n=20, delay=0.1, max_attempts=1)
    time.sleep(0.5)
    assert world.job()["status"] == "queued"  # no worker yet: it waits, it is not lost

    world.start_worker()
    midway = world.wait_for(lambda job: job["status"] == "running" and 0 < job["done"] < 20)
    assert midway["total"] == 20
    done = world.wait_for(lambda job: job["status"] == "done")

    assert (done["done"], done["summary"], done["attempts"]) == (20, "Counted to 20.", 1)
    assert (world.jobs_root / done["result_path"]).read_bytes() == b"counted to 20\n"
    assert world.files(job_id) == [Path(done["result_path"]).name]  # the early file was replaced
    assert world.task_runs() == [("SUCCESSFUL", "")]


def test_a_job_whose_worker_is_killed_runs_again_on_the_next_worker(world):
    job_id = world.start_job(n=30, delay=0.1, max_attempts=2)
    first = world.start_worker()
    world.wait_for(lambda job: job["status"] == "running" and job["done"] >= 3)

    first.send_signal(signal.SIGKILL)
    first.wait(timeout=10)
    assert world.job()["status"] == "running"  # nothing marked it: the worker just vanished
    world.start_worker()
    done = world.wait_for(lambda job: job["status"] == "done")

    assert (done["done"], done["summary"], done["attempts"]) == (30, "Counted to 30.", 2)
    assert (world.jobs_root / done["result_path"]).read_bytes() == b"counted to 30\n"
    assert world.files(job_id) == [Path(done["result_path"]).name]  # the killed run's file is gone
    assert world.task_runs() == [("FAILED", "apps.jobs.WorkerLost"), ("SUCCESSFUL", "")]


def test_a_job_whose_worker_is_killed_is_marked_stopped_when_it_may_not_run_again(world):
    job_id = world.start_job(n=30, delay=0.1, max_attempts=1)
    first = world.start_worker()
    world.wait_for(lambda job: job["status"] == "running" and job["done"] >= 3)

    first.send_signal(signal.SIGKILL)
    first.wait(timeout=10)
    world.start_worker()
    stopped = world.wait_for(lambda job: job["status"] == "failed")

    assert stopped["failure"] == INTERRUPTED
    assert stopped["result_path"] == ""
    assert world.files(job_id) == []  # nothing half-written is left to download
    assert world.task_runs() == [("FAILED", "apps.jobs.WorkerLost")]


def test_a_worker_asked_to_stop_finishes_its_job_first(world):
    world.start_job(n=15, delay=0.1, max_attempts=1)
    worker = world.start_worker()
    world.wait_for(lambda job: job["status"] == "running" and job["done"] >= 2)

    worker.send_signal(signal.SIGTERM)
    assert worker.wait(timeout=30) == 0

    job = world.job()
    assert (job["status"], job["done"], job["attempts"]) == ("done", 15, 1)


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_make_runs_dev_server_serves_pages_and_runs_jobs_until_stopped(world):
    """`make run` runs bin/dev-server: the site and a worker, stopped together."""
    import urllib.request

    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "bin/dev-server", f"127.0.0.1:{port}"],
        cwd=ROOT,
        env=world.env,
        stdout=(world.folder / "dev-server.log").open("w"),
        stderr=subprocess.STDOUT,
    )
    world.workers.append(server)
    deadline = time.monotonic() + 40
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as response:
                assert response.status == 200
                break
        except OSError:
            assert time.monotonic() < deadline, (world.folder / "dev-server.log").read_text()
            time.sleep(0.3)

    world.start_job(n=3, delay=0, max_attempts=1)
    assert world.wait_for(lambda job: job["status"] == "done")["summary"] == "Counted to 3."

    server.send_signal(signal.SIGTERM)
    assert server.wait(timeout=30) == 0
    leftovers = subprocess.run(
        ["pgrep", "-f", f"runserver 127.0.0.1:{port}"], capture_output=True, text=True, check=False
    )
    assert leftovers.stdout == ""
