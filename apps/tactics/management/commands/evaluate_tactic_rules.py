from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from apps.tactics.evaluation import TRUTHS, evaluate, format_report, load_labelled
from apps.tactics.matching import rule_suggestions, suggest_tactics

DEFAULT = Path(settings.BASE_DIR) / "tests" / "tactics" / "labelled_messages.json"
# "app": what the attempt log shows (the rules and the model combined); "rules": the
# phrase rules alone, as every figure before issue 16's fifth round was measured.
METHODS = {"app": suggest_tactics, "rules": rule_suggestions}


class Command(BaseCommand):
    help = "Precision and recall of the tactic suggestions on labelled messages (any JSON file, any path)."

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="*", help=f"labelled JSON (default {DEFAULT})")
        parser.add_argument("--misses", action="store_true", help="list the messages not exactly right")
        parser.add_argument(
            "--without-kind", action="append", default=[], metavar="KIND", help='leave out messages of this "kind"'
        )
        parser.add_argument(
            "--truth",
            choices=TRUTHS,
            default="panel",
            help="panel: the writer's labels and what independent readers also named (default); writer: the writer's alone",
        )
        parser.add_argument(
            "--method",
            choices=sorted(METHODS),
            default="app",
            help="app: what the log suggests, rules and model combined (default); rules: the phrase rules alone",
        )

    def handle(self, *args, files, misses, without_kind, method, truth, **options):
        for path in files or [DEFAULT]:
            try:
                messages = load_labelled(path, without_kinds=without_kind, truth=truth)
            except (OSError, ValueError, KeyError, TypeError) as error:
                raise CommandError(f"{path}: {error}") from error
            left_out = f" (without kind {', '.join(without_kind)})" if without_kind else ""
            self.stdout.write(f"== {path}{left_out}: {len(messages)} messages; method: {method}; truth: {truth}")
            self.stdout.write(format_report(evaluate(messages, METHODS[method]), show_misses=misses))
