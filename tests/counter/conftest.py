import datetime as dt
from dataclasses import dataclass

import pytest
from django.test import Client

from apps.counter import services
from apps.counter.clock import user_today
from apps.counter.models import Person, Reason, SafeContact, Slip, SpecialDate, Streak, Urge
from tests.factories import make_person, make_reason, make_urge


@dataclass
class World:
    """One of everything, owned by alice."""

    person: Person
    streak: Streak
    slip: Slip
    special_date: SpecialDate
    reason: Reason
    contact: SafeContact
    urge: Urge


@pytest.fixture
def world(alice) -> World:
    today = user_today(alice)
    person = make_person(user=alice, label="M", start=today - dt.timedelta(days=40))
    first = person.current_streak
    slip = services.slip_record(person=person, date=today - dt.timedelta(days=5), note="a private note")
    return World(
        person=Person.objects.get(pk=person.pk),
        streak=first,
        slip=slip,
        special_date=services.special_date_create(person=person, kind="their_birthday", date=dt.date(1990, 6, 5)),
        reason=make_reason(user=alice),
        contact=services.safe_contact_create(user=alice, name="Sam", phone="+44 7700 900123"),
        urge=make_urge(person=person, unsent_message="the words I never sent", outcome=Urge.Outcome.RESISTED),
    )


@pytest.fixture
def bob_client(bob) -> Client:
    client = Client()
    client.force_login(bob)
    return client
