"""Garbled spans: words nobody said, left by speech recognition or a bad copy.

A *junk word* is one no English word list knows, or one of an odd shape:
- in an English text, a word that wordfreq's English list has never seen and that is not
  made of known parts (words.is_known): "romplizarras", "amusion", made-up words that
  look like English; a capitalised word inside a sentence is a name ("Pontarddulais"),
  never junk by this test;
- letters and digits run together inside a word ("feeling2002friendly");
- letters of another script inside a text written in the Latin alphabet (CJK, Cyrillic);
- in a text that is almost all plain ASCII, a letter with an unusual diacritic (an
  ogonek, a caron, a double acute: "exąmple"); é, ü, ñ and the like stay;
- in a mostly lower-case text, a long word in capitals ("WXYZQUOTA");
- a long word with no vowel at all.

What goes: the clause holding a junk word when the rest of its sentence stands on its own
(at least four words), otherwise the whole sentence. Garbled speech comes in bursts, so
short filler between two garbled ones (at most two apart; six words or fewer, none of
them less common), a run-on fragment next to them and a one- or two-word
interjection beside them go with them. What is left of a junk block goes too: after a
garbled sentence, short sentences off the subject up to the fragment that runs the block
back into the talk ("My courage has no answer or answer. No time for later. My purpose is
Isaac, Therefore, I dive into a more different serious You do not need them ..."). A
recording's unrelated outro goes too: when nothing after a garbled sentence is on the
text's subject ("Let's get started. Push the magnet back up."), and it is short (up to
eight sentences, and beyond four only short ones: a talk that goes on is not an outro).
A sentence sharing one word with the talk is on its subject only when that word is at
least half of its less common words ("Hoover under the sofa cushions." is not). A closing
sentence on the subject always stays, and so does everything before it. Every other
sentence stays.
"""

import itertools
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass

from apps.library.text import Edit, Sentence, sentences, tokens
from apps.library.words import english_share, frequency, is_known

_MIXED = re.compile(r"[^\W\d_]{2,}\d+[^\W\d_]{2,}")
# Diacritics an English text borrows with ordinary loanwords (café, naïve, señor).
_COMMON_MARKS = frozenset("\u0300\u0301\u0302\u0303\u0308\u0327\u030a")
_VOWELS = frozenset("aeiouy")
_NEAR = 2  # garbled sentences at most this far apart form one span
_SHORT = 6  # words
_OUTRO = 8  # sentences: more after a garbled span are the talk going on, not its outro
_OUTRO_ANY = 4  # sentences: an outro this short may hold long ones; a longer one holds only short ones
_OUTRO_WORDS = 15
_BLOCK_WORDS = 8  # words: a longer sentence after a garbled one is speech, not the rest of its block
_ENGLISH = 0.9  # share of words wordfreq knows, above which a text is judged English
# Words below this Zipf value carry a sentence's topic ("magnet", "degree", "boundary").
_TOPIC_WORD = 4.5


@dataclass(frozen=True)
class Profile:
    """What is ordinary in this text."""

    latin: bool  # written in the Latin alphabet
    ascii: bool  # almost every letter is plain ASCII
    lower: bool  # few capitals
    english: bool = False  # almost every word is in wordfreq's English list


def _is_latin(char: str) -> bool:
    return unicodedata.name(char, "").startswith("LATIN")


def profile(text: str) -> Profile:
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return Profile(latin=True, ascii=True, lower=True)
    words = [t.norm for t in tokens(text)]
    total = len(letters)
    latin = sum(1 for c in letters if c.isascii() or _is_latin(c))
    plain = sum(1 for c in letters if c.isascii())
    upper = sum(1 for c in letters if c.isupper())
    return Profile(
        latin=latin / total >= 0.9,
        ascii=plain / total >= 0.98,
        lower=upper / total <= 0.1,
        english=english_share(words) >= _ENGLISH,
    )


def _rare_diacritic(char: str) -> bool:
    decomposed = unicodedata.normalize("NFD", char)
    base, marks = decomposed[0], decomposed[1:]
    if not base.isascii():
        return True  # a letter like ł or ø has no plain base
    return any(mark not in _COMMON_MARKS for mark in marks)


