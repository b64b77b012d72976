"""The reader marks sentences speech recognition garbled with real words (apps.library.unclear)."""

import re
from pathlib import Path

import pytest
from django.urls import reverse

from apps.library.frontmatter import parse_article
from apps.library.models import Transcript
from apps.library.unclear import paragraphs, unclear_reason
from tests.library.helpers import make_library


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("You grieve the version of them you you thought was real.", "a word said twice"),
        ("Not your anger, but your in because they left.", "a word that cannot follow the one before"),
        ("So when you go a no contact, they are not panicking.", "a word that cannot follow the one before"),
        ("Because you went quiet, it's mind does not register that.", "a word that cannot follow the one before"),
        ("Are obsessed with how they appear to others.", "no subject"),
        ("Is why detaching from them is hard.", "no subject"),
        ("Opens the door to doubt.", "no subject"),
        ("Believe they have a kind of hold over you.", "no subject"),
        ("And.", "a word on its own"),
        ("Just because you are done with them, mean they are done with you.", "no subject"),
        ("If they cannot have you, they can do is make sure you do not walk away.", "a clause without its head"),
        ("Them.", "a word on its own"),
        ("That you are still wondering what if is enough for them.", "a word that cannot follow the one before"),
        ("Because is the reason they stay.", "a word that cannot follow the one before"),
        ("That their irreversible, irreplaceable.", "a word that cannot follow the one before"),
        ("You were never your dangerous.", "a word that cannot follow the one before"),
        ("My courage has no answer or answer.", "a word said twice"),
        ("Not that kind, but the subtle, subtle, where you cannot stop.", "a word said twice"),
        ("Starts leaking out in the form of bitterness.", "no subject"),
        ("Do not just want a reaction.", "no subject"),
        ("Because you was right about them.", "a word that cannot follow the one before"),
        ("They is still there.", "a word that cannot follow the one before"),
        (
            "Your life need not be explained to the person who tried to control it, or the person who tried to control it.",
            "a phrase said twice",
        ),
        ("They want you back in the place they want you back in the place where you were.", "a phrase said twice"),
        ("It ends when you decide it ends when you decide it ends.", "a phrase said twice"),
    ],
)
def test_it_names_why_a_garbled_sentence_is_unclear(sentence, reason):
    assert unclear_reason(sentence) == reason


@pytest.mark.parametrize(
    "sentence",
    [
        "They worked so, so hard to manipulate you.",  # emphasis, not a stutter
        "They may tell you you are the only one who understood them.",  # a verb, its object, a subject
        "He had had enough.",
        "They respect a no without needing a reason.",  # "a no" as a noun
        "Are you still thinking about them?",  # a question has its subject
        "Is it really over?",
        "Narcissists thrive on attention.",  # a plural noun opens it
        "Signs that contact has become dangerous.",
        "Messages that cycle through guilt and flattery.",
        "Yes.",
        "Exactly.",
        "Why?",
        "Sometimes the quiet is the answer.",
        "Here's the truth: the moment you stop speaking, they hear their own voice.",
        "It's what does the damage.",
        "Remember they cannot reach you here.",
        "Because that emotion, even if it's anger, means they still matter to you.",
        "The least they can do is leave you alone.",
        "All you can do is keep your distance.",
        "What if they were right about you?",  # "if" with its subject
        "Because it is the only way they know.",
        "Their chaos no longer deserves a seat at your table.",  # a noun ending in -able
        "You made your comfortable life on your own terms.",  # the adjective has its noun
        "It was your irreversible choice, and a good one.",
        "Again and again, they come back.",  # "and" between, not "or"
        "No, no, it's fine.",  # said twice on purpose
        "No, no, no, you were not too much.",  # said again on purpose
        "It was the very, very, very last time.",  # three times, on purpose
        "Slowly, slowly, you start to trust yourself.",  # no article before it
        "If he were here, he would see it.",  # "were" after "if he"
        "Threats, following you, and turning up are signs.",  # a plural noun and a comma
        "Things keep changing.",
        "Messages arriving at night, one after another.",  # a plural noun, then -ing
        "Starts nothing, ends nothing.",  # "-thing" is no verb
        "Do not expect an apology.",  # a command
        "Part of you was relieved.",  # "you" is not the subject of "was"
        "Grandma and I are taking a break.",  # a subject of two
        "I was only ever trying to help.",
        "It did not happen, or did not happen that way.",  # a phrase of three words, on purpose
        "Plan what you will do, and what you will do if a message arrives.",  # four words
        "Day after day after day, you chose yourself.",
    ],
)
def test_it_leaves_a_clear_sentence_unmarked(sentence):
    assert unclear_reason(sentence) == ""


