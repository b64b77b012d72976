"""`manage.py backup DIR`: a consistent backup while the app runs, checked and vouched
for by a manifest, and old backups aged out.

Order matters, because entries and their files change while the backup runs:
1. copy every evidence, job and key file there is (files never change once written);
2. copy the database at one moment (see .database);
3. copy the files written since step 1;
4. check that every file the database copy names is in the backup, and that each
   evidence original still has the SHA-256 its entry recorded;
5. write the manifest (a SHA-256 for every file) and only then give the folder its name.
A file deleted after step 1 stays in this backup until the backup ages out (--keep-days).
"""

import re
import secrets
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from django.utils import timezone

from .database import BackupError, Snapshot, backup_database
from .files import MANIFEST, copy_new, roots, sha256, write_manifest

NAME = re.compile(r"backup-(\d{8}T\d{6}Z)")


@dataclass
class BackupReport:
    folder: Path
    manifest: dict
    snapshot: Snapshot
    copied_after: int
    removed: list[Path]


def reference_problems(locations: dict[str, Path], references: dict[str, dict[str, str | None]]) -> list[str]:
    """Files the database names (per root) that are missing from where the root is, or
    whose bytes are not those the database recorded."""
    problems = []
    for root, named in references.items():
        for path, digest in sorted(named.items()):
            file = locations[root] / path
            if not file.is_file():
                problems.append(f"{root}/{path} is missing")
            elif digest and sha256(file) != digest:
                problems.append(f"{root}/{path} does not match its recorded SHA-256")
    return problems


def backup_create(*, into: Path, keep_days: int | None = None) -> BackupReport:
    into.mkdir(parents=True, exist_ok=True, mode=0o700)
    now = timezone.now()
    final = into / f"backup-{now:%Y%m%dT%H%M%SZ}"
    if final.exists():
        raise BackupError(f"{final} exists already: one backup a second at most.")
    partial = into / f".partial-{final.name}-{secrets.token_hex(4)}"
    partial.mkdir(mode=0o700)
    try:
        sources = roots()
        for name, root in sources.items():
            copy_new(root, partial / name)
        snapshot = backup_database(partial)
        copied_after = sum(copy_new(root, partial / name) for name, root in sources.items())
        problems = reference_problems({name: partial / name for name in sources}, snapshot.references)
        if problems:
            raise BackupError(f"The backup lacks files its database names: {problems[:5]}")
        header = {
            "created_at": now.isoformat(),
            "database": {
                "engine": "postgresql" if snapshot.file.endswith("pgdump") else "sqlite",
                "file": snapshot.file,
            },
            "counts": snapshot.counts,
            "roots": sorted(sources),
        }
        manifest = write_manifest(partial, header)
        partial.rename(final)
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)
        raise
    removed = prune_backups(into, keep_days=keep_days, now=now) if keep_days is not None else []
    return BackupReport(final, manifest, snapshot, copied_after, removed)


def prune_backups(into: Path, *, keep_days: int, now: datetime) -> list[Path]:
    """Delete finished backups in `into` older than keep_days (the newest always stays),
    and unfinished ones left by a backup that was stopped more than a day ago."""
    finished = []
    removed = []
    for folder in into.iterdir():
        match = NAME.fullmatch(folder.name)
        if match and (folder / MANIFEST).is_file():
            finished.append((datetime.strptime(match.group(1), "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC), folder))
        elif (
            folder.name.startswith(".partial-backup-")
            and folder.stat().st_mtime < (now - timedelta(days=1)).timestamp()
        ):
            shutil.rmtree(folder)
            removed.append(folder)
    finished.sort()
    for created, folder in finished[:-1]:
        if created < now - timedelta(days=keep_days):
            shutil.rmtree(folder)
            removed.append(folder)
    return removed
