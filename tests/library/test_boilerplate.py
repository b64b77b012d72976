"""Web furniture and spoken outros beyond fixed phrases (apps.library.boilerplate)."""

import pytest

from apps.library.boilerplate import furniture_lines, is_spoken_boilerplate
from apps.library.cleaning import clean


@pytest.mark.parametrize(
    "sentence",
    [
        "Make sure you turn on notifications.",
        "Drop a comment and tell me what you think.",
        "Join the channel membership for extra videos.",
        "Check out the playlist on the screen now.",
        "I will see you all next week.",
        "If this helped you, share it with a friend.",
        "Until next time.",
        "Thanks so much for tuning in.",
    ],
)
def test_a_call_to_the_audience_or_a_goodbye_is_spoken_boilerplate(sentence):
    assert is_spoken_boilerplate(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Make sure you are safe before you change anything.",  # a request, no medium
        "He left a comment under every photo you posted.",  # the medium, no request
        "Share the plan with a friend you trust.",
        "Keep a copy of every message and the link it came from, with its date, somewhere safe.",
        "See you as the problem, that is what they want others to do.",
        "Take care of yourself first.",
        "Take care.",
    ],
)
def test_ordinary_speech_about_messages_and_sharing_stays(sentence):
    assert not is_spoken_boilerplate(sentence)


PAGE = [
    "When you stop answering, the silence can feel loud at first.",
    "Open in app",
    "Silence is not a punishment; it is room to breathe and to heal.",
    "Why the silence feels so loud",
    "Photo: Getty Images",
    "You do not owe anyone an explanation for the room you need.",
    "The quiet gets easier with time, though not in a straight line.",
    "Some days the urge to check on them comes back, and that is normal.",
]


def test_a_short_line_off_the_subject_in_a_page_of_prose_is_furniture():
    assert furniture_lines(PAGE) == {1, 4}  # the heading on the page's subject stays


def test_lines_of_a_caption_file_without_punctuation_are_never_furniture():
    captions = ["so today we are going to talk", "about what happens when you", "go no contact with someone"]
    assert furniture_lines(captions) == set()


def test_the_cleaner_removes_furniture_lines_and_keeps_the_prose():
    cleaned = clean("\n".join(PAGE)).text
    assert "Open in app" not in cleaned
    assert "Getty" not in cleaned
    assert "Why the silence feels so loud" in cleaned
    assert "You do not owe anyone an explanation for the room you need." in cleaned
