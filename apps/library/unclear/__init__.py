"""Sentences speech recognition garbled with real words: the reader shows them greyed,
"(unclear in the recording)".

The cleaner (garble.py) takes out words nobody said. What it cannot take out are
sentences made of real English words that no longer say what the speaker meant: a lost
subject ("Are obsessed with how they appear to others.", "Do not just want a reaction."),
a stutter ("the version of them you you thought was real", "no answer or answer") or a
phrase said twice in a row ("the person who tried to control it, or the person who tried
to control it"), a word
swapped for one that cannot follow the one before ("not your anger, but your in because
...", "because you was"), a word of a sentence left on its own ("And."), the end of a
sentence said again ("They are feared, desired." right after "... adored, feared,
desired."), or a word of the sentence before misheard ("... but with projection.
Rejection is ..."). Inside a run of such sentences, a short scrap between two of them and
a sentence cut off right after one are marked too. These are the user's material, so the
reader keeps them, muted and marked, rather than deleting them.

Each rule looks at the words and their order only, with wordfreq for how common a word
is; none knows anything about one particular talk. `grammar` holds the rules that read a
sentence alone, `echoes` those that read it beside the sentences before it;
`unclear_reason` says which rule fired ("" for a sentence that reads clearly).
"""

import re
from dataclasses import dataclass

from apps.library.text import sentences
from apps.library.unclear import echoes, grammar
from apps.library.unclear.tokens import words_of

# Words of a sentence short enough to be a scrap inside a run of garbled speech.
_SHORT = 6
# How many sentences back a mark reaches to a sentence cut off.
_CUT_REACH = 2


def unclear_reason(sentence: str, previous: str = "", earlier: str = "") -> str:
    """Why the sentence reads as garbled speech ("" when it does not); `previous` is the
    sentence before it, `earlier` the one before that."""
    words = words_of(sentence)
    if not words:
        return ""
    checks = (
        ("a word said twice", grammar.stutter(sentence)),
        ("a phrase said twice", echoes.phrase_said_twice(words)),
        (
            "a word that cannot follow the one before",
            grammar.impossible_pair(words, sentence)
            or grammar.its_as_it_is(sentence)
            or grammar.disagreement(words, sentence),
        ),
        (
            "no subject",
            grammar.lost_subject(words, sentence)
            or grammar.verb_opening(words)
            or grammar.verb_ing_opening(sentence)
            or grammar.do_not_want(sentence)
            or grammar.thinking_opening(words, sentence),
        ),
        ("a word on its own", grammar.lone_fragment(words, sentence)),
        ("a clause without its head", grammar.headless_clause(sentence)),
        ("a word of the sentence before, misheard", echoes.misheard_echo(words, previous)),
        (
            "the sentence before, said again",
            any(
                rule(words, before)
                for rule in (echoes.said_again, echoes.resaid, echoes.tail_resaid)
                for before in (previous, earlier)
            ),
        ),
    )
    return next((reason for reason, hit in checks if hit), "")


@dataclass(frozen=True)
class Part:
    """A sentence of a passage as the reader shows it."""

    text: str
    unclear: bool


def _run_of_noise(unclear: list[bool], cut: list[bool], short: list[bool]) -> list[bool]:
    """Marks spread inside a run of garbled speech ("... no answer or answer. No time for
    later. My purpose is Isaac, Therefore, I dive into a more different serious"):
    - a sentence cut off (run into the next with no full stop) one or two sentences after
      a marked one, and so on along a chain of cut-off sentences;
    - then a short sentence (a few words) between two marked ones.
    A cut-off sentence far from any mark is a missed full stop ("They will say, You are
    too sensitive."), and stays."""
    result = list(unclear)
    for i in range(len(result)):
        result[i] = result[i] or (cut[i] and any(result[max(0, i - _CUT_REACH) : i]))
    cut_marked = list(result)
    for i in range(1, len(result) - 1):
        result[i] = result[i] or (short[i] and cut_marked[i - 1] and cut_marked[i + 1])
    return result


def paragraphs(text: str, before: str = "") -> list[list[Part]]:
    """A passage's paragraphs, each a list of its sentences, marked when unclear; `before`
    is the text just before the passage (the passage before it), read for context."""
    recent = [before[s.start : s.end] for s in sentences(before)[-2:]] if before else []
    bodies: list[list[str]] = []
    unclear: list[bool] = []
    cut: list[bool] = []
    for block in re.split(r"\n\s*\n", text.strip()):
        found = sentences(block)
        bodies.append([block[s.start : s.end] for s in found])
        for sentence, body in zip(found, bodies[-1], strict=True):
            context = ["", "", *recent][-2:]
            unclear.append(bool(unclear_reason(body, context[1], context[0])))
            # A sentence that runs into the next with no full stop was cut off there.
            cut.append(sentence.run_on)
            recent = [*recent, body][-2:]
    short = [len(words_of(body)) <= _SHORT for block in bodies for body in block]
    marks = iter(_run_of_noise(unclear, cut, short))
    return [[Part(body, next(marks)) for body in block] for block in bodies if block]
