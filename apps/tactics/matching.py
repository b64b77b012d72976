"""The text-to-tactics matcher: transparent phrase rules, one list per tactic.

Used by the attempt log (live suggestions for a pasted message) and by the library
(tagging transcript passages). Imports nothing else of ours.

Interface (stable; the rule set grows):
    suggest_tactics(text) -> list[Suggestion], best first, at most one per tactic.
"""

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Suggestion:
    slug: str
    # The exact spans of the text that triggered the rule, as they appear in the text.
    triggers: tuple[str, ...]


# slug -> regular expressions (case-insensitive, matched on word boundaries).
RULES: dict[str, tuple[str, ...]] = {
    "hoovering": (r"just checking in", r"i miss (?:you|us)", r"i(?:'ve| have) changed"),
}

_COMPILED = {slug: [re.compile(rf"\b{p}\b", re.IGNORECASE) for p in patterns] for slug, patterns in RULES.items()}


def suggest_tactics(text: str) -> list[Suggestion]:
    found = []
    for slug, patterns in _COMPILED.items():
        triggers = tuple(m.group(0) for p in patterns for m in p.finditer(text))
        if triggers:
            found.append(Suggestion(slug=slug, triggers=triggers))
    found.sort(key=lambda s: -len(s.triggers))
    return found
