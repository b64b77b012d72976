"""The reply check: flags in a draft reply, each with the words that raised it, and a
brief, informative, friendly and firm shape for the reply (the BIFF pattern), with a
one-line grey-rock alternative. Pure functions: nothing is stored, nothing is sent.

How it works, in the order a person could redo it by hand:
1. The draft is normalised as the tactic suggestions do (apps/tactics/normalise.py)
   and cut into sentences, and each sentence into clauses (at commas, semicolons and
   the words "but", "and", "so" after a comma, and at "because").
2. Each flag's phrase rules (rules.py) are matched in each sentence; a rule marked as
   a question counts only in a sentence that ends with "?". The words a rule matched
   are reported as they appear in the draft.
3. Length counts the words and sentences.
4. The reply's shape keeps the clauses no rule flagged (the informative part), drops
   the rest, and puts a friendly opening before them and a firm close after them.
"""

import itertools
import re
from dataclasses import dataclass

from apps.tactics.normalise import Normalised, normalise

from .rules import MAX_SENTENCES, MAX_WORDS, RULES, Q

FLAGS: dict[str, tuple[str, str]] = {
    # slug: (name, what to do instead)
    "justifying": (
        "Justifying, arguing, defending or explaining",
        "You don't owe reasons. Each one gives them something new to dispute.",
    ),
    "feelings": (
        "Sharing your feelings",
        "Your feelings are real and they matter. Keep them for people who are safe with them.",
    ),
    "questions": (
        "Questions that invite more contact",
        "A question asks for an answer, and an answer keeps the exchange going.",
    ),
    "apology": (
        "Apologising or softening",
        "Being clear is not rude. You can be polite without asking for permission.",
    ),
    "length": (
        "Longer than it needs to be",
        "A few short sentences are enough. The more you write, the more there is to react to.",
    ),
}
FRIENDLY = "Thanks for your message."
FIRM = "I won't be discussing anything else about this."
GREY_ROCK = "Noted."
MISSING_FACT = "[The one fact they need: a time, a place, a yes or a no.]"
MAX_KEPT = 4  # clauses kept in the shape: brief first


@dataclass(frozen=True)
class Flag:
    slug: str
    name: str
    advice: str
    triggers: tuple[str, ...]  # the draft's own words (or, for length, the counts)


@dataclass(frozen=True)
class ReplyCheck:
    flags: tuple[Flag, ...]
    words: int
    sentences: int
    kept: tuple[str, ...]  # the clauses the shape keeps, as sentences
    greeting: str  # "Hi Dad," when the draft opened with one
    biff: str  # the whole reply in the BIFF shape
    grey_rock: str

    @property
    def slugs(self) -> tuple[str, ...]:
        return tuple(flag.slug for flag in self.flags)

    @property
    def clean(self) -> bool:
        return not self.flags


def _plain(pattern: str) -> re.Pattern[str]:
    return re.compile(r"(?<!\w)(?:" + pattern + r")(?!\w)")


_COMPILED: dict[str, tuple[list[re.Pattern[str]], list[re.Pattern[str]]]] = {
    slug: (
        [_plain(p) for p in patterns if not p.startswith(Q)],
        [_plain(p.removeprefix(Q)) for p in patterns if p.startswith(Q)],
    )
    for slug, patterns in RULES.items()
}
_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|\n|$)")
_CLAUSE = re.compile(r",\s*(?=(?:but|and|so|though|although)\b)|;\s*|,\s+|\s+(?=because\b)|\s+(?=but\b)")
_WORD = re.compile(r"[^\W_]+(?:['\u2019-][^\W_]+)*")
_GREETING = re.compile(r"^\s*((?:hi|hello|hey|dear|morning|evening)\b[^,.!?\n]{0,30})[,.!]?\s*", re.IGNORECASE)
_THANKS = re.compile(r"\b(?:thanks|thank you|got your message|received)\b", re.IGNORECASE)
_LEAD = re.compile(r"^(?:but|and|so|though|although|also|anyway|well|ok|okay|look)\b[,\s]*", re.IGNORECASE)


@dataclass(frozen=True)
class _Span:
    start: int
    end: int


def _spans(pattern: re.Pattern[str], text: str) -> list[_Span]:
    return [_Span(*m.span()) for m in pattern.finditer(text) if m.end() > m.start()]


def _sentences(text: str) -> list[_Span]:
    return [_Span(*m.span()) for m in _SENTENCE.finditer(text) if m.group().strip()]


