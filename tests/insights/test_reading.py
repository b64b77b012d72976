"""The page's one read of the roll-ups (apps/insights/reading.py) adds up whole months
from the monthly rows and the days around them from the daily ones: the totals equal a
count of the log for any period."""

import datetime as dt
import random
from collections import Counter

import pytest

from apps.attempts import services
from apps.attempts.models import Attempt, Channel, Facet, Response
from apps.insights.reading import plan, read_numbers
from apps.tactics.models import Tactic
from tests.factories import make_person
from tests.insights.conftest import LONDON, at

pytestmark = pytest.mark.django_db


def counted(user, first: dt.date, last: dt.date, person=None) -> Counter:
    """{(facet, value): attempts} in the period, counted from the live attempts."""
    counts: Counter = Counter()
    rows = Attempt.objects.filter(user=user, deleted_at__isnull=True).prefetch_related("tactic_links")
    for attempt in rows:
        local = attempt.occurred_at.astimezone(LONDON)
        if not first <= local.date() <= last or (person and attempt.person_id != person.pk):
            continue
        counts[Facet.CHANNEL, attempt.channel] += 1
        counts[Facet.RESPONSE, attempt.response] += 1
        counts[Facet.HOUR, str(local.weekday() * 24 + local.hour)] += 1
        for link in attempt.tactic_links.all():
            counts[Facet.TACTIC, str(link.tactic_id)] += 1
    return counts


def test_the_periods_totals_equal_a_count_of_the_log_whatever_the_period(london):
    rng = random.Random(11)
    people = [make_person(user=london, label=label) for label in "AB"]
    tactics = list(Tactic.objects.all()[:6])
    first = dt.date(2026, 1, 20)
    for _ in range(120):
        day = first + dt.timedelta(days=rng.randint(0, 160))
        attempt = services.attempt_create(
            user=london,
            person=rng.choice(people),
            # Midnight and the hour before it, where a day (and a month) meets the next.
            occurred_at=at(day, rng.choice([0, 12, 23]), rng.choice([0, 59])),
            channel=rng.choice([c for c, _ in Channel.choices]),
            response=rng.choice([r for r, _ in Response.choices]),
            tactics=rng.sample(tactics, rng.randint(0, 2)),
            message="m",
        )
        if rng.random() < 0.1:
            services.attempt_delete(attempt=attempt)
    today = dt.date(2026, 6, 30)
    starts = [dt.date(2026, 1, 1), dt.date(2026, 1, 31), dt.date(2026, 2, 1), dt.date(2026, 3, 15), today]
    for start in [*starts, today.replace(day=1), dt.date(2026, 6, 29)]:
        for person in (None, people[1]):
            found = read_numbers(user_id=london.pk, person_id=person.pk if person else None, start=start, today=today)
            assert Counter(found.totals) == +counted(london, start, today, person), (start, person)
    # Entries after "today" in the same month (as a clock set wrong could leave) are not counted.
    for start in (dt.date(2026, 2, 14), dt.date(2026, 5, 20)):
        found = read_numbers(user_id=london.pk, start=start, today=dt.date(2026, 6, 15))
        assert Counter(found.totals) == +counted(london, start, dt.date(2026, 6, 15))
    # Each person's last year, by month too: the 365 days up to today.
    for today in (dt.date(2026, 6, 30), dt.date(2026, 6, 15), dt.date(2026, 3, 3), dt.date(2027, 2, 10)):
        found = read_numbers(user_id=london.pk, start=today, today=today, period_too=False)
        year = Counter(
            a.person_id
            for a in Attempt.objects.filter(user=london, deleted_at__isnull=True)
            if today - dt.timedelta(days=365) < a.occurred_at.astimezone(LONDON).date() <= today
        )
        assert {p: n for p, n in found.year_total.items() if n} == dict(year), today
    everything = read_numbers(user_id=london.pk, start=None, today=dt.date(2026, 7, 31))
    assert Counter(everything.totals) == +counted(london, dt.date(2000, 1, 1), dt.date(2026, 7, 31))


