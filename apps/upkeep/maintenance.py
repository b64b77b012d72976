"""`manage.py maintain`: the upkeep a running instance needs, once a day (cron or a
systemd timer; see the README).

- Full-text indexes (SQLite FTS5: the log's words, the library's, any other): their
  segments are merged, so the words of an erased entry leave the index rather than
  waiting in an old segment. Merging goes in small steps, each its own short transaction,
  so writers wait at most a fraction of a second. The WAL is then checkpointed and
  truncated, so no old copy of a page stays in it. (PostgreSQL: autovacuum removes dead
  index entries; nothing to do here.)
- Finished jobs older than DJANGO_JOBS_KEEP_DAYS, with their files and task runs
  (`prune_jobs`, which calls django-tasks-db's `prune_db_task_results`).
- Expired sessions (`clearsessions`).
"""

import io
import time
from dataclasses import dataclass, field

from django.core.management import call_command
from django.db import connection, transaction

# Pages of index merged per step (a step takes a few milliseconds).
MERGE_PAGES = 200


@dataclass
class MaintenanceReport:
    merged: dict[str, int] = field(default_factory=dict)  # FTS table -> merge steps
    checkpoint: tuple[int, int, int] | None = None  # (busy, WAL frames, frames checkpointed)
    jobs: str = ""
    seconds: float = 0.0


def fts_tables() -> list[str]:
    """Every FTS5 table of the SQLite database (none on PostgreSQL)."""
    if connection.vendor != "sqlite":
        return []
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND lower(sql) LIKE 'create virtual table%using fts5%'"
        )
        return sorted(row[0] for row in cursor.fetchall())


def fts_merge(table: str) -> int:
    """Merge all of the table's index segments into one, dropping deleted entries, in
    small steps; the number of steps. A step that changes nothing means it is done."""
    steps = 0
    quoted = '"' + table.replace('"', '""') + '"'
    while True:
        with transaction.atomic(), connection.cursor() as cursor:
            before = connection.connection.total_changes
            # A negative page count: merge every segment into one, as 'optimize' does, a
            # step at a time.
            cursor.execute(f"INSERT INTO {quoted}({quoted}, rank) VALUES ('merge', %s)", [-MERGE_PAGES])
            changed = connection.connection.total_changes - before > 1  # the INSERT itself counts once
        steps += 1
        if not changed:
            return steps


def wal_checkpoint() -> tuple[int, int, int] | None:
    if connection.vendor != "sqlite":
        return None
    with connection.cursor() as cursor:
        cursor.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        busy, frames, done = cursor.fetchone()
    return busy, frames, done


def maintenance_run() -> MaintenanceReport:
    started = time.monotonic()
    report = MaintenanceReport()
    for table in fts_tables():
        report.merged[table] = fts_merge(table)
    out = io.StringIO()
    call_command("prune_jobs", stdout=out)
    call_command("clearsessions")
    report.jobs = out.getvalue().strip()
    report.checkpoint = wal_checkpoint()
    report.seconds = time.monotonic() - started
    return report
