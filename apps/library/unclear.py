"""Sentences speech recognition garbled with real words: the reader marks them "[unclear]".

The cleaner (garble.py) takes out words nobody said. What it cannot take out are
sentences made of real English words that no longer say what the speaker meant: a lost
subject ("Are obsessed with how they appear to others."), a stutter ("the version of
them you you thought was real"), a word swapped for one that cannot follow the one
before ("not your anger, but your in because ..."), a word of a sentence left on its
own ("And."), or the end of a sentence said again ("They are feared, desired." right
after "... adored, feared, desired.", or two sentences later), or the end of a sentence
before said again after a different opening ("Because your silence is not just silence to
them. ... Narcissists are not just silences to them."). These are the user's material, so the reader
keeps them, muted and marked, rather than deleting them.

Each rule looks at the words and their order only, with wordfreq for how common a word
is; none knows anything about one particular talk. `unclear_reason` says which rule
fired ("" for a sentence that reads clearly).
"""

import functools
import itertools
import re
from dataclasses import dataclass

from apps.library.text import sentences
from apps.library.words import frequency


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


# A subject a sentence needs after an inverted auxiliary ("Are you ...", "Is it ...").
_SUBJECTS = _set(
    "i you he she it we they there this that these those what who which the a an my your his her our their "
    "its someone something anyone anything everyone everything nobody nothing people"
)
_AUXILIARIES = _set("is are was were has have does did can will would could should isn't aren't wasn't")
# Words that cannot follow a possessive or an article ("your in", "the because").
_DETERMINERS = _set("a an the your my their our its")
_NOT_AFTER_DETERMINER = _set(
    "a an the in on at of to from by is are was were be been am because and but or if when so than "
    "they you he she we i them him us me do does did will would can could should have has had this "
    "these those not"
)
# Words that make no sentence on their own ("And." "Them."); "Yes." "Why?" "Exactly." do.
_FRAGMENT_WORDS = _set(
    "and but or of to in on at by for with from the a an them him her us me it they he she we i "
    "their your my our his its because than if"
)
# Doubled words that English does use ("had had", "that that").
_GOOD_DOUBLES = _set("had that")
_ITS = re.compile(
    r"\bit's ([a-z]+) (?:does|doesn't|did|didn't|do|don't|has|hasn't|will|won't|can|cannot|can't)\b", re.IGNORECASE
)
# "a no" before a noun ("go a no contact"); "respect a no without a reason" is English.
_A_NO = re.compile(r"\ban? no ([a-z]+)", re.IGNORECASE)
# A clause's opening word followed at once by a verb "to be": its subject was lost
# ("what if is enough for them").
_SUBORDINATE_BE = re.compile(r"\b(?:if|because) (?:is|are|was|were)\b", re.IGNORECASE)
# A possessive needs a noun, not an adjective standing before a comma or a full stop
# ("That their irreversible, irreplaceable."); an adjective is told by its ending, the
# stem long enough that nouns like "table" or "vegetable" never match.
_POSSESSIVE_ADJECTIVE = re.compile(r"\b(?:your|my|their|our) [a-z]{6,}(?:ous|ible|able)\s*[,.;:!?]", re.IGNORECASE)
_DOUBLE = re.compile(r"\b([A-Za-z]+(?:'[A-Za-z]+)?) \1\b", re.IGNORECASE)
# Words said twice on purpose ("No, no, it's fine.", "very, very, slowly").
_EMPHASIS = _set("no yes oh well okay ok so very really please wait never stop")
# A word said again across "or" ("no answer or answer"; "again and again" is English), or
# said twice between commas ("the subtle, subtle, where"); "so, so hard" has no comma after
# it and "no, no, no," is said three times, on purpose.
_OR_DOUBLE = re.compile(r"\b([A-Za-z]+) or \1\b", re.IGNORECASE)
_COMMA_DOUBLE = re.compile(r"(?:\b([A-Za-z]+), )?\b([A-Za-z]+), \2,(?! \2\b)", re.IGNORECASE)
# Verbs that take a person and then a clause: "they told you you could not".
_TELLING = _set(
    "tell tells told telling show shows showed remind reminds reminded ask asks asked give gives gave convince "
    "convinced promise promised warn warned teach taught make makes made let lets"
)
_THINKING = _set("believe believes think thinks assume assumes expect expects want wants mean means")
# After a comma only the base form: "that emotion, even if it's anger, means they care"
# has its subject before the aside.
_THINKING_BASE = _set("believe think assume expect want mean")
_CLAUSE_THINKING = re.compile(r",\s+([a-z]+) (?:they|he|she|we|i)\b")
_CAN_DO_IS = re.compile(
    r"\b(?:they|you|we|he|she|i) (?:can|could|will|would|should|must|might) (?:\w+ )?\w+ (?:is|was)\b", re.IGNORECASE
)
_HEADS = _set("what all least only thing things best most one first last that everything anything something way")
_PERSONS = _set("they he she we i")
# A verb with -s opening a sentence takes an object right after it ("Opens the door");
# a plural noun opening one takes a verb ("Narcissists are ...").
# ("Signs that ..." and "Signs you are ..." open a noun with its clause.)
_OBJECTS = _set("the a an them me him us your their my his our")
_NOT_VERBS = _set(
    "sometimes perhaps always besides unless nevertheless thus towards afterwards yes thanks its this "
    "his hers yours ours theirs is was has does this its"
)
_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)*")
# Nouns as common as "mind" or "life" (Zipf 5.4) still fall below this.
_NOUN = 6.0
_GLUE = _set("they you we he she it i are is was were am be")
_SWAPPED = 2  # words at the start of a sentence said again that may differ
_RESAID_WORDS = 6  # words that must be the same after them
# A word at least this rare (Zipf) carries the content of a sentence.
_CONTENT = 5.0
# A sentence re-said with a new opening: at least this many of its last words are the
# last words of a sentence just before, and they make at least this share of it.
_TAIL_WORDS = 4
_TAIL_SHARE = 0.6
# Letters a misheard word shares at its end with the word the sentence before ended on.
_ECHO_ENDING = 5
# ... and at most this many letters before it ("re-", "pro-"; not "conn-" and "prot-").
_ECHO_HEAD = 3
# Words of a sentence short enough to be a scrap inside a run of garbled speech.
_SHORT = 6