ARTICLES = sorted((Path(__file__).resolve().parents[2] / "content" / "articles").glob("*.md"))


def test_no_sentence_of_the_articles_is_marked():
    # The 49 articles are clean written English: every sentence the rules mark there is a
    # real sentence wrongly marked (2408 sentences; 0 marked when this test was written).
    assert len(ARTICLES) >= 37
    marked = [
        part.text
        for path in ARTICLES
        for paragraph in paragraphs(parse_article(path).body)
        for part in paragraph
        if part.unclear
    ]
    assert marked == []


def test_the_end_of_a_sentence_said_again_is_unclear():
    before = "Back powerful, charming, intelligent, adored, feared, desired."
    assert unclear_reason("They are feared, desired.", before) == "the sentence before, said again"
    # A restatement that adds words of its own is speech, not a slip.
    before = "You were the mirror that helped them avoid the truth."
    assert unclear_reason("You were the one that helped them avoid the truth about themselves.", before) == ""


def test_a_sentence_said_again_with_its_first_words_swapped_is_unclear():
    said = "It's a threat to the control they once had over you."
    again = "They are a threat to the control they once had over you."
    assert unclear_reason(again, said) == "the sentence before, said again"
    assert (
        unclear_reason(again, "Narcissists are not just silences to them.", said) == "the sentence before, said again"
    )
    # Rhetoric that repeats its opening and changes its end stays.
    assert unclear_reason("They are not used to being denied.", "They are not used to being irrelevant.") == ""


def test_the_end_of_a_sentence_two_back_said_again_is_unclear():
    # "... adored, feared, desired." then a sentence between, then its end said again.
    earlier = "Back powerful, charming, intelligent, adored, feared, desired."
    between = "And they become an instrument in chaos."
    assert unclear_reason("They are feared, desired.", between, earlier) == "the sentence before, said again"
    # Two back, a restatement with words of its own still stays.
    assert unclear_reason("They are feared by the people who once adored them.", between, earlier) == ""


def test_the_end_of_a_sentence_said_again_after_a_new_opening_is_unclear():
    said = "Because your silence is not just silence to them."
    between = "It's a threat to the control they once had over you."
    again = "Narcissists are not just silences to them."
    assert unclear_reason(again, said) == "the sentence before, said again"
    assert unclear_reason(again, between, said) == "the sentence before, said again"
    # A long sentence that only ends on the same words is a callback, not a slip.
    callback = "Because the moment you react, whether it's a message or a post, they know you are not at peace."
    assert unclear_reason(callback, "They just need to know that you are not at peace.") == ""
    # Ending on the same few words is rhetoric ("... peace." "... peace.").
    assert unclear_reason("They never gave you peace.", "You deserve peace.") == ""
    # The same sentence twice is a loop the cleaner handles, not a re-said end.
    assert unclear_reason(said, said) == ""


def test_a_word_of_the_sentence_before_misheard_is_unclear():
    before = "Not with self-reflection, but with projection."
    misheard = "Rejection is one of their most used defense mechanisms."
    assert unclear_reason(misheard, before) == "a word of the sentence before, misheard"
    # The word taken up as it was said, or a different word that only rhymes, stays.
    assert unclear_reason("Projection is one of their most used defense mechanisms.", before) == ""
    assert unclear_reason("Protection comes first.", "You lose the connection.") == ""


