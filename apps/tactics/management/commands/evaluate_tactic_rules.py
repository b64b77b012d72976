from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from apps.tactics.evaluation import evaluate, format_report, load_labelled

DEFAULT = Path(settings.BASE_DIR) / "tests" / "tactics" / "labelled_messages.json"


class Command(BaseCommand):
    help = "Precision and recall of the tactic phrase rules on labelled messages."

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="*", help=f"labelled JSON (default {DEFAULT})")
        parser.add_argument("--misses", action="store_true", help="list the messages not exactly right")

    def handle(self, *args, files, misses, **options):
        for path in files or [DEFAULT]:
            try:
                messages = load_labelled(path)
            except (OSError, ValueError, KeyError, TypeError) as error:
                raise CommandError(f"{path}: {error}") from error
            self.stdout.write(f"== {path}")
            self.stdout.write(format_report(evaluate(messages), show_misses=misses))
