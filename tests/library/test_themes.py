"""Recovery themes of a passage (apps.library.themes)."""

from apps.library.themes import match_themes


def test_walking_away_is_about_you_not_about_others():
    assert "why-no-contact" in match_themes("The day you finally walk away, the quiet feels strange.")
    assert "why-no-contact" not in match_themes("You forgave things others would have walked away from.")


def test_an_account_of_how_they_react_to_silence_is_not_why_no_contact():
    text = "The moment you stop responding, their sense of self starts to shake."
    assert "why-no-contact" not in match_themes(text)
    assert "why-no-contact" in match_themes("Going no contact was the kindest thing you did for yourself.")


def test_a_phrase_the_other_person_does_is_about_them():
    assert "inner-space" not in match_themes("It reminds them of their failure. They start replaying the past.")
    assert "inner-space" in match_themes("You keep replaying the last conversation.")
    assert "self-trust" in match_themes("They want you second guessing yourself.")
