"""Speech-recognition loops: the same words said again and again, kept once.

Two rules, both on normalised words (lower case, punctuation ignored):
- inside a sentence, a phrase repeated back to back ("where you are in a situation
  where you are") keeps its first copy; a single word doubled with nothing between
  ("you you") is a loop too, except for the few words English doubles on purpose;
- a sentence that repeats one of the few sentences just before it, exactly, or nearly
  (difflib's ratio of at least 0.9: at most about one word in ten differs), or that is
  contained in one of them (a trailing clause said again), goes; the first stays;
- a short sentence said again right after with one word slightly changed ("Maybe it's a
  tragic story. Maybe it's a tragedy story.": a plural, a tense, a letter) goes; one
  word changed for another ("You do not need their apology. You do not need their
  validation.") is how people speak, and stays;
- a sentence that says one of the three before it again, a little garbled (difflib's
  ratio of at least 0.75, with words dropped, added or changed in spelling) goes; the
  first stays;
- a sentence that the next one repeats and carries on ("You do not need to prove it.
  You do not need to prove it to anyone.") was a false start: the fuller one stays. A
  fragment that speech recognition ran into the next sentence ("You do not You do not
  answer") is a false start from two words on.
"""

from difflib import SequenceMatcher

from apps.library.text import Edit, Token, sentences, tokens

_MAX_PHRASE = 15  # words
_WINDOW = 6  # sentences looked back at
_NEAR = 0.9
_MIN_CONTAINED = 4  # words: shorter sentences go only when repeated exactly
_MIN_RESTART = 5  # words
_MIN_FRAGMENT_RESTART = 2  # words, for a fragment with no full stop of its own
_NEAR_WINDOW = 2  # sentences looked back at for a one-word near-repeat
_SIMILAR_WORD = 0.6  # difflib's ratio of two spellings of "the same" word
_RESAID = 0.75  # difflib's ratio above which a nearby sentence is the same one said again
_RESAY_WINDOW = 3  # sentences looked back at for a garbled re-say
_MAX_DROPPED = 2  # words
_SIMILAR_SPAN = 0.5  # difflib's ratio of two spellings of the same few words
# Words English never says twice in a row ("that that", "had had", "you you" it does:
# "They told you you could not."). A speaker's "it it" or "I I" is a stutter.
_NEVER_DOUBLED_TEXT = "the a an and or but of to in on at by for with from my your our their its i it we they he she"
_NEVER_DOUBLED = frozenset(_NEVER_DOUBLED_TEXT.split())
_RELATIVE = frozenset({"who", "that", "which", "what"})


def _copies_end(text: str, toks: list[Token], words: list[str], i: int, n: int) -> int:
    """Index just past the last back-to-back copy of words[i:i+n] (i+n if none). A copy
    with other punctuation inside is speech going on, not a loop: "questions that go
    round and round, and late-night scrolling" ("round and" / "round, and")."""
    j = i + n
    while j + n <= len(words) and words[j : j + n] == words[i : i + n] and _same_marks(text, toks, i, j, n):
        j += n
    return j


def _same_marks(text: str, toks: list[Token], i: int, j: int, n: int) -> bool:
    """Whether the n words at j are joined by the same punctuation as the n words at i."""
    marks = [text[toks[k].end : toks[k + 1].start].strip() for k in range(i, i + n - 1)]
    return marks == [text[toks[k].end : toks[k + 1].start].strip() for k in range(j, j + n - 1)]


def _subject_then_verb(words: list[str], text: str, toks: list[Token], i: int, n: int, j: int) -> bool:
    """ "The people who know me, know me.": the first copy ends a relative clause (right
    after "who", "that", "which" or "what") and, after its comma, the second is the
    sentence's own verb or a new clause. Said on purpose, not a loop ("Those who can, do.",
    "I knew what it meant, it meant he was watching.")."""
    return (
        i > 0
        and words[i - 1] in _RELATIVE
        and j == i + 2 * n
        and text[toks[i + n - 1].end : toks[i + n].start].strip() == ","
    )


