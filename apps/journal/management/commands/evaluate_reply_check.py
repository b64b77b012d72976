from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from apps.journal.replycheck.evaluation import evaluate, format_report, load_drafts

SETS = Path(settings.BASE_DIR) / "tests" / "journal"
# Tuned on (the second frozen set became the third round's tuning set), then the sets
# never tuned on: see tests/journal/reply_drafts.md.
SUFFIXES = ("", "_tune2", "_frozen2", "_frozen", "_frozen3")
DEFAULT = [SETS / f"reply_drafts{suffix}.json" for suffix in SUFFIXES]


class Command(BaseCommand):
    help = "Precision and recall of the reply check, flag by flag, on labelled drafts."

    def add_arguments(self, parser):
        parser.add_argument(
            "files", nargs="*", help="labelled JSON (default: the three tuning sets, then the two never tuned on)"
        )
        parser.add_argument("--misses", action="store_true", help="list the drafts not exactly right")

    def handle(self, *args, files, misses, **options):
        for path in files or DEFAULT:
            try:
                drafts = load_drafts(path)
            except (OSError, ValueError, KeyError, TypeError) as error:
                raise CommandError(f"{path}: {error}") from error
            self.stdout.write(f"== {path}")
            self.stdout.write(format_report(evaluate(drafts), show_misses=misses))
