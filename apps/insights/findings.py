"""Findings in plain words, each worked out from the numbers and each pointing at the
entries behind it (a link to the log, filtered). Where there is too little to go on, a
finding is left out rather than guessed."""

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .charts import day_text, plural, ratio_words
from .stats import PARTS, WEEKDAYS, Peak, Spell, Week, Window

ENOUGH = 10  # entries in the period before anything is said
ENOUGH_FOR_TIMES = 20  # ... about days and hours
ENOUGH_FOR_TREND = 6  # weeks

PART_WORDS = {
    "night": ("at night", "nights", "midnight to 6 am"),
    "morning": ("in the morning", "mornings", "6 am to noon"),
    "afternoon": ("in the afternoon", "afternoons", "noon to 6 pm"),
    "evening": ("in the evening", "evenings", "6 pm to midnight"),
}
CHANNEL_WORDS = {
    "text": "by text message",
    "call": "by phone call",
    "voicemail": "by voicemail",
    "email": "by email",
    "social_message": "by social media message",
    "social_interaction": "as views, likes and comments on social media",
    "public_post": "as public posts about you",
    "third_party": "through other people",
    "in_person": "in person",
    "gift": "as gifts or letters",
    "other": "in other ways",
}


@dataclass(frozen=True)
class Finding:
    text: str
    url: str  # the log, filtered to the entries behind it
    link: str  # what the link says
    more_url: str = ""  # a second link, to the library, when the finding calls for it
    more_link: str = ""


@dataclass(frozen=True)
class Event:
    """A slip of the user's, or a day they replied, with the 14 days after it."""

    kind: str  # "slip" or "reply"
    person_id: object
    person: str  # the label, when several people are shown; else ""
    window: Window


@dataclass(frozen=True)
class Occasion:
    """A special date or a watched holiday in the period, with the 14 days up to it."""

    name: str  # "their birthday (R.)", "Christmas Day"
    person_id: object | None
    window: Window


@dataclass(frozen=True)
class Facts:
    total: int
    start: dt.date
    end: dt.date
    hours: dict[int, int]
    peak: Peak | None
    tactics: list[tuple[str, str, int]]  # (slug, name, count), biggest first
    channels: list[tuple[str, int]]  # (channel, count), biggest first
    weeks: list[Week]
    events: list[Event]
    occasions: list[Occasion]
    spells: list[Spell]
    enders: dict[dt.date, str]  # a day -> what came on it ("a voicemail, tagged hoovering")
    busiest: tuple[dt.date, int, str] | None  # (day, attempts, how most of them came)


type LogUrl = Callable[..., str]


def findings(facts: Facts, log_url: LogUrl, danger_url: str) -> list[Finding]:
    """What stands out, most telling first; [] when the period holds too few entries.
    `danger_url`: the article on danger, which rising contact points to."""
    if facts.total < ENOUGH:
        return []
    found = [
        _after_events(facts, log_url),
        _occasions(facts, log_url),
        _time(facts, log_url),
        _trend(facts, log_url, danger_url),
        _tactic(facts, log_url),
        _channel(facts, log_url),
        _quiet(facts, log_url),
        _busiest(facts, log_url),
    ]
    return [f for f in found if f is not None]


def _period(facts: Facts, log_url: LogUrl, **filters) -> str:
    return log_url(start=facts.start, end=facts.end, **filters)


def _time(facts: Facts, log_url: LogUrl) -> Finding | None:
    if facts.total < ENOUGH_FOR_TIMES:
        return None
    peak, url, link = facts.peak, _period(facts, log_url), "See this period's entries"
    if peak is None:
        return Finding("Contact is spread across the week: no day or time of day stands out.", url, link)
    share = f"{peak.count:,} of {peak.total:,} entries"
    even = (
        f"about {peak.times_even:.0f} times an even spread" if peak.times_even >= 1.95 else "more than an even spread"
    )
    if peak.weekday is not None and peak.part is not None:
        name = PART_WORDS[PARTS[peak.part][0]]
        text = f"Contact comes most often on {WEEKDAYS[peak.weekday]} {name[1]} ({name[2]}): {share}, {even}."
    elif peak.part is not None:
        name = PART_WORDS[PARTS[peak.part][0]]
        text = f"Most contact comes {name[0]} ({name[2]}): {share}."
    else:
        assert peak.weekday is not None, "a peak is a weekday, a part of the day, or both"
        text = f"{WEEKDAYS[peak.weekday]} is the busiest day: {share}, {even}."
    return Finding(text, url, link)


def _tactic(facts: Facts, log_url: LogUrl) -> Finding | None:
    if not facts.tactics or facts.tactics[0][2] < 5:
        return None
    slug, name, count = facts.tactics[0]
    text = f"The tactic you tag most is {name.lower()}: {count:,} of {facts.total:,} entries."
    return Finding(text, _period(facts, log_url, tactic=slug), f"See the {plural(count, 'entry', 'entries')}")


def _channel(facts: Facts, log_url: LogUrl) -> Finding | None:
    if not facts.channels:
        return None
    channel, count = facts.channels[0]
    how = CHANNEL_WORDS.get(channel, "in other ways")
    if count / facts.total >= 0.5:
        text = f"Most contact comes {how}: {count:,} of {facts.total:,} entries."
    elif len(facts.channels) >= 3:
        text = f"Contact comes in many ways; the most {how}: {count:,} of {facts.total:,} entries."
    else:
        return None
    return Finding(text, _period(facts, log_url, channel=channel), "See them")


