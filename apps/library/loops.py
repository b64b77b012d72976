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
- a sentence that the next one repeats and carries on ("You do not need to prove it.
  You do not need to prove it to anyone.") was a false start: the fuller one stays. A
  fragment that speech recognition ran into the next sentence ("You do not You do not
  answer") is a false start from two words on.
"""

from difflib import SequenceMatcher

from apps.library.text import Edit, sentences, tokens

_MAX_PHRASE = 15  # words
_WINDOW = 6  # sentences looked back at
_NEAR = 0.9
_MIN_CONTAINED = 4  # words: shorter sentences go only when repeated exactly
_MIN_RESTART = 5  # words
_MIN_FRAGMENT_RESTART = 2  # words, for a fragment with no full stop of its own
_NEAR_WINDOW = 2  # sentences looked back at for a one-word near-repeat
_SIMILAR_WORD = 0.6  # difflib's ratio of two spellings of "the same" word
# Words English never says twice in a row ("that that", "had had", "you you" it does).
_NEVER_DOUBLED_TEXT = "the a an and or but of to in on at by for with from my your our their its"
_NEVER_DOUBLED = frozenset(_NEVER_DOUBLED_TEXT.split())


def _copies_end(words: list[str], i: int, n: int) -> int:
    """Index just past the last back-to-back copy of words[i:i+n] (i+n if none)."""
    j = i + n
    while j + n <= len(words) and words[j : j + n] == words[i : i + n]:
        j += n
    return j


def collapse_phrase_loops_edits(text: str) -> list[Edit]:
    edits = []
    for sentence in sentences(text):
        toks = tokens(text, sentence.start, sentence.end)
        words = [t.norm for t in toks]
        i = 0
        while i < len(words):
            for n in range(min(_MAX_PHRASE, (len(words) - i) // 2), 0, -1):
                j = _copies_end(words, i, n)
                if j == i + n:
                    continue
                if n == 1 and (words[i] not in _NEVER_DOUBLED or text[toks[i].end : toks[i + 1].start].strip()):
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
        if any(repeats(words, earlier) for earlier, _, _ in kept[-_WINDOW:]) or any(
            near_repeat(words, earlier) for earlier, _, _ in kept[-_NEAR_WINDOW:]
        ):
            edits.append(span)
            continue
        if kept and restarts(kept[-1][0], words, fragment=kept[-1][2]):
            edits.append(kept.pop()[1])
        if words:
            kept.append((words, span, not sentence.terminal))
    return edits
