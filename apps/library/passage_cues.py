"""How a talk speaks ABOUT a tactic, as opposed to a message that uses it.

The tactics' passage vocabulary (apps.tactics.talk_rules, apps.tactics.rules) is shared
with the message suggestions and left alone here; the library adjusts it for talks:

- TALK_ABOUT: phrases the talks use to describe a tactic that the shared vocabulary
  lacks, taken from the research's definitions and aliases (shared/research/tactics.json:
  smear campaign "spreading a distorted story ... so that you look cold"; blame reversal
  "you changed", "the one who caused the damage").
- ELSEWHERE: a word of the shared vocabulary that, in a talk, speaks of something else.
- A passage quoting a message speaks in the sender's voice (first_person): a talk
  narrating what the reader does ("You do not answer the phone") or what they do ("They
  remember how you were there") uses the same words without quoting anyone.
"""

import re

# Slug -> phrases (regular expressions, matched case-insensitively on word boundaries).
TALK_ABOUT: dict[str, tuple[str, ...]] = {
    "smear-campaign": (
        # Telling others a story about you: "They will tell people you were not who they
        # thought you were", "you are painted as the one who overreacted".
        r"(?:tell|tells|telling|told) (?:people|others|everyone|anyone|friends|family)",
        r"(?:painted|paint you|paints you|painting you) as",
        r"convince (?:others|people|everyone)",
        r"spinning to anyone",
    ),
    "blame-reversal": (
        # "They will say you changed", "you are the problem", "you are the villain".
        r"(?:say|says|said|saying|claim|claims|claimed) (?:that )?you(?: have|'ve)? changed",
        r"you(?: are|'re| were) the (?:problem|villain|bad guy|abuser)",
        r"darvo",
    ),
    "guilt-tripping": (
        # "That guilt becomes a leash", "guilt is a powerful hook"; "morally wrong for
        # leaving": "staying silent makes you heartless".
        r"guilt (?:is|becomes|became|as) (?:a|the|their) \w+",
        r"(?:make|makes|made|making) you (?:feel )?(?:like )?(?:heartless|selfish|cruel|the bad (?:guy|one|person))",
        r"moral pressure",
    ),
    "hot-and-cold": (
        # "Switching rapidly between roles ... trying whichever angle might work": "when
        # one method fails, they switch gears fast", "They just change how they do it".
        r"switch\w* gears",
        r"chang\w* how they do it",
        r"role switching|cycling tactics",
    ),
    # Names the research gives that the shared vocabulary lacks.
    "surveillance": (r"orbiting",),
    "flying-monkeys": (r"proxy contact|concern trolling",),
    "strategic-silence": (r"wait(?:s|ing)? you out",),
    "nostalgia-bait": (r"memory lane",),
}

# Slug -> a word of the shared vocabulary that, in a talk, belongs to something else.
# UNLESS: the word still counts when its sentence also has this.
ELSEWHERE: dict[str, str] = {
    # "They flip the narrative. Suddenly, you become the problem": blame reversal (the
    # research lists "flipping the narrative" as its alias); a smear is the story told
    # to others, which TALK_ABOUT names.
    "smear-campaign": r"flip\w* the (?:narrative|story)",
    # The talks replace voices, habits and thoughts ("their voice replaced your inner
    # voice", "replace you quickly ... to find a new mirror"); the tactic is the new
    # person shown off, which the vocabulary names ("dating someone new", "new partner").
    "triangulation": r"replac\w*",
}
UNLESS: dict[str, str] = {
    # "trying to replace you, trying to reestablish the same control with someone new".
    "triangulation": r"someone (?:new|else)|new (?:partner|relationship|supply|girlfriend|boyfriend|person)",
}

_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'll|i'd|me|my|we|we're|us|our)\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?\n]")


def compiled(phrases: tuple[str, ...] | str) -> re.Pattern[str]:
    alternatives = [phrases] if isinstance(phrases, str) else list(phrases)
    return re.compile(r"(?<!\w)(?:" + "|".join(f"(?:{p})" for p in alternatives) + r")(?!\w)", re.IGNORECASE)


def sentence_around(text: str, start: int) -> str:
    begin = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    end = _SENTENCE_END.search(text, start)
    return text[begin : end.start() if end else len(text)]


def sentence_has(pattern: re.Pattern[str], text: str, start: int) -> bool:
    return pattern.search(sentence_around(text, start)) is not None


def first_person(text: str, start: int) -> bool:
    """Whether the sentence around `start` speaks as "I" or "we" (a quoted message)."""
    return _FIRST_PERSON.search(sentence_around(text, start)) is not None


# "They are not texting you because they respect your boundary": what follows "not ...
# because" in a sentence is denied, up to a "but". A comma between the "not" and the
# "because" ends the denial ("When you do not reply, it is because you hold your boundary").
_NOT_BECAUSE = re.compile(r"\bnot\b(?:(?!\bbut\b)[^.!?,;\n])*\bbecause\b(?:(?!\bbut\b)[^.!?;\n])*$", re.IGNORECASE)


def denied_by_not_because(text: str, start: int) -> bool:
    """Whether the phrase at `start` follows a "not ... because" of its own sentence."""
    begin = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    return _NOT_BECAUSE.search(text, begin, start) is not None
