from dataclasses import dataclass

import pytest
from django.test import Client

from apps.attempts.models import Attempt
from apps.counter.models import Person, Urge
from apps.journal.models import Entry
from tests.factories import make_attempt, make_entry, make_person, make_urge


@dataclass
class World:
    """One of everything the journal touches, owned by alice."""

    person: Person
    attempt: Attempt
    urge: Urge
    entry: Entry


@pytest.fixture
def world(alice) -> World:
    person = make_person(user=alice, label="M")
    attempt = make_attempt(user=alice, person=person, message="Why are you ignoring me? Call me.")
    urge = make_urge(person=person, unsent_message="words never sent")
    entry = make_entry(user=alice, mood=2, text="A private line about M.", person=person, attempt=attempt, urge=urge)
    return World(person=person, attempt=attempt, urge=urge, entry=entry)


@pytest.fixture
def bob_client(bob) -> Client:
    client = Client()
    client.force_login(bob)
    return client
