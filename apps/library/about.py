"""Which of the tags found the reader is shown: the tags the passage is ABOUT, at most
MAX_TAGS, strongest first. Precision first: a reader is better served by one right tag
than three with two wrong.

The rules (apps.library.tagging, apps.library.themes) find every tactic and theme a
passage has a live phrase of. A reader expects fewer: the judging guide says "most
passages have 0 to 3 tags", and a tag is wrong "when the passage only uses a word of it
in passing". So:

- a tactic named only inside a series of several tactics ("gaslighting, blameshifting,
  silent treatments, and emotional withdrawal") is not a candidate unless another
  sentence says more of it (the guide: "A tactic named only inside a list of several ...
  counts only if the passage says something about it beyond its name");
- a tag spoken of in two or more sentences is shown (right 98% of the time over the six
  judged samples, 100% on tag_sample6, measured before it was studied), at most
  MAX_TAGS, the most sentences first, then the earliest;
- a tag spoken of in one sentence only is right little more than half the time with the
  strictest judges (58% on tag_sample4 to 6): a word in passing. It is shown only when no
  tag is spoken of twice, and only when it is the passage's subject: the passage opens
  with it (one of its first OPENING sentences) and its article is the one the passage's
  words are closest to (apps.library.nearest). One such tag at most.

The limits were chosen leaving one judged sample out at a time (tools/tags_cross_validate.py,
six samples; 0 to 3 nearest articles, the first 1, 2 or any sentences, alone or beside
the strong tags): NEAREST = 1 and OPENING = 2 on five folds of six, alone on five. Held
out, pooled: 98% of the tags shown are right (62/63), recall 23%; the policy before (at
most 3, strongest first) 80% (183/230), recall 67%. The judges give about 1.3 tags a
passage; this shows about 0.3 (157 of the 229 passages show none) rather than a word in
passing.
"""

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

MAX_TAGS = 3
# A tag spoken of in one sentence only is shown when its article is among this many of
# the articles closest to the passage (0: never).
NEAREST = 1
# ... and when it is spoken of in one of the passage's first OPENING sentences.
OPENING = 2
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


def strong_and_single(
    text: str, tactics: Mapping[str, Iterable[int]], themes: Mapping[str, Iterable[int]]
) -> tuple[list[Strength], list[Strength]]:
    """(tags spoken of in two or more sentences, tags spoken of in one), each strongest
    first, without the tactics named only in a series."""
    spans = sentence_spans(text)
    tactic_strengths = strengths(text, tactics)
    kept = [s for s in tactic_strengths if not _only_in_a_series(s, tactic_strengths, text, spans)]
    kept = sorted(kept + strengths(text, themes), key=lambda s: s.rank)
    return [s for s in kept if len(s.sentences) > 1], [s for s in kept if len(s.sentences) == 1]


def shown(
    text: str,
    tactics: Mapping[str, Iterable[int]],
    themes: Mapping[str, Iterable[int]],
    nearest: Sequence[str] = (),
    max_tags: int = MAX_TAGS,
) -> tuple[list[str], list[str]]:
    """(tactic slugs, theme slugs) to show, each strongest first. nearest: tag slugs, the
    closest article first (apps.library.nearest.nearest_tags)."""
    strong, single = strong_and_single(text, tactics, themes)
    best = strong[:max_tags]
    if not best:
        subject = [s for s in single if s.slug in nearest[:NEAREST] and min(s.sentences) < OPENING]
        best = sorted(subject, key=lambda s: nearest.index(s.slug))[:1]
    return [s.slug for s in best if s.slug in tactics], [s.slug for s in best if s.slug in themes]
