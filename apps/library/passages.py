"""Splitting a cleaned transcript into passages: a few sentences each, traceable.

A passage closes on a sentence boundary once it holds at least MIN_CHARS characters and
either MAX_SENTENCES sentences, a paragraph break, or one more sentence would take it past
MAX_CHARS. A short last passage joins the one before. Each passage keeps the span of the
original file it was cleaned from.
"""

from dataclasses import dataclass

from apps.library.text import Sentence, TrackedText, sentences

MIN_CHARS = 300
MAX_CHARS = 700
MAX_SENTENCES = 5


@dataclass(frozen=True)
class PassageDraft:
    ordinal: int  # 1-based position in the transcript
    text: str  # cleaned
    start: int  # span of the original text
    end: int


def _groups(text: str, all_sentences: list[Sentence]) -> list[list[Sentence]]:
    groups: list[list[Sentence]] = []
    current: list[Sentence] = []
    for sentence in all_sentences:
        if current:
            size = current[-1].end - current[0].start
            grown = sentence.end - current[0].start
            new_paragraph = "\n" in text[current[-1].end : sentence.start]
            if size >= MIN_CHARS and (grown > MAX_CHARS or len(current) >= MAX_SENTENCES or new_paragraph):
                groups.append(current)
                current = []
        current.append(sentence)
    if current:
        last_size = current[-1].end - current[0].start
        if groups and last_size < MIN_CHARS // 2:
            groups[-1].extend(current)
        else:
            groups.append(current)
    return groups


def split_passages(tracked: TrackedText) -> list[PassageDraft]:
    text = tracked.text
    drafts = []
    for ordinal, group in enumerate(_groups(text, sentences(text)), start=1):
        start, end = group[0].start, group[-1].end
        original_start, original_end = tracked.original_span(start, end)
        drafts.append(
            PassageDraft(
                ordinal=ordinal,
                text=text[start:end],
                start=original_start,
                end=original_end,
            )
        )
    return drafts
