"""The insights page, put together: everything its template shows, worked out from the
reads (reading.py, selectors.py) by the pure parts (stats, findings, charts, ahead)."""

import datetime as dt
import re
from dataclasses import dataclass
from urllib.parse import urlencode

from apps.attempts.models import Channel, Facet, Response
from apps.journal.selectors import mood_by_day
from apps.tactics.selectors import tactics_by_ids

from . import charts, stats
from .ahead import AheadDate, Special, Watching, weeks_ahead
from .calendar import HOLIDAYS, holidays_between
from .findings import ENOUGH, Event, Facts, Finding, Occasion, describe_day, findings
from .links import links
from .mood import MoodBars, mood_bars
from .reading import day_details, read_numbers
from .selectors import PersonRow, streaks

PERIODS = {
    "30": ("the last 30 days", 30),
    "90": ("the last 90 days", 90),
    "365": ("the last year", 365),
    "all": ("everything", None),
}
DEFAULT_PERIOD = "90"
CHANNELS = dict(Channel.choices)


def log_url(
    *, person=None, tactic: str = "", channel: str = "", start: dt.date | None = None, end=None, path: str = ""
) -> str:
    """The log filtered to some entries: only ids, slugs and dates ever go in the URL.
    `path` is the log's (links().log), for a caller that writes dozens of these: looking
    the script prefix up again costs more than the rest of a link."""
    params = {
        "person": str(person) if person else "",
        "tactic": tactic,
        "channel": channel,
        "start": start.isoformat() if start else "",
        "end": end.isoformat() if end else "",
    }
    # Ids, slugs, channel keys and dates need no quoting: urlencode only for anything else
    # (the page links to the log a few dozen times).
    query = "&".join(f"{k}={v}" if _PLAIN.fullmatch(v) else urlencode({k: v}) for k, v in params.items() if v)
    return f"{path or links().log}{'?' if query else ''}{query}"


_PLAIN = re.compile(r"[A-Za-z0-9_-]+")


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


@dataclass(frozen=True)
class InsightsPage:
    period: str
    period_label: str
    person: PersonRow | None
    first: str  # the period's first day, as text
    last: str
    total: int
    usual: str  # "about 1.8 a day"
    findings: list[Finding]
    weekly: charts.WeeklyChart
    mood: MoodBars  # the journal's moods over the same weeks
    tactics: list[charts.RankRow]
    channels: list[charts.RankRow]
    heat: charts.HeatMap
    responses: Responses
    timeline: list[charts.TimelineRow]
    after: list[charts.AfterRow]
    limited_replies: bool  # replies in the period to someone under limited contact (not compared)
    spells: list[Spell]
    ahead: list[AheadDate]
    has_history: bool  # any entry at all, in any period

    @property
    def empty(self) -> bool:
        return self.total == 0

    @property
    def total_text(self) -> str:
        """ "1,234 attempts", as intcomma and pluralize write it, in one value."""
        return charts.plural(self.total, "attempt")

    @property
    def thin(self) -> bool:
        """Too few entries in the period to say what stands out."""
        return self.total < ENOUGH


def _usual_text(per_day: float) -> str:
    if per_day <= 0:
        return "none yet"
    if per_day >= 0.95:
        return f"about {per_day:.1f} a day"
    return f"about {per_day * 7:.1f} a week"


