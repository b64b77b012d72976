from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from apps.upkeep.backup import backup_create
from apps.upkeep.database import BackupError


class Command(BaseCommand):
    help = (
        "Back up the database, evidence files, job files and signing keys into a new folder "
        "DIR/backup-<time>, with a manifest of SHA-256s; safe while the app runs."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("folder", type=Path, help="where backups are kept (created if missing)")
        parser.add_argument(
            "--keep-days",
            type=int,
            default=settings.BACKUP_KEEP_DAYS,
            help="delete backups in DIR older than this many days, always keeping the newest (default: %(default)s)",
        )

    def handle(self, *args, folder: Path, keep_days: int, **options) -> None:
        try:
            report = backup_create(into=folder.resolve(), keep_days=keep_days)
        except BackupError as error:
            raise CommandError(str(error)) from None
        counts = report.snapshot.counts
        files = report.manifest["files"]
        per_root = {root: sum(1 for name in files if name.startswith(f"{root}/")) for root in report.manifest["roots"]}
        size = sum(f["bytes"] for f in files.values())
        self.stdout.write(f"Backup written to {report.folder}")
        self.stdout.write(
            f"  database: {report.snapshot.file}, integrity checked, "
            f"{sum(counts.values()):,} rows in {len(counts)} tables"
        )
        self.stdout.write("  files: " + ", ".join(f"{root} {n:,}" for root, n in per_root.items()))
        self.stdout.write(f"  manifest: {len(files):,} files, {size:,} bytes, each with its SHA-256")
        if report.copied_after:
            self.stdout.write(f"  {report.copied_after:,} file(s) were written while the backup ran and are included")
        for old in report.removed:
            self.stdout.write(f"Removed {old.name} (older than {keep_days} days)")