def _words(sentence: str) -> list[str]:
    return list(_tokens(sentence))


@functools.lru_cache(maxsize=4096)
def _tokens(sentence: str) -> tuple[str, ...]:
    """A sentence's words, found once: each sentence is read again as the one before the
    next two."""
    return tuple(_WORD.findall(sentence))


def _lost_subject(words: list[str], sentence: str) -> bool:
    """An auxiliary opens a sentence that is not a question and no subject follows it."""
    if len(words) < 3 or sentence.rstrip("\"')").endswith("?"):
        return False
    first, second = words[0].lower(), words[1].lower()
    return first in _AUXILIARIES and words[0][0].isupper() and second not in _SUBJECTS and second != "not"


def _verb_opening(words: list[str]) -> bool:
    """A third-person verb opens the sentence with no subject: "Opens the door to doubt."
    (a plural noun opening one is followed by a verb, not by an article or a pronoun)."""
    if len(words) < 3:
        return False
    first, second = words[0].lower(), words[1].lower()
    if (
        not first.isalpha()
        or not first.endswith("s")
        or first.endswith(("ss", "us", "is", "ous"))
        or first in _NOT_VERBS
    ):
        return False
    stem = first[:-2] if first.endswith("es") and frequency(first[:-2]) >= 3 else first[:-1]
    # A verb's stem is itself a common word ("open", "make"); a plural noun's often is too,
    # so the object after it decides.
    return frequency(stem) >= 3.5 and second in _OBJECTS and frequency(first) < 5.0


# An -s verb opening a sentence and followed at once by another verb in -ing ("Starts
# leaking out"); a plural noun is followed by a comma ("Threats, following you") or a verb.
_VERB_ING = re.compile(r"([A-Z][a-z]+[^su\W]s) [a-z]{3,}ing\b")
# "Do not want", "Do not need": a command to want nothing is not English, the subject of
# "they do not want" was lost ("Do not just want a reaction."); "Do not expect ..." is a command.
_DO_NOT_WANT = re.compile(r"(?:(?:And|But|So) )?Do not (?:just |even )?(?:want|need)\b")


def _verb_ing_opening(sentence: str) -> bool:
    match = _VERB_ING.match(sentence)
    if not match:
        return False
    first = match.group(1).lower()
    return first not in _NOT_VERBS and frequency(first[:-1]) >= 3.5 and frequency(first) < 5.0


