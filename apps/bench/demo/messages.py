"""The words of the demo's three invented people: message templates per tactic.

Every line is made up for the demo. They are the other person's words, as a user would
paste them into the log; `tactics` is what that user tagged the message as (the seed adds
what the matcher suggests). Placeholders in braces are filled from FILLS, so that ten
thousand attempts are not ten thousand copies of twenty lines.
"""

import random
from dataclasses import dataclass

EX, MOTHER, COPARENT = "ex", "mother", "coparent"


@dataclass(frozen=True)
class Template:
    text: str
    tactics: tuple[str, ...]
    channels: tuple[str, ...] = ("text",)
    via: str = ""  # for messages passed on by someone else
    notes: str = ""


def t(text: str, *tactics: str, channels: tuple[str, ...] = ("text",), via: str = "", notes: str = "") -> Template:
    return Template(text, tactics, channels, via, notes)


FILLS: dict[str, tuple[str, ...]] = {
    "me": ("Alex", "Al", "love", "babe"),
    "child": ("Ellie", "Noah"),
    "place": ("the cafe on Mill Road", "the beach at Saltburn", "our old flat", "the market", "the lake"),
    "song": ("our song", "that Fleetwood Mac song", "the song from the wedding", "the one you played on repeat"),
    "when": ("last night", "this morning", "today", "at the weekend", "on Sunday"),
    "relative": ("Auntie Carol", "your gran", "Uncle Dave", "your cousin Jo"),
    "friend": ("Sam", "Priya", "Tom", "Hannah"),
    "day": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"),
    "time": ("3", "4.30", "5", "6", "10 in the morning"),
    "thing": ("the car seat", "the PE kit", "the school forms", "the dentist letter", "the passport"),
}

