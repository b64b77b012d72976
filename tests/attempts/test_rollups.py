"""The daily roll-ups (apps/attempts/rollups) always equal a recount of the log, whatever
mix of writes came before; days and hours are the user's own, across DST."""

import datetime as dt
import random
from collections import Counter
from zoneinfo import ZoneInfo

import pytest
from django.core.management import call_command
from django.db.models import Count

from apps.accounts.services import profile_set_time_zone
from apps.attempts import services
from apps.attempts.bulk import attempts_bulk_create
from apps.attempts.models import Attempt, AttemptRollup, AttemptRollupTotal, Channel, Facet, Response, RollupState
from apps.attempts.rollups import rollups_rebuild
from apps.attempts.rollups.rebuild import _entries
from apps.attempts.rollups.writer import stored_counts, stored_totals
from apps.attempts.verification import log_verify
from apps.tactics.models import Tactic
from tests.factories import make_attempt, make_person

pytestmark = pytest.mark.django_db
LONDON = ZoneInfo("Europe/London")


def recount(user, zone: ZoneInfo) -> Counter:
    """What the roll-ups must hold, counted here from the live attempts one by one."""
    counts: Counter = Counter()
    for attempt in Attempt.objects.filter(user=user, deleted_at__isnull=True).prefetch_related("tactic_links"):
        local = attempt.occurred_at.astimezone(zone)
        key = (attempt.person_id, local.date())
        month = (attempt.person_id, local.date().replace(day=1))
        for facet, value in [
            (Facet.ALL, ""),
            (Facet.CHANNEL, attempt.channel),
            (Facet.RESPONSE, attempt.response),
            (Facet.HOUR, str(local.weekday() * 24 + local.hour)),
            *[(Facet.TACTIC, str(link.tactic_id)) for link in attempt.tactic_links.all()],
        ]:
            counts[(*key, facet, value)] += 1
            counts[(*month, facet + 10, value)] += 1  # the same by month, on its first day
    return counts


def stored(user) -> Counter:
    """The user's roll-ups as stored, after checking that the totals over everyone
    (AttemptRollupTotal) are exactly their rows added up over the people."""
    rows = Counter({(p, d, int(f), v): n for (p, d, f, v), n in stored_counts(user.pk).items()})
    over_people: Counter = Counter()
    for (_, day, facet, value), n in rows.items():
        over_people[day, facet, value] += n
    totals = Counter({(d, int(f), v): n for (d, f, v), n in stored_totals(user.pk).items()})
    assert totals == over_people, "the totals over everyone are the roll-ups added up over the people"
    return rows


def random_moment(rng: random.Random) -> dt.datetime:
    """Somewhere in 2026, often close to the two DST changes in London, and at midnight."""
    base = rng.choice([dt.datetime(2026, 3, 29, tzinfo=dt.UTC), dt.datetime(2026, 10, 25, tzinfo=dt.UTC)])
    if rng.random() < 0.3:
        base = dt.datetime(2026, rng.randint(1, 12), rng.randint(1, 28), tzinfo=dt.UTC)
    return base + dt.timedelta(minutes=rng.randint(-36 * 60, 36 * 60))


def test_the_rollups_equal_a_recount_after_a_random_mix_of_writes(alice):
    profile_set_time_zone(user=alice, time_zone="Europe/London")
    rng = random.Random(15)
    people = [make_person(user=alice, label=label) for label in "ABC"]
    tactics = list(Tactic.objects.all())
    channels, responses = [c for c, _ in Channel.choices], [r for r, _ in Response.choices]

    def fields() -> dict:
        return {
            "person": rng.choice(people),
            "occurred_at": random_moment(rng),
            "channel": rng.choice(channels),
            "response": rng.choice(responses),
            "tactics": rng.sample(tactics, rng.randint(0, 3)),
        }

    live: list[Attempt] = []
    erased = 0
    for step in range(160):
        roll = rng.random()
        if roll < 0.35 or not live:
            live.append(services.attempt_create(user=alice, message=f"m{step}", **fields()))
        elif roll < 0.45:
            rows = [fields() for _ in range(rng.randint(1, 12))]
            attempts_bulk_create(user=alice, rows=rows, batch_size=rng.choice([1, 5, 50]))
            live = list(Attempt.objects.filter(user=alice, deleted_at__isnull=True))
        elif roll < 0.48:
            # A person deleted together with their entries; someone new takes their place.
            gone = people.pop(rng.randrange(len(people)))
            entries = Attempt.objects.filter(person=gone, deleted_at__isnull=True).count()
            services.person_delete_with_entries(person=gone, entries=entries)
            people.append(make_person(user=alice, label=f"P{step}"))
            erased += 1
            live = list(Attempt.objects.filter(user=alice, deleted_at__isnull=True))
        elif roll < 0.83 and live:
            attempt = Attempt.objects.select_related("person").get(pk=rng.choice(live).pk)
            change = rng.sample(sorted(fields()), rng.randint(1, 3))
            values = {key: value for key, value in fields().items() if key in change}
            if rng.random() < 0.2:
                values = {"notes": f"note {step}"}  # nothing the roll-ups count
            services.attempt_update(attempt=attempt, **values)
        elif live:
            attempt = live.pop(rng.randrange(len(live)))
            services.attempt_delete(attempt=Attempt.objects.get(pk=attempt.pk))
        if step % 20 == 0:
            assert stored(alice) == recount(alice, LONDON), f"after step {step}"
    assert stored(alice) == recount(alice, LONDON)
    assert erased >= 2  # the seeded mix deletes people with their entries too
    assert sum(n for (_, _, facet, _), n in stored(alice).items() if facet == Facet.ALL) == len(
        Attempt.objects.filter(user=alice, deleted_at__isnull=True)
    )
    assert not AttemptRollup.objects.filter(count__lte=0).exists()
    assert not AttemptRollupTotal.objects.filter(count__lte=0).exists()
    # The other total kept on write: each entry's count of revisions, deleted ones too.
    counted = Attempt.objects.filter(user=alice).annotate(counted=Count("revisions"))
    assert {pk: n for pk, n, _ in counted.values_list("pk", "revision_count", "counted")} == {
        pk: n for pk, _, n in counted.values_list("pk", "revision_count", "counted")
    }
    assert log_verify(user=alice) is None


