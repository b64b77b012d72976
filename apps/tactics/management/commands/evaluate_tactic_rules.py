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
        parser.add_argument(
            "--without-kind", action="append", default=[], metavar="KIND", help='leave out messages of this "kind"'
        )

    def handle(self, *args, files, misses, without_kind, **options):
        for path in files or [DEFAULT]:
            try:
                messages = load_labelled(path, without_kinds=without_kind)
            except (OSError, ValueError, KeyError, TypeError) as error:
                raise CommandError(f"{path}: {error}") from error
            left_out = f" (without kind {', '.join(without_kind)})" if without_kind else ""
            self.stdout.write(f"== {path}{left_out}: {len(messages)} messages")
            self.stdout.write(format_report(evaluate(messages), show_misses=misses))
