from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from apps.tactics.model.building import build, dumps, format_by_file, format_comparison
from apps.tactics.model.scoring import WEIGHTS

LABELLED = Path(settings.BASE_DIR) / "tests" / "tactics"


class Command(BaseCommand):
    help = "Train the tactic model on the labelled messages, report cross-validated figures, write its weights."

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="*", help=f"labelled JSON files (default {LABELLED}/*_messages.json)")
        parser.add_argument("--out", default=str(WEIGHTS), help=f"where to write the weights (default {WEIGHTS})")
        parser.add_argument("--check", action="store_true", help="write nothing; fail if the file at --out differs")

    def handle(self, *args, files, out, check, **options):
        paths = [Path(f) for f in files] or sorted(LABELLED.glob("*_messages.json"))
        try:
            built = build(paths)
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise CommandError(str(error)) from error
        self.stdout.write(format_comparison("cross-validated, every message", built.rules_all, built.combined_all))
        self.stdout.write(
            format_comparison(
                "cross-validated, messages the rules were never tuned on", built.rules_unseen, built.combined_unseen
            )
        )
        self.stdout.write(format_by_file(built))
        self.stdout.write(f"shipped policy: {built.data['policy']}")
        text = dumps(built.data)
        target = Path(out)
        if check:
            if not target.exists() or target.read_text(encoding="utf-8") != text:
                raise CommandError(f"{target} is not what train_tactic_model makes from these files: run it again.")
            self.stdout.write(f"{target} is up to date.")
            return
        target.write_text(text, encoding="utf-8")
        self.stdout.write(f"wrote {target} ({len(text.encode())} bytes, {built.messages} messages)")
