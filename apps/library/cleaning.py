"""Cleaning of raw transcripts: general rules, each a small function.

Every rule has two faces: `<rule>_edits(text) -> list[Edit]`, used by the pipeline so
that positions in the original file are kept (see text.TrackedText), and `<rule>(text)
-> str` for plain use and tests. No rule knows anything about one particular file.

The pipeline, in order (`clean`):
1. characters: invisible and control characters out; curly quotes and the ellipsis
   character to plain ASCII; dashes kept as punctuation, spaced when they join words;
   a question's spelled-out contraction put back ("Why is not this working?");
2. web boilerplate lines (navigation, "share this", comment prompts, cookie notices), and
   in a page of prose short lines off the page's subject ("Open in app") or shaped like
   furniture (a byline, a date, a count, "Label: value", separators, a button);
3. white space: runs of spaces to one, paragraphs kept;
4. garbled spans (nonsense words, stray characters of another script) and spoken
   boilerplate ("like and subscribe", a request to the audience that names the medium,
   a goodbye to the audience, talk about the channel or page itself: its schedule, its
   sponsor, its shop, its comments and links; see outros.py), talk about the session
   (opening, closing, thanks, apologies for the recording) and the speaker's short asides
   off the transcript's subject (see session.py);
5. speech-recognition loops: a phrase repeated inside a sentence, then sentences
   repeated (exactly or nearly) within a few sentences of each other, kept once.
"""

import re
from dataclasses import dataclass

from apps.library import garble, loops, outro_model
from apps.library.boilerplate import furniture_lines, is_boilerplate_line, is_spoken_boilerplate
from apps.library.session import asides, foreign
from apps.library.text import Edit, TrackedText, apply_edits, sentences

# Bump when a rule changes, so that `ingest_transcripts` cleans unchanged files again.
CLEANING_VERSION = 17


def _translate_edits(text: str, table: dict[str, str]) -> list[Edit]:
    return [Edit(i, i + 1, table[char]) for i, char in enumerate(text) if char in table]


_QUOTES = {
    "\u2018": "'",
    "\u2019": "'",
    "\u201a": "'",
    "\u201b": "'",
    "\u2032": "'",
    "\u02bc": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u201e": '"',
    "\u201f": '"',
    "\u2033": '"',
    "\u00ab": '"',
    "\u00bb": '"',
}
_HYPHENS = dict.fromkeys("\u2010\u2011\u2012\u2212", "-")
_LONG_DASHES = "\u2013\u2014\u2015"
_ELLIPSIS = {"\u2026": "..."}


def normalise_quotes_edits(text: str) -> list[Edit]:
    return _translate_edits(text, _QUOTES)


def normalise_dashes_edits(text: str) -> list[Edit]:
    """Hyphen look-alikes become "-". En and em dashes are punctuation and stay; one that
    joins two words with no space ("narcissist\u2014that") gets a space either side, so
    the words are not run together. An en dash between digits (1990\u20132000) stays."""
    edits = _translate_edits(text, _HYPHENS)
    for i, char in enumerate(text):
        if char not in _LONG_DASHES:
            continue
        before, after = text[i - 1 : i], text[i + 1 : i + 2]
        if before.isdigit() and after.isdigit() and char == "\u2013":
            continue
        if before.isalnum() or after.isalnum():
            left = " " if before and not before.isspace() else ""
            right = " " if after and not after.isspace() else ""
            edits.append(Edit(i, i + 1, f"{left}\u2014{right}"))
    return edits


def normalise_ellipsis_edits(text: str) -> list[Edit]:
    return _translate_edits(text, _ELLIPSIS)


_NEGATED = {
    "is": "isn't",
    "are": "aren't",
    "was": "wasn't",
    "were": "weren't",
    "do": "don't",
    "does": "doesn't",
    "did": "didn't",
    "have": "haven't",
    "has": "hasn't",
    "had": "hadn't",
    "can": "can't",
    "could": "couldn't",
    "would": "wouldn't",
    "will": "won't",
    "should": "shouldn't",
}
# A question that opens with a negated verb ("Why is not this working?", "And are not
# they tired?"): a conjunction and a question word may come first.
_INVERTED_NOT = re.compile(
    r"(?:(?:so|but|and|or|then)\s+)?(?:(?:why|how|what|where|when|who)\s+)?"
    rf"({'|'.join(_NEGATED)}) not (this|that|these|those|he|she|it|they|you|we|I|there)\b",
    re.IGNORECASE,
)


