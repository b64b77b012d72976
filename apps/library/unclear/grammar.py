"""Rules that read one sentence on its own: the words it has and their order."""

import itertools
import re

from apps.library.unclear.tokens import CONTENT, word_set, words_of
from apps.library.words import frequency

# A subject a sentence needs after an inverted auxiliary ("Are you ...", "Is it ...").
_SUBJECTS = word_set(
    "i you he she it we they there this that these those what who which the a an my your his her our their "
    "its someone something anyone anything everyone everything nobody nothing people"
)
_AUXILIARIES = word_set("is are was were has have does did can will would could should isn't aren't wasn't")
# Words that cannot follow a possessive or an article ("your in", "the because").
_DETERMINERS = word_set("a an the your my their our its")
_NOT_AFTER_DETERMINER = word_set(
    "a an the in on at of to from by is are was were be been am because and but or if when so than "
    "they you he she we i them him us me do does did will would can could should have has had this "
    "these those not"
)
# Words that make no sentence on their own ("And." "Them."); "Yes." "Why?" "Exactly." do.
_FRAGMENT_WORDS = word_set(
    "and but or of to in on at by for with from the a an them him her us me it they he she we i "
    "their your my our his its because than if"
)
# Doubled words that English does use ("had had", "that that").
_GOOD_DOUBLES = word_set("had that")
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
# A word said again across "or" ("no answer or answer"; "again and again" is English), or
# said twice between commas right after an article or a possessive, with no noun ("the
# subtle, subtle, where"). "so, so hard" has no comma after it, "Slowly, slowly, you heal"
# and "No, no, it's fine" no article before them, and "the very, very, very" is said three
# times on purpose.
_OR_DOUBLE = re.compile(r"\b([A-Za-z]+) or \1\b", re.IGNORECASE)
_COMMA_DOUBLE = re.compile(r"\b(?:the|a|an|your|their|my|our|his|her|its) ([A-Za-z]+), \1,(?! \1\b)", re.IGNORECASE)
# Verbs that take a person and then a clause: "they told you you could not".
_TELLING = word_set(
    "tell tells told telling show shows showed remind reminds reminded ask asks asked give gives gave convince "
    "convinced promise promised warn warned teach taught make makes made let lets"
)
_THINKING = word_set("believe believes think thinks assume assumes expect expects want wants mean means")
# After a comma only the base form: "that emotion, even if it's anger, means they care"
# has its subject before the aside.
_THINKING_BASE = word_set("believe think assume expect want mean")
_CLAUSE_THINKING = re.compile(r",\s+([a-z]+) (?:they|he|she|we|i)\b")
_CAN_DO_IS = re.compile(
    r"\b(?:they|you|we|he|she|i) (?:can|could|will|would|should|must|might) (?:\w+ )?\w+ (?:is|was)\b", re.IGNORECASE
)
_HEADS = word_set("what all least only thing things best most one first last that everything anything something way")
_PERSONS = word_set("they he she we i")
# A verb with -s opening a sentence takes an object right after it ("Opens the door");
# a plural noun opening one takes a verb ("Narcissists are ...").
# ("Signs that ..." and "Signs you are ..." open a noun with its clause.)
_OBJECTS = word_set("the a an them me him us your their my his our")
_NOT_VERBS = word_set(
    "sometimes perhaps always besides unless nevertheless thus towards afterwards yes thanks its this "
    "his hers yours ours theirs is was has does this its"
)
# Nouns as common as "mind" or "life" (Zipf 5.4) still fall below this.
_NOUN = 6.0


def lost_subject(words: list[str], sentence: str) -> bool:
    """An auxiliary opens a sentence that is not a question and no subject follows it."""
    if len(words) < 3 or sentence.rstrip("\"')").endswith("?"):
        return False
    first, second = words[0].lower(), words[1].lower()
    return first in _AUXILIARIES and words[0][0].isupper() and second not in _SUBJECTS and second != "not"


def verb_opening(words: list[str]) -> bool:
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


