"""The insights page's parts worked out from its reads, beside page.py (which puts the
page together): the events after slips and replies, the occasions before special dates,
what was replied, each person's timeline, the quiet spells in words."""

import datetime as dt
from dataclasses import dataclass

from apps.attempts.models import Facet, Response
from apps.tactics.selectors import tactics_by_ids

from . import charts, stats
from .calendar import HOLIDAYS, holidays_between
from .findings import Event, Occasion, describe_day


@dataclass(frozen=True)
class Responses:
    replied: int
    let_pass: int  # no response, or blocked
    other: int
    segments: list[charts.Segment]

    # Each count as the page writes it ("1,234"): intcomma's text without its cost
    # (about 11 us each; the site is in English).
    @property
    def replied_text(self) -> str:
        return f"{self.replied:,}"

    @property
    def let_pass_text(self) -> str:
        return f"{self.let_pass:,}"

    @property
    def other_text(self) -> str:
        return f"{self.other:,}"


@dataclass(frozen=True)
class Spell:
    text: str
    url: str


def describe(facets: dict) -> str:
    channels = facets.get(Facet.CHANNEL, [])
    ids = {int(value): n for value, n in facets.get(Facet.TACTIC, [])}
    named = {t.id: t.name for t in tactics_by_ids(list(ids))}
    tactics = [(named[i], n) for i, n in sorted(ids.items(), key=lambda kv: (-kv[1], kv[0])) if i in named]
    return describe_day(channels, tactics)


def events(shown, streak_rows, replied, series, usual, start, today, *, several: bool) -> list[Event]:
    """Each slip and each reply in the period, with the 14 days after it. Replies to
    someone under limited contact are what the user allows, so they are left out; a slip
    or reply within the 14 days after the one before (for the same person) belongs to it."""
    labels = {p.id: p.label for p in shown}
    limited = {p.id for p in shown if p.limited}
    slips = {(r.person_id, r.end) for r in streak_rows if r.end and r.slip_kind and start <= r.end <= today}
    replies = {
        (p, day)
        for p, days in replied.items()
        if p in labels and p not in limited
        for day in days
        if start <= day <= today
    }
    found: list[Event] = []
    last_kept: dict[object, dt.date] = {}
    for person_id, day in sorted(slips | replies, key=lambda item: (item[1], str(item[0]))):
        kept = last_kept.get(person_id)
        if kept is not None and (day - kept).days <= stats.AFTER_DAYS:
            continue
        last_kept[person_id] = day
        window = stats.after(series[person_id], day, usual[person_id], today)
        if window is not None:
            kind = "slip" if (person_id, day) in slips else "reply"
            found.append(Event(kind, person_id, labels[person_id] if several else "", window))
    return found


def event_words(event: Event) -> str:
    what = "Your slip" if event.kind == "slip" else "Your reply"
    to = f" with {event.person}" if event.kind == "slip" else f" to {event.person}"
    return f"{what}{to if event.person else ''} on {charts.day_text(event.window.day)}"


def occasions(shown, specials, watching, series, combined, usual, usual_all, start, today) -> list[Occasion]:
    """Each special date and watched holiday in the period, with the 14 days up to it."""
    found = []
    ids = {p.id for p in shown}
    for special in specials:
        if special.person_id in ids:
            for year in range(start.year, today.year + 1):
                day = _in_year(special.date, year)
                window = stats.before(series[special.person_id], day, usual[special.person_id])
                if window is not None and start <= day <= today:
                    name = f"{special.name.lower()} ({special.person})"
                    found.append(Occasion(name, special.person_id, window))
    for key in watching.holidays:
        for day in holidays_between(key, start, today, watching.region):
            window = stats.before(combined, day, usual_all)
            if window is not None:
                found.append(Occasion(HOLIDAYS[key], None, window))
    return found


def _in_year(date: dt.date, year: int) -> dt.date:
    try:
        return date.replace(year=year)
    except ValueError:
        return date.replace(year=year, day=28)


def responses(counts: dict[str, int]) -> Responses:
    replied = counts.get(Response.REPLIED, 0)
    let_pass = counts.get(Response.NONE, 0) + counts.get(Response.BLOCKED, 0)
    other = counts.get(Response.OTHER, 0)
    segments = charts.stacked(
        [("You let it pass", let_pass, "pass"), ("You replied", replied, "replied"), ("Something else", other, "other")]
    )
    return Responses(replied, let_pass, other, segments)


def timeline(shown, streak_rows, replied, start, today) -> list[charts.TimelineRow]:
    rows = []
    for p in shown:
        mine = [r for r in streak_rows if r.person_id == p.id]
        slips = [(r.end, r.slip_kind) for r in mine if r.end and r.slip_kind]
        rows.append(
            charts.timeline_row(p.label, start, today, [(r.start, r.end) for r in mine], slips, replied.get(p.id, {}))
        )
    return rows


def spell(spell: stats.Spell, described: dict, logged) -> Spell:
    length = f"{'at least ' if spell.from_start else ''}{charts.plural(spell.days, 'day')}"
    span = f"{charts.day_text(spell.first)} to {charts.day_text(spell.last)}"
    if spell.ended_on is None:
        return Spell(f"{length} without contact, from {charts.day_text(spell.first)}, and still going", "")
    how = described.get(spell.ended_on, "")
    text = (
        f"{length} without contact ({span}); it ended on {charts.day_text(spell.ended_on)}{f': {how}' if how else ''}"
    )
    return Spell(text, logged(start=spell.ended_on, end=spell.ended_on))
