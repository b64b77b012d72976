"""Slips and streaks, through the services: one slip ends exactly one streak."""

import datetime as dt
from pathlib import Path

import pytest
from django.core.exceptions import ValidationError

from apps.counter import services
from apps.counter.clock import user_today
from apps.counter.models import Change, Person, Slip, Streak, Urge
from tests.factories import make_person, make_urge

pytestmark = pytest.mark.django_db


def days_ago(user, n: int) -> dt.date:
    return user_today(user) - dt.timedelta(days=n)


def reload(person: Person) -> Person:
    return Person.objects.get(pk=person.pk)


def test_a_new_person_starts_with_one_streak_that_may_begin_in_the_past(alice):
    person = make_person(user=alice, start=days_ago(alice, 40))
    assert person.streaks.count() == 1
    assert person.current_streak.start == days_ago(alice, 40)
    assert person.days_on(user_today(alice)) == 40


def test_a_start_date_in_the_future_is_refused(alice):
    with pytest.raises(ValidationError) as error:
        make_person(user=alice, start=days_ago(alice, -1))
    assert "start" in error.value.message_dict
    assert not Person.objects.exists()


def test_a_slip_ends_exactly_one_streak_and_starts_the_next(alice):
    person = make_person(user=alice, start=days_ago(alice, 40))
    first = person.current_streak
    slip = services.slip_record(person=person, date=days_ago(alice, 0), kind=Slip.Kind.REPLIED)
    person = reload(person)
    first.refresh_from_db()
    assert first.end == days_ago(alice, 0)
    assert slip.ended_streak == first
    assert slip.next_streak == person.current_streak
    assert person.current_streak.start == days_ago(alice, 0)
    assert person.current_streak.end is None
    assert person.streaks.count() == 2
    assert person.streaks.filter(end__isnull=True).count() == 1
    assert (person.past_streaks, person.longest_past_days, person.total_past_days) == (1, 40, 40)
    assert person.days_on(user_today(alice)) == 0


def test_the_next_streak_may_start_later_than_the_slip(alice):
    person = make_person(user=alice, start=days_ago(alice, 30))
    services.slip_record(person=person, date=days_ago(alice, 10), next_start=days_ago(alice, 8))
    person = reload(person)
    assert person.current_start == days_ago(alice, 8)
    assert person.days_on(user_today(alice)) == 8
    assert person.total_days_on(user_today(alice)) == 20 + 8


def test_longest_and_total_are_right_after_several_slips(alice):
    person = make_person(user=alice, start=days_ago(alice, 100))
    services.slip_record(person=person, date=days_ago(alice, 60), next_start=days_ago(alice, 60))  # 40
    services.slip_record(person=person, date=days_ago(alice, 55), next_start=days_ago(alice, 54))  # 5
    services.slip_record(person=person, date=days_ago(alice, 54), next_start=days_ago(alice, 50))  # 0
    services.slip_record(person=person, date=days_ago(alice, 20), next_start=days_ago(alice, 20))  # 30
    person = reload(person)
    today = user_today(alice)
    assert person.past_streaks == 4
    assert person.longest_past_days == 40
    assert person.total_past_days == 40 + 5 + 0 + 30
    assert person.days_on(today) == 20
    assert person.longest_days_on(today) == 40
    assert person.total_days_on(today) == 95
    assert [s.days_on(today) for s in person.streaks.all()] == [40, 5, 0, 30, 20]


def test_the_current_streak_counts_as_longest_once_it_passes_the_old_record(alice):
    person = make_person(user=alice, start=days_ago(alice, 50))
    services.slip_record(person=person, date=days_ago(alice, 45), next_start=days_ago(alice, 45))
    person = reload(person)
    assert person.longest_past_days == 5
    assert person.longest_days_on(user_today(alice)) == 45


