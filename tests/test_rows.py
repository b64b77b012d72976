"""nocontact.rows.insert_rows: many rows in a few statements, in order, each as written."""

import datetime as dt

import pytest

from apps.counter.models import Person
from apps.tactics.models import Tactic
from nocontact.rows import ROWS_PER_STATEMENT, insert_rows

pytestmark = pytest.mark.django_db


def _tactics(count: int) -> list[Tactic]:
    return [Tactic(slug=f"made-up-{n}", name=f"Made up {n}", definition="Only for this test.") for n in range(count)]


def test_rows_go_in_order_a_statement_for_each_chunk(django_assert_num_queries):
    made = _tactics(2 * ROWS_PER_STATEMENT + 1)
    # One INSERT of many rows per chunk (not executemany, a statement a row): a table
    # whose trigger indexes each new row pays for it per statement.
    with django_assert_num_queries(3):
        insert_rows(Tactic, made)
    written = list(Tactic.objects.filter(slug__startswith="made-up-").order_by("pk").values_list("slug", "name"))
    assert written == [(t.slug, t.name) for t in made]
    assert all(not t._state.adding for t in made)


def test_fields_fill_themselves_unless_written_as_given(alice):
    long_ago = dt.datetime(2020, 1, 1, tzinfo=dt.UTC)
    stamped = Person(user=alice, label="Stamped", current_start=dt.date(2020, 1, 1), created_at=long_ago)
    given = Person(user=alice, label="Given", current_start=dt.date(2020, 1, 1), created_at=long_ago)
    insert_rows(Person, [stamped])
    insert_rows(Person, [given], as_given=True)
    assert Person.objects.get(label="Stamped").created_at > long_ago  # auto_now_add: the time it was written
    assert Person.objects.get(label="Given").created_at == long_ago  # an import's own time


def test_nothing_to_write_writes_nothing(django_assert_num_queries):
    with django_assert_num_queries(0):
        insert_rows(Tactic, [])
