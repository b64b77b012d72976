import pytest

from apps.library import cleaning
from apps.library.boilerplate import is_boilerplate_line
from apps.library.garble import profile
from tests.library.noisy import GONE, NOISY, ONCE, REAL_SENTENCES

# Rules one by one.


def test_it_straightens_curly_quotes():
    text = "\u201cIt\u2019s fine,\u201d she said. \u2018Yes.\u2019"
    assert cleaning.normalise_quotes(text) == "\"It's fine,\" she said. 'Yes.'"


def test_it_keeps_dashes_as_punctuation_and_never_runs_words_together():
    text = "one\u2014two \u2013 three \u2212 four, 1990\u20132000, well\u2011known"
    assert cleaning.normalise_dashes(text) == "one \u2014 two \u2013 three - four, 1990\u20132000, well-known"


def test_it_spells_out_the_ellipsis_character():
    assert cleaning.normalise_ellipsis("wait\u2026 then") == "wait... then"


@pytest.mark.parametrize(
    ("spelled_out", "said"),
    [
        ("Why is not this working? What changed?", "Why isn't this working? What changed?"),
        ("And why are not they trying to reach out?", "And why aren't they trying to reach out?"),
        ("Is not it strange? Yes.", "Isn't it strange? Yes."),
        ("why would not he listen?", "why wouldn't he listen?"),
    ],
)
def test_a_question_gets_back_the_contraction_a_transcript_spelled_out(spelled_out, said):
    assert cleaning.restore_question_contractions(spelled_out) == said


@pytest.mark.parametrize(
    "text",
    [
        "They were not that bad. Maybe you did not try.",  # not a question
        "Do not you dare.",
        "But what he did not say?",  # the verb does not open the question
        "He asked, why is not this working?",  # inside a sentence, left alone
        "You can not this time, can you?",
    ],
)
def test_everything_else_keeps_its_words(text):
    assert cleaning.restore_question_contractions(text) == text


