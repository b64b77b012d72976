"""The text-to-tactics matcher: transparent phrase rules, one list per tactic.

Used by the attempt log (live suggestions for a pasted message) and by the library
(tagging transcript passages). Imports nothing else of ours.

Interface (stable; the rule set grows):
    suggest_tactics(text) -> list[Suggestion], best first, at most one per tactic; none
        for a message in a language the rules do not cover (language.suggestion_note).
        The phrase rules and the tactic model (model/) combined by the shipped policy
        (model/policy.py); what the attempt log shows. A message in Spanish gets the
        Spanish phrase rules alone (spanish/).
    rule_suggestions(text) -> list[Suggestion], the phrase rules alone, the same way.
    tag_passage(text) -> list[Suggestion], the same for a passage of a talk: the message
        rules plus the talk vocabulary (talk_rules.py).
    tag_passages(texts) -> list[list[Suggestion]], one list per passage.

    safety_signs(text) -> SafetySigns: whether a message or a search speaks of self-harm
        or suicide, and of a sign of danger (a threat to kill or hurt, a weapon, someone
        turning up or knowing where you are), in English or Spanish, so that a page can
        show a calm safety note or point to "When contact becomes dangerous".
        mentions_self_harm(text) and mentions_danger(text) give each alone. They live in
        safety.py, which reads a hurried text more loosely than the tactic rules do.

The rules themselves live in rules.py (messages) and talk_rules.py (talks). The text is
normalised first (curly quotes, spaces, contractions: normalise.py) and lowercased, so
most rules are matched case-sensitively, which is about twice as fast as ignoring case;
the few raw rules (emoji, hashtags, shouting) see the text with its capitals. Triggers
are reported as they appear in the original text.
"""

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from . import spanish
from .language import is_english, is_spanish
from .model.scoring import shipped_model
from .normalise import Normalised, normalise
from .phrases import alternation, lowered
from .rules import HOSTILE, RULES, WARM
from .safety import SafetySigns, mentions_danger, mentions_self_harm, safety_signs
from .spelling import Speller, vocabulary
from .talk_rules import TALK_RULES