def restore_question_contractions_edits(text: str) -> list[Edit]:
    """A question whose contraction a transcript spelled out ("Why is not this working?",
    "Are not they tired?") reads as garble; it gets its contraction back ("Why isn't this
    working?"). Only a question that opens with the verb, or with a question word and
    the verb: "They were not that bad." and "What he did not say?" stay as they are."""
    edits = []
    for sentence in sentences(text):
        body = text[sentence.start : sentence.end]
        match = _INVERTED_NOT.match(body)
        if not match or not body.rstrip("\"'").endswith("?"):
            continue
        verb = match.group(1)
        contracted = _NEGATED[verb.lower()]
        contracted = contracted.capitalize() if verb[0].isupper() else contracted
        start = sentence.start + match.start(1)
        edits.append(Edit(start, sentence.start + match.end(), f"{contracted} {match.group(2)}"))
    return edits


def _is_invisible(char: str) -> bool:
    code = ord(char)
    if char in "\n\t":
        return False
    return (
        code < 0x20
        or 0x7F <= code < 0xA0
        or char in "\u00ad\u200b\u200c\u200d\u2060\ufeff\ufffd"
        or 0xE000 <= code <= 0xF8FF  # private use
    )


def strip_invisible_edits(text: str) -> list[Edit]:
    """Control, zero-width, byte-order-mark and private-use characters go; a carriage
    return becomes a line break (or goes, before one) and a no-break space a space."""
    edits = []
    for i, char in enumerate(text):
        if char == "\r":
            nxt = text[i + 1 : i + 2]
            edits.append(Edit(i, i + 1, "" if nxt == "\n" else "\n"))
        elif char in "\u00a0\u2000\u2001\u2002\u2003\u2007\u2008\u2009\u202f\u3000":
            edits.append(Edit(i, i + 1, " "))
        elif _is_invisible(char):
            edits.append(Edit(i, i + 1))
    return edits


_CLASSIFIED_LINE = 12  # words: a longer line is a paragraph, judged sentence by sentence
# A line that does not end as a sentence is judged alone up to this length: left in, it
# would be joined to the line below as hard-wrapped text is, and a sentence judged later
# would take the real words below it along ("Page last reviewed: 21 June 2023 · Next
# review due: 21 June 2026" and the sentence after it).
_CLASSIFIED_FRAGMENT = 20


def remove_boilerplate_lines_edits(text: str) -> list[Edit]:
    """Whole lines that are web page furniture, with their line break: by their words, by
    their place in a page of prose (boilerplate.furniture_lines), or, for a short line, by
    the classifier when it is sure (outro_model)."""
    edits, position = [], 0
    lines = text.split("\n")
    by_place = furniture_lines(lines)
    alien = foreign(lines)
    for index, line in enumerate(lines):
        end = position + len(line)
        words = len(line.split())
        ended = line.rstrip().endswith((".", "!", "?", '"'))
        short = 0 < words <= (_CLASSIFIED_LINE if ended else _CLASSIFIED_FRAGMENT)
        classified = short and outro_model.is_outro(line, foreign=index in alien)
        if is_boilerplate_line(line) or index in by_place or classified:
            edits.append(Edit(position, min(end + 1, len(text))))
        position = end + 1
    return edits


