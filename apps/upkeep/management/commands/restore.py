from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from apps.upkeep.database import BackupError
from apps.upkeep.restore import backup_restore


class Command(BaseCommand):
    help = (
        "Restore a backup made by `manage.py backup` (a DIR/backup-<time> folder): checks its "
        "manifest first, and afterwards the row counts, every file's SHA-256 and every user's log."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("folder", type=Path, help="the backup folder (backup-<time>)")
        parser.add_argument(
            "--force", action="store_true", help="replace a database that already holds accounts or entries"
        )

    def handle(self, *args, folder: Path, force: bool, **options) -> None:
        try:
            report = backup_restore(source=folder.resolve(), force=force)
        except BackupError as error:
            raise CommandError(str(error)) from None
        manifest = report.manifest
        self.stdout.write(f"Restored {folder.name} (made {manifest['created_at']}); it matched its manifest")
        self.stdout.write(
            f"  database: {manifest['database']['engine']}, {sum(report.counts.values()):,} rows in "
            f"{len(report.counts)} tables, as many per table as when it was made"
        )
        self.stdout.write(
            "  files: "
            + ", ".join(f"{root} {n:,}" for root, n in report.files.items())
            + "; every file an entry names is there with its recorded SHA-256"
        )
        broken = {user: why for user, why in report.verified.items() if why}
        for user, why in report.verified.items():
            self.stdout.write(f"  {user}: {'BROKEN at ' + why if why else 'log verifies'}")
        if broken:
            raise CommandError(f"{len(broken)} log(s) failed verification after the restore")
        self.stdout.write(f"Every log verifies ({len(report.verified)} users).")
