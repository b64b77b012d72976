"""The tags a reader passage carries: the tactics it describes and the recovery themes it
speaks of.

Tactics come from the tactics vocabulary's passage rules (apps.tactics.matching.tag_passage);
the library drops one that the passage names only to deny it ("not because they've
changed", "not just about nostalgia"), only as the reader's own ("your silence is not
just silence to them"; "You replace it with your own voice": the reader's doing, not the
other person's tactic), or only turned inward, with no one else in the clause
("Rewriting history in their minds to make themselves the victim").
"""

import re

from apps.library.themes import match_themes
from apps.tactics.matching import Suggestion, tag_passage

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
_INWARD = re.compile(r"\b(?:in their (?:own )?(?:minds?|heads?)|themselves)\b", re.IGNORECASE)
_YOU = re.compile(r"\byou", re.IGNORECASE)


def _not_theirs_to_you(text: str, start: int) -> bool:
    """Denied, the reader's own, or turned inward (see the module's docstring)."""
    if _DENIED.search(text[max(0, start - _LOOK_BACK) : start]):
        return True
    clause_start = max((m.end() for m in _CLAUSE_BREAK.finditer(text, 0, start)), default=0)
    end_match = _CLAUSE_BREAK.search(text, start)
    clause = text[clause_start : end_match.start() if end_match else len(text)]
    if _YOU_DO.match(text[clause_start:start]):
        return True
    return bool(_INWARD.search(clause)) and not _YOU.search(clause)


def _only_not_described(text: str, trigger: str) -> bool:
    starts = [m.start() for m in re.finditer(re.escape(trigger), text)]
    return bool(starts) and all(_not_theirs_to_you(text, i) for i in starts)


def described(text: str, suggestion: Suggestion) -> bool:
    """Whether the passage describes the tactic as something the other person does to the
    reader, rather than only denying it, naming the reader's own, or turning it inward."""
    return not all(_only_not_described(text, trigger) for trigger in suggestion.triggers)


def tags_for(text: str) -> tuple[list[str], list[str]]:
    """(tactic slugs, theme slugs) a passage speaks of, by the transparent rules."""
    return [s.slug for s in tag_passage(text) if described(text, s)], match_themes(text)
