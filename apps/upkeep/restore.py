"""`manage.py restore DIR`: put a backup back, checked before and after.

Before: the backup must match its manifest byte for byte, and the database must hold no
accounts or entries (and the file folders no files) unless --force. After: every table
holds as many rows as when the backup was made, every file an entry names is there with
the SHA-256 it recorded, and every user's log verifies.
"""

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.db import connection

from .backup import reference_problems
from .database import BackupError, existing_tables, holds_data, read_snapshot_facts, restore_database
from .files import files_under, manifest_problems, read_manifest, roots


@dataclass
class RestoreReport:
    manifest: dict
    files: dict[str, int]
    counts: dict[str, int]
    verified: dict[str, str | None]  # username -> None when the log verifies, else the break


def _replace_files(source: Path, target: Path) -> int:
    """Make target hold exactly the files under source."""
    keep = set(files_under(source))
    for relative in files_under(target):
        if relative not in keep:
            (target / relative).unlink()
    target.mkdir(parents=True, exist_ok=True, mode=0o700)
    for relative in keep:
        destination = target / relative
        destination.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        shutil.copyfile(source / relative, destination)
        os.chmod(destination, 0o600)
    return len(keep)


def backup_restore(*, source: Path, force: bool = False) -> RestoreReport:
    try:
        manifest = read_manifest(source)
    except ValueError as error:
        raise BackupError(str(error)) from None
    problems = manifest_problems(source, manifest)
    if problems:
        raise BackupError(f"The backup does not match its manifest, so it was not restored: {problems[:5]}")
    targets = {name: root for name, root in roots().items() if name in manifest["roots"]}
    if not force:
        if holds_data():
            raise BackupError("This database already holds accounts or entries. Restore with --force to replace them.")
        busy = [name for name, root in targets.items() if files_under(root)]
        if busy:
            raise BackupError(
                f"These folders already hold files: {', '.join(busy)}. Restore with --force to replace them."
            )

    restore_database(source, manifest)
    files = {name: _replace_files(source / name, root) for name, root in targets.items()}

    with connection.cursor() as cursor:
        counts, references = read_snapshot_facts(cursor, existing_tables())
    different = {t: (n, counts.get(t)) for t, n in manifest["counts"].items() if counts.get(t) != n}
    if different:
        raise BackupError(f"Rows per table differ from the backup's (table: backup, now): {different}")
    missing = reference_problems(roots(), references)
    if missing:
        raise BackupError(f"Files the restored entries name are missing or changed: {missing[:5]}")

    call_command("migrate", interactive=False, verbosity=0)  # a backup made by an older release
    return RestoreReport(manifest, files, counts, verify_every_log())


def verify_every_log() -> dict[str, str | None]:
    from apps.attempts.models import ChainHead
    from apps.attempts.verification import log_verify

    verified = {}
    users = get_user_model().objects.filter(pk__in=ChainHead.objects.values("user_id")).order_by("username")
    for user in users:
        broken = log_verify(user=user)
        verified[user.get_username()] = None if broken is None else f"link {broken.seq} ({broken.ref}): {broken.reason}"
    return verified
