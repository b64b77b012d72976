"""Questions to write from, in our own words, drawn from what the talks advise:
write down the truth instead of arguing your side; remember the lows as well as the
highs; trust your own perception; be as kind to yourself as to a friend."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Prompt:
    key: str
    question: str
    hint: str


PROMPTS: tuple[Prompt, ...] = (
    Prompt(
        "happened",
        "What actually happened?",
        "Plainly and in order, in your own words. Later, when doubt comes, you can read what you saw at the time.",
    ),
    Prompt(
        "afterwards",
        "What did I feel afterwards?",
        "In your body, in your mood, in the hours after. No feeling is wrong here.",
    ),
    Prompt(
        "friend",
        "What would I tell a friend?",
        "If someone you love told you this had happened to them, what would you say to them?",
    ),
    Prompt(
        "remember",
        "What do I want to remember when I miss them?",
        "Missing someone tends to keep the good days and drop the hard ones. Write down the hard ones too.",
    ),
    Prompt(
        "mine",
        "What did I do today that was for me?",
        "However small: a walk, a meal, a call to someone kind.",
    ),
)
BY_KEY: dict[str, Prompt] = {prompt.key: prompt for prompt in PROMPTS}
