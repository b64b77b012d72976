"""The tags of a reader passage (apps.library.tagging)."""

import pytest

from apps.library.tagging import tags_for


def _tactics(text: str) -> list[str]:
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
    assert "remembering-why" not in tags_for("The obsession they want is not just about nostalgia or longing.")[1]
    assert "remembering-why" in tags_for("Nostalgia softens the memory of why you left.")[1]


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
    assert _tactics(series) == []
    # A second sentence that says more of one of them: that one is shown.
    said_more = series + " The gaslighting makes you doubt your own memory."
    assert _tactics(said_more) == ["gaslighting"]


def test_one_tactic_among_feelings_is_not_a_series_of_tactics():
    assert _tactics("You will see flashes of rage, desperation, even fear.") == ["rage"]


def test_at_most_three_tags_are_shown_the_strongest_first():
    text = (
        "Then comes rage. "
        "Some turn to gaslighting. "
        "Others play the victim. "
        "They might try love bombing again. "
        "The love bombing rarely lasts."
    )
    tactics, themes = tags_for(text)
    # Love bombing is spoken of in two sentences; then the order of the passage.
    assert tactics == ["love-bombing", "rage", "gaslighting"]
    assert themes == []


def test_the_strongest_tag_wins_the_place_whatever_its_kind():
    text = (
        "They lash out. "
        "You grieve the version of them you thought was real. "
        "The grief comes in waves. "
        "They keep projecting. "
        "They play the victim."
    )
    tactics, themes = tags_for(text)
    assert themes == ["grief-and-detox"]
    assert tactics == ["rage", "projection"]


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