def _matches(norm: Normalised, lowered: str) -> dict[str, list[_Span]]:
    """Each flag's matches in the normalised text (positions in it)."""
    found: dict[str, list[_Span]] = {}
    sentences = _sentences(lowered)
    for slug, (plain, asking) in _COMPILED.items():
        spans = [span for pattern in plain for span in _spans(pattern, lowered)]
        for sentence in sentences:
            if lowered[sentence.start : sentence.end].rstrip().endswith("?"):
                part = lowered[sentence.start : sentence.end]
                spans += [
                    _Span(sentence.start + s.start, sentence.start + s.end) for p in asking for s in _spans(p, part)
                ]
        if spans:
            found[slug] = sorted(spans, key=lambda s: s.start)
    return found


def _triggers(norm: Normalised, spans: list[_Span]) -> tuple[str, ...]:
    seen: dict[str, str] = {}
    for span in spans:
        start, end = norm.original_span(span.start, span.end)
        words = norm.original[start:end]
        seen.setdefault(words.casefold(), words)
    return tuple(seen.values())


def _length(words: int, sentences: int) -> tuple[str, ...]:
    reasons = []
    if words > MAX_WORDS:
        reasons.append(f"{words} words")
    if sentences > MAX_SENTENCES:
        reasons.append(f"{sentences} sentences")
    return tuple(reasons)


def _as_sentence(clause: str) -> str:
    clause = _LEAD.sub("", clause.strip().strip(",;:-\u2013 ")).strip()
    if not clause:
        return ""
    clause = clause[0].upper() + clause[1:]
    return clause if clause[-1] in ".!?" else clause + "."


def _kept_clauses(norm: Normalised, lowered: str, flagged: list[_Span], start: int) -> list[str]:
    """The clauses of the draft (from `start`) that no rule flagged, in the draft's words."""
    kept: list[str] = []
    for sentence in _sentences(lowered):
        if sentence.end <= start:
            continue
        if lowered[sentence.start : sentence.end].rstrip().endswith("?"):
            asks = any(s.start < sentence.end and s.end > sentence.start for s in flagged)
            if asks:
                continue
        begin = max(sentence.start, start)
        cuts = [begin, *(begin + m.start() for m in _CLAUSE.finditer(lowered[begin : sentence.end])), sentence.end]
        for a, b in itertools.pairwise(cuts):
            if lowered[a:b].lstrip(" ,;").startswith("because"):
                break  # a reason: the rest of the sentence goes with it
            if b <= a or any(s.start < b and s.end > a for s in flagged):
                continue
            o_start, o_end = norm.original_span(a, b)
            sentence_text = _as_sentence(norm.original[o_start:o_end])
            if sentence_text and _WORD.search(sentence_text):
                kept.append(sentence_text)
    return kept


def _with_line_breaks(norm: Normalised, text: str) -> str:
    """`text` (as long as norm.text) with a line break wherever normalising turned one
    into a space: a line ends a sentence, and no rule reads across it."""
    chars = list(text)
    for i, char in enumerate(chars):
        if char == " " and "\n" in norm.original[norm.starts[i] : norm.ends[i]]:
            chars[i] = "\n"
    return "".join(chars)


def check_reply(draft: str) -> ReplyCheck:
    """The flags in a draft reply and a reply in the BIFF shape. The draft is read as
    plain text (the view has already turned any pasted markup into text)."""
    norm = normalise(draft or "")
    lowered = _with_line_breaks(norm, norm.text.lower() if len(norm.text.lower()) == len(norm.text) else norm.text)
    words = len(_WORD.findall(norm.original))
    sentences = len([s for s in _sentences(norm.original) if _WORD.search(norm.original[s.start : s.end])])
    matched = _matches(norm, lowered)
    flags = [Flag(slug, *FLAGS[slug], _triggers(norm, matched[slug])) for slug in FLAGS if slug in matched]
    if reasons := _length(words, sentences):
        flags.append(Flag("length", *FLAGS["length"], reasons))
    greeting_match = _GREETING.match(norm.text)
    greeting, body_start = "", 0
    if greeting_match:
        o_start, o_end = norm.original_span(greeting_match.start(1), greeting_match.end(1))
        greeting = norm.original[o_start:o_end].strip() + ","
        body_start = greeting_match.end()
    flagged = [span for spans in matched.values() for span in spans]
    # A clause cut by "because" loses the reason too: mark from "because" to the clause's end.
    kept = tuple(_kept_clauses(norm, lowered, flagged, body_start)[:MAX_KEPT])
    engaging = bool(set(matched) & {"justifying", "questions", "feelings"})
    thanked = any(_THANKS.search(clause) for clause in kept)
    friendly = "" if thanked else FRIENDLY
    opening = friendly
    if greeting:
        opening = f"{greeting} {friendly[:1].lower()}{friendly[1:]}" if friendly else greeting
    parts = [opening, *(kept or [MISSING_FACT]), FIRM if engaging else ""]
    return ReplyCheck(
        flags=tuple(flags),
        words=words,
        sentences=sentences,
        kept=kept,
        greeting=greeting,
        biff=" ".join(part for part in parts if part),
        grey_rock=GREY_ROCK,
    )
