"""A throwaway database that real processes share (a SQLite file, or a PostgreSQL
database when the suite runs on PostgreSQL), with its own evidence and job folders.

Used by the slow tests that start processes: concurrent writers, lock contention, the
backup drill, two app servers. Scripts run as `python -m tests.reliability.actors ...`
with `tests.reliability.process_settings`.
"""

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import uuid
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parents[2]


def base_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_") and k != "DATABASE_URL"}
    env["DJANGO_SETTINGS_MODULE"] = "tests.reliability.process_settings"
    return env


def postgres_url() -> str | None:
    url = os.getenv("DATABASE_URL", "")
    return url if url.startswith("postgres") else None


def with_name(url: str, name: str) -> str:
    return urlunsplit(urlsplit(url)._replace(path=f"/{name}"))


def pg_admin(url: str, sql: str) -> None:
    import psycopg

    with psycopg.connect(with_name(url, "postgres"), autocommit=True) as conn:
        conn.execute(sql)


def run(args: list[str], env: dict[str, str], *, timeout: float = 600) -> str:
    result = subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, check=False, timeout=timeout
    )
    assert result.returncode == 0, f"{' '.join(args)} failed:\n{result.stdout}\n{result.stderr}"
    return result.stdout


def migrated_database(folder: Path) -> tuple[dict, Callable[[], None]]:
    """Migrate a new database; returns how to reach it and how to drop it."""
    env = {**base_env(), "DJANGO_EVIDENCE_ROOT": str(folder), "DJANGO_JOBS_ROOT": str(folder)}
    url = postgres_url()
    if url:
        name = f"reliability_template_{uuid.uuid4().hex[:10]}"
        pg_admin(url, f'CREATE DATABASE "{name}"')
        run(["manage.py", "migrate", "--no-input", "-v0"], {**env, "DATABASE_URL": with_name(url, name)})
        return {"postgres": url, "template": name}, lambda: pg_admin(
            url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'
        )
    path = folder / "template.sqlite3"
    run(["manage.py", "migrate", "--no-input", "-v0"], {**env, "DJANGO_SQLITE_PATH": str(path)})
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return {"sqlite": path}, lambda: None


class World:
    """A fresh database (a copy of the migrated one), its folders and the environment to
    reach them."""

    def __init__(self, migrated: dict, folder: Path) -> None:
        self.folder = folder
        self.evidence = folder / "evidence"
        self.jobs = folder / "jobs"
        self.keys = folder / "keys"
        self.evidence.mkdir()
        self.jobs.mkdir()
        self.env = {
            **base_env(),
            "DJANGO_EVIDENCE_ROOT": str(self.evidence),
            "DJANGO_JOBS_ROOT": str(self.jobs),
            "DJANGO_SIGNING_KEY_DIR": str(self.keys),
        }
        self.processes: list[subprocess.Popen] = []
        if "postgres" in migrated:
            self.vendor = "postgresql"
            self.pg_name = f"reliability_{uuid.uuid4().hex[:10]}"
            pg_admin(migrated["postgres"], f'CREATE DATABASE "{self.pg_name}" TEMPLATE "{migrated["template"]}"')
            self.admin_url = migrated["postgres"]
            self.url = with_name(migrated["postgres"], self.pg_name)
            self.env["DATABASE_URL"] = self.url
        else:
            self.vendor = "sqlite"
            self.sqlite = folder / "db.sqlite3"
            shutil.copy(migrated["sqlite"], self.sqlite)
            self.env["DJANGO_SQLITE_PATH"] = str(self.sqlite)

    def actor(self, *args: str, timeout: float = 600, **env: str) -> dict:
        """Run a tests.reliability.actors command; its JSON answer."""
        return json.loads(run(["-m", "tests.reliability.actors", *args], {**self.env, **env}, timeout=timeout))

    def manage(self, *args: str, **env: str) -> str:
        return run(["manage.py", *args], {**self.env, **env})

    def manage_result(self, *args: str, **env: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "manage.py", *args],
            cwd=ROOT,
            env={**self.env, **env},
            capture_output=True,
            text=True,
            check=False,
        )

    def destroy(self) -> None:
        """Lose everything: the database (an empty one takes its place on PostgreSQL) and
        the evidence, job and key folders."""
        if self.vendor == "postgresql":
            pg_admin(self.admin_url, f'DROP DATABASE "{self.pg_name}" WITH (FORCE)')
            pg_admin(self.admin_url, f'CREATE DATABASE "{self.pg_name}"')
        else:
            for suffix in ("", "-wal", "-shm"):
                Path(f"{self.sqlite}{suffix}").unlink(missing_ok=True)
        for folder in (self.evidence, self.jobs, self.keys):
            shutil.rmtree(folder, ignore_errors=True)

    def spawn(self, *args: str, name: str, **env: str) -> subprocess.Popen:
        """Start a tests.reliability.actors command (or any python command line when
        args[0] ends in .py or starts with -m)."""
        command = (
            list(args) if args[0].endswith(".py") or args[0] == "-m" else ["-m", "tests.reliability.actors", *args]
        )
        process = subprocess.Popen(
            [sys.executable, *command],
            cwd=ROOT,
            env={**self.env, **env},
            stdout=subprocess.PIPE,
            stderr=(self.folder / f"{name}.log").open("w"),
            text=True,
        )
        self.processes.append(process)
        return process

    def log(self, name: str) -> str:
        return (self.folder / f"{name}.log").read_text()

    def close(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                process.kill()
            process.wait(timeout=10)
        if self.vendor == "postgresql":
            pg_admin(self.admin_url, f'DROP DATABASE IF EXISTS "{self.pg_name}" WITH (FORCE)')
