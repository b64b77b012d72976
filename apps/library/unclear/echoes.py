"""Rules that read a sentence beside the one or two before it (a sentence said again,
its end said again, a word of it misheard), and one that reads a sentence against itself:
a phrase of it said twice in a row."""

from apps.library.unclear.tokens import CONTENT, word_set, words_of
from apps.library.words import frequency

_GLUE = word_set("they you we he she it i are is was were am be")
_SWAPPED = 2  # words at the start of a sentence said again that may differ
_RESAID_WORDS = 6  # words that must be the same after them
# A sentence re-said with a new opening: at least this many of its last words are the
# last words of a sentence just before, and they make at least this share of it.
_TAIL_WORDS = 4
_TAIL_SHARE = 0.6
# Words a phrase said twice in a row must have: "did not happen, or did not happen that
# way" and "what you will do, and what you will do if" are written English.
_PHRASE_WORDS = 5
_PHRASE_JOINS = word_set("or and")
# Letters a misheard word shares at its end with the word the sentence before ended on.
_ECHO_ENDING = 5
# ... and at most this many letters before it ("re-", "pro-"; not "conn-" and "prot-").
_ECHO_HEAD = 3


def _content(words: list[str]) -> list[str]:
    return [w.lower() for w in words if len(w) > 3 and frequency(w.lower()) < CONTENT]


def resaid(words: list[str], previous: str) -> bool:
    """The sentence before said again with its first word or two swapped ("It's a threat
    to the control they once had over you. They are a threat to the control they once
    had over you."). A sentence that swaps its end is rhetoric ("They are not used to
    being irrelevant. They are not used to being denied."), and stays."""
    if not previous:
        return False
    later, earlier = [w.lower() for w in words], [w.lower() for w in words_of(previous)]
    for head in range(1, _SWAPPED + 1):
        tail = later[head:]
        for earlier_head in range(1, _SWAPPED + 1):
            if len(tail) >= _RESAID_WORDS and earlier[earlier_head:] == tail and earlier[:earlier_head] != later[:head]:
                return True
    return False


def said_again(words: list[str], previous: str) -> bool:
    """The end of the sentence before said again, shorter, with no word of its own but a
    pronoun or a verb "to be" ("... adored, feared, desired. They are feared, desired.")."""
    content = _content(words)
    if len(content) < 2 or not previous:
        return False
    before_words = words_of(previous)
    before = _content(before_words)
    known = {w.lower() for w in before_words} | _GLUE
    return len(before) > len(content) and before[-len(content) :] == content and all(w.lower() in known for w in words)


def tail_resaid(words: list[str], previous: str) -> bool:
    """The end of a sentence just before said again after a different opening, the
    repeated end making most of the sentence ("Because your silence is not just silence
    to them." then "Narcissists are not just silences to them."). A long sentence that
    only ends on the same words ("... they know you are not at peace") is a callback,
    and stays; a plural -s is ignored ("silence", "silences")."""
    if not previous:
        return False
    later = [w.lower().removesuffix("s") for w in words]
    earlier = [w.lower().removesuffix("s") for w in words_of(previous)]
    shared = 0
    while shared < min(len(later), len(earlier)) and later[-1 - shared] == earlier[-1 - shared]:
        shared += 1
    return (
        _TAIL_WORDS <= shared < len(later)
        and shared >= _TAIL_SHARE * len(later)
        and later[: len(later) - shared] != earlier[: len(earlier) - shared]
    )


def misheard_echo(words: list[str], previous: str) -> bool:
    """The sentence opens on a word that sounds like the last word of the sentence before
    but is not it: the speaker took that word up again and recognition heard another
    ("... but with projection. Rejection is one of ..."). The two share an ending of at
    least five letters and differ before it."""
    before = words_of(previous)
    if not words or not before:
        return False
    first, last = words[0].lower(), before[-1].lower()
    shared = 0
    while shared < min(len(first), len(last)) and first[-1 - shared] == last[-1 - shared]:
        shared += 1
    heads = len(first) - shared, len(last) - shared
    return shared >= _ECHO_ENDING and min(heads) > 0 and max(heads) <= _ECHO_HEAD


def phrase_said_twice(words: list[str]) -> bool:
    """A phrase of five words or more said again right after itself, with nothing or
    only "or"/"and" between ("... explained to the person who tried to control it, or the
    person who tried to control it."): recognition heard the speaker's loop twice."""
    lower = [w.lower() for w in words]
    for size in range(_PHRASE_WORDS, len(lower) // 2 + 1):
        for start in range(len(lower) - 2 * size + 1):
            phrase, after = lower[start : start + size], start + size
            if lower[after : after + size] == phrase:
                return True
            if lower[after] in _PHRASE_JOINS and lower[after + 1 : after + 1 + size] == phrase:
                return True
    return False