@pytest.mark.parametrize(
    ("date", "next_start", "field"),
    [
        (-1, -1, "date"),  # in the future
        (41, 0, "date"),  # before the streak it ends
        (5, 6, "next_start"),  # the new streak before the slip
        (5, -2, "next_start"),  # the new streak in the future
    ],
)
def test_a_slip_outside_its_streak_is_refused_and_changes_nothing(alice, date, next_start, field):
    person = make_person(user=alice, start=days_ago(alice, 40))
    with pytest.raises(ValidationError) as error:
        services.slip_record(person=person, date=days_ago(alice, date), next_start=days_ago(alice, next_start))
    assert field in error.value.message_dict
    person = reload(person)
    assert person.streaks.count() == 1
    assert person.current_streak.end is None
    assert not Slip.objects.exists()
    assert person.past_streaks == 0


def test_the_other_persons_attempts_and_urges_never_change_a_streak(alice):
    person = make_person(user=alice, start=days_ago(alice, 40))
    before = list(Streak.objects.values_list("start", "end"))
    make_urge(person=person, triggers=[Urge.Trigger.THEIR_MESSAGE], outcome=Urge.Outcome.RESISTED)
    make_urge(person=person, triggers=[Urge.Trigger.THEIR_MESSAGE], outcome=Urge.Outcome.PENDING)
    services.special_date_create(person=person, kind="their_birthday", date=days_ago(alice, 0))
    services.person_update(person=person, label="K", rule=Person.Rule.NO_RESPONSE)
    assert list(Streak.objects.values_list("start", "end")) == before
    assert reload(person).days_on(user_today(alice)) == 40


def test_only_the_counter_services_write_streaks_and_slips():
    """The contact-attempt log (and any other app) reads streaks; it never ends one.
    Only the user's own slips, recorded through these services, do."""
    apps_dir = Path(__file__).resolve().parents[2] / "apps"
    writers = []
    for path in apps_dir.rglob("*.py"):
        if "migrations" in path.parts or path.parts[-3:-1] in (("counter", "services"), ("counter", "models")):
            continue
        if path.parts[-3:] == ("mydata", "parts", "counter.py"):
            continue  # an import writes exported streaks and slips back as they were (then person_recount)
        text = path.read_text()
        if any(word in text for word in ("Streak(", "Streak.objects.create", "Slip(", "Slip.objects.create")):
            writers.append(str(path.relative_to(apps_dir)))
    assert writers == []


def test_editing_a_slip_moves_the_streaks_around_it_and_keeps_the_old_values(alice):
    person = make_person(user=alice, start=days_ago(alice, 40))
    slip = services.slip_record(person=person, date=days_ago(alice, 10), next_start=days_ago(alice, 10))
    services.slip_update(
        slip=slip, date=days_ago(alice, 12), kind=Slip.Kind.CALLED, note="a call", next_start=days_ago(alice, 11)
    )
    person = reload(person)
    slip.refresh_from_db()
    assert slip.ended_streak.end == days_ago(alice, 12)
    assert slip.next_streak.start == days_ago(alice, 11)
    assert (person.longest_past_days, person.total_past_days) == (28, 28)
    assert person.days_on(user_today(alice)) == 11
    change = Change.objects.get(person=person)
    assert change.kind == Change.Kind.SLIP_EDITED
    whats = {what for what, _, _ in change.differences}
    assert whats == {"Date", "What happened", "Note", "Next streak began"}
    assert ("What happened", "I messaged them", "I called") in change.differences


@pytest.mark.parametrize(
    ("date", "next_start", "field"),
    [
        (41, 10, "date"),  # before the streak it ends
        (-1, -1, "date"),  # in the future
        (8, 9, "next_start"),  # the next streak before the slip
        (10, 4, "next_start"),  # the next streak after that streak's own slip
    ],
)
def test_editing_a_slip_out_of_its_streaks_is_refused(alice, date, next_start, field):
    person = make_person(user=alice, start=days_ago(alice, 40))
    slip = services.slip_record(person=person, date=days_ago(alice, 10), next_start=days_ago(alice, 10))
    services.slip_record(person=reload(person), date=days_ago(alice, 5), next_start=days_ago(alice, 5))
    with pytest.raises(ValidationError) as error:
        services.slip_update(
            slip=slip, date=days_ago(alice, date), kind=slip.kind, next_start=days_ago(alice, next_start)
        )
    assert field in error.value.message_dict
    slip.refresh_from_db()
    assert slip.date == days_ago(alice, 10)
    assert slip.next_streak.start == days_ago(alice, 10)
    assert not Change.objects.exists()