GENERAL: dict[str, tuple[Template, ...]] = {
    EX: (
        t("Hey {me}, just checking in. Hope you're ok x", "hoovering"),
        t("Hey stranger. Long time. How are things?", "hoovering"),
        t("Just wanted to say hi. No pressure to reply.", "hoovering", channels=("text", "social_message")),
        t("Drove past {place} {when} and thought of you. Remember that day?", "nostalgia-bait"),
        t("{song} came on the radio {when}. Had to pull over.", "nostalgia-bait", "hoovering"),
        t(
            "Found this photo of us at {place}. We were so happy.",
            "nostalgia-bait",
            channels=("text", "social_message"),
        ),
        t("I've been doing a lot of work on myself. I'm not the same person. Please just hear me out.", "fake-apology"),
        t("I'm sorry for whatever I did. Can we just move on now?", "fake-apology"),
        t("You're the best thing that ever happened to me. Nobody gets me like you do.", "love-bombing"),
        t(
            "I miss you so much it hurts. You're amazing, you know that? I'd do anything.",
            "love-bombing",
            channels=("text", "voicemail"),
        ),
        t("That never happened and you know it. You always twist things.", "gaslighting"),
        t("You're remembering it wrong again. I never said that.", "gaslighting", "devaluation"),
        t("You're the one who walked away. You abandoned me. How do you sleep?", "blame-reversal"),
        t("You're so cold. Blocking people is cruel, you know that?", "blame-reversal", channels=("email", "text")),
        t("Answer your phone. I'm not asking again.", "rage", channels=("text", "voicemail")),
        t("Fine. Ignore me. You'll regret this.", "rage", "hot-and-cold"),
        t("Sorry. I didn't mean that. I love you. Please answer.", "hot-and-cold", "fake-apology"),
        t("You're the manipulative one here, not me. Everyone can see it.", "projection"),
        t("{friend} and I have been spending a lot of time together. She really listens.", "triangulation"),
        t("Met someone who actually appreciates me. Just so you know.", "triangulation"),
        t("Maybe one day we'll get our chance again. Who knows x", "breadcrumbing"),
        t("Saw you at {place} {when}. You looked well.", "surveillance", "showing-up"),
        t("Nice new haircut btw", "surveillance", channels=("social_message", "text")),
        t("", "surveillance", channels=("social_interaction",), notes="Viewed my story within a minute."),
        t("", "surveillance", channels=("social_interaction",), notes="Liked a photo of mine from three years ago."),
        t(
            "Some people show you who they are. Believe them.",
            "vague-posting",
            channels=("public_post",),
            notes="Posted on their page; meant for me.",
        ),
        t(
            "I was just passing. Can we talk for five minutes?",
            "showing-up",
            channels=("in_person",),
            notes="Waiting outside work when I came out.",
        ),
        t(
            "He is not eating. He keeps asking about you. Please just call him, for me.",
            "flying-monkeys",
            "pity-play",
            channels=("third_party",),
            via="His mother",
        ),
        t(
            "He's in a really bad way. You should reach out, it's the decent thing to do.",
            "flying-monkeys",
            "guilt-tripping",
            channels=("third_party",),
            via="{friend}",
        ),
        t("I can't sleep. I can't eat. I don't know what I'm doing without you.", "pity-play"),
        t("", "hoovering", channels=("call",), notes="Missed call, no voicemail."),
        t("", "rage", channels=("call",), notes="Six missed calls in twenty minutes."),
    ),
    MOTHER: (
        t("After everything I did for you, this is how you treat me.", "guilt-tripping"),
        t("Your father would be ashamed of you.", "guilt-tripping", "devaluation"),
        t("I gave up my whole life for you children.", "guilt-tripping", channels=("text", "email")),
        t("I'm not well. Not that you care.", "pity-play", "guilt-tripping"),
        t("The doctor wants more tests. I'll go on my own, I always do.", "pity-play"),
        t(
            "I'm an old woman on my own. I won't be here forever, you know.",
            "pity-play",
            channels=("text", "voicemail"),
        ),
        t(
            "Your mother is heartbroken. Families forgive. Just ring her.",
            "flying-monkeys",
            channels=("third_party",),
            via="{relative}",
        ),
        t(
            "Mum says you've cut everyone off. That's not like you. What's going on?",
            "flying-monkeys",
            channels=("third_party", "social_message"),
            via="{relative}",
        ),
        t(
            "Everyone knows what you've done to this family.",
            "smear-campaign",
            channels=("text", "email"),
        ),
        t(
            "I told {relative} the truth about you. They were shocked.",
            "smear-campaign",
            "triangulation",
        ),
        t("Your sister rings me every day. She's a good daughter.", "triangulation", "devaluation"),
        t("You always were too sensitive. Nobody can say anything to you.", "devaluation", "blame-reversal"),
        t("I never said that. You make things up to hurt me.", "gaslighting"),
        t("You were a difficult child and you're a difficult adult.", "devaluation"),
        t("I'm sorry you feel that way.", "fake-apology"),
        t("Fine. I won't bother you again. I know when I'm not wanted.", "strategic-silence", "pity-play"),
        t("Ring me.", "hoovering", channels=("text", "voicemail")),
        t("", "pity-play", channels=("call",), notes="Voicemail: crying, no words I could make out."),
        t(
            "I've put some of your old things in a box. Come and get them or they go to the tip.",
            "baiting",
            channels=("text", "gift"),
        ),
        t(
            "A card arrived with old school photos inside and no note.",
            "nostalgia-bait",
            channels=("gift",),
            notes="Posted to my new address.",
        ),
    ),
    COPARENT: (
        t("Pick-up is {time} on {day}. Don't be late this time.", "baiting", channels=("text", "email")),
        t("Did you pack {thing}? Or do I have to sort that too, as usual.", "devaluation"),
        t("{child} cried all the way home. Hope you're proud of yourself.", "guilt-tripping", "blame-reversal"),
        t("The kids told me what goes on at yours. Interesting.", "gaslighting", "baiting"),
        t("{child} says you never let them call me. Is that true?", "flying-monkeys", "baiting"),
        t("You're the one making this difficult. I'm trying here.", "projection", "blame-reversal"),
        t("I'm taking them to my mum's on {day}. Deal with it.", "rage"),
        t("We should all go for pizza after the school play, like old times. For the kids.", "hoovering"),
        t("You look tired. Everything alright? You can talk to me, you know.", "hoovering", "hot-and-cold"),
        t("You're unstable and everyone at school knows it.", "smear-campaign", "devaluation"),
        t("Fine, do what you want. You always do.", "blame-reversal"),
        t("{child} has a temperature. Thought you should know. Nobody else to ask.", "pity-play"),
        t("Can you swap weekends? It's important. I'd do it for you.", "guilt-tripping", channels=("text", "email")),
        t(
            "Waited at the school gate to talk to you. You walked straight past me.",
            "showing-up",
            channels=("in_person", "text"),
        ),
        t("Thanks for sorting {thing}.", channels=("text", "email")),
        t("Handover {day} at {time} as agreed.", channels=("text", "email")),
    ),
}

