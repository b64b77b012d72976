"""python manage.py evaluate_tags [FILE ...] [--per-tag]: how many of the tags the reader
shows are right, on passages a person has judged (tests/library/tag_sample*.json).

"Right" is precision: of the tags shown, the share the judge gave the passage. Recall is
the share of the judge's tags that are shown. Both are given for all tags, and apart for
the tactics and the recovery themes. Several files are judged together (their passages
pooled); --per-tag adds each tag's precision and recall, and what the reader shows per
passage.
"""

import json
from collections import Counter
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.library.models import Passage
from apps.library.themes import THEMES

DEFAULT = Path(settings.BASE_DIR) / "tests" / "library" / "tag_sample.json"
_THEMES = frozenset(theme.slug for theme in THEMES)


def _passage(item: dict) -> Passage:
    passage = Passage.objects.filter(
        transcript__source_name__startswith=item["source"], text__startswith=item["start"]
    ).first()
    if passage is None:
        raise CommandError(f"No passage of {item['source']} starts with {item['start']!r}")
    return passage


def judge(sample: list[dict], kind: str = "all") -> tuple[int, int, int, list[str]]:
    """(tags shown, of which right, right tags not shown, lines on what went wrong); kind
    is "all", "tactics" or "themes"."""
    shown = right = missed = 0
    notes = []
    for item in sample:
        passage = _passage(item)
        tags, expected = {*passage.tactic_slugs, *passage.theme_slugs}, set(item["tags"])
        if kind != "all":
            tags, expected = ({t for t in s if (t in _THEMES) == (kind == "themes")} for s in (tags, expected))
        shown, right, missed = shown + len(tags), right + len(tags & expected), missed + len(expected - tags)
        if tags != expected:
            notes.append(
                f"{item['source']} {item['start'][:40]!r}: wrong {sorted(tags - expected)}, missing {sorted(expected - tags)}"
            )
    return shown, right, missed, notes


def per_tag(sample: list[dict]) -> dict[str, tuple[int, int, int]]:
    """Tag slug -> (shown, of which right, right but not shown)."""
    shown: Counter[str] = Counter()
    right: Counter[str] = Counter()
    missed: Counter[str] = Counter()
    for item in sample:
        passage = _passage(item)
        tags, expected = {*passage.tactic_slugs, *passage.theme_slugs}, set(item["tags"])
        shown.update(tags)
        right.update(tags & expected)
        missed.update(expected - tags)
    return {slug: (shown[slug], right[slug], missed[slug]) for slug in sorted({*shown, *missed})}


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"


class Command(BaseCommand):
    help = "Share of the reader's passage tags that are right, on a sample judged by a person."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("files", nargs="*", default=[str(DEFAULT)])
        parser.add_argument("--misses", action="store_true")
        parser.add_argument("--per-tag", action="store_true")

    def handle(self, *args, files: list[str], misses: bool, per_tag: bool, **options) -> None:
        sample = [item for file in files for item in json.loads(Path(file).read_text(encoding="utf-8"))["passages"]]
        shown, right, missed, notes = judge(sample)
        if misses:
            self.stdout.write("\n".join(notes))
        self.stdout.write(
            f"{len(sample)} passages: {right} of {shown} tags shown are right ({_percent(right, shown)}); "
            f"{missed} right tags not shown (recall {_percent(right, right + missed)})"
        )
        for kind in ("tactics", "themes"):
            shown, right, missed, _notes = judge(sample, kind)
            self.stdout.write(
                f"  {kind}: precision {_percent(right, shown)} ({right} of {shown}), "
                f"recall {_percent(right, right + missed)} ({right} of {right + missed})"
            )
        if per_tag:
            self._per_tag(sample)

    def _per_tag(self, sample: list[dict]) -> None:
        for slug, (shown, right, missed) in per_tag(sample).items():
            self.stdout.write(
                f"  {slug}: shown {shown}, precision {_percent(right, shown)}, "
                f"recall {_percent(right, right + missed)} ({right} of {right + missed})"
            )
        counts = Counter(
            len(p.tactic_slugs) + len(p.theme_slugs) for p in Passage.objects.only("tactic_slugs", "theme_slugs")
        )
        total = sum(counts.values())
        self.stdout.write(
            f"All {total} passages: tags per passage "
            + ", ".join(f"{n}: {counts[n]}" for n in sorted(counts))
            + f"; mean {sum(n * c for n, c in counts.items()) / total:.2f}"
            if total
            else "No passages."
        )