def test_a_day_with_nothing_left_has_no_rows(alice):
    attempt = make_attempt(user=alice)
    # all, channel, response and hour, by day and by month
    assert AttemptRollup.objects.filter(user=alice).count() == 8
    assert AttemptRollupTotal.objects.filter(user=alice).count() == 8
    services.attempt_delete(attempt=attempt)
    assert not AttemptRollup.objects.filter(user=alice).exists()
    assert not AttemptRollupTotal.objects.filter(user=alice).exists()


def test_the_totals_over_everyone_add_up_two_people_on_one_row(alice):
    first, second = make_person(user=alice, label="A"), make_person(user=alice, label="B")
    when = dt.datetime(2026, 5, 4, 9, tzinfo=dt.UTC)
    for person in (first, second, second):
        make_attempt(user=alice, person=person, occurred_at=when, channel="call")
    day = AttemptRollupTotal.objects.get(user=alice, facet=Facet.ALL)
    assert (day.day, day.count) == (dt.date(2026, 5, 4), 3)
    assert AttemptRollupTotal.objects.get(user=alice, facet=Facet.CHANNEL_MONTH, value="call").count == 3
    services.person_delete_with_entries(person=second, entries=2)
    assert AttemptRollupTotal.objects.get(user=alice, facet=Facet.ALL).count == 1
    assert stored(alice) == recount(alice, ZoneInfo("UTC"))


def test_days_and_hours_are_the_users_own_across_dst(alice):
    profile_set_time_zone(user=alice, time_zone="Europe/London")
    person = make_person(user=alice)
    # 29 March 2026: clocks go forward at 01:00 UTC. 00:30 UTC is 00:30 GMT (Sunday);
    # 01:30 UTC is 02:30 BST. 25 October: back at 01:00 UTC; 23:30 UTC on the 24th
    # is 00:30 BST on Sunday the 25th.
    for moment in (
        dt.datetime(2026, 3, 29, 0, 30, tzinfo=dt.UTC),
        dt.datetime(2026, 3, 29, 1, 30, tzinfo=dt.UTC),
        dt.datetime(2026, 10, 24, 23, 30, tzinfo=dt.UTC),
    ):
        make_attempt(user=alice, person=person, occurred_at=moment)
    hours = set(AttemptRollup.objects.filter(user=alice, facet=Facet.HOUR).values_list("day", "value"))
    sunday = 6 * 24
    assert hours == {
        (dt.date(2026, 3, 29), str(sunday + 0)),
        (dt.date(2026, 3, 29), str(sunday + 2)),
        (dt.date(2026, 10, 25), str(sunday + 0)),
    }


def test_the_first_write_counts_in_the_profiles_zone(alice):
    profile_set_time_zone(user=alice, time_zone="America/New_York")
    make_attempt(user=alice, occurred_at=dt.datetime(2026, 6, 1, 2, 0, tzinfo=dt.UTC))  # 31 May, 22:00 there
    assert RollupState.objects.get(user=alice).time_zone == "America/New_York"
    assert AttemptRollup.objects.get(user=alice, facet=Facet.ALL).day == dt.date(2026, 5, 31)


def test_rebuilding_counts_again_in_the_profiles_new_zone(alice):
    person = make_person(user=alice)
    make_attempt(user=alice, person=person, occurred_at=dt.datetime(2026, 6, 1, 2, 0, tzinfo=dt.UTC))
    assert AttemptRollup.objects.get(user=alice, facet=Facet.ALL).day == dt.date(2026, 6, 1)  # in UTC
    profile_set_time_zone(user=alice, time_zone="America/New_York")
    assert rollups_rebuild(user_id=alice.pk) == 1
    assert RollupState.objects.get(user=alice).time_zone == "America/New_York"
    assert stored(alice) == recount(alice, ZoneInfo("America/New_York"))
    assert AttemptRollup.objects.get(user=alice, facet=Facet.ALL).day == dt.date(2026, 5, 31)