OCCASIONS: dict[str, dict[str, tuple[Template, ...]]] = {
    "their_birthday": {
        EX: (
            t("It's my birthday and not even a message. Wow.", "timed-contact", "guilt-tripping"),
            t("Spending my birthday alone. Hope you're happy.", "timed-contact", "pity-play"),
            t("All I want for my birthday is to hear your voice.", "timed-contact", "love-bombing"),
        ),
        MOTHER: (
            t("Your mother's birthday and her own child can't pick up a phone.", "timed-contact", "guilt-tripping"),
            t("I had my birthday on my own. Don't worry about me.", "timed-contact", "pity-play"),
        ),
        COPARENT: (t("The kids made me a card. At least someone remembered.", "timed-contact", "baiting"),),
    },
    "my_birthday": {
        EX: (
            t("Happy birthday {me}. I'll always remember this day x", "timed-contact", "hoovering"),
            t("Happy birthday. Remember your birthday at {place}? Best night ever.", "timed-contact", "nostalgia-bait"),
            t("", "timed-contact", channels=("gift",), notes="Flowers left on the doorstep, no card."),
        ),
        MOTHER: (
            t("Happy birthday. I was in labour for thirty hours with you.", "timed-contact", "guilt-tripping"),
            t("Happy birthday from your mother, if you still have one.", "timed-contact", "pity-play"),
        ),
        COPARENT: (t("Happy birthday. The kids wanted me to say it.", "timed-contact"),),
    },
    "anniversary": {
        EX: (
            t("Five years today. Does that mean nothing to you?", "timed-contact", "guilt-tripping"),
            t("Happy anniversary. I still have the ring.", "timed-contact", "nostalgia-bait"),
            t("Today of all days you can't reply?", "timed-contact", "rage"),
        ),
    },
    "christmas": {
        EX: (
            t("Merry Christmas {me}. Wish we were together x", "timed-contact", "hoovering"),
            t("Christmas isn't the same without you. Nothing is.", "timed-contact", "pity-play"),
        ),
        MOTHER: (
            t("Christmas dinner for one. Merry Christmas.", "timed-contact", "pity-play", "guilt-tripping"),
            t(
                "Your mother is on her own at Christmas. Is that really what you want?",
                "timed-contact",
                "flying-monkeys",
                channels=("third_party",),
                via="{relative}",
            ),
            t("The whole family is asking where you are this Christmas.", "timed-contact", "guilt-tripping"),
        ),
        COPARENT: (
            t(
                "The kids want us all together for Christmas. Think about them for once.",
                "timed-contact",
                "guilt-tripping",
            ),
            t("I'm keeping them Christmas Day. Take it up with a solicitor.", "timed-contact", "rage"),
        ),
    },
    "new_year": {
        EX: (
            t("Happy new year. New year, new start? x", "timed-contact", "hoovering"),
            t("Midnight and all I can think about is you.", "timed-contact", "love-bombing"),
        ),
        MOTHER: (t("Another year without my child. Happy new year.", "timed-contact", "pity-play"),),
        COPARENT: (t("Happy new year. Let's try to be civil this year, for the kids.", "timed-contact"),),
    },
}


# How the same message starts and ends from one time to the next.
OPENERS = {EX: ("Hi. ", "Hey. ", "It's me. ", "Hello? "), MOTHER: ("Hello. ", "It's your mother. "), COPARENT: ()}
CLOSERS = {EX: (" x", " Please.", " ??", " Call me.", " Whatever."), MOTHER: (" Mum", " Ring me."), COPARENT: ()}


def word(template: Template, voice: str, rng: random.Random) -> str:
    """The words of one message: the template filled in, sometimes with an opener or a
    sign-off of that person's."""
    text = fill(template.text, rng)
    if not text:
        return text
    if OPENERS[voice] and rng.random() < 0.25:
        text = rng.choice(OPENERS[voice]) + text
    if CLOSERS[voice] and rng.random() < 0.25:
        text += rng.choice(CLOSERS[voice])
    return text


def fill(text: str, rng: random.Random) -> str:
    """The template with each placeholder replaced by one of its fillings."""
    if "{" not in text:
        return text
    return text.format(**{key: rng.choice(values) for key, values in FILLS.items() if "{" + key + "}" in text})
