"""Signs in a text that call for a safety note or article, beside any tactic.

A frightened person types fast: "hes been followin me", "ill end u", "hell kill my
parents", "want 2 die", "she said she'll poisen my dog". The text is read as the
matcher reads it (normalised, lowercased), then in its spoken forms (`spoken`: "ill end"
is "i will end", "2" between words is "to", "followin" is "following"), and once more with
its typing slips put right (spelling.py), when that changes anything. A sign found in
either reading counts: a wrong correction ("stalkin" read as "talking") cannot hide one.

Spanish is read folded, with its own lists (spanish/rules.py).
"""

import re
from dataclasses import dataclass

from . import spanish
from .normalise import normalise
from .phrases import alternation, lowered
from .rules import DANGER, NOT_DANGER, NOT_SELF_HARM, SELF_HARM_SIGNS, TIED_TO_YOU, TURNING_UP
from .spelling import Speller, vocabulary


@dataclass(frozen=True)
class SafetySigns:
    """What a text says that calls for a safety note or article.

    self_harm: it speaks of self-harm or suicide, whoever it is about ("i want to die",
        "he says he'll hang himself", "the pills are lined up"). The suggestions still
        offer pity play for the plainest such words (that is how the talks frame them);
        a page also shows a calm note.
    danger: it speaks of a sign of danger (rules/danger.py): a threat to kill or hurt,
        being hit, a weapon, choking, someone turning up, following you, knowing where
        you are or getting in; or a threat of suicide tied to you ("if you leave i'll take
        every pill"). Nothing is tagged for it; a page points to the article on danger.
    turning_up_only: the only sign of danger is someone turning up or waiting where you
        are (TURNING_UP), which is also the showing-up tactic's ground: a search keeps
        the article on showing up where it ranks (library/urgent.py).
    """

    self_harm: bool = False
    danger: bool = False
    turning_up_only: bool = False


_SELF_HARM = re.compile(alternation(list(SELF_HARM_SIGNS)))
_NOT_SELF_HARM = re.compile(alternation(list(NOT_SELF_HARM)))
_DANGER = re.compile(alternation(list(DANGER)))
_TURNING_UP = re.compile(alternation(list(TURNING_UP)))
_NOT_DANGER = re.compile(alternation(list(NOT_DANGER)))
_SELF_HARM_SPANISH = re.compile(alternation(list(spanish.SELF_HARM)))
_DANGER_SPANISH = re.compile(alternation(list(spanish.DANGER)))
_TIED = re.compile(alternation(list(TIED_TO_YOU)))
_TIED_SPANISH = re.compile(alternation(list(spanish.TIED_TO_YOU)))

# Words of a hurried text, written out, for these signs only (the tactic rules read their own
# list in normalise.py).
_HURRIED = {
    "2nite": "tonight",
    "tonite": "tonight",
    "nite": "night",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "2moro": "tomorrow",
    "2morrow": "tomorrow",
    "wen": "when",
    "wat": "what",
    "whos": "who is",
    "kno": "know",
    "knw": "know",
    "thru": "through",
    "in2": "into",
    "jus": "just",
    "wll": "will",
    "wil": "will",
    "fb": "facebook",
    "ig": "instagram",
    "insta": "instagram",
    "pw": "password",
    "pword": "password",
    "passwd": "password",
}
_HURRIED_WORD = re.compile(r"\b(?:" + "|".join(sorted(_HURRIED, key=len, reverse=True)) + r")\b")