def collapse_phrase_loops_edits(text: str) -> list[Edit]:
    edits = []
    for sentence in sentences(text):
        toks = tokens(text, sentence.start, sentence.end)
        words = [t.norm for t in toks]
        i = 0
        while i < len(words):
            for n in range(min(_MAX_PHRASE, (len(words) - i) // 2), 0, -1):
                j = _copies_end(text, toks, words, i, n)
                if j == i + n:
                    continue
                if n == 1 and (words[i] not in _NEVER_DOUBLED or text[toks[i].end : toks[i + 1].start].strip()):
                    continue
                if _subject_then_verb(words, text, toks, i, n, j):
                    continue
                # Keep the first copy; remove the others with what separates them.
                edits.append(Edit(toks[i + n - 1].end, toks[j - 1].end))
                i = j - 1
                break
            i += 1
    return edits


def repeats(later: list[str], earlier: list[str]) -> bool:
    """Does the later sentence repeat the earlier one (exactly, nearly, or as a part)?"""
    if not later or not earlier:
        return False
    if later == earlier:
        return True
    if len(later) < _MIN_CONTAINED:
        return False
    matcher = SequenceMatcher(None, earlier, later, autojunk=False)
    if matcher.ratio() >= _NEAR:
        return True
    longest = matcher.find_longest_match(0, len(earlier), 0, len(later)).size
    return longest / len(later) >= _NEAR


def near_repeat(later: list[str], earlier: list[str]) -> bool:
    """The same short sentence with one word slightly changed ("tragic" / "tragedy")."""
    if len(later) != len(earlier) or not 2 <= len(later) <= 12:
        return False
    differ = [(a, b) for a, b in zip(earlier, later, strict=True) if a != b]
    if len(differ) != 1:
        return False
    a, b = differ[0]
    if min(len(a), len(b)) < 3:
        return False
    return a.startswith(b) or b.startswith(a) or SequenceMatcher(None, a, b).ratio() >= _SIMILAR_WORD


def resays(later: list[str], earlier: list[str]) -> bool:
    """A sentence said again a little garbled: most of its words in the same order as in
    a sentence just before ("Maybe it's a tragic story they post. Maybe it's a tragedy
    they post."), every difference a word or two dropped or added, or words spelled much
    the same. Words swapped for different words ("access to your mind" / "your
    reactions") are how people speak: kept."""
    if len(later) < _MIN_CONTAINED or len(earlier) < _MIN_CONTAINED:
        return False
    matcher = SequenceMatcher(None, earlier, later, autojunk=False)
    if matcher.ratio() < _RESAID:
        return False
    changes = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    return all(_garbled_change(earlier[i1:i2], later[j1:j2]) for _tag, i1, i2, j1, j2 in changes)


def _garbled_change(before: list[str], after: list[str]) -> bool:
    """A change speech recognition makes: a word or two dropped or added, or words
    replaced by ones spelled much the same ("tragic story" / "tragedy")."""
    if not before or not after:
        return len(before) + len(after) <= _MAX_DROPPED
    return SequenceMatcher(None, " ".join(before), " ".join(after)).ratio() >= _SIMILAR_SPAN


def _similar(a: str, b: str) -> bool:
    return a.startswith(b) or b.startswith(a) or SequenceMatcher(None, a, b).ratio() >= _SIMILAR_WORD


def restarts(earlier: list[str], later: list[str], fragment: bool = False) -> bool:
    """Is the earlier sentence a false start that the later one says again, in full?"""
    shortest = _MIN_FRAGMENT_RESTART if fragment else _MIN_RESTART
    return len(earlier) >= shortest and len(later) > len(earlier) and later[: len(earlier)] == earlier


def collapse_repeated_sentences_edits(text: str) -> list[Edit]:
    edits = []
    kept: list[tuple[list[str], Edit, bool]] = []
    for sentence in sentences(text):
        words = [t.norm for t in tokens(text, sentence.start, sentence.end)]
        span = Edit(sentence.start, sentence.end)
        if (
            any(repeats(words, earlier) for earlier, _, _ in kept[-_WINDOW:])
            or any(near_repeat(words, earlier) for earlier, _, _ in kept[-_NEAR_WINDOW:])
            or any(resays(words, earlier) and not restarts(earlier, words) for earlier, _, _ in kept[-_RESAY_WINDOW:])
        ):
            edits.append(span)
            continue
        if kept and restarts(kept[-1][0], words, fragment=kept[-1][2]):
            edits.append(kept.pop()[1])
        if words:
            kept.append((words, span, not sentence.terminal))
    return edits
