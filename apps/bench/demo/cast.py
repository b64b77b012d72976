"""The demo account's life: three invented people, reasons, safe contacts, urges.

Dates here are given as month and day (the year is worked out from the two years the
demo spans), or as days after the start of the demo.
"""

import datetime as dt
from dataclasses import dataclass

from apps.counter.models import Person, Slip, SpecialDate, Urge

from .messages import COPARENT, EX, MOTHER

TIME_ZONE = "Europe/London"
YEARS = 2


@dataclass(frozen=True)
class Someone:
    label: str
    rule: str
    voice: str
    share: float  # share of the contact attempts
    start_after: int  # days after the demo's first day that no contact began
    dates: dict[str, dt.date]  # SpecialDate kind -> date
    slips: tuple[tuple[int, str, str], ...]  # (day of the demo, Slip kind, note)
    allowed_contact: str = ""
    fading: float = 0.5
    silences: int = 0
    hours: str = "night"
    urges: int = 8


PEOPLE = (
    Someone(
        label="R.",
        rule=Person.Rule.NO_CONTACT,
        voice=EX,
        share=0.55,
        start_after=0,
        dates={
            SpecialDate.Kind.THEIR_BIRTHDAY: dt.date(1990, 3, 14),
            SpecialDate.Kind.ANNIVERSARY: dt.date(2019, 6, 21),
            SpecialDate.Kind.MY_BIRTHDAY: dt.date(1992, 9, 2),
        },
        slips=(
            (41, Slip.Kind.REPLIED, "Replied to the message about the song. Felt awful within the hour."),
            (333, Slip.Kind.CALLED, "Picked up a call late at night. Forty minutes of going round in circles."),
            (560, Slip.Kind.MESSAGED, "Sent a message on a bad evening. No reply, which stung."),
        ),
        fading=0.45,
        silences=3,
        hours="night",
        urges=16,
    ),
    Someone(
        label="Mum",
        rule=Person.Rule.NO_RESPONSE,
        voice=MOTHER,
        share=0.3,
        start_after=20,
        dates={
            SpecialDate.Kind.THEIR_BIRTHDAY: dt.date(1961, 11, 30),
            SpecialDate.Kind.MY_BIRTHDAY: dt.date(1992, 9, 2),
        },
        slips=(
            (150, Slip.Kind.REPLIED, "Answered the message about the hospital tests. It was not true."),
            (470, Slip.Kind.MET, "Went to my aunt's party knowing she would be there."),
        ),
        fading=0.7,
        silences=1,
        hours="day",
        urges=10,
    ),
    Someone(
        label="Jamie (co-parent)",
        rule=Person.Rule.LIMITED,
        voice=COPARENT,
        share=0.15,
        start_after=60,
        dates={SpecialDate.Kind.THEIR_BIRTHDAY: dt.date(1989, 7, 8)},
        slips=((400, Slip.Kind.OTHER, "Got pulled into an argument at handover about the holidays."),),
        allowed_contact="Messages about Ellie and Noah only, in writing. Handovers at the school gate.",
        fading=0.9,
        hours="day",
        urges=6,
    ),
)

REASONS = {
    "why": (
        "Every conversation ended with me apologising for things I did not do.",
        "I stopped sleeping properly in the last year together.",
        "They read my messages and told me who I could see.",
        "My friends said they had not seen me laugh in months.",
        "I want the children to grow up seeing calm, not fear.",
    ),
    "cost": (
        "A week of going over every word, again and again.",
        "Doubting my own memory of what happened.",
        "The headaches come back whenever we talk.",
    ),
}

SAFE_CONTACTS = (("Priya", "07700 900123"), ("My sister", "07700 900456"), ("Helpline", ""))

URGE_NOTES = (
    ("Saw the new profile photo and wanted to say something.", Urge.Trigger.SOCIAL),
    ("Everyone was with family and I was on my own.", Urge.Trigger.LONELY),
    ("Found the old birthday card in a drawer.", Urge.Trigger.MEMORY),
    ("Their message made me want to explain myself, again.", Urge.Trigger.THEIR_MESSAGE),
    ("Someone at work asked how they were.", Urge.Trigger.MENTIONED),
    ("Wondered if I had been unfair.", Urge.Trigger.DOUBT),
    ("Long week, no sleep.", Urge.Trigger.TIRED),
    ("Their birthday is coming up.", Urge.Trigger.DATE),
    ("Felt I owed them an answer.", Urge.Trigger.GUILT),
)

UNSENT = (
    "I just want you to understand why I left.",
    "Are you alright? I heard you were ill.",
    "Please stop contacting my family.",
    "I miss who we were at the beginning.",
    "",
    "",
)

NOTES = (
    "Saw it in the morning. Didn't reply.",
    "Screenshot saved.",
    "Told Priya about it.",
    "Muted the thread.",
    "Went for a walk instead.",
    "Shaky for an hour afterwards.",
)
