from django.core.management.base import BaseCommand

from apps.upkeep.maintenance import maintenance_run


class Command(BaseCommand):
    help = (
        "Daily upkeep: merge the full-text indexes (erased words leave them), checkpoint the "
        "SQLite WAL, remove old finished jobs and their files, clear expired sessions."
    )

    def handle(self, *args, **options) -> None:
        report = maintenance_run()
        for table, steps in report.merged.items():
            self.stdout.write(f"Full-text index {table}: merged ({steps} step(s))")
        if report.jobs:
            self.stdout.write(report.jobs)
        self.stdout.write("Expired sessions cleared.")
        if report.checkpoint is not None:
            busy, frames, done = report.checkpoint
            state = "truncated" if not busy else f"busy: {done} of {frames} pages written back, run again later"
            self.stdout.write(f"SQLite WAL checkpoint: {state}")
        self.stdout.write(f"Done in {report.seconds:.1f} s.")