def test_a_period_is_added_up_by_month_with_a_few_days_more_or_less():
    def days(pair) -> list[dt.date]:
        return [pair[0] + dt.timedelta(days=n) for n in range((pair[1] - pair[0]).days + 1)]

    rng = random.Random(3)
    for _ in range(400):
        first = dt.date(2025, 1, 1) + dt.timedelta(days=rng.randint(0, 700))
        last = first + dt.timedelta(days=rng.choice([0, 1, 13, 29, 30, 31, 89, 364, rng.randint(0, 900)]))
        how = plan(first, last)
        covered: Counter = Counter()
        for month in days(how.months):
            if month.day == 1:  # a month's rows are dated its first day
                covered.update(d for d in days((month, month + dt.timedelta(days=40))) if d.month == month.month)
        covered.update(days(how.add))
        covered.subtract(days(how.less))
        covered.subtract(days(how.future))
        assert +covered == Counter(days((first, last))), (first, last)
        assert not -covered, (first, last)  # nothing taken away that was not added
        assert len(days(how.add)) + len(days(how.less)) <= 31 and len(days(how.future)) <= 30
        if (first.year, first.month) != (last.year, last.month):
            assert len(days(how.add)) + len(days(how.less)) <= 16, (first, last)  # the shorter side


def test_the_streaks_carry_the_slip_that_ended_them_and_a_withdrawn_one_ends_nothing(london):
    from apps.counter.services import slip_record, slip_withdraw
    from apps.insights.selectors import streaks

    person = make_person(user=london, label="A", start=dt.date(2026, 1, 1))
    other = make_person(user=london, label="B", start=dt.date(2026, 1, 1))
    slip_record(person=person, date=dt.date(2026, 3, 1), kind="called", next_start=dt.date(2026, 3, 2))
    slip_record(person=person, date=dt.date(2026, 5, 1), kind="replied", next_start=dt.date(2026, 5, 2))
    slip_record(person=other, date=dt.date(2026, 2, 1), next_start=dt.date(2026, 2, 2))
    slip_withdraw(slip=slip_record(person=other, date=dt.date(2026, 4, 1), next_start=dt.date(2026, 4, 2)))
    rows = streaks([person.pk, other.pk], dt.date(2026, 2, 15))
    assert sorted((row.person_id == person.pk, row.start, row.end, row.slip_kind) for row in rows) == sorted(
        [
            (True, dt.date(2026, 1, 1), dt.date(2026, 3, 1), "I called"),
            (True, dt.date(2026, 3, 2), dt.date(2026, 5, 1), "I replied"),
            (True, dt.date(2026, 5, 2), None, ""),
            (False, dt.date(2026, 2, 2), None, ""),  # the withdrawn slip joined its streaks again
        ]
    )


def test_the_people_are_the_users_own_archived_ones_marked_erased_ones_left_out(london, bob):
    from django.utils import timezone

    from apps.counter.models import Person
    from apps.counter.services import person_archive, special_date_create
    from apps.insights.selectors import people_and_dates

    kept = make_person(user=london, label="Kept", rule=Person.Rule.LIMITED)
    special_date_create(person=kept, kind="their_birthday", date=dt.date(1980, 7, 14))
    special_date_create(person=kept, kind="other", label="The day we met", date=dt.date(2019, 3, 2))
    archived = person_archive(person=make_person(user=london, label="Archived"))
    special_date_create(person=archived, kind="their_birthday", date=dt.date(1975, 1, 1))
    erased = make_person(user=london, label="Gone")
    Person.objects.filter(pk=erased.pk).update(erased_at=timezone.now())
    make_person(user=bob, label="Someone else's")
    people, specials = people_and_dates(london)
    assert [(p.id, p.label, p.archived, p.limited) for p in people] == [
        (kept.pk, "Kept", False, True),
        (archived.pk, "Archived", True, False),
    ]
    # An archived person's dates are not watched.
    assert sorted((s.person_id, s.name, s.date) for s in specials) == sorted(
        [(kept.pk, "Their birthday", dt.date(1980, 7, 14)), (kept.pk, "The day we met", dt.date(2019, 3, 2))]
    )


def test_the_choices_read_the_profiles_zone_the_rollups_zone_and_the_watchlist_as_saved(london):
    from apps.insights import services as insights
    from apps.insights.selectors import choices

    first = choices(london)
    assert (first.time_zone, first.counted_in, first.watchlist) == ("Europe/London", None, None)
    services.attempt_create(user=london, person=make_person(user=london), occurred_at=at(dt.date(2026, 6, 1)))
    insights.watchlist_save(
        user=london, christmas=False, new_year=True, mothers_day=True, fathers_day=False, region="uk"
    )
    insights.own_date_add(user=london, label="The day I left", month=3, day=14)
    chosen = choices(london)
    saved = chosen.watchlist
    assert (chosen.time_zone, chosen.counted_in) == ("Europe/London", "Europe/London")
    assert saved is not None
    assert (saved.christmas, saved.new_year, saved.mothers_day, saved.fathers_day, saved.region) == (
        False,
        True,
        True,
        False,
        "uk",
    )
    assert saved.own_dates == [{"label": "The day I left", "month": 3, "day": 14}]
