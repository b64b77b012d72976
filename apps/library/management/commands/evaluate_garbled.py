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
        if isinstance(sample.get("passages"), list):  # garbled_sample2.json: judged passages of several sources
            self.stdout.write(_judged_passages(sample["passages"]))
            return
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


def _judged_passages(judged: list[dict]) -> str:
    """A judged passage still carries a garbled sentence when the reader shows one of its
    sentences judged garbled, in any passage of the same source (passages are found by
    their sentences' text: ordinals move when the cleaner changes)."""
    texts: dict[str, list[str]] = {}
    for source, text in Passage.objects.values_list("transcript__source_name", "text"):
        texts.setdefault(source[:3], []).append(text)
    carrying = shown = total = 0
    for item in judged:
        garbled = [s["text"] for s in item["sentences"] if s["garbled"]]
        still = [g for g in garbled if any(g in text for text in texts.get(item["source"], []))]
        total, shown, carrying = total + len(garbled), shown + len(still), carrying + bool(still)
    return (
        f"{carrying} of {len(judged)} passages carry a garbled sentence; "
        f"{shown} of {total} judged garbled sentences still shown"
    )
