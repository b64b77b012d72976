from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from apps.attempts.models import Attempt
from apps.tactics.models import Tactic
from tests.factories import make_attempt, make_person

pytestmark = pytest.mark.django_db


def bulk_attempts(person, count: int) -> None:
    """Rows straight into the table: this test is about reading, not about the chain."""
    now = timezone.now()
    rows = [
        Attempt(user=person.user, person=person, occurred_at=now - timedelta(minutes=i), message=f"message {i}")
        for i in range(count)
    ]
    Attempt.objects.bulk_create(rows, batch_size=2000)
    through = Attempt.tactics.through
    hoovering = Tactic.objects.get(slug="hoovering")
    through.objects.bulk_create([through(attempt_id=a.pk, tactic_id=hoovering.pk) for a in rows[::3]], batch_size=2000)


@pytest.mark.parametrize("count", [10, 10_000])
def test_the_log_runs_the_same_queries_at_any_size(alice_client, alice, django_assert_max_num_queries, count):
    person = make_person(user=alice)
    bulk_attempts(person, count)
    # 1 session, 2 user, 3 the user's people (filter), 4 tactics (filter),
    # 5 one page of attempts with their person, 6 the page's tactics (prefetch)
    for query in ("", "?tactic=hoovering", "?q=message&channel=text"):
        with django_assert_max_num_queries(6):
            r = alice_client.get(reverse("attempts:log") + query)
        assert r.status_code == 200


def test_the_detail_page_runs_a_fixed_number_of_queries(alice_client, alice, django_assert_max_num_queries):
    attempt = make_attempt(user=alice, message="hello")
    # session, user, attempt+person, revisions with links, files, tactics
    with django_assert_max_num_queries(6):
        alice_client.get(reverse("attempts:detail", args=[attempt.pk]))
