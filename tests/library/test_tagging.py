"""The tags of a reader passage (apps.library.tagging)."""

import pytest

from apps.library.about import shown, strong_and_single
from apps.library.tagging import tactic_evidence, tags_for, tags_found
from apps.library.themes import theme_evidence


def _tactics(text: str) -> list[str]:
    """The tactics the rules find (what the reader is shown of them: tags_for)."""
    return tags_found(text)[0]


def _shown(text: str) -> list[str]:
    return tags_for(text)[0]


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        # Named only to be denied.
        ("They feel your absence, not because they've changed, but because they lost control.", "fake-apology"),
        # The reader's own: your silence, and you replacing their voice.
        ("Because your silence is not just silence to them. It's a challenge.", "strategic-silence"),
        ("You replace it with your own voice, one that is kinder and more patient.", "triangulation"),
        # Turned inward, no one else in the clause.
        (
            "They start replaying the past. Rewriting history in their minds to make themselves the victim.",
            "gaslighting",
        ),
    ],
)
def test_a_tactic_the_passage_does_not_describe_as_done_to_you_is_not_a_tag(text, slug):
    assert slug not in _tactics(text)


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        (
            "They criticize you for things you never said or twist your words into meanings you never meant.",
            "gaslighting",
        ),
        # Not "replace you quickly ... to find a new mirror" (judged not triangulation in
        # tag_sample4): the tactic is the new person shown off.
        ("They might flaunt a new partner within weeks.", "triangulation"),
        ("They go quiet for days. The silent treatment is a way to punish you.", "strategic-silence"),
    ],
)
def test_a_tactic_done_to_you_stays_a_tag(text, slug):
    assert slug in _tactics(text)


def test_a_theme_set_aside_is_not_a_tag():
    assert "remembering-why" not in tags_found("The obsession they want is not just about nostalgia or longing.")[1]
    assert "remembering-why" in tags_found("Nostalgia softens the memory of why you left.")[1]


# Each rule of apps.library.passage_cues and the filters in apps.library.tagging: a passage
# that talks about the tactic keeps the tag, one that only uses its words does not.
@pytest.mark.parametrize(
    ("tags", "leaves", "slug"),
    [
        # A smear is a story told to others, not "flip the narrative" (blame reversal's).
        (
            "They will tell people you were not who they thought you were.",
            "But instead of admitting fault, they flip the narrative. Suddenly, you become the problem.",
            "smear-campaign",
        ),
        # Passive: done to you, not by you; "you tell people" is yours.
        (
            "Meanwhile, you are painted as the one who overreacted.",
            "You tell people you are fine when you are not.",
            "smear-campaign",
        ),
        # Triangulation is the new person shown off, not any "replace".
        (
            "Within weeks they are dating someone new and posting about it.",
            "You begin to forget who you were before their voice replaced your inner voice.",
            "triangulation",
        ),
        # A comparison is not the tactic.
        (
            "All of it is bait. They want a reaction.",
            "You do not chase the closure they are dangling like bait.",
            "baiting",
        ),
        # A quoted message speaks as "I"; a talk narrating what you do does not quote anyone.
        (
            "They text: how could you do this? I gave you everything.",
            "You do not answer the phone. You do not reply to the message. You stop explaining.",
            "guilt-tripping",
        ),
        ("They will say you changed, that you became selfish.", "They will not say you changed.", "blame-reversal"),
        (
            "They construct a reality in which you are the problem.",
            "It is not that you are the problem.",
            "blame-reversal",
        ),
        ("That guilt becomes a leash.", "Your guilt becomes a teacher, slowly.", "guilt-tripping"),
        (
            "They want you to feel like staying silent makes you heartless.",
            "Staying silent does not make you heartless.",
            "guilt-tripping",
        ),
        ("When one method fails, they switch gears fast.", "You switch gears and rest for a while.", "hot-and-cold"),
        ("Then comes the orbiting: they watch every story.", "You watch the planets orbit the sun.", "surveillance"),
    ],
)
def test_a_passage_that_talks_about_the_tactic_is_tagged_and_one_that_borrows_its_words_is_not(tags, leaves, slug):
    assert slug in _tactics(tags)
    assert slug not in _tactics(leaves)


def test_flip_the_narrative_is_still_blame_reversal():
    assert "blame-reversal" in _tactics("They flip the narrative. Suddenly, you become the problem.")


def test_replacing_you_with_someone_new_is_still_triangulation():
    text = "They will start reaching out to others, trying to replace you with someone new."
    assert "triangulation" in _tactics(text)
    assert "triangulation" not in _tactics("They might try to replace you quickly, to find a new mirror.")


