"""The phrase rules: which wording in a message suggests which tactic.

Each tactic has a tuple of regular expressions, read top to bottom like a list of
phrases, grouped in families of wording with a comment each. They are matched against
the *normalised*, lowercased text (see normalise.py), so write them in that form:

- lowercase only (the matcher lowercases the text; a test checks the rules);
- straight quotes and apostrophes, single spaces;
- contractions spelled out: "i am", "i have", "do not", "cannot", "you are", "you would";
- texting spellings already written out: "u" is "you", "ur" is "your", "pls" is
  "please", "r u" is "are you", "idk" is "i do not know".

Every pattern is wrapped in word boundaries, so "rage" does not fire inside "average".
A pattern that starts with (?#raw) is used as written, on the text with its capitals
and case-insensitively unless it says otherwise (for emoji, hashtags and shouting); one
that starts with (?#message-only) is left out when tagging a talk (tag_passage).
A phrase may appear under two tactics when the wording really carries both.

Write families, not sentences: the structure of the wording ("after + years", "your +
relative + misses you", "i + was + at your + place") rather than one message seen once.
Sources: the four talks (research/tactics.json quotes) and everyday wording of these
messages. A suggestion is only a suggestion: nothing is tagged without the user.
"""

from . import (
    baiting,
    blame_reversal,
    breadcrumbing,
    devaluation,
    fake_apology,
    flying_monkeys,
    gaslighting,
    guilt_tripping,
    hoovering,
    hot_and_cold,
    love_bombing,
    nostalgia_bait,
    pity_play,
    projection,
    rage,
    showing_up,
    smear_campaign,
    strategic_silence,
    surveillance,
    timed_contact,
    triangulation,
    vague_posting,
)
from .danger import DANGER, NOT_DANGER, TURNING_UP
from .self_harm import NOT_SELF_HARM, SELF_HARM, SELF_HARM_SIGNS, TIED_TO_YOU

__all__ = [
    "DANGER",
    "HOSTILE",
    "NOT_DANGER",
    "NOT_SELF_HARM",
    "RULES",
    "SELF_HARM",
    "SELF_HARM_SIGNS",
    "TIED_TO_YOU",
    "TURNING_UP",
    "WARM",
]

# Every tactic, in display order (the same slugs as the Tactic rows), with its module.
RULES: dict[str, tuple[str, ...]] = {
    "hoovering": hoovering.RULES,
    "baiting": baiting.RULES,
    "vague-posting": vague_posting.RULES,
    "surveillance": surveillance.RULES,
    "guilt-tripping": guilt_tripping.RULES,
    "pity-play": pity_play.RULES,
    "smear-campaign": smear_campaign.RULES,
    "flying-monkeys": flying_monkeys.RULES,
    "triangulation": triangulation.RULES,
    "breadcrumbing": breadcrumbing.RULES,
    "strategic-silence": strategic_silence.RULES,
    "love-bombing": love_bombing.RULES,
    "fake-apology": fake_apology.RULES,
    "gaslighting": gaslighting.RULES,
    "blame-reversal": blame_reversal.RULES,
    "timed-contact": timed_contact.RULES,
    "showing-up": showing_up.RULES,
    "nostalgia-bait": nostalgia_bait.RULES,
    "rage": rage.RULES,
    "projection": projection.RULES,
    "devaluation": devaluation.RULES,
    "hot-and-cold": hot_and_cold.RULES,
}

# When a warm rule and a hostile rule both fire on one message, the matcher also
# suggests "hot-and-cold" (the switch itself is the tactic), with both triggers.
# Hoovering is left out of the warm side: "call me back" beside an insult is rage.
WARM = ("love-bombing", "fake-apology", "nostalgia-bait")
HOSTILE = ("rage", "devaluation")