# A verb that takes another verb in -ing, opening a sentence in its -s form ("Starts
# leaking out"): its subject was lost. A plural noun before an -ing word is English
# ("Messages arriving at night."), so only these verbs count, and "-thing" is no verb.
_VERB_ING = re.compile(
    r"(?:Starts|Keeps|Begins|Stops|Continues|Quits|Avoids|Risks|Enjoys|Finishes|Resumes) (?![a-z]*thing\b)[a-z]{2,}ing\b"
)
# "Do not want", "Do not need": a command to want nothing is not English, the subject of
# "they do not want" was lost ("Do not just want a reaction."); "Do not expect ..." is a command.
_DO_NOT_WANT = re.compile(r"(?:(?:And|But|So) )?Do not (?:just |even )?(?:want|need)\b")


def do_not_want(sentence: str) -> bool:
    return bool(_DO_NOT_WANT.match(sentence))


def verb_ing_opening(sentence: str) -> bool:
    return bool(_VERB_ING.match(sentence))


def thinking_opening(words: list[str], sentence: str) -> bool:
    """A verb of thinking opens the sentence, or a clause after a comma, and a subject
    follows it: the subject before it was lost ("Believe they have a kind of hold over
    you.", "just because you are done with them, mean they are done with you")."""
    if len(words) >= 3 and words[0].lower() in _THINKING and words[1].lower() in _PERSONS:
        return True
    return any(m.group(1).lower() in _THINKING_BASE for m in _CLAUSE_THINKING.finditer(sentence))


def headless_clause(sentence: str) -> bool:
    """ "they can do is make sure": what a person can do needs a head before it ("the
    least they can do is", "all you can do is", "what we can do is")."""
    for match in _CAN_DO_IS.finditer(sentence):
        before = words_of(sentence[: match.start()])[-1:]
        if not before or before[0].lower() not in _HEADS:
            return True
    return False


def stutter(sentence: str) -> bool:
    """A word said twice with nothing between ("you you thought"), across "or" ("no answer
    or answer") or between two commas ("the subtle, subtle, where"); "so, so hard" is
    emphasis, "had had" English, and "tell you you are" a verb, its object and a subject."""
    for match in _DOUBLE.finditer(sentence):
        word = match.group(1).lower()
        before = words_of(sentence[: match.start()])[-1:]
        if word in _GOOD_DOUBLES or (word == "you" and before and before[0].lower() in _TELLING):
            continue
        return True
    return (" or " in sentence and bool(_OR_DOUBLE.search(sentence))) or (
        sentence.count(",") > 1 and bool(_COMMA_DOUBLE.search(sentence))
    )


def its_as_it_is(sentence: str) -> bool:
    """ "it's" written for "its": a noun and its verb follow ("it's mind does not")."""
    return any(
        frequency(m.group(1).lower()) < _NOUN and m.group(1).lower() not in _SUBJECTS for m in _ITS.finditer(sentence)
    )


def impossible_pair(words: list[str], sentence: str) -> bool:
    """A possessive or an article followed by a word that cannot follow it ("your in",
    "go a no contact"; "a no-contact order" is English), a possessive followed by an
    adjective and no noun ("their irreversible,"), or "if"/"because" followed by "is"."""
    lower = [w.lower() for w in words]
    pairs = itertools.pairwise(lower)
    return (
        any(a in _DETERMINERS and b in _NOT_AFTER_DETERMINER for a, b in pairs)
        or any(frequency(m.group(1).lower()) < CONTENT for m in _A_NO.finditer(sentence))
        or bool(_SUBORDINATE_BE.search(sentence) or _POSSESSIVE_ADJECTIVE.search(sentence))
    )


def lone_fragment(words: list[str], sentence: str) -> bool:
    return len(words) == 1 and words[0].lower() in _FRAGMENT_WORDS and sentence.endswith(".")


# Subject pronouns and the verb forms they cannot take ("you was", "they is", "he are"),
# read only where a clause starts: "part of you was", "all of you is" are English.
_DISAGREE = {
    "i": word_set("is are has does"),
    "you": word_set("is was has does am"),
    "we": word_set("is was has does am"),
    "they": word_set("is was has does am"),
    "he": word_set("are am"),  # "if he were", "that she have" are English
    "she": word_set("are am"),
}
# Not after "and" or "or": "Grandma and I are" is a subject of two.
_CLAUSE_OPENERS = word_set("but so because if when that while since although though")


def disagreement(words: list[str], sentence: str) -> bool:
    lower = [w.lower() for w in words]
    for i, (a, b) in enumerate(itertools.pairwise(lower)):
        if b in _DISAGREE.get(a, ()) and (i == 0 or lower[i - 1] in _CLAUSE_OPENERS):
            return True
    return False
