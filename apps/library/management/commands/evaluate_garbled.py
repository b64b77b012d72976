"""python manage.py evaluate_garbled [FILE]: how many reader passages still show a sentence
a person judged garbled (tests/library/garbled_sample.json)."""

import json
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from apps.library.models import Passage

DEFAULT = Path(settings.BASE_DIR) / "tests" / "library" / "garbled_sample.json"


class Command(BaseCommand):
    help = "Passages of the judged range that still carry a garbled sentence."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", nargs="?", default=str(DEFAULT))

    def handle(self, *args, file: str, **options) -> None:
        sample = json.loads(Path(file).read_text(encoding="utf-8"))
        passages = list(
            Passage.objects.filter(transcript__source_name=sample["transcript"], start__lt=sample["end"]).order_by(
                "ordinal"
            )
        )
        shown = [s for s in sample["sentences"] if any(s in p.text for p in passages)]
        carrying = [p for p in passages if any(s in p.text for s in sample["sentences"])]
        self.stdout.write(
            f"{len(carrying)} of {len(passages)} passages carry a garbled sentence; "
            f"{len(shown)} of {len(sample['sentences'])} judged garbled sentences still shown"
        )
