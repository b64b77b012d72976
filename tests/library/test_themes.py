"""Recovery themes of a passage (apps.library.themes)."""

from apps.library.themes import match_themes


def test_walking_away_is_the_moment_of_leaving_not_why_no_contact():
    assert "why-no-contact" not in match_themes("Healing begins the moment you walk away.")
    assert "why-no-contact" not in match_themes("You forgave things others would have walked away from.")
    assert "why-no-contact" in match_themes("The day you finally cut them off, the quiet feels strange.")


def test_taking_power_back_is_reclaiming_power_not_why_no_contact():
    themes = match_themes("And every single day you do not react, you take that power back.")
    assert "reclaiming-power" in themes
    assert "why-no-contact" not in themes


def test_a_theme_set_aside_with_not_just_a_is_not_a_theme():
    assert "boundaries" not in match_themes("No contact is not just a boundary to them. It's a blow to their ego.")
    assert "boundaries" in match_themes("No contact is a boundary you set for your own peace.")


def test_an_account_of_how_they_react_to_silence_is_not_why_no_contact():
    text = "The moment you stop responding, their sense of self starts to shake."
    assert "why-no-contact" not in match_themes(text)
    assert "why-no-contact" in match_themes("Going no contact was the kindest thing you did for yourself.")


def test_a_phrase_the_other_person_does_is_about_them():
    assert "inner-space" not in match_themes("It reminds them of their failure. They start replaying the past.")
    assert "inner-space" in match_themes("You keep replaying the last conversation.")
    assert "self-trust" in match_themes("They want you second guessing yourself.")
