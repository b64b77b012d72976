from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from apps.attempts import services
from apps.attempts.models import Attempt, AttemptTactic
from apps.tactics.models import Tactic
from tests.factories import make_attempt, make_person

pytestmark = pytest.mark.django_db


def bulk_attempts(person, count: int) -> None:
    """Rows straight into the tables: these tests are about reading, not the chain."""
    now = timezone.now()
    rows = [
        Attempt(user=person.user, person=person, occurred_at=now - timedelta(minutes=i), message=f"message {i}")
        for i in range(count)
    ]
    Attempt.objects.bulk_create(rows, batch_size=2000)
    hoovering = Tactic.objects.get(slug="hoovering")
    links = [AttemptTactic(attempt=a, tactic=hoovering, user=person.user, occurred_at=a.occurred_at) for a in rows[::3]]
    AttemptTactic.objects.bulk_create(links, batch_size=2000)


LOG_FILTERS = [{}, {"tactic": "hoovering"}, {"q": "message", "channel": "text"}, {"q": "message 7"}]


def log_url(client, filters: dict) -> str:
    """The log's URL for these filters, as the filter form leads to it (words POSTed)."""
    return client.post(reverse("attempts:search"), filters)["Location"]


@pytest.mark.parametrize("count", [10, 1_000])
def test_the_log_runs_the_same_queries_at_any_size(alice_client, alice, django_assert_num_queries, count):
    person = make_person(user=alice)
    bulk_attempts(person, count)
    services.attempt_delete(attempt=Attempt.objects.filter(user=alice).latest("occurred_at"))  # a tombstone
    alice_client.get(reverse("attempts:log"))  # the tactics are read once per process
    # 1 session (with any words searched for), 2 user, 3 the user's people (filter and
    # rows), 4 one page of attempts with their tactic ids through a subquery (names
    # come from memory); a word search first asks the index how common the words are
    # (search.first_matches)
    for filters in LOG_FILTERS:
        url = log_url(alice_client, filters)
        with django_assert_num_queries(4 + ("q" in filters)):
            r = alice_client.get(url)
        assert r.status_code == 200
        assert r.context["page"].rows
    with django_assert_num_queries(3):
        r = alice_client.get(reverse("attempts:log"), {"tactic": "no-such-tactic"})
    assert r.context["page"].rows == []


def test_the_next_page_runs_the_same_queries(alice_client, alice, django_assert_num_queries):
    person = make_person(user=alice)
    bulk_attempts(person, 300)  # 100 of them tagged
    first = alice_client.get(reverse("attempts:log") + "?tactic=hoovering")
    cursor = first.context["page"].next_cursor
    with django_assert_num_queries(4):
        r = alice_client.get(reverse("attempts:log"), {"tactic": "hoovering", "after": cursor})
    assert len(r.context["page"].rows) == 50
    assert r.context["page"].next_cursor is None


def test_the_detail_page_runs_a_fixed_number_of_queries(alice_client, alice, django_assert_num_queries):
    tactics = ["hoovering", "guilt-tripping"]
    alice_client.get(reverse("attempts:log"))  # the tactics are read once per process
    for count in (1, 3):
        attempt = make_attempt(user=alice, message="hello", tactics=tactics[: count - 1])
        for n in range(count - 1):
            services.attempt_update(attempt=attempt, message=f"hello {n}")
        # 1 session, 2 user, 3 attempt with person, 4 revisions with links, 5 files,
        # 6 tactic ids (names from memory)
        with django_assert_num_queries(6):
            r = alice_client.get(reverse("attempts:detail", args=[attempt.pk]))
        assert r.status_code == 200


def statements(captured) -> list[str]:
    """The statements a request ran, without the savepoints that only exist because
    each test runs inside a transaction (a real request has none)."""
    return [q["sql"] for q in captured if not q["sql"].startswith(("SAVEPOINT", "RELEASE SAVEPOINT"))]


@pytest.mark.parametrize("htmx", [False, True])
def test_quick_log_runs_ten_queries(alice_client, alice, htmx):
    person = make_person(user=alice)
    make_person(user=alice, label="K")  # two people: the form shows a choice
    make_attempt(person=person)  # the chain head exists, as it does once anything is logged
    alice_client.get(reverse("attempts:log"))  # the tactics are read once per process
    headers = {"HX-Request": "true"} if htmx else {}
    with CaptureQueriesContext(connection) as captured:
        r = alice_client.post(
            reverse("attempts:quick"),
            {"person": person.pk, "message": "just checking in, I miss you"},
            headers=headers,
        )
    assert r.status_code == (200 if htmx else 302)
    # 1 session, 2 user, 3 the user's people (checks the choice, and fills the fresh
    # form), 4 the attempt, 5 its first revision, 6 the chain head (locked, with the
    # zone of the roll-ups), 7 the link, 8 the head moved on, 9 the roll-ups and 10
    # their totals over everyone (one statement each for every row the entry counts
    # in). Suggestions name tactics from memory.
    assert len(statements(captured)) == 10, statements(captured)
    assert Attempt.objects.filter(message="just checking in, I miss you").count() == 1


def test_tactics_cost_three_more_queries_when_creating(alice):
    person = make_person(user=alice)
    make_attempt(person=person)
    hoovering, guilt = Tactic.objects.filter(slug__in=["hoovering", "guilt-tripping"])
    counts = []
    for tactics in ([], [hoovering, guilt]):
        with CaptureQueriesContext(connection) as captured:
            services.attempt_create(user=alice, person=person, message="x", tactics=tactics)
        counts.append(len(statements(captured)))
    # the tactic rows (one insert), the tallies (an insert that skips existing ones,
    # then one update)
    assert counts[1] - counts[0] == 3
