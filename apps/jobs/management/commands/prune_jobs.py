from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand

from apps.jobs.services import jobs_prune


class Command(BaseCommand):
    help = "Remove finished jobs (and their files) and finished task runs older than JOBS_KEEP_DAYS"

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--days", type=int, default=settings.JOBS_KEEP_DAYS, help="age in days (default: %(default)s)"
        )

    def handle(self, *, days: int, verbosity: int, **options) -> None:
        removed = jobs_prune(older_than_days=days)
        call_command("prune_db_task_results", min_age_days=days, queue_name="*", verbosity=verbosity)
        if verbosity:
            self.stdout.write(f"Removed {removed} finished job(s) older than {days} days.")
