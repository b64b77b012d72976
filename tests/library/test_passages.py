import itertools
import re
from pathlib import Path

import pytest
from django.conf import settings

from apps.library.cleaning import clean, restore_question_contractions
from apps.library.passages import MAX_CHARS, split_passages
from apps.library.text import norm_words, sentences
from tests.library.noisy import NOISY

SHIPPED = sorted((Path(settings.BASE_DIR) / "content" / "transcripts").glob("*.txt"))


@pytest.fixture(scope="module")
def shipped():
    """{file name: (original text, cleaned result, passages)} for the four transcripts."""
    result = {}
    for path in SHIPPED:
        original = path.read_text(encoding="utf-8")
        cleaned = clean(original)
        result[path.name] = (original, cleaned, split_passages(cleaned.tracked))
    return result


def _is_subsequence(needle, haystack):
    it = iter(haystack)
    return all(word in it for word in needle)


def _assert_traceable(original, passage):
    # Every word comes from the original, but a contraction the cleaner put back in a
    # question ("Why isn't this working?" for "Why is not this working?").
    source = restore_question_contractions(original[passage.start : passage.end])
    passage_words = norm_words(passage.text)
    source_words = norm_words(source.replace("\u2019", "'"))
    assert passage_words[0] == source_words[0]
    assert passage_words[-1] == source_words[-1]
    assert _is_subsequence(passage_words, source_words)


def test_the_four_transcripts_are_shipped_unchanged():
    assert [p.name for p in SHIPPED] == [
        "000_e2e7126ae7691c85.txt",
        "001_4889cd9da3fb475d.txt",
        "002_0a95b5f4e80def28.txt",
        "003_7769d636dac66f0b.txt",
    ]


def test_passages_cover_the_cleaned_text_in_order(shipped):
    for _original, cleaned, passages in shipped.values():
        assert [p.ordinal for p in passages] == list(range(1, len(passages) + 1))
        joined = " ".join(p.text for p in passages)
        assert norm_words(joined) == norm_words(cleaned.text)
        starts = [p.start for p in passages]
        assert starts == sorted(starts)


def test_passages_are_a_few_sentences_long(shipped):
    for _original, _cleaned, passages in shipped.values():
        for passage in passages[:-1]:
            assert 300 <= len(passage.text) <= MAX_CHARS
            assert len(sentences(passage.text)) >= 3


def test_every_passage_maps_back_to_its_place_in_the_original(shipped):
    for original, _cleaned, passages in shipped.values():
        for passage in passages:
            _assert_traceable(original, passage)


def test_noisy_passages_map_back_to_the_original():
    cleaned = clean(NOISY)
    for passage in split_passages(cleaned.tracked):
        _assert_traceable(NOISY, passage)


def test_no_passage_says_the_same_sentence_twice_in_a_row(shipped):
    for name, (_original, _cleaned, passages) in shipped.items():
        for passage in passages:
            said = [norm_words(passage.text[s.start : s.end]) for s in sentences(passage.text)]
            for before, after in itertools.pairwise(said):
                assert before != after, (name, passage.ordinal, after)


def test_the_cleaned_transcripts_keep_no_noise(shipped):
    texts = {name: cleaned.text for name, (_o, cleaned, _p) in shipped.items()}
    everything = "\n".join(texts.values())
    # Curly quotes and stray script gone; dashes stay as punctuation, never gluing words.
    assert everything.replace("\u2014", "").isascii()
    assert not re.search(r"\w\u2014|\u2014\w", everything)
    assert "feeling2002friendful" not in everything
    assert "ROMPLIZARRAS" not in everything
    assert "Continue reading" not in everything
    assert "Sharing is caring" not in everything
    assert "Leave a Comment" not in everything
    assert texts["000_e2e7126ae7691c85.txt"].count("They plan to do it.") == 1
    assert texts["000_e2e7126ae7691c85.txt"].count("Maybe it's a birthday.") == 1
    assert "in a situation where you are in a situation" not in everything
    assert texts["001_4889cd9da3fb475d.txt"].count("You made yourself small to avoid being criticized.") == 1
    assert not re.search(r"  ", everything)


def test_the_cleaned_transcripts_keep_the_quoted_sentences(shipped):
    # A sample of the sentences the research quotes, one or more per file.
    quotes = {
        "000_e2e7126ae7691c85.txt": [
            "They might view your story, but never reach out.",
            "That kind of guilt. That's the backdoor to re-entry.",
            "And every single day you do not react, you take that power back.",
        ],
        "001_4889cd9da3fb475d.txt": [
            "You do not reply to the guilt ridden message.",
            "Power does not come back all at once. It comes in fragments.",
            ("Because you have finally remembered that it was never their permission you needed."),
        ],
        "002_0a95b5f4e80def28.txt": [
            "But to a narcissist, a boundary isn't healthy; it's defiance.",
            (
                "the narcissist lashes out \u2014 attacking, smearing, blaming, rewriting the "
                "story to regain some sense of control."
            ),
        ],
        "003_7769d636dac66f0b.txt": [
            "But you learn that closure doesn't come from them. It comes from within.",
            "They lost something they will never replace.",
        ],
    }
    for name, sentences_of_file in quotes.items():
        cleaned = shipped[name][1].text
        for quote in sentences_of_file:
            assert quote in cleaned, (name, quote)
