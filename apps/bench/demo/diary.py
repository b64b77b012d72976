"""The demo account's journal: check-ins on most days and an entry every week or so,
through the journal's own service. Mood drifts up over the two years, with hard days
around slips, as a person's might. Invented words, in the voice of the user."""

import datetime as dt
import random

from apps.counter.models import Person
from apps.journal.services import checkin_record, entry_create

CHECK_IN_SHARE = 0.6  # of days
ENTRY_EVERY = (5, 10)  # days between entries

LINES = (
    "Slept badly.",
    "Walked to the river after work.",
    "Quiet day.",
    "Lunch with Sam, laughed a lot.",
    "Heavy morning, lighter by evening.",
    "Kept busy.",
    "Cooked something new.",
    "Tired, but okay.",
    "",
    "",
)
ENTRIES = {
    "happened": (
        (
            "A message came in at eleven at night. I read it twice and put the phone in the other room. "
            "It said I had been cruel. I wrote down what I actually remember of that weekend, so I have it."
        ),
        (
            "Their sister messaged to say they were not doing well. I did not answer. "
            "What happened is that I was asked, again, to fix something that is not mine to fix."
        ),
    ),
    "afterwards": (
        "Shaky for an hour, then angry, then very tired. By the evening it had passed. It always does.",
        "Relief, mostly. A bit of guilt underneath, which I am learning to notice and let be.",
    ),
    "friend": (
        "If Jo told me this I would say: you did nothing wrong by staying quiet. You are allowed to rest.",
        "I would tell a friend that missing someone does not mean going back was right.",
    ),
    "remember": (
        "The shouting in the car on the way home from my sister's. The way every plan became about them.",
        "How small I felt at that dinner. How long it took me to stop apologising for things I had not done.",
    ),
    "mine": (
        "Went swimming for the first time in months. Bought flowers for the kitchen.",
        "Signed up for the evening class. Nobody to ask whether I was allowed.",
    ),
}


def seed_journal(user, people: list[Person], *, first: dt.date, today: dt.date, rng: random.Random) -> int:
    """Check-ins and entries from `first` to `today`; returns how many were written."""
    slips = {slip.date for person in people for slip in person.slips.all()}
    span = max((today - first).days, 1)
    written, next_entry = 0, first + dt.timedelta(days=rng.randint(*ENTRY_EVERY))
    day = first
    while day <= today:
        trend = 2.2 + 2.0 * (day - first).days / span
        hard = any(abs((day - slip).days) <= 2 for slip in slips)
        mood = max(1, min(5, round(trend + rng.gauss(0, 0.7) - (1.5 if hard else 0))))
        if rng.random() < CHECK_IN_SHARE:
            checkin_record(user=user, date=day, mood=mood, line=rng.choice(LINES))
            written += 1
        if day >= next_entry:
            prompt = rng.choice(list(ENTRIES))
            entry_create(
                user=user,
                date=day,
                mood=mood if rng.random() < 0.7 else None,
                prompt=prompt if rng.random() < 0.8 else "",
                text=rng.choice(ENTRIES[prompt]),
                person=rng.choice(people) if rng.random() < 0.5 else None,
            )
            written += 1
            next_entry = day + dt.timedelta(days=rng.randint(*ENTRY_EVERY))
        day += dt.timedelta(days=1)
    return written
