"""A consistent copy of the database while writers run, and putting one back.

SQLite: the online backup API copies every page in one step, inside one read transaction
(in WAL mode writers go on meanwhile); the copy is checked with `PRAGMA integrity_check`.
PostgreSQL: `pg_dump` in custom format, reading a snapshot this module exported and keeps
open, so the file references read here and the dump describe the same moment; the dump is
checked by `pg_restore --list`.
"""

import os
import shutil
import sqlite3
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from django.apps import apps
from django.conf import settings
from django.db import connection, connections

SQLITE_FILE = "database.sqlite3"
POSTGRES_FILE = "database.pgdump"


class BackupError(Exception):
    """A backup or restore that cannot go on; the message says why, in plain words."""


@dataclass
class Snapshot:
    """What a database copy holds: rows per table and the files its rows name."""

    file: str
    counts: dict[str, int]
    # {root name: {path in that root: sha256 the database recorded, or None}}
    references: dict[str, dict[str, str | None]] = field(default_factory=dict)


def model_tables() -> list[str]:
    return sorted({m._meta.db_table for m in apps.get_models(include_auto_created=True) if m._meta.managed})


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def read_snapshot_facts(cursor, tables: list[str]) -> tuple[dict[str, int], dict[str, dict[str, str | None]]]:
    """Row counts and referenced files, read through a DB-API cursor on the snapshot."""
    counts = {}
    for table in tables:
        cursor.execute(f"SELECT COUNT(*) FROM {_quote(table)}")
        counts[table] = cursor.fetchone()[0]
    from apps.attempts.models import EvidenceFile
    from apps.jobs.models import Job

    evidence: dict[str, str | None] = {}
    cursor.execute(f"SELECT original, preview, sha256 FROM {_quote(EvidenceFile._meta.db_table)}")
    for original, preview, digest in cursor.fetchall():
        if original:
            evidence[original] = digest
        if preview:
            evidence[preview] = None
    cursor.execute(f"SELECT result_path FROM {_quote(Job._meta.db_table)} WHERE result_path <> ''")
    jobs: dict[str, str | None] = {path: None for (path,) in cursor.fetchall()}
    return counts, {"evidence": evidence, "jobs": jobs}


def existing_tables() -> list[str]:
    present = set(connection.introspection.table_names())
    return [t for t in model_tables() if t in present]


def holds_data() -> bool:
    """Whether the configured database has any account or any entry in it."""
    from django.contrib.auth import get_user_model

    from apps.attempts.models import Attempt

    present = set(connection.introspection.table_names())
    querysets = [get_user_model()._default_manager.all(), Attempt.objects.all()]
    return any(qs.model._meta.db_table in present and qs.exists() for qs in querysets)


# SQLite


def _sqlite_path() -> Path:
    return Path(settings.DATABASES["default"]["NAME"])


def sqlite_backup(folder: Path) -> Snapshot:
    target = folder / SQLITE_FILE
    source = sqlite3.connect(_sqlite_path(), timeout=settings.SQLITE_TIMEOUT)
    copy = sqlite3.connect(target)
    try:
        source.backup(copy)  # all pages in one step: one consistent moment
        copy.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
        problems = [row[0] for row in copy.execute("PRAGMA integrity_check")]
        if problems != ["ok"]:
            raise BackupError(f"The copy failed SQLite's integrity check: {problems[:5]}")
        if copy.execute("PRAGMA foreign_key_check").fetchall():
            raise BackupError("The copy has rows that point at missing rows (foreign_key_check).")
        present = {row[0] for row in copy.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        counts, references = read_snapshot_facts(copy.cursor(), [t for t in model_tables() if t in present])
    finally:
        source.close()
        copy.close()
    os.chmod(target, 0o600)
    return Snapshot(SQLITE_FILE, counts, references)


def sqlite_restore(folder: Path) -> None:
    connections.close_all()
    target = _sqlite_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    source = sqlite3.connect(folder / SQLITE_FILE)
    copy = sqlite3.connect(target, timeout=settings.SQLITE_TIMEOUT)
    try:
        source.backup(copy)
        copy.execute("PRAGMA journal_mode=WAL")
    finally:
        source.close()
        copy.close()


# PostgreSQL


def _pg_tool(name: str) -> str:
    found = shutil.which(name)
    if not found:
        versions = sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"), key=lambda p: int(p.parts[-3]))
        found = str(versions[-1]) if versions else None
    if not found:
        raise BackupError(f"{name} is not installed (Debian: apt-get install postgresql-client).")
    return found


def _pg_env() -> dict[str, str]:
    db = settings.DATABASES["default"]
    env = {**os.environ, "PGDATABASE": str(db["NAME"])}
    given = {
        "PGHOST": db.get("HOST"),
        "PGPORT": db.get("PORT"),
        "PGUSER": db.get("USER"),
        "PGPASSWORD": db.get("PASSWORD"),
    }
    env |= {variable: str(value) for variable, value in given.items() if value}
    return env


def postgres_backup(folder: Path) -> Snapshot:
    import psycopg

    target = folder / POSTGRES_FILE
    params = {k: v for k, v in connection.get_connection_params().items() if k not in ("cursor_factory", "context")}
    with psycopg.connect(**params) as conn:
        conn.isolation_level = psycopg.IsolationLevel.REPEATABLE_READ
        conn.read_only = True
        with conn.transaction():
            row = conn.execute("SELECT pg_export_snapshot()").fetchone()
            assert row is not None  # the function always answers one row
            snapshot = row[0]
            present = {row[0] for row in conn.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")}
            counts, references = read_snapshot_facts(conn.cursor(), [t for t in model_tables() if t in present])
            dump = subprocess.run(
                [_pg_tool("pg_dump"), "--format=custom", f"--snapshot={snapshot}", "--no-owner", "--no-privileges",
                 f"--file={target}"],
                env=_pg_env(), capture_output=True, text=True, check=False,
            )  # fmt: skip
    if dump.returncode != 0:
        raise BackupError(f"pg_dump failed: {dump.stderr.strip()}")
    listed = subprocess.run(
        [_pg_tool("pg_restore"), "--list", str(target)], capture_output=True, text=True, check=False
    )
    if listed.returncode != 0 or "TABLE DATA" not in listed.stdout:
        raise BackupError(f"The dump could not be read back: {listed.stderr.strip()}")
    os.chmod(target, 0o600)
    return Snapshot(POSTGRES_FILE, counts, references)


def postgres_restore(folder: Path) -> None:
    connections.close_all()
    restore = subprocess.run(
        [_pg_tool("pg_restore"), "--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction",
         "--exit-on-error", f"--dbname={settings.DATABASES['default']['NAME']}", str(folder / POSTGRES_FILE)],
        env=_pg_env(), capture_output=True, text=True, check=False,
    )  # fmt: skip
    if restore.returncode != 0:
        raise BackupError(f"pg_restore failed: {restore.stderr.strip()}")


def backup_database(folder: Path) -> Snapshot:
    return postgres_backup(folder) if connection.vendor == "postgresql" else sqlite_backup(folder)


def restore_database(folder: Path, manifest: dict) -> None:
    if manifest["database"]["engine"] != connection.vendor:
        raise BackupError(
            f"This backup is of a {manifest['database']['engine']} database; this instance uses {connection.vendor}."
        )
    if connection.vendor == "postgresql":
        postgres_restore(folder)
    else:
        sqlite_restore(folder)
