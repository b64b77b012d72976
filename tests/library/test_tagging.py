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
        ("They might try to replace you quickly, to find a new mirror.", "triangulation"),
        ("They go quiet for days. The silent treatment is a way to punish you.", "strategic-silence"),
    ],
)
def test_a_tactic_done_to_you_stays_a_tag(text, slug):
    assert slug in _tactics(text)


def test_a_theme_set_aside_is_not_a_tag():
    assert "remembering-why" not in tags_for("The obsession they want is not just about nostalgia or longing.")[1]
    assert "remembering-why" in tags_for("Nostalgia softens the memory of why you left.")[1]