def is_junk_word(word: str, text_profile: Profile) -> bool:
    if _MIXED.search(word):
        return True
    letters = [c for c in word if c.isalpha()]
    if text_profile.latin and any(not c.isascii() and not _is_latin(c) for c in letters):
        return True
    if text_profile.ascii and any(not c.isascii() and _rare_diacritic(c) for c in letters):
        return True
    if text_profile.lower and len(letters) >= 8 and word.isupper():
        return True
    ascii_word = word.isascii() and word.replace("'", "").isalpha()
    if text_profile.english and ascii_word and not is_known(word):
        return True
    return ascii_word and len(word) >= 6 and not (_VOWELS & set(word.lower()))


def _a_name(word: str, position: int) -> bool:
    """A capitalised word inside a sentence is a name English lists do not hold ("a choir in
    Pontarddulais", "a dog called Frijol"), not a word nobody said."""
    return position > 0 and len(word) >= 3 and word[0].isupper() and word[1:].islower()


def _body_end(text: str, sentence: Sentence) -> int:
    end = sentence.end
    while end > sentence.start and text[end - 1] in ".!?\"')]":
        end -= 1
    return end


_CLAUSE_BREAK = re.compile(r"[,;:](?=\s)")


def _clause_edits(text: str, sentence: Sentence, bad: list) -> list[Edit] | None:
    """Edits removing only the clauses that hold junk words, or None when what would
    remain is too little to stand as a sentence."""
    end = _body_end(text, sentence)
    breaks = [m.start() for m in _CLAUSE_BREAK.finditer(text, sentence.start, end)]
    bounds = [sentence.start, *breaks, end]
    clauses = list(itertools.pairwise(bounds))
    junk = [any(a <= t.start < b for t in bad) for a, b in clauses]
    kept_words = sum(len(tokens(text, a, b)) for (a, b), is_junk in zip(clauses, junk, strict=True) if not is_junk)
    if all(junk) or kept_words < 4:
        return None
    edits = []
    for k, ((a, b), is_junk) in enumerate(zip(clauses, junk, strict=True)):
        if not is_junk:
            continue
        if all(junk[:k]):  # leading clauses: take the separator after them too
            nxt = b + 1
            while nxt < end and text[nxt].isspace():
                nxt += 1
            edits.append(Edit(a, nxt))
        else:  # later clauses: take the separator before them
            edits.append(Edit(a, b))
    return edits


def _spans(removed: set[int], weak: set[int], loose: set[int]) -> set[int]:
    """Grow the removed sentences into bursts: signals at most _NEAR apart, with at
    least one removed sentence among them, take the loose sentences between them
    (filler, or about something else); a sentence on the text's subject stays."""
    signals = sorted(removed | weak)
    result = set(removed)
    cluster: list[int] = []
    for index in [*signals, None]:
        if cluster and (index is None or index - cluster[-1] > _NEAR):
            if removed & set(cluster):
                result.update(i for i in range(cluster[0], cluster[-1] + 1) if i in loose or i in weak)
            cluster = []
        if index is not None:
            cluster.append(index)
    return result


def remove_garbled_edits(text: str) -> list[Edit]:
    text_profile = profile(text)
    all_sentences = sentences(text)
    clause_edits: dict[int, list[Edit]] = {}
    removed: set[int] = set()
    for index, sentence in enumerate(all_sentences):
        words = tokens(text, sentence.start, sentence.end)
        bad = [
            t
            for position, t in enumerate(words)
            if is_junk_word(text[t.start : t.end], text_profile) and not _a_name(text[t.start : t.end], position)
        ]
        if not bad:
            continue
        edits = _clause_edits(text, sentence, bad)
        if edits is None:
            removed.add(index)
        else:
            clause_edits[index] = edits
    if removed:
        removed = _grow(text, all_sentences, removed)
    edits = [Edit(all_sentences[i].start, all_sentences[i].end) for i in removed]
    for index, partial in clause_edits.items():
        if index not in removed:
            edits += partial
    return edits


def _grow(text: str, all_sentences: list[Sentence], removed: set[int]) -> set[int]:
    weak = {i for i, s in enumerate(all_sentences) if s.run_on}
    topics = [_topic_words(text, s) for s in all_sentences]
    seen = Counter(word for words in topics for word in words)
    # Between two garbled sentences, short filler goes too ("I make progress."), never a
    # sentence with a less common word of its own.
    loose = {i for i, words in enumerate(topics) if not words and _short(text, all_sentences[i])}
    removed = _spans(removed, weak, loose)
    for index in list(removed):  # "Yes." or "Okay, so." beside a garbled span, not "It's strategic."
        for neighbour in (index - 1, index + 1):
            if 0 <= neighbour < len(all_sentences) and neighbour not in removed:
                s = all_sentences[neighbour]
                if len(tokens(text, s.start, s.end)) <= 2 and not topics[neighbour]:
                    removed.add(neighbour)
    removed |= _block_rest(text, all_sentences, topics, seen, removed, weak, loose)
    lengths = [len(tokens(text, s.start, s.end)) for s in all_sentences]
    return removed | _outro(topics, seen, removed, lengths)


