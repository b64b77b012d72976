import pytest

from apps.tactics.matching import suggest_tactics
from apps.tactics.normalise import normalise
from apps.tactics.spelling import Speller, vocabulary


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("chnaged", "changed"),  # two letters swapped
        ("delusinal", "delusional"),  # a letter dropped
        ("pleese", "please"),  # a letter changed
        ("thiss", "this"),  # a letter added
        ("hosptal", "hospital"),
    ],
)
def test_a_typing_slip_is_put_right(typed, meant):
    assert Speller().correct(typed) == meant


@pytest.mark.parametrize("word", ["remember", "biscuit", "priya", "ok", "mis", "£62", "señor"])
def test_real_words_names_and_short_words_are_left_alone(word):
    assert Speller().correct(word) == word


def test_a_word_the_rules_spell_out_is_never_corrected():
    assert Speller().correct("binned") == "banned"  # rare, and one slip from a common word
    assert Speller(protected=vocabulary([r"(?:threw|binned) your"])).correct("binned") == "binned"
    assert {s.slug for s in suggest_tactics("binned all your stuff")} == {"baiting"}


def test_a_corrected_message_keeps_its_map_back_to_the_original():
    text = "i have chnaged i PROMIS"
    norm = normalise(text, speller=Speller().correct)
    assert norm.text == "i have changed i PROMISE"
    start, end = norm.original_span(norm.text.index("changed"), norm.text.index("changed") + len("changed"))
    assert text[start:end] == "chnaged"
    assert len(norm.starts) == len(norm.ends) == len(norm.text)


def test_a_corrected_word_is_then_written_out_like_a_typed_contraction():
    assert normalise("ur gona regret thiss", speller=Speller().correct).text == "your going to regret this"


def test_without_a_speller_nothing_is_corrected():
    assert normalise("i have chnaged").text == "i have chnaged"


def test_a_message_with_typos_gets_the_same_suggestion_as_the_careful_one():
    careful = {s.slug for s in suggest_tactics("i have changed i promise")}
    assert careful
    assert {s.slug for s in suggest_tactics("i have chnaged i promis")} == careful
    trigger = next(s for s in suggest_tactics("i have chnaged i promis")).triggers[0]
    assert "chnaged" in trigger  # reported as the user typed it


def test_a_word_longer_than_any_english_word_is_left_alone_without_trying_every_slip(monkeypatch):
    from apps.tactics import spelling

    def every_slip(word):
        raise AssertionError("a 20,000-letter word's slips fill gigabytes")

    monkeypatch.setattr(spelling, "_one_slip", every_slip)
    word = "q" * 20_000
    assert Speller().correct(word) == word
    assert suggest_tactics(f"hello {word} bye") == []
