"""Is this an English word? Judged with a maintained word-frequency list (wordfreq), not
by the shape of the word.

A word is *known* when wordfreq has seen it in English, or when it is made of known
parts: two common words run together ("blameshifting", "deeprooted"), or a common word
with an everyday prefix or suffix ("overgiving", "breadcrumbing"). Speech recognition
and bad copies leave words that are none of these ("romplizarras", "exame", "amusion").
"""

from functools import lru_cache

from wordfreq import zipf_frequency

# Zipf 3 is about once per million words: "shifting", "rooted", "giving" are far above.
_COMMON_PART = 3.0
_MIN_PART = 3
_PREFIXES = ("over", "under", "un", "re", "self", "non", "mis", "out", "counter", "anti", "pre", "co")
_SUFFIXES = ("ing", "ed", "er", "ers", "s", "es", "ness", "ful", "ly", "less", "ship", "hood", "ment", "able", "ism")


@lru_cache(maxsize=65536)
def frequency(word: str, language: str = "en") -> float:
    """wordfreq's Zipf value: 0 for a word it has never seen, about 7 for "the"."""
    return zipf_frequency(word, language)


def _common(part: str) -> bool:
    return len(part) >= _MIN_PART and frequency(part) >= _COMMON_PART


def _affixed(word: str) -> bool:
    for suffix in _SUFFIXES:
        stem = word[: -len(suffix)]
        if word.endswith(suffix) and (_common(stem) or _common(stem + "e") or _known_plain(stem)):
            return True
    return any(word.startswith(prefix) and _common(word[len(prefix) :]) for prefix in _PREFIXES)


def _known_plain(word: str) -> bool:
    return len(word) >= _MIN_PART and frequency(word) > 0


@lru_cache(maxsize=65536)
def is_known(word: str) -> bool:
    """Whether a word (letters, maybe an inner apostrophe) is English as wordfreq knows it."""
    lower = word.lower()
    if frequency(lower) > 0 or len(lower) < _MIN_PART:
        return True
    if "'" in lower:
        return all(is_known(part) for part in lower.split("'") if len(part) >= _MIN_PART)
    if _affixed(lower):
        return True
    return any(_common(lower[:i]) and (_common(lower[i:]) or _affixed(lower[i:])) for i in range(3, len(lower) - 2))


def english_share(words: list[str]) -> float:
    """The share of words wordfreq knows in English: about 1.0 for an English text."""
    alphabetic = [w for w in words if w.isalpha()]
    if not alphabetic:
        return 0.0
    return sum(1 for w in alphabetic if frequency(w.lower()) > 0) / len(alphabetic)