def _thinking_opening(words: list[str], sentence: str) -> bool:
    """A verb of thinking opens the sentence, or a clause after a comma, and a subject
    follows it: the subject before it was lost ("Believe they have a kind of hold over
    you.", "just because you are done with them, mean they are done with you")."""
    if len(words) >= 3 and words[0].lower() in _THINKING and words[1].lower() in _PERSONS:
        return True
    return any(m.group(1).lower() in _THINKING_BASE for m in _CLAUSE_THINKING.finditer(sentence))


def _headless_clause(sentence: str) -> bool:
    """ "they can do is make sure": what a person can do needs a head before it ("the
    least they can do is", "all you can do is", "what we can do is")."""
    for match in _CAN_DO_IS.finditer(sentence):
        before = _words(sentence[: match.start()])[-1:]
        if not before or before[0].lower() not in _HEADS:
            return True
    return False


def _stutter(sentence: str) -> bool:
    """A word said twice with nothing between ("you you thought"); "so, so hard" is
    emphasis, "had had" English, and "tell you you are" a verb, its object and a subject."""
    for match in _DOUBLE.finditer(sentence):
        word = match.group(1).lower()
        before = _words(sentence[: match.start()])[-1:]
        if word in _GOOD_DOUBLES or (word == "you" and before and before[0].lower() in _TELLING):
            continue
        return True
    return bool(_OR_DOUBLE.search(sentence)) or any(
        (m.group(1) or "").lower() != m.group(2).lower() and m.group(2).lower() not in _EMPHASIS
        for m in _COMMA_DOUBLE.finditer(sentence)
    )


def _its_as_it_is(sentence: str) -> bool:
    """ "it's" written for "its": a noun and its verb follow ("it's mind does not")."""
    return any(
        frequency(m.group(1).lower()) < _NOUN and m.group(1).lower() not in _SUBJECTS for m in _ITS.finditer(sentence)
    )


def _impossible_pair(words: list[str], sentence: str) -> bool:
    """A possessive or an article followed by a word that cannot follow it ("your in",
    "go a no contact"; "a no-contact order" is English), a possessive followed by an
    adjective and no noun ("their irreversible,"), or "if"/"because" followed by "is"."""
    lower = [w.lower() for w in words]
    pairs = itertools.pairwise(lower)
    return (
        any(a in _DETERMINERS and b in _NOT_AFTER_DETERMINER for a, b in pairs)
        or any(frequency(m.group(1).lower()) < _CONTENT for m in _A_NO.finditer(sentence))
        or bool(_SUBORDINATE_BE.search(sentence) or _POSSESSIVE_ADJECTIVE.search(sentence))
    )


def _lone_fragment(words: list[str], sentence: str) -> bool:
    return len(words) == 1 and words[0].lower() in _FRAGMENT_WORDS and sentence.endswith(".")


def _content(words: list[str]) -> list[str]:
    return [w.lower() for w in words if len(w) > 3 and frequency(w.lower()) < _CONTENT]


def _resaid(words: list[str], previous: str) -> bool:
    """The sentence before said again with its first word or two swapped ("It's a threat
    to the control they once had over you. They are a threat to the control they once
    had over you."). A sentence that swaps its end is rhetoric ("They are not used to
    being irrelevant. They are not used to being denied."), and stays."""
    if not previous:
        return False
    later, earlier = [w.lower() for w in words], [w.lower() for w in _words(previous)]
    for head in range(1, _SWAPPED + 1):
        tail = later[head:]
        for earlier_head in range(1, _SWAPPED + 1):
            if len(tail) >= _RESAID_WORDS and earlier[earlier_head:] == tail and earlier[:earlier_head] != later[:head]:
                return True
    return False


def _said_again(words: list[str], previous: str) -> bool:
    """The end of the sentence before said again, shorter, with no word of its own but a
    pronoun or a verb "to be" ("... adored, feared, desired. They are feared, desired.")."""
    content = _content(words)
    if len(content) < 2 or not previous:
        return False
    before_words = _words(previous)
    before = _content(before_words)
    known = {w.lower() for w in before_words} | _GLUE
    return len(before) > len(content) and before[-len(content) :] == content and all(w.lower() in known for w in words)


def _tail_resaid(words: list[str], previous: str) -> bool:
    """The end of a sentence just before said again after a different opening, the
    repeated end making most of the sentence ("Because your silence is not just silence
    to them." then "Narcissists are not just silences to them."). A long sentence that
    only ends on the same words ("... they know you are not at peace") is a callback,
    and stays; a plural -s is ignored ("silence", "silences")."""
    if not previous:
        return False
    later = [w.lower().removesuffix("s") for w in words]
    earlier = [w.lower().removesuffix("s") for w in _words(previous)]
    shared = 0
    while shared < min(len(later), len(earlier)) and later[-1 - shared] == earlier[-1 - shared]:
        shared += 1
    return (
        _TAIL_WORDS <= shared < len(later)
        and shared >= _TAIL_SHARE * len(later)
        and later[: len(later) - shared] != earlier[: len(earlier) - shared]
    )


