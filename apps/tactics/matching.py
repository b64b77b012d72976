"""The text-to-tactics matcher: transparent phrase rules, one list per tactic.

Used by the attempt log (live suggestions for a pasted message) and by the library
(tagging transcript passages). Imports nothing else of ours.

Interface (stable; the rule set grows):
    suggest_tactics(text) -> list[Suggestion], best first, at most one per tactic.
    tag_passage(text) -> list[Suggestion], the same for a passage of a talk: the message
        rules plus the talk vocabulary (talk_rules.py).
    tag_passages(texts) -> list[list[Suggestion]], one list per passage.

The rules themselves live in rules.py (messages) and talk_rules.py (talks). The text is
normalised first (curly quotes, spaces, contractions: normalise.py); triggers are
reported as they appear in the original text.
"""

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from .normalise import Normalised, normalise
from .rules import HOSTILE, RULES, WARM
from .talk_rules import TALK_RULES

__all__ = [
    "RULES",
    "SLUGS",
    "Suggestion",
    "suggest_tactics",
    "tag_passage",
    "tag_passages",
]

# Every tactic the matcher knows, in display order (the same slugs as the Tactic rows).
SLUGS: tuple[str, ...] = tuple(RULES)


@dataclass(frozen=True)
class Suggestion:
    slug: str
    # The exact spans of the text that triggered the rule, as they appear in the text.
    triggers: tuple[str, ...]


_RAW = "(?#raw)"


def _alternation(patterns: tuple[str, ...]) -> str:
    # Every phrase is wrapped in word boundaries; the boundary check stands in front
    # of the whole alternation, so a position inside a word is ruled out at once.
    bounded = [p for p in patterns if not p.startswith(_RAW)]
    raw = [p for p in patterns if p.startswith(_RAW)]
    parts = [r"(?<!\w)(?:" + "|".join(f"(?:{p})" for p in bounded) + r")(?!\w)"]
    return "|".join(parts + raw) if bounded else "|".join(raw)


def _compile(rules: Mapping[str, tuple[str, ...]]) -> dict[str, re.Pattern[str]]:
    # One regular expression per tactic: a long passage is scanned once per tactic,
    # not once per phrase.
    return {slug: re.compile(_alternation(patterns), re.IGNORECASE) for slug, patterns in rules.items() if patterns}


_MESSAGE = _compile(RULES)
_MESSAGE_ONLY = "(?#message-only)"
# For passages: each tactic's message rules (less the message-only ones) and talk
# vocabulary in one expression.
_PASSAGE = _compile(
    {
        slug: tuple(p for p in RULES[slug] if not p.startswith(_MESSAGE_ONLY)) + TALK_RULES.get(slug, ())
        for slug in SLUGS
    }
)


@dataclass
class _Found:
    slug: str
    first: int  # where the first trigger starts in the original text
    hits: int  # how many times the rules fired, repeats included
    triggers: dict[str, str]  # casefolded trigger -> trigger as it appears


def _scan(compiled: Mapping[str, re.Pattern[str]], norm: Normalised, found: dict[str, _Found]) -> None:
    for slug, regex in compiled.items():
        for match in regex.finditer(norm.text):
            if match.end() == match.start():
                continue
            start, end = norm.original_span(match.start(), match.end())
            trigger = norm.original[start:end]
            entry = found.get(slug)
            if entry is None:
                entry = found[slug] = _Found(slug, start, 0, {})
            entry.hits += 1
            entry.first = min(entry.first, start)
            entry.triggers.setdefault(trigger.casefold(), trigger)


def _add_switching(found: dict[str, _Found]) -> None:
    # Warm and hostile wording in one message: the switch itself is "hot and cold".
    warm = [found[s] for s in WARM if s in found]
    hostile = [found[s] for s in HOSTILE if s in found]
    if not (warm and hostile):
        return
    entry = found.setdefault("hot-and-cold", _Found("hot-and-cold", 10**12, 0, {}))
    for side in (min(warm, key=lambda f: f.first), min(hostile, key=lambda f: f.first)):
        key, trigger = next(iter(side.triggers.items()))
        entry.triggers.setdefault(key, trigger)
        entry.first = min(entry.first, side.first)
    entry.hits += 1


def _ranked(found: dict[str, _Found]) -> list[Suggestion]:
    order = {slug: i for i, slug in enumerate(SLUGS)}
    best_first = sorted(
        found.values(),
        key=lambda f: (-len(f.triggers), -f.hits, f.first, order.get(f.slug, 99)),
    )
    return [Suggestion(slug=f.slug, triggers=tuple(f.triggers.values())) for f in best_first]


def suggest_tactics(text: str) -> list[Suggestion]:
    """Tactics the wording of one message suggests, best first, at most one per tactic.

    Best first: the most distinct triggers, then the most hits, then the earliest.
    """
    if not text or not text.strip():
        return []
    norm = normalise(text)
    found: dict[str, _Found] = {}
    _scan(_MESSAGE, norm, found)
    _add_switching(found)
    return _ranked(found)


def tag_passage(text: str) -> list[Suggestion]:
    """Tactics a passage of a talk describes or quotes, best first.

    The message rules (a talk quotes messages: "just checking in") plus the talk
    vocabulary ("love bombing", "they flip the narrative"). The warm-and-hostile switch
    rule is left out: a talk describes many tactics side by side.
    """
    if not text or not text.strip():
        return []
    norm = normalise(text)
    found: dict[str, _Found] = {}
    _scan(_PASSAGE, norm, found)
    return _ranked(found)


def tag_passages(texts: Iterable[str]) -> list[list[Suggestion]]:
    return [tag_passage(text) for text in texts]
