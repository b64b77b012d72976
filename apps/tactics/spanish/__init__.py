"""Suggestions for messages in Spanish: phrase rules only.

The English suggestions combine phrase rules with a model trained on thousands of
labelled messages; the labelled sets hold only a few dozen Spanish ones, too few to learn
from, so Spanish has the rules alone (rules.py), written by hand from the definitions in
research/tactics.json and everyday Spanish of Spain and the Americas. They are matched on
the *folded* text (fold below), lowercased: accents and the tilde of ñ taken off, curly
quotes made straight, every character in its place. Write them in that form: "despues",
"cumpleanos", "extrano". Texting shorthand is written into the rules themselves
("(?:que|q|k)"), so that a trigger is always the writer's own words.

What they find is measured in docs/suggestions.md ("Spanish").
"""

import unicodedata

from .rules import DANGER, HOSTILE, RULES, SELF_HARM, TIED_TO_YOU, WARM

__all__ = ["DANGER", "HOSTILE", "RULES", "SELF_HARM", "TIED_TO_YOU", "WARM", "fold"]

_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u00b4": "'", "\u201c": '"', "\u201d": '"'})


def _plain(char: str) -> str:
    """A character without its accent; one character for one."""
    return unicodedata.normalize("NFD", char)[0]


def fold(text: str) -> str:
    """The text without accents, the same length as `text`: "¿Cómo ESTÁS?" becomes
    "¿Como ESTAS?". The matcher lowercases it for the plain rules; the raw ones (shouting,
    emoji) see its capitals."""
    return "".join(_plain(char) for char in text.translate(_QUOTES))
