"""The insights page, put together: everything its template shows, worked out from the
reads (reading.py, selectors.py) by the pure parts (stats, findings, charts, ahead, and
the rows of parts.py)."""

import datetime as dt
import re
from dataclasses import dataclass
from urllib.parse import urlencode

from apps.attempts.models import Channel, Facet
from apps.journal.selectors import mood_by_day
from apps.tactics.selectors import tactics_by_ids

from . import charts, parts, stats
from .ahead import AheadDate, Special, Watching, weeks_ahead
from .findings import ENOUGH, Facts, Finding, findings
from .links import links
from .mood import MoodBars, mood_bars
from .parts import Responses, Spell
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
    events = parts.events(shown, streak_rows, numbers.replied, series, usual, start, today, several=len(shown) > 1)
    occasions = parts.occasions(shown, specials, watching, series, combined, usual, usual_all, start, today)
    spells = stats.quiet_spells(combined)
    busiest = max(range(len(combined.days)), key=lambda i: (combined.days[i], i), default=None)
    busiest_day = start + dt.timedelta(days=busiest) if busiest is not None and combined.days[busiest] else None
    wanted = {s.ended_on for s in spells if s.ended_on} | ({busiest_day} if busiest_day else set())
    details = day_details(user_id=user.pk, person_id=pid, days=wanted) if total else {}
    described = {day: parts.describe(details.get(day, {})) for day in wanted}
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
        findings=findings(facts, logged, links().danger),
        weekly=charts.weekly_chart(facts.weeks),
        mood=mood_bars(facts.weeks, mood_by_day(user=user, start=first_monday, end=today)),
        tactics=charts.ranking(
            [(name, n, logged(tactic=slug, start=start, end=today)) for slug, name, n in tactic_rows], total
        ),
        channels=charts.ranking(
            [(CHANNELS.get(c, c), n, logged(channel=c, start=start, end=today)) for c, n in channel_rows], total
        ),
        heat=charts.heat_map(hours),
        responses=parts.responses(responses),
        timeline=parts.timeline(shown, streak_rows, numbers.replied, start, today),
        after=charts.after_rows(
            [
                (
                    parts.event_words(e),
                    e.window.count,
                    e.window.days,
                    e.window.ratio,
                    logged(person=e.person_id, start=e.window.first, end=e.window.last),
                )
                for e in sorted(events, key=lambda e: e.window.day, reverse=True)
            ]
        ),
        limited_replies=any(start <= day <= today for p in shown if p.limited for day in numbers.replied.get(p.id, {})),
        spells=[parts.spell(s, described, logged) for s in sorted(spells, key=lambda s: s.first, reverse=True)],
        ahead=weeks_ahead(
            today=today,
            specials=[s for s in specials if person is None or s.person_id == person.id],
            watching=watching,
            spikes=stats.spikes_ahead(history, usual_all, today),
        ),
        has_history=bool(firsts),
    )


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
