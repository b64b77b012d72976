import datetime as dt
import json

import pytest

from apps.attempts import chain
from apps.attempts.models import Attempt
from apps.attempts.records import chain_links, link_as_dict, rows, uuid_text
from apps.attempts.services import attempt_delete, record_time
from tests.factories import make_attempt

pytestmark = pytest.mark.django_db


def test_the_links_in_plain_form_verify_on_their_own(alice):
    first = make_attempt(user=alice, message="first")
    make_attempt(user=alice, message="second")
    attempt_delete(attempt=first)
    plain = json.loads(json.dumps([link_as_dict(link) for link in chain_links(alice)]))
    links = [chain.Link(**row) for row in plain]
    assert [link.kind for link in links] == ["revision", "revision", "tombstone"]
    assert links[0].record is None  # erased with the attempt
    assert chain.verify(links, head_seq=3, head_hash=links[-1].hash) is None


def test_it_reads_only_the_users_own_links(alice, bob):
    make_attempt(user=alice)
    make_attempt(user=bob)
    assert [link.seq for link in chain_links(alice)] == [1]


@pytest.mark.parametrize(
    "moment",
    [
        dt.datetime(2026, 3, 1, 12, 30, tzinfo=dt.UTC),  # no fraction: SQLite keeps none
        dt.datetime(2026, 3, 1, 12, 30, 0, 1, tzinfo=dt.UTC),
        dt.datetime(2026, 3, 1, 12, 30, 59, 999_999, tzinfo=dt.UTC),
        dt.datetime(2026, 3, 1, 23, 30, 0, 250_000, tzinfo=dt.timezone(dt.timedelta(hours=-5))),  # the next day in UTC
        dt.datetime(1969, 12, 31, 23, 59, 59, 500_000, tzinfo=dt.UTC),
        dt.datetime(999, 1, 2, 3, 4, 5, tzinfo=dt.UTC),
        dt.datetime(1, 1, 1, tzinfo=dt.UTC),
        dt.datetime(2999, 12, 31, 23, 59, 59, 999_999, tzinfo=dt.UTC),
    ],
)
def test_the_database_writes_a_time_as_the_records_do(alice, moment):
    attempt = make_attempt(user=alice)
    Attempt.objects.filter(pk=attempt.pk).update(occurred_at=moment, deleted_at=None)

    [(occurred_at, deleted_at)] = rows(
        Attempt.objects.filter(pk=attempt.pk), ("occurred_at", "deleted_at"), times=("occurred_at", "deleted_at")
    )

    assert occurred_at == record_time(moment)
    assert deleted_at is None


def test_ids_come_as_text_that_uuid_text_writes_as_the_records_do(alice):
    attempt = make_attempt(user=alice)
    [(pk, person)] = rows(Attempt.objects.filter(pk=attempt.pk), ("id", "person_id"), ids=("id", "person_id"))
    assert isinstance(pk, str)
    assert (uuid_text(pk), uuid_text(person)) == (str(attempt.pk), str(attempt.person_id))
