"""Moods, 1 to 5, always said in words (a face or a colour alone says too little)."""

from django.db import models

MOOD_MIN, MOOD_MAX = 1, 5


class Mood(models.IntegerChoices):
    VERY_LOW = 1, "Very low"
    LOW = 2, "Low"
    OKAY = 3, "Okay"
    GOOD = 4, "Good"
    VERY_GOOD = 5, "Very good"


WORDS: dict[int, str] = dict(Mood.choices)


def mood_word(value: float | None) -> str:
    """The word for a mood, or for an average of moods (rounded to the nearest)."""
    if value is None:
        return ""
    return WORDS[min(MOOD_MAX, max(MOOD_MIN, int(value + 0.5)))]