def normalise_whitespace_edits(text: str) -> list[Edit]:
    """Spaces and tabs collapse to one space; spaces at the ends of lines and of the
    text go. A line break after a sentence's end, or several line breaks, make a
    paragraph break ("\\n\\n"); a single line break inside a sentence (hard-wrapped
    text) becomes a space."""
    edits = []
    for match in re.finditer(r"[ \t]*\n[ \t\n]*|[ \t]{2,}|\t", text):
        start, end = match.span()
        chunk = match.group(0)
        if start == 0 or end == len(text):
            edits.append(Edit(start, end))
        elif "\n" not in chunk:
            edits.append(Edit(start, end, " "))
        else:
            paragraph = chunk.count("\n") > 1 or text[start - 1] in ".!?\"':)"
            replacement = "\n\n" if paragraph else " "
            if chunk != replacement:
                edits.append(Edit(start, end, replacement))
    return edits


def tidy_edits(text: str) -> list[Edit]:
    """After removals: no doubled spaces, no space before punctuation, no empty
    paragraph, nothing but text at the ends."""
    edits = [Edit(m.start(), m.end(), m.group(1)) for m in re.finditer(r" +([.,;:!?])(?=\s|$)", text)]
    edits += normalise_whitespace_edits(text)
    return edits


def remove_spoken_boilerplate_edits(text: str) -> list[Edit]:
    """Sentences about the recording or the session (boilerplate.is_spoken_boilerplate, or
    the classifier when it is sure: outro_model), and the speaker's short asides off the
    transcript's subject (session.asides)."""
    spans = sentences(text)
    texts = [text[s.start : s.end] for s in spans]
    alien = foreign(texts)
    aside = asides(texts, alien)
    return [
        Edit(s.start, s.end)
        for index, (s, said) in enumerate(zip(spans, texts, strict=True))
        if index in aside or is_spoken_boilerplate(said) or outro_model.is_outro(said, foreign=index in alien)
    ]


@dataclass
class Cleaned:
    tracked: TrackedText
    repeats_removed: int
    junk_removed: int

    @property
    def text(self) -> str:
        return self.tracked.text


def clean(original: str) -> Cleaned:
    """Run every rule over a raw transcript, keeping the map to the original."""
    tracked = TrackedText.from_original(original)
    for rule in (
        strip_invisible_edits,
        normalise_quotes_edits,
        normalise_dashes_edits,
        normalise_ellipsis_edits,
        restore_question_contractions_edits,
    ):
        tracked = tracked.apply(rule(tracked.text))

    junk = remove_boilerplate_lines_edits(tracked.text)
    tracked = tracked.apply(junk)
    tracked = tracked.apply(normalise_whitespace_edits(tracked.text))
    junk_removed = len(junk)

    for rule in (garble.remove_garbled_edits, remove_spoken_boilerplate_edits):
        junk = rule(tracked.text)
        tracked = tracked.apply(junk)
        tracked = tracked.apply(tidy_edits(tracked.text))
        junk_removed += len(junk)

    repeats_removed = 0
    for rule in (
        loops.collapse_phrase_loops_edits,
        loops.collapse_repeated_sentences_edits,
    ):
        repeats = rule(tracked.text)
        tracked = tracked.apply(repeats)
        tracked = tracked.apply(tidy_edits(tracked.text))
        repeats_removed += len(repeats)
    return Cleaned(tracked, repeats_removed=repeats_removed, junk_removed=junk_removed)


# Plain string versions of each rule, for use on their own and in tests.
def _plain(rule):
    def run(text: str) -> str:
        return apply_edits(text, rule(text))

    run.__doc__ = rule.__doc__
    return run


strip_invisible = _plain(strip_invisible_edits)
normalise_quotes = _plain(normalise_quotes_edits)
normalise_dashes = _plain(normalise_dashes_edits)
normalise_ellipsis = _plain(normalise_ellipsis_edits)
restore_question_contractions = _plain(restore_question_contractions_edits)
normalise_whitespace = _plain(normalise_whitespace_edits)
remove_boilerplate_lines = _plain(remove_boilerplate_lines_edits)
remove_spoken_boilerplate = _plain(remove_spoken_boilerplate_edits)
remove_garbled = _plain(garble.remove_garbled_edits)
collapse_phrase_loops = _plain(loops.collapse_phrase_loops_edits)
collapse_repeated_sentences = _plain(loops.collapse_repeated_sentences_edits)
