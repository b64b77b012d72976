"""Cross-validate the passage tags' display policy over the six judged samples.

    DJANGO_DEBUG=True .venv/bin/python manage.py ingest_transcripts
    DJANGO_DEBUG=True .venv/bin/python tools/tags_cross_validate.py

Each sample in turn is held out; whatever is learned is learned from the other five, and
the figure printed is the held-out sample's. tag_sample6 was judged by two judges: judge
A's labels are the fold (for learning and scoring), judge B's are scored too, on the same
choice. Every policy counts the sentences that speak of a tag as the reader does, the
articles' aliases corroborating (apps.library.nearest.corroborated). The policies
(apps.library.about):

- "shown": what the reader shows: tags spoken of in 2+ sentences (at most MAX_TAGS), or,
  when there is none, the one single-sentence tag whose article is the passage's nearest.
- "learned": the same shape with its three choices learned on the five other samples: how
  many of the nearest articles count (0 to 3; 0 is "2+ sentences" alone), in which of the
  passage's opening sentences a single-sentence tag must be (1, 2 or any), and whether
  single-sentence tags are added only when no tag is spoken of twice (one at most) or
  always. The choice with the highest recall among those at 90% precision or more on each
  of the five samples (the highest worst precision if none reaches 90%; the judges
  differ, and a policy should hold for each, not on average).
- "2+ sentences": only tags spoken of in two or more sentences.
- "before": main before this round: at most MAX_TAGS tags, the most sentences first.
- "top 1": the strongest tag only.
"""

import json
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from itertools import product
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
FOLDS = ("tag_sample", "tag_sample_fresh", "tag_sample3", "tag_sample4", "tag_sample5", "tag_sample6_judge_a")
ALSO = {"tag_sample6_judge_a": "tag_sample6_judge_b"}  # scored with the fold's choice, never learned from
# (nearest articles that count, the opening sentences a single tag must be in, single only when alone)
CHOICES = list(product((0, 1, 2, 3), (1, 2, 99), (True, False)))
FLOOR = 0.90


@dataclass(frozen=True)
class Item:
    sample: str
    judged: frozenset[str]
    strong: tuple[str, ...]  # spoken of in 2+ sentences, strongest first
    single: tuple[tuple[str, int], ...]  # spoken of in one sentence (slug, that sentence), strongest first
    nearest: tuple[str, ...]  # tag slugs, the closest article first
    shipped: frozenset[str]  # what apps.library.about.shown gives


def load() -> list[Item]:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nocontact.settings")
    import django

    django.setup()
    from apps.library.about import strong_and_single
    from apps.library.management.commands.evaluate_tags import _passage
    from apps.library.nearest import corroborated, nearest_tags
    from apps.library.tagging import tactic_evidence, tags_for
    from apps.library.themes import theme_evidence

    items = []
    for name in (*FOLDS, *ALSO.values()):
        path = ROOT / "tests" / "library" / f"{name}.json"
        for judged in json.loads(path.read_text(encoding="utf-8"))["passages"]:
            text = _passage(judged).text
            tactics, themes = corroborated(text, tactic_evidence(text)), corroborated(text, theme_evidence(text))
            strong, single = strong_and_single(text, tactics, themes)
            shown_tactics, shown_themes = tags_for(text)
            items.append(
                Item(
                    name,
                    frozenset(judged["tags"]),
                    tuple(s.slug for s in strong),
                    tuple((s.slug, min(s.sentences)) for s in single),
                    tuple(nearest_tags(text)),
                    frozenset([*shown_tactics, *shown_themes]),
                )
            )
    return items


def policy(near: int, opening: int, alone: bool, max_tags: int = 3) -> Callable[[Item], set[str]]:
    def show(item: Item) -> set[str]:
        found = [s for s, sentence in item.single if s in item.nearest[:near] and sentence < opening]
        subject = sorted(found, key=item.nearest.index)
        if alone:
            return set(item.strong[:max_tags] or subject[:1])
        return set([*item.strong, *subject][:max_tags])

    return show


def before(item: Item) -> set[str]:
    return set([*item.strong, *(s for s, _ in item.single)][:3])


def top1(item: Item) -> set[str]:
    return set([*item.strong, *(s for s, _ in item.single)][:1])


def score(items: list[Item], show: Callable[[Item], set[str]]) -> tuple[int, int, int]:
    """(tags shown, right, judged)."""
    shown = right = judged = 0
    for item in items:
        tags = show(item)
        shown, right, judged = shown + len(tags), right + len(tags & item.judged), judged + len(item.judged)
    return shown, right, judged


def learn(train: list[Item]) -> tuple[int, int, bool]:
    """The choice with the highest recall among those at FLOOR precision or more on EVERY
    training sample (the highest worst precision if none is)."""
    samples = sorted({i.sample for i in train})

    def key(choice: tuple[int, int, bool]) -> tuple[bool, float, float]:
        show = policy(*choice)
        precisions = []
        for name in samples:
            shown, right, _judged = score([i for i in train if i.sample == name], show)
            precisions.append(right / shown if shown else 1.0)
        _shown, right, judged = score(train, show)
        worst = min(precisions)
        return (worst >= FLOOR, right / judged if worst >= FLOOR else worst, -choice[0])

    return max(CHOICES, key=key)


def _line(label: str, counts: tuple[int, int, int]) -> str:
    shown, right, judged = counts
    precision = f"{100 * right / shown:.0f}%" if shown else "-"
    return f"{label}: precision {precision} ({right}/{shown}), recall {100 * right / judged:.0f}% ({right}/{judged})"


def main() -> None:
    items = load()
    labels = ("shown", "learned", "2+ sentences", "before", "top 1")
    totals = {label: [0, 0, 0] for label in labels}
    for name in FOLDS:
        train = [i for i in items if i.sample in FOLDS and i.sample != name]
        choice = learn(train)
        shows = {
            "shown": lambda item: set(item.shipped),
            "learned": policy(*choice),
            "2+ sentences": policy(0, 1, True),
            "before": before,
            "top 1": top1,
        }
        print(
            f"{name} held out (learned on the other five: nearest {choice[0]}, opening {choice[1]}, alone {choice[2]})"
        )
        for label, show in shows.items():
            counts = score([i for i in items if i.sample == name], show)
            totals[label] = [a + b for a, b in zip(totals[label], counts, strict=True)]
            line = "  " + _line(label, counts)
            if name in ALSO:
                line += "; judge B " + _line("", score([i for i in items if i.sample == ALSO[name]], show))[2:]
            print(line)
    print("All six held-out samples pooled (tag_sample6: judge A)")
    for label, counts in totals.items():
        print("  " + _line(label, (counts[0], counts[1], counts[2])))


if __name__ == "__main__":
    main()
