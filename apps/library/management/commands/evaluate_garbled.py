"""python manage.py evaluate_garbled [FILE]: how many reader passages still show, unmarked, a
sentence a person judged garbled (tests/library/garbled_sample.json), how many sentences
judged clear the reader wrongly marks unclear, the catch rate (judged garbled sentences
marked or no longer shown) and the precision (marked sentences judged garbled)."""

import json
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from apps.library.models import Passage
from apps.library.unclear import paragraphs

DEFAULT = Path(settings.BASE_DIR) / "tests" / "library" / "garbled_sample.json"


class Shown:
    """What the reader shows of one source: sentences read clearly, and those marked."""

    def __init__(self, texts: list[str]) -> None:
        """`texts`: the source's passages in order, each read after the one before, as the reader does."""
        parts = [
            part
            for before, text in zip(["", *texts], texts, strict=False)
            for paragraph in paragraphs(text, before)
            for part in paragraph
        ]
        self.clear = [p.text for p in parts if not p.unclear]
        self.marked = [p.text for p in parts if p.unclear]

    def shows_unmarked(self, sentence: str) -> bool:
        return any(sentence in text or (len(text) > 20 and text in sentence) for text in self.clear)

    def marks(self, sentence: str) -> bool:
        return any(sentence in text or text in sentence for text in self.marked)


class Command(BaseCommand):
    help = "Passages of the judged range that still show a garbled sentence unmarked; clear sentences marked."

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
        befores = ["", *(p.text for p in passages)]
        carrying = [
            p
            for p, before in zip(passages, befores, strict=False)
            if any(Shown([before, p.text]).shows_unmarked(s) and s in p.text for s in sample["sentences"])
        ]
        shown = Shown([p.text for p in passages])
        still = [s for s in sample["sentences"] if shown.shows_unmarked(s)]
        wrong = [m for m in shown.marked if not any(m in s or s in m for s in sample["sentences"])]
        self.stdout.write(
            f"{len(carrying)} of {len(passages)} passages carry a garbled sentence; "
            f"{len(still)} of {len(sample['sentences'])} judged garbled sentences still shown unmarked; "
            f"{len(wrong)} of {len(shown.clear) + len(shown.marked) - len(sample['sentences'])} other sentences marked"
            + _rates(
                caught=len(sample["sentences"]) - len(still),
                garbled=len(sample["sentences"]),
                marked=len(shown.marked),
                wrong=len(wrong),
            )
        )


def _rates(*, caught: int, garbled: int, marked: int, wrong: int) -> str:
    """The catch rate (garbled sentences marked or no longer shown) and the precision (the
    share of marked sentences that were judged garbled), as one line's tail."""
    catch = f"{caught / garbled:.0%}" if garbled else "n/a"
    precision = f"{(marked - wrong) / marked:.0%}" if marked else "n/a"
    return f" (caught {caught} of {garbled}: {catch}; precision {marked - wrong} of {marked} marked: {precision})"


def _judged_passages(judged: list[dict]) -> str:
    """A judged passage still carries a garbled sentence when the reader shows one of its
    sentences judged garbled, unmarked, in any passage of the same source (passages are
    found by their sentences' text: ordinals move when the cleaner changes)."""
    texts: dict[str, list[str]] = {}
    ordered = Passage.objects.order_by("transcript__source_name", "ordinal")
    for source, text in ordered.values_list("transcript__source_name", "text"):
        texts.setdefault(source[:3], []).append(text)
    shown = {source: Shown(found) for source, found in texts.items()}
    empty = Shown([])
    carrying = still_total = total = clear_total = wrongly_marked = marked = 0
    for item in judged:
        reader = shown.get(item["source"], empty)
        garbled = [s["text"] for s in item["sentences"] if s["garbled"]]
        clear = [s["text"] for s in item["sentences"] if not s["garbled"]]
        still = [g for g in garbled if reader.shows_unmarked(g)]
        total, still_total, carrying = total + len(garbled), still_total + len(still), carrying + bool(still)
        clear_total += len(clear)
        wrongly_marked += sum(1 for c in clear if reader.marks(c))
        marked += sum(1 for g in garbled if reader.marks(g))
    return (
        f"{carrying} of {len(judged)} passages carry a garbled sentence; "
        f"{still_total} of {total} judged garbled sentences still shown unmarked; "
        f"{wrongly_marked} of {clear_total} sentences judged clear marked unclear"
        + _rates(caught=total - still_total, garbled=total, marked=marked + wrongly_marked, wrong=wrongly_marked)
    )
