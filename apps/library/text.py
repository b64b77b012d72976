"""Text that remembers where it came from, and the small tools the cleaning rules share.

Every cleaning rule is written as a function that returns *edits* (replace text[start:end]
with a string). `apply_edits` turns them into a new string; `TrackedText.apply` does the
same while keeping, for each character of the cleaned text, its index in the original
file (a Python str index of the decoded text). That map is how every passage is traced
back to its source.
"""

import re
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Edit:
    start: int
    end: int
    replacement: str = ""


def _sorted_disjoint(edits: Iterable[Edit]) -> list[Edit]:
    """Edits sorted by position; an edit overlapping an earlier one is dropped."""
    result: list[Edit] = []
    for edit in sorted(edits):
        if result and edit.start < result[-1].end:
            continue
        result.append(edit)
    return result


def apply_edits(text: str, edits: Iterable[Edit]) -> str:
    parts, position = [], 0
    for edit in _sorted_disjoint(edits):
        parts.append(text[position : edit.start])
        parts.append(edit.replacement)
        position = edit.end
    parts.append(text[position:])
    return "".join(parts)


class TrackedText:
    """A text and, for each character, the index of the original character it came from.

    `origin` has one more entry than the text: the position just past its end.
    Replacement characters map to the start of the span they replaced.
    """

    def __init__(self, text: str, origin: list[int]) -> None:
        assert len(origin) == len(text) + 1
        self.text = text
        self.origin = origin

    @classmethod
    def from_original(cls, original: str) -> "TrackedText":
        return cls(original, list(range(len(original) + 1)))

    def apply(self, edits: Iterable[Edit]) -> "TrackedText":
        parts: list[str] = []
        origin: list[int] = []
        position = 0
        for edit in _sorted_disjoint(edits):
            parts.append(self.text[position : edit.start])
            origin.extend(self.origin[position : edit.start])
            parts.append(edit.replacement)
            origin.extend([self.origin[edit.start]] * len(edit.replacement))
            position = edit.end
        parts.append(self.text[position:])
        origin.extend(self.origin[position:])
        return TrackedText("".join(parts), origin)

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """The span of the original text that text[start:end] was cleaned from."""
        if end <= start:
            return self.origin[start], self.origin[start]
        return self.origin[start], self.origin[end - 1] + 1


# Words: letters and digits, with inner apostrophes ("don't", "it's").
_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)*")


@dataclass(frozen=True)
class Token:
    start: int
    end: int
    norm: str


def tokens(text: str, start: int = 0, end: int | None = None) -> list[Token]:
    """Words of text[start:end], lower-cased, with their positions in text."""
    end = len(text) if end is None else end
    return [Token(m.start(), m.end(), m.group(0).lower()) for m in _WORD.finditer(text, start, end)]


def norm_words(text: str) -> list[str]:
    return [token.norm for token in tokens(text)]


@dataclass(frozen=True)
class Sentence:
    start: int
    end: int
    # Ends with . ! or ? (a run-on split or a heading-like line does not).
    terminal: bool
    # Split from the next sentence only by a capitalised sentence opener, with no
    # punctuation in between: a boundary speech recognition forgot.
    run_on: bool


# Short words that end in a full stop without ending the sentence.
_ABBREVIATIONS_TEXT = "mr mrs ms dr prof st vs etc eg ie e.g i.e jr sr no fig approx"
_ABBREVIATIONS = frozenset(_ABBREVIATIONS_TEXT.split())
# Sentence ends: . ! ? before a space, or a full stop, exclamation or question mark of
# another script (CJK, Devanagari, Arabic), which needs no space after it.
_WIDE_ENDS = "\u3002\uff01\uff1f\uff61\uff0e\u0964\u06d4\u061f"
_END = re.compile(rf"[.!?]+[\"')\]]*(?=\s)|[{_WIDE_ENDS}]+[\"')\]\u300d\u300f]*")
# A capitalised opener in the middle of a line, after a lower-case word or a comma:
# speech recognition sometimes drops the full stop before it.
_OPENERS = (
    "They|You|We|He|She|The|But|And|So|Therefore|However|Because|When|If|This|That|"
    "There|What|Then|It|It's|My|Your|Our|Their|His|Her"
)
_RUN_ON = re.compile(rf"(?<=[a-z,])\s+(?=(?:{_OPENERS})\b(?!['-]?[A-Z]))")
_PARAGRAPH = re.compile(r"[^\n]+")
_TERMINAL = re.compile(rf"[.!?{_WIDE_ENDS}][\"')\]\u300d\u300f]*$")


_NAMED_LETTER = re.compile(r"(?:\b(?:and|or|plan|option|point|grade|type|vitamin)|&) [A-Za-z]$")


def _is_abbreviation(text: str, dot: int) -> bool:
    window = max(0, dot - 12)
    match = re.search(r"([A-Za-z.]+)$", text[window:dot])
    if not match:
        return False
    word = match.group(1).lower().rstrip(".")
    if text[window + match.start(1) - 1 : window + match.start(1)] == "'":
        return False  # the "s" of "everyone's." is no initial
    if len(word) == 1 and _NAMED_LETTER.search(text[window:dot]):
        return False  # "Q and A.", "plan B." end a sentence
    # An initial is a capital ("J. Smith"); "a." ends a sentence, as in a junk line's last word.
    return word in _ABBREVIATIONS or (len(word) == 1 and match.group(1)[0].isupper())


def _split_points(text: str, start: int, end: int) -> list[tuple[int, int, bool]]:
    """(end of a sentence, start of the next, run-on?) inside one paragraph."""
    points = []
    for match in _END.finditer(text, start, end):
        if match.group(0) == "." and _is_abbreviation(text, match.start()):
            continue
        nxt = match.end()
        while nxt < end and text[nxt].isspace():
            nxt += 1
        if nxt < end:
            points.append((match.end(), nxt, False))
    for match in _RUN_ON.finditer(text, start, end):
        points.append((match.start(), match.end(), True))
    points.sort()
    return points


def sentences(text: str) -> list[Sentence]:
    """Sentences of a text, paragraph by paragraph, as spans without outer spaces."""
    result = []
    for paragraph in _PARAGRAPH.finditer(text):
        position = paragraph.start()
        points = _split_points(text, *paragraph.span())
        for stop, nxt, run_on in [*points, (paragraph.end(), paragraph.end(), False)]:
            if stop < position:  # two rules found the same boundary
                continue
            span = text[position:stop]
            if span.strip():
                left = len(span) - len(span.lstrip())
                body = span.strip()
                result.append(
                    Sentence(
                        start=position + left,
                        end=position + left + len(body),
                        terminal=bool(_TERMINAL.search(body)),
                        run_on=run_on,
                    )
                )
            position = nxt
    return result