def insights_page(
    *,
    user,
    period: str,
    person: PersonRow | None,
    people: list[PersonRow],
    specials: list[Special],
    watching: Watching,
    today: dt.date,
) -> InsightsPage:
    label, length = PERIODS[period]
    start = today - dt.timedelta(days=length - 1) if length else None
    numbers = read_numbers(user_id=user.pk, person_id=person.id if person else None, start=start, today=today)
    shown = [person] if person else people
    if start is None:  # everything: from the first entry on
        start = min([d for d in numbers.first_day.values() if d] or [today])
    series = {p.id: stats.Series(start, today, numbers.daily.get(p.id, {})) for p in shown}
    combined = stats.combine(start, today, [numbers.daily.get(p.id, {}) for p in shown])
    usual = {
        p.id: stats.usual_per_day(numbers.year_total.get(p.id, 0), numbers.first_day.get(p.id), today) for p in shown
    }
    firsts = [d for p in shown if (d := numbers.first_day.get(p.id))]
    usual_all = stats.usual_per_day(
        sum(numbers.year_total.get(p.id, 0) for p in shown), min(firsts, default=None), today
    )
    total = combined.total()
    by_facet: dict[int, dict[str, int]] = {}
    for (facet, value), n in numbers.totals.items():
        by_facet.setdefault(facet, {})[value] = n
    hours = {int(h): n for h, n in by_facet.get(Facet.HOUR, {}).items()}
    tactic_counts = {int(t): n for t, n in by_facet.get(Facet.TACTIC, {}).items()}
    tactic_rows = [(t.slug, t.name, tactic_counts[t.id]) for t in tactics_by_ids(list(tactic_counts))]
    tactic_rows.sort(key=lambda r: (-r[2], r[1]))
    channel_rows = sorted(by_facet.get(Facet.CHANNEL, {}).items(), key=lambda kv: (-kv[1], kv[0]))
    responses = by_facet.get(Facet.RESPONSE, {})
    pid = person.id if person else None

    streak_rows = streaks([p.id for p in shown], start)
    events = _events(shown, streak_rows, numbers.replied, series, usual, start, today, several=len(shown) > 1)
    occasions = _occasions(shown, specials, watching, series, combined, usual, usual_all, start, today)
    spells = stats.quiet_spells(combined)
    busiest = max(range(len(combined.days)), key=lambda i: (combined.days[i], i), default=None)
    busiest_day = start + dt.timedelta(days=busiest) if busiest is not None and combined.days[busiest] else None
    wanted = {s.ended_on for s in spells if s.ended_on} | ({busiest_day} if busiest_day else set())
    details = day_details(user_id=user.pk, person_id=pid, days=wanted) if total else {}
    described = {day: _describe(details.get(day, {})) for day in wanted}
    facts = Facts(
        total=total,
        start=start,
        end=today,
        hours=hours,
        peak=stats.peak_time(hours),
        tactics=tactic_rows,
        channels=channel_rows,
        weeks=stats.weeks(combined),
        events=events,
        occasions=occasions,
        spells=spells,
        enders=described,
        busiest=(busiest_day, combined.on(busiest_day), described.get(busiest_day, "")) if busiest_day else None,
    )

    log = links().log

    def logged(**filters) -> str:
        return log_url(person=filters.pop("person", pid), path=log, **filters)

    first_monday = facts.weeks[0].start if facts.weeks else start

    history = stats.Series(today - dt.timedelta(days=380), today, numbers.last_year)
    return InsightsPage(
        period=period,
        period_label=label,
        person=person,
        first=charts.day_text(start),
        last=charts.day_text(today),
        total=total,
        usual=_usual_text(usual_all),
        findings=findings(facts, logged),
        weekly=charts.weekly_chart(facts.weeks),
        mood=mood_bars(facts.weeks, mood_by_day(user=user, start=first_monday, end=today)),
        tactics=charts.ranking(
            [(name, n, logged(tactic=slug, start=start, end=today)) for slug, name, n in tactic_rows], total
        ),
        channels=charts.ranking(
            [(CHANNELS.get(c, c), n, logged(channel=c, start=start, end=today)) for c, n in channel_rows], total
        ),
        heat=charts.heat_map(hours),
        responses=_responses(responses),
        timeline=_timeline(shown, streak_rows, numbers.replied, start, today),
        after=charts.after_rows(
            [
                (
                    _event_words(e),
                    e.window.count,
                    e.window.days,
                    e.window.ratio,
                    logged(person=e.person_id, start=e.window.first, end=e.window.last),
                )
                for e in sorted(events, key=lambda e: e.window.day, reverse=True)
            ]
        ),
        limited_replies=any(start <= day <= today for p in shown if p.limited for day in numbers.replied.get(p.id, {})),
        spells=[_spell(s, described, logged) for s in sorted(spells, key=lambda s: s.first, reverse=True)],
        ahead=weeks_ahead(
            today=today,
            specials=[s for s in specials if person is None or s.person_id == person.id],
            watching=watching,
            spikes=stats.spikes_ahead(history, usual_all, today),
        ),
        has_history=bool(firsts),
    )