# What the reader is shown (apps.library.about): the tags the passage is about.
def test_a_tactic_named_only_in_a_series_of_tactics_is_not_shown():
    series = "They do this through gaslighting, blameshifting, silent treatments, and emotional withdrawal."
    assert _shown(series) == []
    # A second sentence that says more of one of them: that one is shown.
    said_more = series + " The gaslighting makes you doubt your own memory."
    assert _shown(said_more) == ["gaslighting"]


def test_one_tactic_among_feelings_is_not_a_series_of_tactics():
    text = "You will see flashes of rage, desperation, even fear."
    strong, single = strong_and_single(text, tactic_evidence(text), theme_evidence(text))
    assert (strong, [s.slug for s in single]) == ([], ["rage"])


def test_tags_spoken_of_in_two_sentences_are_shown_at_most_three_the_strongest_first():
    text = (
        "Then comes rage. The rage is loud. "
        "Some turn to gaslighting. The gaslighting makes you doubt your memory. "
        "Others play the victim. They play the victim to win sympathy. "
        "They might try love bombing again. The love bombing rarely lasts. The love bombing is a hook."
    )
    # Love bombing in three sentences; then, of those in two, the earliest.
    assert tags_for(text) == (["love-bombing", "rage", "gaslighting"], [])


def test_the_strongest_tag_wins_the_place_whatever_its_kind():
    text = (
        "They lash out. The rage is sudden. "
        "You grieve the version of them you thought was real. The grief comes in waves. You mourn. "
        "They keep projecting. Their projection is about them. "
        "They play the victim. Playing the victim wins them sympathy."
    )
    # Grief, in three sentences, takes a place before the tactics in two; pity play,
    # the latest of those, has none left.
    assert tags_for(text) == (["rage", "projection"], ["grief-and-detox"])


def test_a_tag_spoken_of_in_one_sentence_is_not_shown_beside_one_spoken_of_in_two():
    assert tags_for("They lash out. The rage comes in waves. They play the victim.") == (["rage"], [])
    # Not even when the passage opens with it and reads most like its article.
    text = "They play the victim. They lash out. The rage comes in waves."
    evidence = {"pity-play": [0], "rage": [text.index("They lash"), text.index("The rage")]}
    assert shown(text, evidence, {}, nearest=["pity-play", "rage"]) == (["rage"], [])


def test_a_tag_spoken_of_in_one_sentence_is_shown_alone_when_it_is_the_passages_subject():
    text = "They play the victim. It rained that week. You painted the fence. The tomatoes grew."
    victim = {"pity-play": [0]}
    assert shown(text, victim, {}, nearest=["pity-play", "rage"]) == (["pity-play"], [])
    # Its article is not the one the passage reads most like.
    assert shown(text, victim, {}, nearest=["rage", "pity-play"]) == ([], [])
    # The passage does not open with it.
    late = "It rained that week. You painted the fence. The tomatoes grew. They play the victim."
    assert shown(late, {"pity-play": [late.index("They play")]}, {}, nearest=["pity-play"]) == ([], [])
    # Two such tags: only the nearest article's.
    both = {"pity-play": [0], "rage": [text.index("It rained")]}
    assert shown(text, both, {}, nearest=["rage", "pity-play"]) == (["rage"], [])


def test_the_reader_shows_the_passages_subject_from_its_opening_and_its_words():
    assert tags_for("They play the victim. It rained that week. You painted the fence.") == (["pity-play"], [])
    assert tags_for("It rained that week. You painted the fence. They play the victim.") == ([], [])


@pytest.mark.parametrize(
    ("tags", "leaves", "slug"),
    [
        # Devaluation is done to you.
        (
            "They minimized your contributions and criticized your character.",
            "Slowly, the charm begins to wear thin, and the return on their manipulation starts to diminish.",
            "devaluation",
        ),
        # Timed contact is the loaded occasion, not any timing.
        (
            "They will often time their indirect messages perfectly. Maybe it's a birthday.",
            "They may post quotes about betrayal, strategically timed and carefully selected.",
            "timed-contact",
        ),
        # Denied by "not ... because" in its sentence.
        ("They perform remorse to get back in.", "It's not because they feel remorse.", "fake-apology"),
        # The switch from one role to the next, said of them as of you.
        (
            "One moment they are the victim, asking how you could be so cold. The next, they are charming.",
            "One moment at a time, you heal.",
            "hot-and-cold",
        ),
    ],
)
def test_a_phrase_that_speaks_of_the_tactic_tags_it_and_a_near_miss_does_not(tags, leaves, slug):
    assert slug in _tactics(tags)
    assert slug not in _tactics(leaves)


def test_a_passage_without_words_has_no_tags():
    assert tags_for("") == ([], [])
    assert tags_for("... !? \n") == ([], [])
