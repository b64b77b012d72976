"""The tags a reader passage carries: the tactics it describes and the recovery themes it
speaks of.

A talk speaks ABOUT tactics; the tactics' rules (apps.tactics.matching.tag_passage) are
written for messages that use them. So a tactic is a tag when the passage talks about it:
a live phrase of the talk vocabulary, a phrase of passage_cues.TALK_ABOUT ("they will tell
people", "you are painted as"), or a quoted message (two message phrases, one of them in
the sender's voice: "I gave you everything"). A phrase is not live when the passage
- only denies it ("not because they've changed"),
- makes it the reader's own ("your silence is not just silence to them"; "You replace it
  with your own voice"), unless it is done to the reader ("you are painted as"),
- turns it inward, no one else in the clause ("Rewriting history in their minds to make
  themselves the victim"),
- only compares ("dangling like bait"),
- uses a word that in a talk belongs to another tactic (passage_cues.ELSEWHERE).
Precision first: a missing tag costs the reader less than a wrong one. Of the tags found
(tags_found), the reader sees the ones the passage is about (tags_for, apps.library.about).
"""

import re

from apps.library.about import shown
from apps.library.nearest import corroborated, nearest_tags
from apps.library.passage_cues import (
    ELSEWHERE,
    TALK_ABOUT,
    UNLESS,
    compiled,
    denied_by_not_because,
    first_person,
    sentence_has,
)
from apps.library.themes import theme_evidence
from apps.tactics.matching import Suggestion, tag_passage
from apps.tactics.normalise import normalise
from apps.tactics.talk_rules import TALK_RULES

_TALK = {slug: compiled(phrases) for slug, phrases in TALK_RULES.items()}
_ABOUT = {slug: compiled(phrases) for slug, phrases in TALK_ABOUT.items()}
_ELSEWHERE = {slug: compiled(phrase) for slug, phrase in ELSEWHERE.items()}
_UNLESS = {slug: compiled(phrase) for slug, phrase in UNLESS.items()}
# A tactic the talk vocabulary does not name needs this many distinct message phrases
# (a talk quoting a message), as in apps.tactics.matching.tag_passage.
_QUOTED_PHRASES = 2

# Just before a trigger: a negation up to two words back, or "your".
# ("things you never said or twist your words": the "or" ends what "never" denies.)
_DENIED = re.compile(
    r"\b(?:not|isn't|wasn't|aren't|never)(?: (?!or\b|and\b|but\b)[\w']+){0,2}\s*$|\byour\s*$", re.IGNORECASE
)
_LOOK_BACK = 40  # characters
_CLAUSE_BREAK = re.compile(r"[.!?;,:\n]")
# The clause so far has "you" as its subject, the trigger at most two words after it.
_YOU_DO = re.compile(
    r"^\s*(?:(?:and|so|but|then|now|because|when|if|once)\s+)*you\s+(?:[\w']+\s+){0,2}$", re.IGNORECASE
)
# Unless it is done to you: "you are painted as the one who overreacted".
_BE = re.compile(r"\byou (?:are|were|get|got|have been|had been|will be|'re) (?:\w+ )?$", re.IGNORECASE)
_PARTICIPLE = re.compile(r"\w+(?:ed|en)\b", re.IGNORECASE)
# Only a comparison: "the closure they are dangling like bait".
_LIKE = re.compile(r"\b(?:like|as if)\s*$", re.IGNORECASE)
_INWARD = re.compile(r"\b(?:in their (?:own )?(?:minds?|heads?)|themselves)\b", re.IGNORECASE)
_YOU = re.compile(r"\byou", re.IGNORECASE)


def _not_theirs_to_you(text: str, start: int) -> bool:
    """Denied, the reader's own, or turned inward (see the module's docstring)."""
    before = text[max(0, start - _LOOK_BACK) : start]
    if _DENIED.search(before) or _LIKE.search(before) or denied_by_not_because(text, start):
        return True
    clause_start = max((m.end() for m in _CLAUSE_BREAK.finditer(text, 0, start)), default=0)
    end_match = _CLAUSE_BREAK.search(text, start)
    clause = text[clause_start : end_match.start() if end_match else len(text)]
    before_in_clause = text[clause_start:start]
    passive = _BE.search(before_in_clause) and _PARTICIPLE.match(text, start)
    if _YOU_DO.match(before_in_clause) and not passive:
        return True
    return bool(_INWARD.search(clause)) and not _YOU.search(clause)


def _only_not_described(text: str, trigger: str) -> bool:
    starts = [m.start() for m in re.finditer(re.escape(trigger), text)]
    return bool(starts) and all(_not_theirs_to_you(text, i) for i in starts)


def _first_start(text: str, trigger: str) -> int:
    found = text.find(trigger)
    return max(found, 0)


def _is(pattern: re.Pattern[str] | None, trigger: str) -> bool:
    return pattern is not None and pattern.fullmatch(normalise(trigger).text.lower()) is not None


def _elsewhere(text: str, slug: str, trigger: str) -> bool:
    """The word belongs to another tactic in talk (passage_cues.ELSEWHERE)."""
    if not _is(_ELSEWHERE.get(slug), trigger):
        return False
    unless = _UNLESS.get(slug)
    return unless is None or not sentence_has(unless, text, _first_start(text, trigger))


def _tactic_described(text: str, suggestion: Suggestion) -> bool:
    """Whether the passage speaks of the tactic as something the other person does to the
    reader: a live phrase of the talk vocabulary, or a quoted message (two of its phrases,
    one in the sender's own voice). A phrase is live unless the passage only denies it,
    makes it the reader's own, turns it inward, or the word belongs to another tactic."""
    live = [
        t for t in suggestion.triggers if not _only_not_described(text, t) and not _elsewhere(text, suggestion.slug, t)
    ]
    if any(_is(_TALK[suggestion.slug], t) for t in live):
        return True
    return len(live) >= _QUOTED_PHRASES and any(first_person(text, _first_start(text, t)) for t in live)


def _live_starts(text: str, suggestion: Suggestion) -> list[int]:
    """Where the live phrases of a described tactic start (its first trigger if none is
    found verbatim: the rules match a normalised text)."""
    starts = [
        m.start()
        for t in suggestion.triggers
        if not _elsewhere(text, suggestion.slug, t)
        for m in re.finditer(re.escape(t), text)
        if not _not_theirs_to_you(text, m.start())
    ]
    return starts or [_first_start(text, suggestion.triggers[0])]


def tactic_evidence(text: str) -> dict[str, list[int]]:
    """Tactic slug -> where the passage speaks of it, for every tactic it describes."""
    evidence = {s.slug: _live_starts(text, s) for s in tag_passage(text) if _tactic_described(text, s)}
    for slug, pattern in _ABOUT.items():
        starts = [m.start() for m in pattern.finditer(text) if not _not_theirs_to_you(text, m.start())]
        if starts:
            evidence.setdefault(slug, []).extend(starts)
    return evidence


def tags_found(text: str) -> tuple[list[str], list[str]]:
    """(tactic slugs, theme slugs) the passage has a live phrase of, before the reader's
    choice of what it is about (tags_for)."""
    return sorted(tactic_evidence(text)), sorted(theme_evidence(text))


def tags_for(text: str) -> tuple[list[str], list[str]]:
    """(tactic slugs, theme slugs) the passage is about, strongest first (apps.library.about)."""
    tactics, themes = corroborated(text, tactic_evidence(text)), corroborated(text, theme_evidence(text))
    return shown(text, tactics, themes, nearest_tags(text))