def test_a_rebuild_keeps_what_was_written_while_it_counted(alice, monkeypatch):
    """The rebuild reads the log without the lock; an entry saved, edited or deleted
    meanwhile moves the chain on, and is read again once the lock is taken."""
    from apps.attempts.rollups import rebuild

    person = make_person(user=alice)
    kept = make_attempt(user=alice, person=person, channel="call")
    edited = make_attempt(user=alice, person=person, channel="text")
    gone = make_attempt(user=alice, person=person)
    reads = []

    def entries_then_writes(user_id, attempt_ids=None):
        found = _entries(user_id, attempt_ids)
        if attempt_ids is None:  # the first, unlocked read: others write now
            reads.append(len(found))
            make_attempt(user=alice, person=person, channel="email")
            services.attempt_update(attempt=Attempt.objects.get(pk=edited.pk), channel="voicemail")
            services.attempt_delete(attempt=Attempt.objects.get(pk=gone.pk))
        return found

    monkeypatch.setattr(rebuild, "_entries", entries_then_writes)
    assert rollups_rebuild(user_id=alice.pk) == 3
    assert reads == [3]
    assert stored(alice) == recount(alice, ZoneInfo("UTC"))
    assert kept.pk  # untouched, and counted once


def test_the_command_rebuilds_every_log(alice, bob):
    make_attempt(user=alice)
    make_attempt(user=bob, person=make_person(user=bob))
    AttemptRollup.objects.all().delete()
    call_command("rebuild_rollups")
    assert stored(alice) == recount(alice, ZoneInfo("UTC"))
    assert stored(bob) == recount(bob, ZoneInfo("UTC"))


@pytest.mark.django_db(transaction=True)  # migrations run outside a test transaction
def test_the_migration_counts_the_attempts_already_logged():
    from django.db import connection
    from django.db.migrations.executor import MigrationExecutor

    from tests.factories import make_tactics

    make_tactics()  # an earlier flush may have emptied the table
    latest = MigrationExecutor(connection).loader.graph.leaf_nodes()
    before = [node for node in latest if node[0] not in ("attempts", "insights")] + [
        ("attempts", "0008_search_overflow")
    ]
    executor = MigrationExecutor(connection)
    executor.migrate(before)
    old = MigrationExecutor(connection).loader.project_state(before).apps
    user = old.get_model("auth", "User").objects.create(username="before")
    old.get_model("accounts", "Profile").objects.create(user=user, time_zone="Europe/London")
    person = old.get_model("counter", "Person").objects.create(user=user, label="J", current_start=dt.date(2026, 1, 1))
    OldAttempt, OldLink = old.get_model("attempts", "Attempt"), old.get_model("attempts", "AttemptTactic")
    hoovering = old.get_model("tactics", "Tactic").objects.get(slug="hoovering")
    for hour in (22, 23, 0):  # 23:00 UTC on 28 June is midnight in London: the 29th
        when = dt.datetime(2026, 6, 28 if hour else 29, hour, 30, tzinfo=dt.UTC)
        attempt = OldAttempt.objects.create(user=user, person=person, occurred_at=when, channel="call")
        OldLink.objects.create(attempt=attempt, tactic=hoovering, user=user, occurred_at=when)
    OldAttempt.objects.create(
        user=user, person=person, occurred_at=dt.datetime(2026, 6, 1, tzinfo=dt.UTC), deleted_at=dt.datetime.now(dt.UTC)
    )

    MigrationExecutor(connection).migrate(latest)

    from django.contrib.auth import get_user_model

    migrated = get_user_model().objects.get(username="before")
    assert RollupState.objects.get(user=migrated).time_zone == "Europe/London"
    assert stored(migrated) == recount(migrated, LONDON)
    days = dict(AttemptRollup.objects.filter(user=migrated, facet=Facet.ALL).values_list("day", "count"))
    assert days == {dt.date(2026, 6, 28): 1, dt.date(2026, 6, 29): 2}


def test_deleting_a_person_with_many_entries_as_a_job_takes_them_out_of_the_rollups(alice):
    from apps.attempts.tasks import person_erase_start

    profile_set_time_zone(user=alice, time_zone="Europe/London")
    kept, gone = make_person(user=alice, label="K"), make_person(user=alice, label="G")
    rows = [
        {"person": person, "occurred_at": dt.datetime(2026, 5, 1 + n % 28, n % 24, tzinfo=dt.UTC)}
        for n in range(150)
        for person in (kept, gone)
    ]
    attempts_bulk_create(user=alice, rows=rows)
    person_erase_start(person=gone, entries=150)  # more than are deleted at once: a job (run at once in tests)
    assert not Attempt.objects.filter(person=gone, deleted_at__isnull=True).exists()
    assert stored(alice) == recount(alice, LONDON)
    assert not AttemptRollup.objects.filter(person_id=gone.pk).exists()
    assert sum(n for (_, _, facet, _), n in stored(alice).items() if facet == Facet.ALL) == 150