# Spoken forms that depend on the words around them.
_SPOKEN: tuple[tuple[re.Pattern[str], str], ...] = (
    # "ill end you", "i swear ill", ". ill": "i will" where "ill" cannot mean unwell.
    (
        re.compile(
            r"(^|[.!?,;:]\s*|\b(?:and|then|or|so|swear|but|if|because|cos|cause|n|otherwise|else|promise|what|wat)\s)ill(?= \w)"
        ),
        r"\1i will",
    ),
    # "hell kill", "shell jump": he will, she will (not "the hell", "shell out").
    (
        re.compile(
            r"(?<![\w'])(?<!the )(?<!to )(?<!a )(?<!of )(?<!in )(he|she|they)ll (?!out|of|shock|suit|fish|company|game|is|was|yeah|no\b)"
        ),
        r"\1 will ",
    ),
    (
        re.compile(
            r"\b(want|wants|wanted|going|trying|tried|try|need|needs|able|about|ready|used|supposed|planning|plan|"
            r"threaten|threatened|threatening|threatens|promised|swear|swore|like|love|hate|back|come|go|went|get) 2(?= [a-z])"
        ),
        r"\1 to",
    ),
    (re.compile(r"(?<=[a-z] )4(?= (?:[a-z]+ing|you|me|him|her|ever|good|now|sure)\b)"), "for"),
    (re.compile(r"\b(he|they)d (?=\w)"), r"\1 would "),
    (
        re.compile(r"\bshed (?=(?:hurt|kill|do|make|come|be|never|burn|break|stab|shoot|poison|end|rather)\b)"),
        "she would ",
    ),
    (re.compile(r"\bid (?=b |be |kill|hurt|rather|never)"), "i would "),
    (re.compile(r"(?<= )b(?= (?:fine|better|gone|dead|safe|here))"), "be"),
    (re.compile(r"\bare (?=(?:son|daughter|kids|children|baby|dog|cat)\b)"), "our "),
    (re.compile(r"\bbrake (?=(?:both|my|your|his|her|every|their)\b)"), "break "),
    (re.compile(r"\bthrough (?=(?:\w+ ){0,4}at (?:me|my|your|her|his|the wall)\b)"), "threw "),
    (re.compile(r"\b(my|him|her|your|them) (self|selves)\b"), r"\1\2"),
    # "you're neck": the homophone, before a body or a kin word.
    (
        re.compile(
            r"\byou are (?=(?:neck|throat|face|head|kids|children|mum|mom|dad|sister|brother|family|house|car|phone|email)\b)"
        ),
        "your ",
    ),
    (re.compile(r"\b(know|knows|knew) were\b"), r"\1 where"),
    (re.compile(r"\b(he|she|they) new (?=i |where |about |that )"), r"\1 knew "),
    (
        re.compile(
            r"\b(stalk|follow|track|watch|trail|threaten|kill|stab|shoot|chok|strangl|cutt|hurt|say|wait|sitt|stand|"
            r"lurk|bang|knock|try|look|com|lin|hang|jump|be|think|send|driv|park|breath|mention|help|hid)in\b"
        ),
        r"\1ing",
    ),
)

_RULE_WORDS = vocabulary([*DANGER, *TURNING_UP, *SELF_HARM_SIGNS])
_SPELLER = Speller(protected=_RULE_WORDS, preferred=_RULE_WORDS)


def spoken(plain: str) -> str:
    """`plain` (normalised, lowercased) in the spoken forms of a hurried text."""
    plain = _HURRIED_WORD.sub(lambda word: _HURRIED[word.group(0)], plain)
    for pattern, replacement in _SPOKEN:
        plain = pattern.sub(replacement, plain)
    return plain


def _readings(text: str) -> list[str]:
    """The text as typed and, when it differs, with its typing slips put right."""
    typed = normalise(text).text
    spelled = normalise(text, speller=_SPELLER.correct).text
    first = spoken(lowered(typed))
    return [first] if spelled == typed else [first, spoken(lowered(spelled))]


def safety_signs(text: str) -> SafetySigns:
    """Both signs, in English (each reading) and in Spanish (folded)."""
    if not text or not text.strip():
        return SafetySigns()
    # Spanish is read folded; the everyday English phrases are taken out of it too
    # ("emotional suicide" holds a Spanish stem).
    folded = _NOT_SELF_HARM.sub(" ", _NOT_DANGER.sub(" ", lowered(spanish.fold(text))))
    self_harm = danger = turning_up = tied = False
    for reading in _readings(text):
        self_harm = self_harm or bool(_SELF_HARM.search(_NOT_SELF_HARM.sub(" ", reading)))
        everyday_out = _NOT_DANGER.sub(" ", reading)
        danger = danger or bool(_DANGER.search(everyday_out))
        turning_up = turning_up or bool(_TURNING_UP.search(everyday_out))
        tied = tied or bool(_TIED.search(reading))
    spanish_self_harm = bool(_SELF_HARM_SPANISH.search(folded))
    danger = (
        danger
        or bool(_DANGER_SPANISH.search(folded))
        or (self_harm and tied)
        or (spanish_self_harm and bool(_TIED_SPANISH.search(folded)))
    )
    return SafetySigns(
        self_harm=self_harm or spanish_self_harm,
        danger=danger or turning_up,
        turning_up_only=turning_up and not danger,
    )


def mentions_self_harm(text: str) -> bool:
    return safety_signs(text).self_harm


def mentions_danger(text: str) -> bool:
    return safety_signs(text).danger