def _describe(facets: dict) -> str:
    channels = facets.get(Facet.CHANNEL, [])
    ids = {int(value): n for value, n in facets.get(Facet.TACTIC, [])}
    named = {t.id: t.name for t in tactics_by_ids(list(ids))}
    tactics = [(named[i], n) for i, n in sorted(ids.items(), key=lambda kv: (-kv[1], kv[0])) if i in named]
    return describe_day(channels, tactics)


def _events(shown, streak_rows, replied, series, usual, start, today, *, several: bool) -> list[Event]:
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


def _event_words(event: Event) -> str:
    what = "Your slip" if event.kind == "slip" else "Your reply"
    to = f" with {event.person}" if event.kind == "slip" else f" to {event.person}"
    return f"{what}{to if event.person else ''} on {charts.day_text(event.window.day)}"


def _occasions(shown, specials, watching, series, combined, usual, usual_all, start, today) -> list[Occasion]:
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


def _responses(counts: dict[str, int]) -> Responses:
    replied = counts.get(Response.REPLIED, 0)
    let_pass = counts.get(Response.NONE, 0) + counts.get(Response.BLOCKED, 0)
    other = counts.get(Response.OTHER, 0)
    segments = charts.stacked(
        [("You let it pass", let_pass, "pass"), ("You replied", replied, "replied"), ("Something else", other, "other")]
    )
    return Responses(replied, let_pass, other, segments)


def _timeline(shown, streak_rows, replied, start, today) -> list[charts.TimelineRow]:
    rows = []
    for p in shown:
        mine = [r for r in streak_rows if r.person_id == p.id]
        slips = [(r.end, r.slip_kind) for r in mine if r.end and r.slip_kind]
        rows.append(
            charts.timeline_row(p.label, start, today, [(r.start, r.end) for r in mine], slips, replied.get(p.id, {}))
        )
    return rows


def _spell(spell: stats.Spell, described: dict, logged) -> Spell:
    length = f"{'at least ' if spell.from_start else ''}{charts.plural(spell.days, 'day')}"
    span = f"{charts.day_text(spell.first)} to {charts.day_text(spell.last)}"
    if spell.ended_on is None:
        return Spell(f"{length} without contact, from {charts.day_text(spell.first)}, and still going", "")
    how = described.get(spell.ended_on, "")
    text = (
        f"{length} without contact ({span}); it ended on {charts.day_text(spell.ended_on)}{f': {how}' if how else ''}"
    )
    return Spell(text, logged(start=spell.ended_on, end=spell.ended_on))


def ahead_for(
    *, user, person: PersonRow | None, specials: list[Special], watching: Watching, today: dt.date
) -> list[AheadDate]:
    """The weeks ahead alone (the calendar file, the dashboard's line): one read of the
    roll-ups, for the usual and the same weeks last year."""
    numbers = read_numbers(
        user_id=user.pk, person_id=person.id if person else None, start=today, today=today, period_too=False
    )
    firsts = [d for d in numbers.first_day.values() if d]
    usual = stats.usual_per_day(sum(numbers.year_total.values()), min(firsts, default=None), today)
    history = stats.Series(today - dt.timedelta(days=380), today, numbers.last_year)
    return weeks_ahead(
        today=today,
        specials=[s for s in specials if person is None or s.person_id == person.id],
        watching=watching,
        spikes=stats.spikes_ahead(history, usual, today),
    )
