import datetime as dt
import random

import pytest

from apps.counter.clock import user_today
from apps.counter.models import Person, Slip, Urge
from apps.counter.services import person_recount, slip_record, slip_withdraw, urge_record, urge_set_outcome
from tests.factories import make_person

from .test_import import TOTALS

pytestmark = pytest.mark.django_db


def totals(person) -> tuple:
    return Person.objects.filter(pk=person.pk).values_list(*TOTALS).get()


def test_the_recount_agrees_with_the_running_totals_after_random_writes(alice):
    """person_recount (used by the import) and the services' running totals are the
    same facts worked out two ways: after a random mix of writes they agree."""
    rng = random.Random(7)
    person = make_person(user=alice, start=user_today(alice).replace(year=user_today(alice).year - 1))
    day = person.current_start
    for _ in range(30):
        action = rng.choice(["slip", "urge", "outcome", "withdraw"])
        person.refresh_from_db()
        if action == "slip" and day < user_today(alice):
            day = min(user_today(alice), day + dt.timedelta(days=rng.randint(1, 20)))
            slip_record(person=person, date=day, next_start=day)
        elif action == "urge":
            urge_record(user=alice, person=person, intensity=rng.randint(1, 10), outcome=rng.choice(list(Urge.Outcome)))
        elif action == "outcome" and (urge := Urge.objects.filter(person=person).order_by("?").first()):
            urge_set_outcome(urge=urge, outcome=rng.choice(list(Urge.Outcome)))
        elif action == "withdraw" and (slip := Slip.objects.filter(person=person, withdrawn_at__isnull=True).last()):
            slip_withdraw(slip=slip)
    running = totals(person)
    person_recount(person=person)
    assert totals(person) == running
    assert Slip.objects.filter(person=person).exists() and Urge.objects.filter(person=person).exists()
