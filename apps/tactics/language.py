"""Is a message in English, or in Spanish? The English suggestions (rules and model) read
English only, and the Spanish ones (spanish/, phrase rules alone) Spanish only; a message
in another language gets no suggestions (and no false ones), and a quiet note says so.

Judged cheaply with wordfreq's word lists: a message is *not* English when most of its
words are far more common in another language wordfreq knows than in English, or when
most of its letters are of another script. Short or unclear messages count as English
("ok", "k", an emoji): the rules simply find nothing in them. A message of one word is
English unless the word is Spanish ("hola" is Spanish; "hey" and "ciao" count as English).
"""

import re
import unicodedata
from collections import Counter
from functools import lru_cache

from wordfreq import zipf_frequency

# Languages people here may write in; wordfreq ships lists for each.
OTHERS = ("es", "fr", "de", "it", "pt", "nl", "pl")
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_MIN_WORDS = 2
_MARGIN = 1.0  # Zipf units: ten times more common in the other language
_SHARE = 0.5


@lru_cache(maxsize=32768)
def _better_elsewhere(word: str) -> bool:
    english = zipf_frequency(word, "en")
    return any(zipf_frequency(word, lang) >= english + _MARGIN for lang in OTHERS)


def _latin(char: str) -> bool:
    return char.isascii() or unicodedata.name(char, "").startswith("LATIN")


_SAMPLE = 2000  # characters: the start of a long message is enough to tell


def is_english(text: str) -> bool:
    text = text[:_SAMPLE]
    letters = [c for c in text if c.isalpha()]
    if letters and sum(1 for c in letters if not _latin(c)) > len(letters) / 2:
        return False
    words = [w.lower() for w in _WORD.findall(text) if len(w) > 1]  # "u", "k", "x" say little
    if len(words) < _MIN_WORDS:
        # One word says little ("ok", "k", "ciao"), but a Spanish one ("hola", "estas?")
        # gets the Spanish rules: a bare greeting is a message of its own.
        return not (words and _better_elsewhere(words[0]) and _closest(words[0]) == "es")
    return sum(1 for w in words if _better_elsewhere(w)) / len(words) < _SHARE


def _closest(word: str) -> str:
    """The language (of OTHERS) in which a word is most common."""
    return max(OTHERS, key=lambda lang: zipf_frequency(word, lang))


def is_spanish(text: str) -> bool:
    """Not English, and as many of its words are most common in Spanish as in any other
    language of OTHERS ("hola como estas" is, "olá, como vai" and "ciao, come stai" are not)."""
    if is_english(text):
        return False
    words = [w.lower() for w in _WORD.findall(text[:_SAMPLE]) if len(w) > 1 and _better_elsewhere(w.lower())]
    votes = Counter(_closest(word) for word in words)
    return bool(votes) and votes["es"] == max(votes.values()) and votes["es"] > len(words) / 3


ENGLISH_ONLY_NOTE = "Suggestions are in English and Spanish only for now, so none are shown for this message."
SPANISH_NOTE = "Suggestions in Spanish come from a short list of phrases, so they miss more than in English."


def suggestion_note(text: str) -> str:
    """The quiet note to show beside the suggestions, or "" when none is needed."""
    if not text.strip() or is_english(text):
        return ""
    return SPANISH_NOTE if is_spanish(text) else ENGLISH_ONLY_NOTE
