"""python manage.py evaluate_tags [FILE]: how many of the tags the reader shows are right,
on passages a person has judged (tests/library/tag_sample.json)."""

import json
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.library.models import Passage

DEFAULT = Path(settings.BASE_DIR) / "tests" / "library" / "tag_sample.json"


def judge(sample: list[dict]) -> tuple[int, int, int, list[str]]:
    """(tags shown, of which right, right tags not shown, lines on what went wrong)."""
    shown = right = missed = 0
    notes = []
    for item in sample:
        passage = Passage.objects.filter(
            transcript__source_name__startswith=item["source"], text__startswith=item["start"]
        ).first()
        if passage is None:
            raise CommandError(f"No passage of {item['source']} starts with {item['start']!r}")
        tags, expected = {*passage.tactic_slugs, *passage.theme_slugs}, set(item["tags"])
        shown, right, missed = shown + len(tags), right + len(tags & expected), missed + len(expected - tags)
        if tags != expected:
            notes.append(
                f"{item['source']} {item['start'][:40]!r}: wrong {sorted(tags - expected)}, missing {sorted(expected - tags)}"
            )
    return shown, right, missed, notes


class Command(BaseCommand):
    help = "Share of the reader's passage tags that are right, on a sample judged by a person."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", nargs="?", default=str(DEFAULT))
        parser.add_argument("--misses", action="store_true")

    def handle(self, *args, file: str, misses: bool, **options) -> None:
        sample = json.loads(Path(file).read_text(encoding="utf-8"))["passages"]
        shown, right, missed, notes = judge(sample)
        if misses:
            self.stdout.write("\n".join(notes))
        share = f"{100 * right / shown:.0f}%" if shown else "-"
        self.stdout.write(
            f"{len(sample)} passages: {right} of {shown} tags shown are right ({share}); {missed} right tags not shown"
        )