def _misheard_echo(words: list[str], previous: str) -> bool:
    """The sentence opens on a word that sounds like the last word of the sentence before
    but is not it: the speaker took that word up again and recognition heard another
    ("... but with projection. Rejection is one of ..."). The two share an ending of at
    least five letters and differ before it."""
    before = _words(previous)
    if not words or not before:
        return False
    first, last = words[0].lower(), before[-1].lower()
    shared = 0
    while shared < min(len(first), len(last)) and first[-1 - shared] == last[-1 - shared]:
        shared += 1
    heads = len(first) - shared, len(last) - shared
    return shared >= _ECHO_ENDING and min(heads) > 0 and max(heads) <= _ECHO_HEAD


# Subject pronouns and the verb forms they cannot take ("you was", "they is", "he are"),
# read only where a clause starts: "part of you was", "all of you is" are English.
_DISAGREE = {
    "i": _set("is are has does"),
    "you": _set("is was has does am"),
    "we": _set("is was has does am"),
    "they": _set("is was has does am"),
    "he": _set("are were have am"),
    "she": _set("are were have am"),
}
# Not after "and" or "or": "Grandma and I are" is a subject of two.
_CLAUSE_OPENERS = _set("but so because if when that while since although though")


def _disagreement(words: list[str], sentence: str) -> bool:
    lower = [w.lower() for w in words]
    for i, (a, b) in enumerate(itertools.pairwise(lower)):
        if b in _DISAGREE.get(a, ()) and (i == 0 or lower[i - 1] in _CLAUSE_OPENERS):
            return True
    return False


def unclear_reason(sentence: str, previous: str = "", earlier: str = "") -> str:
    """Why the sentence reads as garbled speech ("" when it does not); `previous` is the
    sentence before it, `earlier` the one before that."""
    words = _words(sentence)
    if not words:
        return ""
    checks = (
        ("a word said twice", _stutter(sentence)),
        (
            "a word that cannot follow the one before",
            _impossible_pair(words, sentence) or _its_as_it_is(sentence) or _disagreement(words, sentence),
        ),
        (
            "no subject",
            _lost_subject(words, sentence)
            or _verb_opening(words)
            or _verb_ing_opening(sentence)
            or bool(_DO_NOT_WANT.match(sentence))
            or _thinking_opening(words, sentence),
        ),
        ("a word on its own", _lone_fragment(words, sentence)),
        ("a clause without its head", _headless_clause(sentence)),
        ("a word of the sentence before, misheard", _misheard_echo(words, previous)),
        (
            "the sentence before, said again",
            any(rule(words, before) for rule in (_said_again, _resaid, _tail_resaid) for before in (previous, earlier)),
        ),
    )
    return next((reason for reason, hit in checks if hit), "")


@dataclass(frozen=True)
class Part:
    """A sentence of a passage as the reader shows it."""

    text: str
    unclear: bool


def _run_of_noise(unclear: list[bool], cut: list[bool], short: list[bool]) -> list[bool]:
    """Marks spread inside a run of garbled speech: a short sentence (a few words) between
    two unclear ones ("... no answer or answer. No time for later. My purpose is Isaac,"),
    and a sentence left without its end right after an unclear one. Each rule reads the
    marks the sentence rules gave, not the ones it adds, so a run never grows by itself."""
    result = list(unclear)
    for i in range(len(unclear)):
        after_unclear = i > 0 and unclear[i - 1]
        between = after_unclear and i + 1 < len(unclear) and unclear[i + 1] and short[i]
        result[i] = unclear[i] or between or (after_unclear and cut[i])
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
            # A sentence that runs into the next with no full stop was cut off there.
            cut_off = sentence.run_on
            unclear.append(bool(unclear_reason(body, context[1], context[0])) or (cut_off and body.endswith(",")))
            cut.append(cut_off)
            recent = [*recent, body][-2:]
    short = [len(_words(body)) <= _SHORT for block in bodies for body in block]
    marks = iter(_run_of_noise(unclear, cut, short))
    return [[Part(body, next(marks)) for body in block] for block in bodies if block]
