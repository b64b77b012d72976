"""Normalise text before the rules see it, keeping a map back to the original.

The rules are written once, in a plain form: straight quotes, single spaces, and
contractions spelled out ("i have changed", "do not", "you are"). This module turns
"I\u2019ve   changed" (curly apostrophe), "Ive changed" and "I have changed" into that
one form, and remembers for every character of the result which span of the original
it came from, so that a rule's match can be reported exactly as it appears in the text
the user pasted.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

# One character for one character, so indices do not move.
_CHARACTERS = str.maketrans(
    {
        "\u2018": "'",  # left single quote
        "\u2019": "'",  # right single quote (the usual curly apostrophe)
        "\u201a": "'",  # low single quote
        "\u201b": "'",  # reversed single quote
        "\u02bc": "'",  # modifier letter apostrophe
        "\u2032": "'",  # prime
        "\u00b4": "'",  # acute accent
        "`": "'",
        "\u201c": '"',  # left double quote
        "\u201d": '"',  # right double quote
        "\u201e": '"',  # low double quote
        "\u201f": '"',  # reversed double quote
        "\u00ab": '"',  # left guillemet
        "\u00bb": '"',  # right guillemet
        "\u2011": "-",  # non-breaking hyphen
    }
)

# Contractions and texting spellings, written out. Apostrophe-less forms are listed only
# where they cannot be another word ("ill", "id", "were", "its" are left alone).
_WORDS = {
    "i'm": "i am",
    "im": "i am",
    "i've": "i have",
    "ive": "i have",
    "i'll": "i will",
    "you're": "you are",
    "youre": "you are",
    "you've": "you have",
    "youve": "you have",
    "you'll": "you will",
    "we're": "we are",
    "we've": "we have",
    "weve": "we have",
    "we'll": "we will",
    "they're": "they are",
    "theyre": "they are",
    "they've": "they have",
    "theyve": "they have",
    "they'll": "they will",
    "he's": "he is",
    "she's": "she is",
    "it's": "it is",
    "that's": "that is",
    "thats": "that is",
    "what's": "what is",
    "whats": "what is",
    "there's": "there is",
    "here's": "here is",
    "who's": "who is",
    "let's": "let us",
    "can't": "cannot",
    "cant": "cannot",
    "won't": "will not",
    "ain't": "is not",
    "dont": "do not",
    "doesnt": "does not",
    "didnt": "did not",
    "isnt": "is not",
    "arent": "are not",
    "wasnt": "was not",
    "havent": "have not",
    "hasnt": "has not",
    "couldnt": "could not",
    "wouldnt": "would not",
    "shouldnt": "should not",
    "gonna": "going to",
    "wanna": "want to",
    "u": "you",
    "ur": "your",
    "'cause": "because",
    "cuz": "because",
    "coz": "because",
    "cos": "because",
    # "you'd" is nearly always "you would" in these messages ("thought you'd want to
    # know", "you'd still be stuck"); the same for the other persons.
    "you'd": "you would",
    "youd": "you would",
    "i'd": "i would",
    "we'd": "we would",
    "they'd": "they would",
    "he'd": "he would",
    "she'd": "she would",
    "would've": "would have",
    "could've": "could have",
    "should've": "should have",
    "must've": "must have",
    "he'll": "he will",
    "she'll": "she will",
    "wont": "will not",
    # Texting spellings.
    "pls": "please",
    "plz": "please",
    "ppl": "people",
    "idk": "i do not know",
    "dunno": "do not know",
    "ya": "you",
    "luv": "love",
    "wat": "what",
    "lemme": "let me",
    "gimme": "give me",
    "gotta": "got to",
    "tho": "though",
    "b4": "before",
    "who'd": "who would",
    "that'd": "that would",
    "bout": "about",
    # Dropped g: "thinkin", "missin".
    "thinkin": "thinking",
    "missin": "missing",
    "goin": "going",
    "doin": "doing",
    "sayin": "saying",
    "tryin": "trying",
    "talkin": "talking",
    "lookin": "looking",
    "feelin": "feeling",
    "comin": "coming",
    "nothin": "nothing",
    "somethin": "something",
    "hopin": "hoping",
    "waitin": "waiting",
    "betcha": "bet you",
    # Common enough to be left alone by the speller (spelling.py), so written out here.
    "urself": "yourself",
    "rember": "remember",
    "rmember": "remember",
    "gud": "good",
    "shud": "should",
    "wud": "would",
    "cud": "could",
    "jus": "just",
    "realy": "really",
    "rly": "really",
    "gona": "going to",
    "gunna": "going to",
    "sory": "sorry",
    "soz": "sorry",
    "bday": "birthday",
    "xmas": "christmas",
    "thx": "thanks",
    "ty": "thank you",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "2day": "today",
    "2nite": "tonight",
    "2moro": "tomorrow",
    "l8r": "later",
    "bc": "because",
    "bcos": "because",
    "tbh": "to be honest",
    "ngl": "not going to lie",
    "nvm": "never mind",
    "msg": "message",
    "txt": "text",
    "r": "are",
    "n": "and",
    "y": "why",
    "k": "ok",
    "kk": "ok",
    "okk": "ok",
    "abt": "about",
    "every1": "everyone",
    "some1": "someone",
    "any1": "anyone",
    "no1": "no one",
    "nobodys": "nobody is",
    "everybodys": "everybody is",
    "everyones": "everyone is",
    "shes": "she is",
    "hes": "he is",
    # "'s been" is "has been", not "is been".
    "he's been": "he has been",
    "she's been": "she has been",
    "it's been": "it has been",
    "that's been": "that has been",
    "there's been": "there has been",
    "who's been": "who has been",
    "he's not been": "he has not been",
    "she's not been": "she has not been",
    "it's not been": "it has not been",
}
_TOKENS = re.compile(
    r"(?P<space>\s+)"
    # Longest first, so "he's been" wins over "he's".
    r"|(?P<word>(?<![\w'])(?:" + "|".join(re.escape(w) for w in sorted(_WORDS, key=len, reverse=True)) + r")(?![\w']))"
    r"|(?P<nt>(?<![\w'])(?P<stem>[a-z]+)n't(?![\w']))"
    r"|(?P<are>(?<![\w'])r(?= (?:u|you|ya)\b))",
    re.IGNORECASE,
)
# With a speller: any other word too, so a typing slip can be put right ("chnaged").
_TOKENS_SPELLING = re.compile(_TOKENS.pattern + r"|(?P<other>(?<![\w'])[a-z]{4,}(?![\w']))", re.IGNORECASE)


@dataclass(frozen=True)
class Normalised:
    original: str
    text: str
    # For each character of `text`: where its source starts and ends in `original`.
    starts: list[int]
    ends: list[int]

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        return self.starts[start], self.ends[end - 1]


def _same_case(replacement: str, source: str) -> str:
    # Keep shouting visible: "DONT" becomes "DO NOT", not "do not"; "Im" becomes "I am".
    if source.isupper() and len(source) > 1:
        return replacement.upper()
    if source[:1].isupper():
        return replacement[:1].upper() + replacement[1:]
    return replacement


def _replacement(match: re.Match[str], speller: Callable[[str], str] | None) -> str:
    source = match.group(0)
    if match.group("space"):
        return " "
    if match.group("are"):
        return _same_case("are", source)
    if match.group("word"):
        return _same_case(_WORDS[source.lower()], source)
    if match.group("nt"):
        return match.group("stem") + (" NOT" if source.isupper() else " not")
    # Any other word (only with a speller): put right, then written out ("gona").
    corrected = speller(source) if speller else source
    return source if corrected == source else _same_case(_WORDS.get(corrected, corrected), source)


def normalise(original: str, speller: Callable[[str], str] | None = None) -> Normalised:
    """The plain form of `original`; `speller` (spelling.py) puts right typed words."""
    translated = original.translate(_CHARACTERS)
    tokens = _TOKENS if speller is None else _TOKENS_SPELLING
    pieces: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    position = 0
    for match in tokens.finditer(translated):
        a, b = match.span()
        source = match.group(0)
        replacement = _replacement(match, speller)
        if replacement == source:
            continue  # a word left as typed: copied one to one below
        if a > position:  # untouched text in between: one to one
            pieces.append(translated[position:a])
            starts.extend(range(position, a))
            ends.extend(range(position + 1, a + 1))
        pieces.append(replacement)
        starts.extend([a] * len(replacement))
        ends.extend([b] * len(replacement))
        position = b
    if position < len(translated):
        pieces.append(translated[position:])
        starts.extend(range(position, len(translated)))
        ends.extend(range(position + 1, len(translated) + 1))
    return Normalised(original=original, text="".join(pieces), starts=starts, ends=ends)
