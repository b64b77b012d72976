from apps.library.text import Edit, TrackedText, apply_edits, sentences


def test_it_applies_edits_in_order_and_skips_overlaps():
    edits = [Edit(6, 11, "there"), Edit(0, 5, "Hi"), Edit(7, 9, "x")]
    assert apply_edits("Hello world!", edits) == "Hi there!"


def test_it_keeps_the_original_position_of_every_character():
    original = "a\u2026  b \u2014 c"
    tracked = TrackedText.from_original(original)
    tracked = tracked.apply([Edit(1, 2, "..."), Edit(2, 4, " ")])
    assert tracked.text == "a... b \u2014 c"
    assert tracked.origin[:6] == [0, 1, 1, 1, 2, 4]
    start, end = tracked.original_span(0, 4)
    assert original[start:end] == "a\u2026"


def test_it_traces_a_span_across_removals():
    original = "Keep this. Drop this. Keep that."
    tracked = TrackedText.from_original(original).apply([Edit(11, 22)])
    assert tracked.text == "Keep this. Keep that."
    start, end = tracked.original_span(11, 21)
    assert original[start:end] == "Keep that."


def _texts(text):
    return [text[s.start : s.end] for s in sentences(text)]


def test_it_splits_sentences_but_not_after_abbreviations_or_initials():
    text = "Mr. Smith arrived. He said hi! Did J. K. write it? Yes.\n\nNext paragraph"
    assert _texts(text) == [
        "Mr. Smith arrived.",
        "He said hi!",
        "Did J. K. write it?",
        "Yes.",
        "Next paragraph",
    ]


def test_a_lower_case_letter_before_a_full_stop_ends_the_sentence():
    # An initial is a capital; "a." is a sentence's last word (heldout15, round 14: a junk
    # line ending "... zordnenzaimer a." took the next sentence's first clause with it).
    text = "Junk words to a zordnenzaimer a. It is choosing, again and again, to stay away."
    assert _texts(text) == ["Junk words to a zordnenzaimer a.", "It is choosing, again and again, to stay away."]
    assert _texts("Did J. K. write it?") == ["Did J. K. write it?"]


def test_it_splits_where_speech_recognition_forgot_a_full_stop():
    text = "They do not stop trying to control They just change how."
    result = sentences(text)
    assert _texts(text) == [
        "They do not stop trying to control",
        "They just change how.",
    ]
    assert result[0].run_on and not result[0].terminal
    assert result[1].terminal and not result[1].run_on
