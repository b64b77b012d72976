"""The features the tactic model reads from a message: plain strings, no vocabulary.

The message has already been normalised (normalise.py: contractions and texting
spellings written out, typing slips put right) and lowercased. From it:

- words ("w:miss") and pairs of neighbouring words ("b:miss you");
- character n-grams of 3 to 5 letters inside each word padded with spaces ("c: mis",
  "c:miss "), so a typo or a new ending still shares most of its features;
- emoji and other symbols as words of their own ("w:❤"), and each emoji's family
  ("e:angry", "e:sad", "e:love", "e:mock", ...: EMOJI_FAMILIES), so an emoji seen
  rarely still counts as its kind;
- a word just after a negation ("do not miss you") is its own feature ("n:miss"), with
  no character n-grams, so "i do not miss you" does not read as "miss you";
- a few signs of the message's shape: shouting ("m:caps"), repeated "!" or "?"
  ("m:bangs"), very short or long messages ("m:short", "m:long").

Feature values are binary; the model scales a message's vector to unit length, except
that a message with few features counts as if it had EVIDENCE_FLOOR ("ok" alone says
too little for any tactic to be sure).
"""

import itertools
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass

# A word (letters and digits, an inner apostrophe), or one symbol such as an emoji.
_TOKEN = re.compile(r"[^\W_]+(?:'[^\W_]+)*|[^\w\s]")
_SYMBOL_KEEP = re.compile(r"[^\x00-\x7f]")  # ASCII punctuation is dropped, emoji kept
CHAR_SIZES = (3, 4, 5)
# Emoji by what they say in these messages. Variation selectors and skin tones are
# dropped before looking up (the tokeniser gives them as symbols of their own).
EMOJI_FAMILIES = {
    "angry": "😡🤬😠👿💢🖕",
    "sad": "😭😢😔🥺💔🥀😞☹😩😿😥🙁😓",
    "love": "❤💕💖💘😍😘🥰💛💙💜🧡💗💓💞💋🌹💐😻♥",
    "mock": "😂🤣😆🤭🙃🙄🤡🍿🥱🎻😏🤷😬💅",
    "watch": "👀👁🔍",
    "snake": "🐍",
    "party": "🎂🎉🎈🥂🎁🎊🍾",
    "memory": "🥹💭📸🎶🎵🕯",
    "pray": "🙏",
}
_FAMILY = {emoji: family for family, each in EMOJI_FAMILIES.items() for emoji in each}
SHORT = 6  # words
LONG = 80


@dataclass(frozen=True)
class Token:
    text: str
    start: int  # in the normalised text
    end: int


def tokens(lowered: str) -> list[Token]:
    found = []
    for match in _TOKEN.finditer(lowered):
        word = match.group(0)
        if len(word) == 1 and not word.isalnum() and not _SYMBOL_KEEP.match(word):
            continue
        found.append(Token(word, match.start(), match.end()))
    return found


def word_features(word: str) -> list[str]:
    """The features one word gives on its own: itself and its character n-grams (an
    emoji: itself and its family)."""
    features = [f"w:{word}"]
    family = _FAMILY.get(word)
    if family:
        features.append(f"e:{family}")
    if word.isalpha():
        padded = f" {word} "
        for size in CHAR_SIZES:
            features.extend(f"c:{padded[i : i + size]}" for i in range(len(padded) - size + 1))
    return features


EVIDENCE_FLOOR = 60  # features: about five words


def scale(count: int) -> float:
    """What each feature of a message with `count` features is worth."""
    return 1 / math.sqrt(max(count, EVIDENCE_FLOOR))


NEGATIONS = frozenset({"not", "never", "no", "cannot", "nothing", "nobody", "nor"})
NEGATION_SCOPE = 2  # words


def token_features(found: list[Token]) -> list[list[str]]:
    """The features each token gives on its own, in order (a negated word: "n:word")."""
    result = []
    scope = 0
    for token in found:
        if token.text in NEGATIONS:
            result.append(word_features(token.text))
            scope = NEGATION_SCOPE
        elif scope and token.text.isalpha():
            result.append([f"n:{token.text}"])
            scope -= 1
        else:
            result.append(word_features(token.text))
    return result


def shape_features(original: str, words: int) -> list[str]:
    features = []
    letters = [c for c in original if c.isalpha()]
    if len(letters) >= 8 and sum(c.isupper() for c in letters) > 0.6 * len(letters):
        features.append("m:caps")
    if "!!" in original or "??" in original or "?!" in original:
        features.append("m:bangs")
    if words <= SHORT:
        features.append("m:short")
    elif words >= LONG:
        features.append("m:long")
    return features


def rule_features(rules: Mapping[str, int]) -> list[str]:
    """The phrase rules that fired (tactic -> distinct triggers): "r:rage", "r2:rage"."""
    result = []
    for slug, triggers in rules.items():
        result.append(f"r:{slug}")
        if triggers >= 2:
            result.append(f"r2:{slug}")
    return result


def features(lowered: str, original: str, rules: Mapping[str, int]) -> set[str]:
    """Every feature of a message (a set: values are binary)."""
    found = tokens(lowered)
    result: set[str] = set(shape_features(original, len(found)))
    result.update(rule_features(rules))
    for each in token_features(found):
        result.update(each)
    for left, right in itertools.pairwise(found):
        result.add(f"b:{left.text} {right.text}")
    return result
