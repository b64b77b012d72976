"""Recovery themes of a passage (apps.library.themes)."""

from apps.library.themes import match_themes


def test_walking_away_is_the_moment_of_leaving_not_why_no_contact():
    assert "why-no-contact" not in match_themes("Healing begins the moment you walk away.")
    assert "why-no-contact" not in match_themes("You forgave things others would have walked away from.")
    assert "why-no-contact" in match_themes("You cut them off to protect your peace.")


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


def test_no_contact_as_the_setting_is_not_why_no_contact():
    # The judging guide: why-no-contact only when the passage gives reasons for it.
    assert "why-no-contact" not in match_themes("When you go no contact, they know they cannot reach you directly.")
    assert "why-no-contact" not in match_themes("Every move they make during no contact is strategic.")
    assert "why-no-contact" in match_themes("Going no contact is one of the hardest, most courageous things you do.")
    # Spoken of twice, no contact is what the passage is about.
    text = "No contact is a wall they cannot climb. They test it. But no contact holds."
    assert "why-no-contact" in match_themes(text)


def test_empathy_that_is_not_yours_is_not_your_empathy():
    assert "your-empathy" not in match_themes("It doesn't lead to change because the insight isn't born of empathy.")
    assert "your-empathy" in match_themes("They know how to activate your empathy and use it against you.")
    assert "your-empathy" in match_themes("Someone who is grounded, empathic and resilient.")


def test_your_sense_of_worth_is_self_worth():
    assert "self-worth" in match_themes("You begin to orient your sense of worth around their approval.")


def test_a_theme_after_not_because_is_denied():
    assert "boundaries" not in match_themes("They are not texting you because they respect your boundary.")
    assert "boundaries" in match_themes("You hold the line because you respect your boundary.")
    # A comma ends what "not" denies.
    assert "boundaries" in match_themes("When you do not reply, it is because you hold your boundary.")