__all__ = [
    "RULES",
    "SLUGS",
    "SafetySigns",
    "Suggestion",
    "mentions_danger",
    "mentions_self_harm",
    "prepared",
    "rule_suggestions",
    "safety_signs",
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


@dataclass(frozen=True)
class _Compiled:
    # The plain rules, matched on the lowercased text; the raw rules, matched on the
    # text with its capitals, ignoring case unless the rule says otherwise.
    plain: re.Pattern[str] | None
    raw: re.Pattern[str] | None


def _compile_one(patterns: tuple[str, ...]) -> _Compiled:
    plain = [p for p in patterns if not p.startswith(_RAW)]
    raw = [p for p in patterns if p.startswith(_RAW)]
    return _Compiled(
        plain=re.compile(alternation(plain)) if plain else None,
        raw=re.compile("|".join(raw), re.IGNORECASE) if raw else None,
    )


def _compile(rules: Mapping[str, tuple[str, ...]]) -> dict[str, _Compiled]:
    # One expression per tactic (two with raw rules): a long passage is scanned once
    # per tactic, not once per phrase.
    return {slug: _compile_one(patterns) for slug, patterns in rules.items() if patterns}


_MESSAGE = _compile(RULES)
# Typing slips in a message are put right first; a word a rule spells out is never touched.
_SPELLER = Speller(protected=vocabulary(p for patterns in RULES.values() for p in patterns))
_MESSAGE_ONLY = "(?#message-only)"
# For passages: each tactic's message rules (less the message-only ones) and talk
# vocabulary in one expression.
# For passages: each tactic's talk vocabulary, and its message rules less the
# message-only ones, scanned apart (a talk quoting one message phrase in passing is not
# enough, see tag_passage).
_PASSAGE_TALK = _compile(TALK_RULES)
_PASSAGE_MESSAGE = _compile({slug: tuple(p for p in RULES[slug] if not p.startswith(_MESSAGE_ONLY)) for slug in SLUGS})
# Distinct message-rule triggers a passage needs for a tactic the talk vocabulary does
# not name: with one, 58% of the tags shown on the third judged sample were right; with
# two, 68% (89% -> 94% on the fresh sample), at the cost of a few right tags.
_PASSAGE_MESSAGE_TRIGGERS = 2


@dataclass
class _Found:
    slug: str
    first: int  # where the first trigger starts in the original text
    hits: int  # how many times the rules fired, repeats included
    triggers: dict[str, str]  # casefolded trigger -> trigger as it appears


def _scan(compiled: Mapping[str, _Compiled], norm: Normalised, found: dict[str, _Found]) -> None:
    lowered_text = lowered(norm.text)
    for slug, rules in compiled.items():
        matches = [*rules.plain.finditer(lowered_text)] if rules.plain else []
        if rules.raw:
            # In text order, and no overlap between the two scans ("#karma" is one
            # trigger, not "#karma" and "karma"), as one expression would give.
            matches += rules.raw.finditer(norm.text)
            matches.sort(key=lambda m: (m.start(), -m.end()))
        covered = 0
        for match in matches:
            if match.end() == match.start() or match.start() < covered:
                continue
            covered = match.end()
            start, end = norm.original_span(match.start(), match.end())
            trigger = norm.original[start:end]
            entry = found.get(slug)
            if entry is None:
                entry = found[slug] = _Found(slug, start, 0, {})
            entry.hits += 1
            entry.first = min(entry.first, start)
            entry.triggers.setdefault(trigger.casefold(), trigger)


def _add_switching(
    found: dict[str, _Found], warm_slugs: Iterable[str] = WARM, hostile_slugs: Iterable[str] = HOSTILE
) -> None:
    # Warm and hostile wording in one message: the switch itself is "hot and cold".
    warm = [found[s] for s in warm_slugs if s in found]
    hostile = [found[s] for s in hostile_slugs if s in found]
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


_SPANISH = _compile(spanish.RULES)


def spanish_suggestions(text: str) -> list[Suggestion]:
    """Tactics the Spanish phrase rules find in a message, best first (as rule_suggestions)."""
    folded = spanish.fold(text)
    norm = Normalised(text, folded, list(range(len(text))), list(range(1, len(text) + 1)))
    found: dict[str, _Found] = {}
    _scan(_SPANISH, norm, found)
    _add_switching(found, spanish.WARM, spanish.HOSTILE)
    return _ranked(found)


def _other_language(text: str) -> list[Suggestion]:
    """Suggestions for a message that is not in English: Spanish rules, or none."""
    return spanish_suggestions(text) if is_spanish(text) else []


def prepared(text: str) -> Normalised:
    """A message as the rules and the model read it: normalised, typing slips put right."""
    return normalise(text, speller=_SPELLER.correct)


def rules_found(norm: Normalised) -> dict[str, _Found]:
    """What the phrase rules find in a prepared message, by tactic."""
    found: dict[str, _Found] = {}
    _scan(_MESSAGE, norm, found)
    _add_switching(found)
    return found


def rule_suggestions(text: str) -> list[Suggestion]:
    """Tactics the phrase rules alone find in one message, best first.

    Best first: the most distinct triggers, then the most hits, then the earliest. A
    message in another language gets none: the rules are English (language.py).
    """
    if not text or not text.strip():
        return []
    if not is_english(text):
        return _other_language(text)
    return _ranked(rules_found(prepared(text)))


def suggest_tactics(text: str) -> list[Suggestion]:
    """Tactics to suggest for one message, most likely first (the model's probability).

    A tactic is suggested when the shipped policy says so (model/policy.py): the model
    is sure enough on its own, or a phrase rule fires and the model agrees, or the
    rule is one of the few precise enough to stand alone. Its triggers are the rule's
    phrases, or else the words that weigh most for it in the model, as written.
    """
    if not text or not text.strip():
        return []
    if not is_english(text):
        return _other_language(text)
    norm = prepared(text)
    found = rules_found(norm)
    lowered_text = lowered(norm.text)
    model = shipped_model()
    probabilities = model.probabilities(lowered_text, text, {slug: len(f.triggers) for slug, f in found.items()})
    order = {slug: i for i, slug in enumerate(SLUGS)}
    suggestions = []
    for slug in sorted(probabilities, key=lambda s: (-probabilities[s], order[s])):
        if not model.policy.suggests(slug, probabilities[slug], slug in found):
            continue
        if slug in found:
            suggestions.append(Suggestion(slug, tuple(found[slug].triggers.values())))
            continue
        spans = [norm.original_span(token.start, token.end) for token in model.reasons(lowered_text, slug)]
        if spans:  # a suggestion always says which words it rests on
            suggestions.append(Suggestion(slug, tuple(dict.fromkeys(text[a:b] for a, b in spans))))
    return suggestions


def tag_passage(text: str) -> list[Suggestion]:
    """Tactics a passage of a talk describes or quotes, best first.

    The talk vocabulary ("love bombing", "they flip the narrative"), plus a tactic whose
    message rules fire on at least two distinct phrases (a talk quotes messages: "just
    checking in... I miss you"); one everyday phrase in passing is not enough. The
    warm-and-hostile switch rule is left out: a talk describes many tactics side by side.
    """
    if not text or not text.strip():
        return []
    norm = normalise(text)
    found: dict[str, _Found] = {}
    _scan(_PASSAGE_TALK, norm, found)
    quoted: dict[str, _Found] = {}
    _scan(_PASSAGE_MESSAGE, norm, quoted)
    for slug, entry in quoted.items():
        named = found.get(slug)
        if named is not None:
            named.hits += entry.hits
            named.first = min(named.first, entry.first)
            for key, trigger in entry.triggers.items():
                named.triggers.setdefault(key, trigger)
        elif len(entry.triggers) >= _PASSAGE_MESSAGE_TRIGGERS:
            found[slug] = entry
    return _ranked(found)


def tag_passages(texts: Iterable[str]) -> list[list[Suggestion]]:
    return [tag_passage(text) for text in texts]