def test_withdrawing_a_slip_joins_its_streaks_and_keeps_the_slip_visible(alice):
    person = make_person(user=alice, start=days_ago(alice, 40))
    slip = services.slip_record(person=person, date=days_ago(alice, 10), next_start=days_ago(alice, 9))
    services.slip_withdraw(slip=slip)
    person = reload(person)
    slip.refresh_from_db()
    assert slip.is_withdrawn
    assert slip.date == days_ago(alice, 10)
    assert person.streaks.count() == 1
    assert person.current_streak.start == days_ago(alice, 40)
    assert person.days_on(user_today(alice)) == 40
    assert (person.past_streaks, person.longest_past_days, person.total_past_days) == (0, 0, 0)
    assert Change.objects.get(person=person).kind == Change.Kind.SLIP_WITHDRAWN


def test_withdrawing_a_middle_slip_hands_the_later_slip_to_the_joined_streak(alice):
    person = make_person(user=alice, start=days_ago(alice, 40))
    first = services.slip_record(person=person, date=days_ago(alice, 30), next_start=days_ago(alice, 30))
    second = services.slip_record(person=reload(person), date=days_ago(alice, 10), next_start=days_ago(alice, 10))
    services.slip_withdraw(slip=first)
    second.refresh_from_db()
    person = reload(person)
    assert second.ended_streak.start == days_ago(alice, 40)
    assert second.ended_streak.end == days_ago(alice, 10)
    assert (person.past_streaks, person.longest_past_days) == (1, 30)
    assert person.days_on(user_today(alice)) == 10


def test_moving_a_streak_start_is_recorded_and_stays_after_the_slip_before_it(alice):
    person = make_person(user=alice, start=days_ago(alice, 40))
    services.streak_set_start(streak=person.current_streak, start=days_ago(alice, 45))
    person = reload(person)
    assert person.days_on(user_today(alice)) == 45
    assert Change.objects.get(person=person).kind == Change.Kind.STREAK_EDITED
    services.slip_record(person=person, date=days_ago(alice, 10), next_start=days_ago(alice, 10))
    person = reload(person)
    with pytest.raises(ValidationError) as error:
        services.streak_set_start(streak=person.current_streak, start=days_ago(alice, 11))
    assert "start" in error.value.message_dict
    with pytest.raises(ValidationError):
        services.streak_set_start(streak=person.streaks.first(), start=days_ago(alice, 9))


def test_every_correction_is_counted_on_the_person(alice):
    person = make_person(user=alice, start=days_ago(alice, 40))
    slip = services.slip_record(person=person, date=days_ago(alice, 10), next_start=days_ago(alice, 10))
    assert reload(person).corrections == 0
    services.slip_update(slip=slip, date=days_ago(alice, 12), kind=Slip.Kind.CALLED, next_start=days_ago(alice, 11))
    services.streak_set_start(streak=reload(person).streaks.first(), start=days_ago(alice, 45))
    services.slip_withdraw(slip=slip)
    assert reload(person).corrections == Change.objects.filter(person=person).count() == 3


def test_the_count_follows_the_users_time_zone(alice):
    from apps.accounts.services import profile_set_time_zone

    profile_set_time_zone(user=alice, time_zone="Pacific/Auckland")
    person = make_person(user=alice, start=user_today(alice))
    assert person.days_on(user_today(alice)) == 0
    # 20:00 in London on 1 March is 09:00 on 2 March in Auckland (NZDT, UTC+13).
    assert user_today(alice, dt.datetime(2026, 3, 1, 20, 0, tzinfo=dt.UTC)) == dt.date(2026, 3, 2)