def _trend(facts: Facts, log_url: LogUrl, danger_url: str) -> Finding | None:
    """Contact rising or easing off: the later half of the period's whole weeks against the
    earlier half, by half again. Contact that keeps growing is one of the signs of higher
    risk the article on danger lists, so a rise links to it too."""
    weeks = facts.weeks[1:] if len(facts.weeks) > 1 and facts.weeks[0].start < facts.start else facts.weeks
    weeks = weeks[:-1] if len(weeks) > 1 else weeks  # this week is not over yet
    if len(weeks) < ENOUGH_FOR_TREND or facts.total < ENOUGH_FOR_TIMES:
        return None
    half = len(weeks) // 2
    earlier, later = weeks[-2 * half : -half], weeks[-half:]
    before = sum(w.count for w in earlier) / half
    lately = sum(w.count for w in later) / half
    url = log_url(start=later[0].start, end=later[-1].start + dt.timedelta(days=6))
    span = plural(half, "week")
    if before and lately / before >= 1.5:
        text = (
            f"Contact has been rising: about {lately:.0f} a week in the last {span}, against {before:.0f} a week "
            f"in the {span} before. Services that work with abuse take contact that keeps growing as a sign "
            "to watch, even when each message seems small."
        )
        return Finding(text, url, f"See the last {span}", danger_url, "When contact becomes dangerous")
    if lately <= before / 1.5:
        text = f"Contact has been easing off: about {lately:.0f} a week in the last {span}, against {before:.0f} a week in the {span} before."
        return Finding(text, url, f"See the last {span}")
    return None


def _after_events(facts: Facts, log_url: LogUrl) -> Finding | None:
    measured = [e for e in facts.events if e.window.ratio is not None]
    if not measured:
        return None
    latest = max(measured, key=lambda e: e.window.day)
    window = latest.window
    url = log_url(person=latest.person_id, start=window.first, end=window.last)
    to = f" {'with' if latest.kind == 'slip' else 'to'} {latest.person}" if latest.person else ""
    what = f"your {'slip' if latest.kind == 'slip' else 'reply'}{to}"
    days = "two weeks" if window.days == 14 else plural(window.days, "day")
    if len(measured) >= 2:
        mean = sum(e.window.ratio or 0.0 for e in measured) / len(measured)
        kinds = {e.kind for e in measured}
        named = "slips and replies" if len(kinds) == 2 else ("slips" if "slip" in kinds else "replies")
        text = (
            f"In the two weeks after each of your {len(measured)} {named} in this period, contact was on average "
            f"{ratio_words(mean)}. After {what} on {day_text(window.day)} it was {ratio_words(window.ratio)}."
        )
    else:
        text = f"In the {days} after {what} on {day_text(window.day)}, contact was {ratio_words(window.ratio)}."
    return Finding(text, url, f"See the {days} after {day_text(window.day)}")


def _occasions(facts: Facts, log_url: LogUrl) -> Finding | None:
    telling = [o for o in facts.occasions if o.window.ratio and o.window.ratio >= 1.5 and o.window.count >= 4]
    if not telling:
        return None
    top = max(telling, key=lambda o: (o.window.ratio, o.window.day))
    window = top.window
    text = (
        f"In the two weeks up to {top.name} on {day_text(window.day)}, contact was {ratio_words(window.ratio)}: "
        f"{plural(window.count, 'attempt')}."
    )
    return Finding(text, log_url(person=top.person_id, start=window.first, end=window.last), "See those two weeks")


def _quiet(facts: Facts, log_url: LogUrl) -> Finding | None:
    if not facts.spells:
        return None
    spell = facts.spells[0]
    length = f"{'at least ' if spell.from_start else ''}{plural(spell.days, 'day')}"
    if spell.ended_on is None:
        text = f"It has been quiet for {length}, since {day_text(spell.first)}."
        return Finding(text, _period(facts, log_url), "See this period's entries")
    what = facts.enders.get(spell.ended_on, "")
    text = (
        f"The longest quiet spell lasted {length} ({day_text(spell.first)} to {day_text(spell.last)}) and ended on "
        f"{day_text(spell.ended_on)}{f': contact came {what}' if what else ''}."
    )
    if len(facts.spells) > 1:
        text += f" There were {len(facts.spells)} quiet spells like it in this period."
    return Finding(text, log_url(start=spell.ended_on, end=spell.ended_on), "See what ended it")


def _busiest(facts: Facts, log_url: LogUrl) -> Finding | None:
    if facts.busiest is None or facts.busiest[1] < 3:
        return None
    day, count, how = facts.busiest
    text = f"The busiest day was {day_text(day)}, with {plural(count, 'attempt')}{f', {how}' if how else ''}."
    return Finding(text, log_url(start=day, end=day), f"See {day_text(day)}")


def describe_day(channels: Sequence[tuple[str, int]], tactics: Sequence[tuple[str, int]]) -> str:
    """How a day's contact came, in a few words: "a voicemail, tagged hoovering"."""
    parts = []
    if channels:
        channel, n = channels[0]
        parts.append(
            f"mostly {CHANNEL_WORDS.get(channel, 'in other ways')}" if n > 1 else CHANNEL_WORDS.get(channel, "")
        )
    if tactics:
        parts.append(f"tagged {', '.join(name.lower() for name, _ in tactics[:2])}")
    return ", ".join(p for p in parts if p)
