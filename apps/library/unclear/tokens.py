"""A sentence's words, as every rule of the reader's "unclear" marks reads them."""

import functools
import re

# A word at least this rare (Zipf) carries the content of a sentence.
CONTENT = 5.0
_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)*")


def word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


def words_of(sentence: str) -> list[str]:
    return list(_tokens(sentence))


@functools.lru_cache(maxsize=4096)
def _tokens(sentence: str) -> tuple[str, ...]:
    """A sentence's words, found once: each sentence is read again as the one before the
    next two."""
    return tuple(_WORD.findall(sentence))
