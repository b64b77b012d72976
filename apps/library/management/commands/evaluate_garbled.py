"""python manage.py evaluate_garbled [FILE ...]: how many reader passages still show, unmarked, a
sentence a person judged garbled (tests/library/garbled_sample.json), how many sentences
judged clear the reader wrongly marks unclear, the catch rate (judged garbled sentences
marked or no longer shown) and the precision (marked sentences judged garbled). Given
several samples, one line each, then the same figures pooled over all of them."""

import json
from dataclasses import dataclass, fields
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


@dataclass(frozen=True)
class Tally:
    """One sample's counts; samples add up to a pooled tally."""

    carrying: int  # passages still showing a judged garbled sentence unmarked
    passages: int
    still: int  # judged garbled sentences still shown unmarked
    garbled: int
    wrong: int  # sentences not judged garbled, yet marked
    others: int  # sentences not judged garbled
    marked: int  # marked sentences among those counted

    def __add__(self, other: "Tally") -> "Tally":
        return Tally(*(getattr(self, f.name) + getattr(other, f.name) for f in fields(self)))

    def line(self, others: str = "sentences judged clear marked unclear") -> str:
        return (
            f"{self.carrying} of {self.passages} passages carry a garbled sentence; "
            f"{self.still} of {self.garbled} judged garbled sentences still shown unmarked; "
            f"{self.wrong} of {self.others} {others}"
            + _rates(caught=self.garbled - self.still, garbled=self.garbled, marked=self.marked, wrong=self.wrong)
        )


class Command(BaseCommand):
    help = "Passages of the judged range that still show a garbled sentence unmarked; clear sentences marked."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("files", nargs="*", default=[str(DEFAULT)])

    def handle(self, *args, files: list[str], **options) -> None:
        if len(files) == 1:
            self.stdout.write(_evaluate(files[0])[0])
            return
        tallies = []
        for file in files:
            line, tally = _evaluate(file)
            tallies.append(tally)
            self.stdout.write(f"{Path(file).stem}: {line}")
        pooled = sum(tallies[1:], tallies[0])
        self.stdout.write(f"pooled over {len(files)} samples: {pooled.line('sentences not judged garbled marked')}")


def _evaluate(file: str) -> tuple[str, Tally]:
    sample = json.loads(Path(file).read_text(encoding="utf-8"))
    if isinstance(sample.get("passages"), list):  # garbled_sample2.json: judged passages of several sources
        tally = _judged_passages(sample["passages"])
        return tally.line(), tally
    return _one_transcript(sample)


def _one_transcript(sample: dict) -> tuple[str, Tally]:
    """garbled_sample.json: every passage of a transcript up to an offset, and the
    sentences in it judged garbled."""
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
    tally = Tally(
        carrying=len(carrying),
        passages=len(passages),
        still=len(still),
        garbled=len(sample["sentences"]),
        wrong=len(wrong),
        others=len(shown.clear) + len(shown.marked) - len(sample["sentences"]),
        marked=len(shown.marked),
    )
    return tally.line("other sentences marked"), tally


def _rates(*, caught: int, garbled: int, marked: int, wrong: int) -> str:
    """The catch rate (garbled sentences marked or no longer shown) and the precision (the
    share of marked sentences that were judged garbled), as one line's tail."""
    catch = f"{caught / garbled:.0%}" if garbled else "n/a"
    precision = f"{(marked - wrong) / marked:.0%}" if marked else "n/a"
    return f" (caught {caught} of {garbled}: {catch}; precision {marked - wrong} of {marked} marked: {precision})"


def _judged_passages(judged: list[dict]) -> Tally:
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
    return Tally(
        carrying=carrying,
        passages=len(judged),
        still=still_total,
        garbled=total,
        wrong=wrongly_marked,
        others=clear_total,
        marked=marked + wrongly_marked,
    )
