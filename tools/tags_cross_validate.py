"""Cross-validate the passage tags' display policy over the five judged samples.

    DJANGO_DEBUG=True .venv/bin/python manage.py ingest_transcripts
    DJANGO_DEBUG=True .venv/bin/python tools/tags_cross_validate.py

Each sample in turn is held out; whatever is learned is learned from the other four, and
the figure printed is the held-out sample's. Three policies:

- "shown": what the reader shows (apps.library.about: at most MAX_TAGS tags, strongest
  first). Nothing in it is learned from the samples.
- "cap learned": the number of tags per passage (1 to 4) chosen on the four samples.
- "2+ sentences": for comparison, a stricter fixed policy: only the tags spoken of in at
  least two sentences (at most MAX_TAGS).
- "tags dropped": a tag is dropped when its precision on the four samples (smoothed:
  (right + 1) / (shown + 2)) is below a threshold, itself chosen on the four samples by
  leaving one of them out in turn (the inner choice maximises precision + recall / 2).

The samples were all read while the rules were written, so even "shown" is not a figure
on unseen text; it says only whether learning from four samples carries to a fifth.
"""

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SAMPLES = ("tag_sample", "tag_sample_fresh", "tag_sample3", "tag_sample4", "tag_sample5")
THRESHOLDS = (0.0, 0.5, 0.6, 0.7, 0.8)
CAPS = (1, 2, 3, 4)

# (sample, judged tags, cap -> tags shown; STRICT -> the tags shown in 2+ sentences)
Item = tuple[str, set[str], dict[int, set[str]]]
STRICT = 0


def _union(tags: tuple[list[str], list[str]]) -> set[str]:
    return {*tags[0], *tags[1]}


def load() -> list[Item]:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nocontact.settings")
    import django

    django.setup()
    from apps.library.about import MAX_TAGS, shown, strengths
    from apps.library.management.commands.evaluate_tags import _passage
    from apps.library.tagging import tactic_evidence
    from apps.library.themes import theme_evidence

    items = []
    for name in SAMPLES:
        path = ROOT / "tests" / "library" / f"{name}.json"
        for judged in json.loads(path.read_text(encoding="utf-8"))["passages"]:
            text = _passage(judged).text
            tactics, themes = tactic_evidence(text), theme_evidence(text)
            by_cap = {cap: _union(shown(text, tactics, themes, max_tags=cap)) for cap in CAPS}
            several = {s.slug for s in strengths(text, {**tactics, **themes}) if len(s.sentences) > 1}
            by_cap[STRICT] = by_cap[MAX_TAGS] & several
            items.append((name, set(judged["tags"]), by_cap))
    return items


def score(items: list[Item], show: Callable[[Item], set[str]]) -> tuple[int, int, int]:
    """(tags shown, right, judged)."""
    shown = right = judged = 0
    for item in items:
        tags = show(item)
        shown, right, judged = shown + len(tags), right + len(tags & item[1]), judged + len(item[1])
    return shown, right, judged


def _objective(counts: tuple[int, int, int]) -> float:
    shown, right, judged = counts
    return (right / shown if shown else 0) + (right / judged if judged else 0) / 2


def _inner_best(train: list[Item], make: Callable[[list[Item], object], Callable[[Item], set[str]]], options) -> object:
    """The option that does best on each training sample held out from the others."""
    names = sorted({item[0] for item in train})

    def total(option) -> tuple[int, int, int]:
        sums = [0, 0, 0]
        for name in names:
            inner_train = [i for i in train if i[0] != name]
            inner_test = [i for i in train if i[0] == name]
            for k, v in enumerate(score(inner_test, make(inner_train, option))):
                sums[k] += v
        return sums[0], sums[1], sums[2]

    return max(options, key=lambda option: _objective(total(option)))


def _fixed(train: list[Item], option) -> Callable[[Item], set[str]]:
    from apps.library.about import MAX_TAGS

    return lambda item: item[2][MAX_TAGS]


def _capped(train: list[Item], cap) -> Callable[[Item], set[str]]:
    return lambda item: item[2][cap]


def _dropping(train: list[Item], threshold) -> Callable[[Item], set[str]]:
    from apps.library.about import MAX_TAGS

    shown: dict[str, int] = {}
    right: dict[str, int] = {}
    for _name, judged, by_cap in train:
        for tag in by_cap[MAX_TAGS]:
            shown[tag] = shown.get(tag, 0) + 1
            right[tag] = right.get(tag, 0) + (tag in judged)
    dropped = {tag for tag in shown if (right[tag] + 1) / (shown[tag] + 2) < threshold}
    return lambda item: item[2][MAX_TAGS] - dropped


def _line(label: str, counts: tuple[int, int, int]) -> str:
    shown, right, judged = counts
    precision = f"{100 * right / shown:.0f}%" if shown else "-"
    return f"{label}: precision {precision} ({right}/{shown}), recall {100 * right / judged:.0f}% ({right}/{judged})"


def main() -> None:
    items = load()
    totals = {label: [0, 0, 0] for label in ("shown", "cap learned", "2+ sentences", "tags dropped")}
    for name in SAMPLES:
        train = [i for i in items if i[0] != name]
        test = [i for i in items if i[0] == name]
        cap = _inner_best(train, _capped, CAPS)
        threshold = _inner_best(train, _dropping, THRESHOLDS)
        results = {
            "shown": score(test, _fixed(train, None)),
            "cap learned": score(test, _capped(train, cap)),
            "2+ sentences": score(test, _capped(train, STRICT)),
            "tags dropped": score(test, _dropping(train, threshold)),
        }
        print(f"{name} held out (learned on the other four: cap {cap}, threshold {threshold})")
        for label, counts in results.items():
            print("  " + _line(label, counts))
            totals[label] = [a + b for a, b in zip(totals[label], counts, strict=True)]
    print("All five held-out samples pooled")
    for label, counts in totals.items():
        print("  " + _line(label, (counts[0], counts[1], counts[2])))


if __name__ == "__main__":
    main()