NOISE_RUN = (
    "You do not need them. My courage has no answer or answer. No time for later. "
    "My purpose is Isaac, Therefore, I dive into a more different serious You do not need them to admit it. "
    "It depends on you."
)


def test_a_run_of_garbled_speech_is_marked_whole():
    found = paragraphs(NOISE_RUN)[0]
    assert [(p.text, p.unclear) for p in found] == [
        ("You do not need them.", False),
        ("My courage has no answer or answer.", True),
        ("No time for later.", True),  # short, between two unclear sentences
        ("My purpose is Isaac,", True),  # cut off, two after an unclear one
        ("Therefore, I dive into a more different serious", True),  # cut off, right after one
        ("You do not need them to admit it.", False),
        ("It depends on you.", False),
    ]


def test_a_sentence_cut_off_beside_clear_ones_stays_unmarked():
    # A missed full stop alone is punctuation, not garbled speech.
    text = "They do not stop trying to control They just change how they do it."
    assert [p.unclear for p in paragraphs(text)[0]] == [False, False]
    text = "They will say, You are too sensitive. And you start to believe it."
    assert [p.unclear for p in paragraphs(text)[0]] == [False, False, False]
    # Three sentences after an unclear one, a cut-off sentence is out of its reach.
    text = "Them. It is slow. It is quiet. They will say, You are too sensitive."
    assert [p.unclear for p in paragraphs(text)[0]] == [True, False, False, False, False]
    # Between two unclear sentences, a longer sentence stays.
    text = "Them. It is slow, and it takes longer than you hoped. And."
    assert [p.unclear for p in paragraphs(text)[0]] == [True, False, True]
    # A short sentence beside only one unclear sentence stays: marks spread one step, never on.
    text = "Them. It is slow. It is quiet. And."
    assert [p.unclear for p in paragraphs(text)[0]] == [True, False, False, True]
    # A chain of cut-off sentences after an unclear one is marked along; the full sentence
    # after it is not.
    text = "Them. They wait They watch They stay quiet."
    assert [p.unclear for p in paragraphs(text)[0]] == [True, True, True, False]


def test_the_passage_before_is_read_for_context():
    before = "Why? It's a threat to the control they once had over you."
    text = "They are a threat to the control they once had over you. Narcissists thrive on attention."
    assert [p.unclear for p in paragraphs(text, before)[0]] == [True, False]
    assert [p.unclear for p in paragraphs(text)[0]] == [False, False]


def test_paragraphs_keep_every_sentence_and_mark_only_the_garbled_one():
    text = "They want your obsession. Them. It's focus.\n\nA second paragraph."
    found = paragraphs(text)
    assert [[p.text for p in paragraph] for paragraph in found] == [
        ["They want your obsession.", "Them.", "It's focus."],
        ["A second paragraph."],
    ]
    assert [[p.unclear for p in paragraph] for paragraph in found] == [[False, True, False], [False]]


GARBLED_TALK = (
    "When you step back, the quiet can feel strange at first. It is not a punishment. "
    "Are obsessed with how they appear to others. It is room to breathe. You do not owe anyone a reply. "
    "Guilt is a powerful hook, and it can pull you back before you notice. Remembering why you left helps."
)


def test_the_reader_marks_a_garbled_sentence_and_keeps_its_text(client, db, tmp_path):
    make_library(tmp_path, {"000_talk.txt": GARBLED_TALK})
    transcript = Transcript.objects.get()
    r = client.get(reverse("library:transcript", args=[transcript.slug]))
    assert r.status_code == 200
    html = r.content.decode()
    marked = re.findall(r'<span class="unclear">(.*?)</span></span>', html)
    label = '<span class="unclear__label">(unclear in the recording)'
    assert marked == [f'<span class="unclear__text">Are obsessed with how they appear to others.</span> {label}']
    # Clear sentences are shown as they are, unmarked.
    assert "It is room to breathe. You do not owe anyone a reply." in html