def test_the_talks_keep_their_words_but_two_questions():
    """Across the four talks the rule puts back two contractions, and nothing else moves."""
    from apps.library.services import DEFAULT_TRANSCRIPTS_DIR

    changed = []
    for path in sorted(DEFAULT_TRANSCRIPTS_DIR.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        changed += [edit.replacement for edit in cleaning.restore_question_contractions_edits(text)]
    assert sorted(changed) == ["aren't they", "isn't this"]


def test_it_strips_invisible_characters_and_windows_line_breaks():
    text = "\ufeffa\u200bb\x07c\r\nd\re\u00a0f"
    assert cleaning.strip_invisible(text) == "abc\nd\ne f"


def test_it_collapses_spaces_and_keeps_paragraphs():
    text = "  One.   Two\tthree.\nNew paragraph.\n\n\n\nAnother one,\nwrapped line.  "
    assert cleaning.normalise_whitespace(text) == ("One. Two three.\n\nNew paragraph.\n\nAnother one, wrapped line.")


def test_it_recognises_web_boilerplate_lines():
    for line in [
        "Continue reading on the next page",
        "Sharing is caring!",
        "Leave a Comment",
        "Share this:",
        "Share on Facebook",
        "Read more \u00bb",
        "Page 2 of 5",
        "Next page",
        "12 Comments",
        "Subscribe to our newsletter",
        "This website uses cookies to give you the best experience. Accept all",
        "Tags: healing, boundaries",
        "Posted in Relationships",
        "Skip to content",
        "Related posts",
        "Copyright 2024 All rights reserved",
    ]:
        assert is_boilerplate_line(line), line


def test_it_recognises_bylines_reading_aids_and_site_links():
    for line in [
        "By Jane Smith | 4 March 2024",
        "Last updated: 12 May 2023",
        "Medically reviewed by Dr. A. Patel",
        "6 min read",
        "Listen to this article",
        "Link copied",
        "Table of contents",
        "Most read",
        "About the author",
        "Image credit: Getty",
        "Sign in to comment",
        "Privacy policy | Terms of use",
        "Enter your email address",
        "Next article: Why silence is not weakness",
    ]:
        assert is_boilerplate_line(line), line


def test_it_removes_sponsor_and_channel_outros():
    for sentence in [
        "This video is sponsored by a meal kit company.",
        "Let me know in the comments what you think.",
        "Welcome back to the channel.",
        "Hit the notification bell so you never miss one.",
        "I'll see you in the next one.",
    ]:
        assert cleaning.remove_spoken_boilerplate(sentence).strip() == "", sentence


def test_it_keeps_prose_that_uses_the_same_words():
    for line in [
        "Leave a comment on their post and they will know you are still watching.",
        "Read more about it later, when you feel steady.",
        "They will share this with everyone they know, and that is their choice.",
        "Next, notice how your body feels.",
        "We baked cookies together every winter.",
        "By the time you notice the pattern, you have often explained yourself many times.",
        "Updated their profile picture the day after you left, and wrote nothing.",
        "Let me know when you are home safe, a friend might say, and mean only that.",
        "Sources close to you may carry messages back to them.",
    ]:
        assert not is_boilerplate_line(line), line


def test_it_removes_boilerplate_lines_only():
    text = "A real sentence.\nShare this:\nAnother real one.\nLeave a Comment"
    assert cleaning.remove_boilerplate_lines(text) == ("A real sentence.\nAnother real one.\n")


def test_it_removes_spoken_outros():
    text = "That is all. Do not forget to like and subscribe. Take care."
    assert cleaning.remove_spoken_boilerplate(text) == "That is all.  Take care."


def test_it_keeps_a_repeated_sentence_once():
    text = "They plan it. They plan it. They plan it. It is deliberate."
    assert cleaning.collapse_repeated_sentences(text).split() == (["They", "plan", "it.", "It", "is", "deliberate."])


def test_it_keeps_a_nearly_repeated_long_sentence_once():
    text = (
        "They will do everything they can to keep you busy with their drama today. "
        "They will do everything they can to keep you busy with the drama today."
    )
    assert cleaning.collapse_repeated_sentences(text).strip() == (
        "They will do everything they can to keep you busy with their drama today."
    )


def test_it_drops_a_trailing_clause_said_again():
    text = (
        "If they can make you doubt, they know they still have a hold on you. They know they still have a hold on you."
    )
    assert cleaning.collapse_repeated_sentences(text).strip() == (
        "If they can make you doubt, they know they still have a hold on you."
    )


def test_it_drops_a_repeat_a_few_sentences_later():
    text = "Maybe a birthday. Maybe an anniversary. Maybe a birthday. Or an illness."
    assert cleaning.collapse_repeated_sentences(text).split() == (
        [
            "Maybe",
            "a",
            "birthday.",
            "Maybe",
            "an",
            "anniversary.",
            "Or",
            "an",
            "illness.",
        ]
    )


def test_it_keeps_the_full_sentence_after_a_false_start():
    text = "You do not need them to admit it. You do not need them to admit it at all."
    assert cleaning.collapse_repeated_sentences(text).strip() == ("You do not need them to admit it at all.")


def test_it_keeps_deliberate_parallel_sentences():
    text = (
        "You do not need their apology. You do not need their validation. "
        "You believe your memory. You believe your intuition. Not today. Not ever."
    )
    assert cleaning.collapse_repeated_sentences(text) == text


def test_it_collapses_a_phrase_looping_inside_a_sentence():
    text = "When you are in a place where you are in a place where you are stuck, rest."
    assert cleaning.collapse_phrase_loops(text) == ("When you are in a place where you are stuck, rest.")


def test_it_collapses_a_clause_said_twice_with_a_comma():
    text = "It is your labour, your labour, that they want."
    assert cleaning.collapse_phrase_loops(text) == "It is your labour, that they want."


def test_words_said_again_with_other_punctuation_inside_are_not_a_loop():
    # "round and" / "round, and": the idiom, then a new clause (heldout15, round 14).
    text = "Questions go round and round, and late nights pass scrolling."
    assert cleaning.collapse_phrase_loops(text) == text
    assert cleaning.collapse_phrase_loops("They go round and round and round and round.") == "They go round and round."


def test_a_relative_clause_and_its_verb_said_alike_are_not_a_loop():
    # The first copy ends "who ..." and the second, after its comma, is the sentence's verb.
    for text in [
        "The people who know me, know me.",
        "Those who can, do.",
        "People that love you, love you.",
        # pools/real_sentences11.json: a "what" clause, then a new one that starts alike
        "I knew what it meant, it meant he was still watching.",
    ]:
        assert cleaning.collapse_phrase_loops(text) == text
    assert cleaning.collapse_phrase_loops("The ones who left, who left, never came back.") == (
        "The ones who left, never came back."
    )


def test_it_collapses_doubled_little_words_but_not_good_english():
    assert cleaning.collapse_phrase_loops("It was the the end.") == "It was the end."
    assert (
        cleaning.collapse_phrase_loops("It takes months, it it genuinely does.")
        == "It takes months, it genuinely does."
    )
    assert cleaning.collapse_phrase_loops("And then I I froze.") == "And then I froze."
    for text in [
        "They told you you could not.",
        "The fact that that happened matters.",
        "It was so, so hard.",
    ]:
        assert cleaning.collapse_phrase_loops(text) == text


def test_it_removes_only_the_clause_holding_a_junk_word():
    text = "Rest is part of healing, and you will feel2002friendly. Then sleep."
    assert cleaning.remove_garbled(text).split() == (["Rest", "is", "part", "of", "healing.", "Then", "sleep."])


def test_it_removes_a_sentence_of_junk_and_keeps_its_neighbours():
    before = "You are doing well, and healing takes the time it takes. " * 3
    after = "Keep going at your own pace, with people who are kind to you. " * 10
    text = before + "The weather ROMPLIZARRAS today was grey. " + after
    assert cleaning.remove_garbled(text).split() == (before + after).split()


def test_it_treats_another_script_and_odd_diacritics_as_junk():
    text_profile = profile("an ordinary english text " * 20)
    from apps.library.garble import is_junk_word

    assert is_junk_word("a\u4e00\u9ede", text_profile)
    assert is_junk_word("ex\u0105me", text_profile)
    assert is_junk_word("xkcdbrt", text_profile)
    assert not is_junk_word("caf\u00e9", text_profile)
    assert not is_junk_word("na\u00efve", text_profile)
    assert not is_junk_word("1990s", text_profile)
    assert not is_junk_word("NASA", text_profile)


def test_it_leaves_a_text_in_another_script_alone():
    text = "\u4eca\u65e5\u306f\u3044\u3044\u5929\u6c17\u3067\u3059\u3002" * 3
    assert cleaning.remove_garbled(text) == text


def test_it_drops_an_unrelated_outro_after_garbled_words_at_the_end():
    body = "A real sentence about healing that goes on for a while. " * 12
    text = body + "You can tell us in a\u4e00\u9ede minute. Let us start. Push the magnet back up."
    assert cleaning.remove_garbled(text).strip() == body.strip()


def test_it_keeps_a_real_closing_sentence_after_garbled_words_at_the_end():
    body = "A real sentence about healing that goes on for a while. " * 12
    closing = "Healing takes a while, and that is fine."
    text = body + "You can tell us in a\u4e00\u9ede minute. " + closing
    cleaned = cleaning.remove_garbled(text)
    assert closing in cleaned
    assert "\u4e00" not in cleaned


def test_an_outro_sharing_one_chance_word_with_the_text_still_goes():
    # "cousin" is in the body once: chance, not the text's subject.
    body = "A real sentence about healing that goes on for a while. " * 11 + "My cousin said so once. "
    outro = "My cousin sells bicycles near the harbour. Our goalkeeper saved the penalty."
    cleaned = cleaning.remove_garbled(body + "You can tell us in a\u4e00\u9ede minute. " + outro)
    assert cleaned.strip() == body.strip()


def test_an_ending_on_the_text_s_subject_stays_after_garbled_words():
    # Two of its words are the body's ("healing", "while"): the text's own ending.
    body = "A real sentence about healing that goes on for a while. " * 12
    closing = "My cousin says healing takes a while."
    cleaned = cleaning.remove_garbled(body + "You can tell us in a\u4e00\u9ede minute. " + closing)
    assert closing in cleaned


def test_it_ends_a_sentence_at_a_full_stop_of_another_script():
    text = "A real sentence about healing that goes on. " * 12 + "\u4e00\u9ede\u3002The healing goes on, slowly."
    cleaned = cleaning.remove_garbled(text)
    assert "The healing goes on, slowly." in cleaned
    assert "\u4e00" not in cleaned


def test_it_judges_made_up_words_with_a_word_list_not_by_shape():
    from apps.library.garble import is_junk_word

    english = profile("an ordinary english text about healing and boundaries " * 20)
    for made_up in ["brellish", "tarmentous", "pondveantive", "amusion", "Romplizarras"]:
        assert is_junk_word(made_up, english), made_up
    for real in ["breadcrumbing", "blameshifting", "overgiving", "hypervigilance", "narcissist's", "Isaac"]:
        assert not is_junk_word(real, english), real


def test_it_collapses_a_short_sentence_said_again_with_one_word_changed():
    text = "Maybe it is a tragic story they post. Maybe it is a tragedy story they post. Then nothing."
    assert cleaning.collapse_repeated_sentences(text).split() == (
        ["Maybe", "it", "is", "a", "tragic", "story", "they", "post.", "Then", "nothing."]
    )


def test_it_collapses_a_fragment_run_into_the_sentence_that_says_it_in_full():
    text = "It is quiet. You do not You do not answer their calls."
    assert cleaning.clean(text).text == "It is quiet. You do not answer their calls."


def test_it_keeps_real_text_after_a_garbled_span_in_the_middle():
    tail = "This sentence stays where it is, as real content does. " * 10
    text = "Opening words are fine. Junk\u4e00 here. " + tail
    assert tail.strip() in cleaning.remove_garbled(text)


# The whole pipeline, on a noisy transcript written for these tests.


def test_it_keeps_every_real_sentence_of_a_noisy_transcript():
    cleaned = cleaning.clean(NOISY).text
    for sentence in REAL_SENTENCES:
        assert sentence in cleaned, sentence


def test_it_keeps_repeated_sentences_once():
    cleaned = cleaning.clean(NOISY).text
    for sentence in ONCE:
        assert cleaned.count(sentence) == 1, sentence


def test_it_removes_boilerplate_junk_and_odd_characters():
    cleaned = cleaning.clean(NOISY).text
    for fragment in GONE:
        assert fragment not in cleaned, fragment


def test_it_counts_what_it_removed():
    result = cleaning.clean(NOISY)
    assert result.repeats_removed >= 8
    assert result.junk_removed >= 10


def test_it_maps_every_cleaned_character_back_to_the_original():
    result = cleaning.clean(NOISY)
    for index, char in enumerate(result.text):
        source = NOISY[result.tracked.origin[index]]
        if char.isalnum():
            assert source == char


def test_cleaning_is_stable():
    once = cleaning.clean(NOISY).text
    assert cleaning.clean(once).text == once


# Generated noisy transcripts (tests/library/noisegen.py): the tune set, which the
# cleaner may be tuned on. The held-out set is measured with tools/measure_cleaning.py.


def test_it_keeps_real_sentences_and_removes_each_kind_of_noise_on_generated_transcripts():
    from tests.library.noisegen import KINDS, Score, build_set, score

    total = Score()
    for noisy in [*build_set("tune"), *build_set("tune2")]:
        total.add(score(cleaning.clean(noisy.text).text, noisy))
    assert total.real_kept / total.real_total >= 0.99, total.lost
    for kind in KINDS:
        assert total.removed[kind] / total.injected[kind] >= 0.95, (kind, total.left)


def test_it_drops_a_sentence_said_again_a_little_garbled_and_keeps_parallel_ones():
    garbled = "Maybe it's a birthday. Maybe it's a tragic story they post. Maybe it's a tragedy they post. Or not."
    assert "a tragedy they post" not in cleaning.collapse_repeated_sentences(garbled)
    parallel = "You do not owe them access to your mind. You do not owe them your reactions. Rest."
    assert cleaning.collapse_repeated_sentences(parallel) == parallel
