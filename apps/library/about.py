"""Which of the tags a passage's words support the reader is shown: the tags the passage
is ABOUT, strongest first, at most MAX_TAGS.

The rules (apps.library.tagging, apps.library.themes) find every tactic and theme a
passage has a live phrase of. A reader expects fewer: the judging guide for the tags says
"most passages have 0 to 3 tags", and a tag is wrong "when the passage only uses a word
of it in passing". So:

- a tag's strength is how many sentences speak of it, then how early it comes (a tag
  named in two sentences, or in the opening one, is what the passage is about);
- a tactic named only inside a series of several tactics ("gaslighting, blameshifting,
  silent treatments, and emotional withdrawal") is not shown unless another sentence says
  more of it (the guide: "A tactic named only inside a list of several ... counts only
  if the passage says something about it beyond its name");
- at most MAX_TAGS tags, the strongest.

Cross-validated over the five judged samples (tools/tags_cross_validate.py): learning
from four samples which tags to drop, or how many tags to show, did not do better on the
fifth than these fixed rules, so nothing here is learned from the samples; the limits
come from the guide.
"""

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

MAX_TAGS = 3
# A series: at least this many tactics named in one sentence with at least two commas.
_SERIES_TACTICS = 3
_SERIES_COMMAS = 2
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")


@dataclass(frozen=True)
class Strength:
    slug: str
    sentences: frozenset[int]  # indexes of the sentences that speak of the tag

    @property
    def rank(self) -> tuple[int, int]:
        return (-len(self.sentences), min(self.sentences))


def sentence_spans(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _SENTENCE.finditer(text) if m.group().strip()]


def _sentence_of(spans: list[tuple[int, int]], position: int) -> int:
    return next((i for i, (start, end) in enumerate(spans) if start <= position < end), max(len(spans) - 1, 0))


def strengths(text: str, evidence: Mapping[str, Iterable[int]]) -> list[Strength]:
    """evidence: slug -> the start of each live phrase of it in text."""
    spans = sentence_spans(text)
    found = [Strength(slug, frozenset(_sentence_of(spans, p) for p in starts)) for slug, starts in evidence.items()]
    return [s for s in found if s.sentences]


def _only_in_a_series(strength: Strength, tactics: list[Strength], text: str, spans: list[tuple[int, int]]) -> bool:
    if len(strength.sentences) != 1:
        return False
    (index,) = strength.sentences
    if index >= len(spans):
        return False
    named_there = sum(1 for t in tactics if index in t.sentences)
    start, end = spans[index]
    return named_there >= _SERIES_TACTICS and text.count(",", start, end) >= _SERIES_COMMAS


def shown(
    text: str,
    tactics: Mapping[str, Iterable[int]],
    themes: Mapping[str, Iterable[int]],
    max_tags: int = MAX_TAGS,
) -> tuple[list[str], list[str]]:
    """(tactic slugs, theme slugs) to show, each strongest first."""
    spans = sentence_spans(text)
    tactic_strengths = strengths(text, tactics)
    kept = [s for s in tactic_strengths if not _only_in_a_series(s, tactic_strengths, text, spans)]
    kept += strengths(text, themes)
    best = sorted(kept, key=lambda s: s.rank)[:max_tags]
    return [s.slug for s in best if s.slug in tactics], [s.slug for s in best if s.slug in themes]
