import datetime as dt
import random

import pytest

from apps.bench.demo.diary import seed_journal
from apps.journal.models import Entry
from tests.factories import make_person

pytestmark = pytest.mark.django_db


def test_the_demo_journal_has_check_ins_and_entries_through_the_service(alice):
    person = make_person(user=alice)
    today = dt.date(2026, 11, 25)
    written = seed_journal(alice, [person], first=today - dt.timedelta(days=120), today=today, rng=random.Random(1))
    entries = Entry.objects.filter(user=alice)
    assert entries.count() == written
    assert 50 < entries.filter(kind="check_in").count() < 100
    assert 10 < entries.filter(kind="entry").count() < 25
    assert set(entries.exclude(mood=None).values_list("mood", flat=True)) <= {1, 2, 3, 4, 5}
    assert not entries.filter(date__gt=today).exists()


def test_the_demo_journal_is_the_same_for_a_seed(alice, bob):
    today = dt.date(2026, 11, 25)
    for user in (alice, bob):
        seed_journal(
            user, [make_person(user=user)], first=today - dt.timedelta(days=60), today=today, rng=random.Random(7)
        )
    columns = ("date", "kind", "mood", "prompt", "text")
    assert list(Entry.objects.filter(user=alice).order_by("date", "created_at").values_list(*columns)) == list(
        Entry.objects.filter(user=bob).order_by("date", "created_at").values_list(*columns)
    )