def _odd(text: str, sentence: Sentence, words: set[str], seen: Counter, run_on: bool) -> bool:
    """A short sentence off the text's subject: run into the next one, or holding less
    common words the text uses nowhere else ("My courage has no answer or answer.")."""
    if len(tokens(text, sentence.start, sentence.end)) > _BLOCK_WORDS:
        return False
    return run_on or (bool(words) and all(seen[w] == 1 for w in words))


def _false_start(text: str, all_sentences: list[Sentence], k: int) -> bool:
    """A fragment the next sentence begins with again ("It gives It gives people ..."): a
    phrase said twice, not the end of a junk block."""
    if k + 1 >= len(all_sentences):
        return False
    said = [t.norm for t in tokens(text, all_sentences[k].start, all_sentences[k].end)]
    again = [t.norm for t in tokens(text, all_sentences[k + 1].start, all_sentences[k + 1].end)]
    return bool(said) and again[: len(said)] == said


def _block_rest(
    text: str,
    all_sentences: list[Sentence],
    topics: list[set[str]],
    seen: Counter,
    removed: set[int],
    weak: set[int],
    loose: set[int],
) -> set[int]:
    """What is left of a junk block after its garbled sentences, up to the fragment that runs
    it back into the talk ("My courage has no answer or answer. No time for later. My
    purpose is Isaac, Therefore, I dive into a more different serious You do not need
    them ..."): going on from a removed sentence through short sentences off the subject,
    each at most _NEAR on from the last (with only short filler between), everything up to
    the last run-on fragment among them goes. A sentence on the text's subject or a longer
    one ends the search; short sentences after the last run-on stay."""
    taken: set[int] = set()
    for start in sorted(removed):
        last = start
        k = start + 1
        while k < len(all_sentences) and k - last <= _NEAR:
            if k in removed or k in taken:
                last = k
            elif _odd(text, all_sentences[k], topics[k], seen, k in weak):
                if k in weak and not _false_start(text, all_sentences, k):
                    taken.update(range(start + 1, k + 1))
                last = k
            elif k not in loose:
                break
            k += 1
    return taken - removed


def _short(text: str, sentence: Sentence) -> bool:
    return len(tokens(text, sentence.start, sentence.end)) <= _SHORT


def _topic_words(text: str, sentence: Sentence) -> set[str]:
    """The less common words of a sentence, crudely stemmed."""
    return {
        t.norm[:5]
        for t in tokens(text, sentence.start, sentence.end)
        if len(t.norm) >= 4 and t.norm.isalpha() and frequency(t.norm) < _TOPIC_WORD
    }


def _outro(topics: list[set[str]], seen: Counter, removed: set[int], sentence_words: list[int]) -> set[int]:
    """An unrelated outro: when every sentence after a garbled one is filler (no topic
    word) or about something else (none of its topic words occurs elsewhere), and at
    least one is about something else, they go with it. One sentence on the text's own
    subject among them, and they all stay."""
    last = max(removed)
    after = range(last + 1, len(topics))
    # A talk can go on after a garbled span; a recording's outro is a few short sentences.
    if len(after) > _OUTRO or (len(after) > _OUTRO_ANY and any(sentence_words[k] > _OUTRO_WORDS for k in after)):
        return set()
    # On the text's subject: a topic word the rest of the text uses twice, or two it
    # uses once each; one shared word is chance ("closes", "cousin").
    if any(_on_subject(topics[k], seen) for k in after):
        return set()
    if not any(topics[k] for k in after):
        return set()
    return set(after)


def _on_subject(words: set[str], seen: Counter) -> bool:
    """Two topic words the rest of the text uses, or one it uses twice that is at least half
    of the sentence's own: "Hoover under the sofa cushions." shares "hoover" with a talk
    about hoovering, but its sofa and cushions are nowhere else, and it is not on the subject."""
    elsewhere = [seen[w] - 1 for w in words if seen[w] > 1]  # less the sentence's own use
    return len(elsewhere) >= 2 or (any(n >= 2 for n in elsewhere) and 2 * len(elsewhere) >= len(words))
