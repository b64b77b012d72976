"""Typing slips in a pasted message, put right before the rules read it.

A message typed in a hurry ("i have chnaged i promis", "ur delusinal", "pleese jus talk
to me") should meet the same rules as the careful one. A word is put right only when
all of these hold, so real words, names and slang are left alone:

- it is at least four letters long and rare in English (wordfreq's Zipf frequency
  under RARE: "chnaged" 0.0, "beatiful" 2.1; "realy" 2.8 and "gona" 2.5 are too
  common a spelling to touch, so they are written out in normalise.py instead);
- it is not a word the rules themselves use ("strava", "hinge": a rule may be
  waiting for it exactly);
- one slip away (a letter dropped, added, changed, or two letters swapped) is a
  common English word, at least COMMON and well over the typed word; of several,
  the most common wins.

Only messages are corrected (suggest_tactics); a talk's passages are left as written.
"""

import re
from collections.abc import Iterable
from functools import lru_cache

from wordfreq import top_n_list, zipf_frequency

RARE = 2.5  # Zipf: about three in a hundred million words
COMMON = 3.3
_GAIN = 1.5  # Zipf units the correction must be above the typed word
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_MIN_LENGTH = 4
# Longer "words" are not English typed with a slip (a pasted link, a key held down), and
# the one-slip candidates of a word of n letters number about 54n strings of n letters:
# a 20,000-letter message would need gigabytes to check.
_MAX_LENGTH = 24
_WORD = re.compile(rf"[a-z]{{{_MIN_LENGTH},}}")


@lru_cache(maxsize=1)
def _common_words() -> frozenset[str]:
    return frozenset(w for w in top_n_list("en", 40000) if w.isalpha() and w.isascii())


def _one_slip(word: str) -> set[str]:
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = {a + b[1:] for a, b in splits if b}
    swaps = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    changes = {a + c + b[1:] for a, b in splits if b for c in _LETTERS}
    inserts = {a + c + b for a, b in splits for c in _LETTERS}
    return deletes | swaps | changes | inserts


class Speller:
    """Puts right one typed word at a time; `protected` words are never touched. A
    `preferred` word one slip away wins over a more common one: a reader that waits for
    "slapped" and "pillow" reads "slaped" and "pilow" as those, not "shaped" and "pilot"."""

    def __init__(self, protected: Iterable[str] = (), preferred: Iterable[str] = ()) -> None:
        self._protected = frozenset(protected)
        self._preferred = frozenset(preferred)
        self.correct = lru_cache(maxsize=16384)(self._correct)

    def _correct(self, word: str) -> str:
        lowered = word.lower()
        if not _MIN_LENGTH <= len(lowered) <= _MAX_LENGTH or not lowered.isascii() or not lowered.isalpha():
            return word
        if lowered in self._protected:
            return word
        typed = zipf_frequency(lowered, "en")
        if typed >= RARE:
            return word
        slips = _one_slip(lowered)
        wanted = slips & self._preferred
        if wanted:
            return max(sorted(wanted), key=lambda candidate: zipf_frequency(candidate, "en"))
        common = _common_words()
        best, best_zipf = "", max(COMMON, typed + _GAIN)
        for candidate in sorted(slips & common):
            zipf = zipf_frequency(candidate, "en")
            if zipf > best_zipf:
                best, best_zipf = candidate, zipf
        return best or word


def vocabulary(patterns: Iterable[str]) -> set[str]:
    """The plain words a set of rules spells out, to protect them from correction."""
    return {word for pattern in patterns for word in _WORD.findall(pattern)}
