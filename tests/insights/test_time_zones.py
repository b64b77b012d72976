"""Days and hours on the page are the user's own, across DST; a new time zone counts
everything again, as a job."""

import datetime as dt

import pytest
from django.urls import reverse

from apps.accounts.services import profile_set_time_zone
from apps.attempts.models import RollupState
from apps.jobs.models import Job
from tests.factories import make_attempt, make_person

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("frozen")]


def heat(client, **params) -> dict[tuple[str, int], int]:
    page = client.get(reverse("insights:page"), {"period": "365", **params}).context["page"]
    return {(row.name, hour): int(n) for row in page.heat.rows for hour, n in enumerate(row.counts) if int(n)}


def test_hours_and_weekdays_are_local_across_dst(alice_client, london):
    person = make_person(user=london)
    for moment in (
        dt.datetime(2026, 3, 28, 23, 30, tzinfo=dt.UTC),  # Saturday 23:30 GMT
        dt.datetime(2026, 3, 29, 1, 30, tzinfo=dt.UTC),  # Sunday 02:30 BST (the clocks went forward at 01:00 UTC)
        dt.datetime(2026, 6, 20, 23, 30, tzinfo=dt.UTC),  # Sunday 00:30 BST
        dt.datetime(2025, 10, 26, 0, 30, tzinfo=dt.UTC),  # Sunday 01:30 BST, the first of the two 01:30s
        dt.datetime(2025, 10, 26, 1, 30, tzinfo=dt.UTC),  # Sunday 01:30 GMT, the second
    ):
        make_attempt(user=london, person=person, occurred_at=moment)
    assert heat(alice_client) == {("Saturday", 23): 1, ("Sunday", 2): 1, ("Sunday", 0): 1, ("Sunday", 1): 2}
    weeks = alice_client.get(reverse("insights:page"), {"period": "all"}).context["page"].mood.rows
    assert ("Week of 23 Mar 2026", 2) in [
        (row.week, row.attempts) for row in weeks
    ]  # Saturday 28 and Sunday 29 March, one week


def test_a_new_time_zone_counts_everything_again(alice_client, london):
    person = make_person(user=london)
    make_attempt(user=london, person=person, occurred_at=dt.datetime(2026, 6, 20, 3, 30, tzinfo=dt.UTC))
    assert heat(alice_client) == {("Saturday", 4): 1}  # 04:30 BST
    profile_set_time_zone(user=london, time_zone="America/New_York")
    r = alice_client.get(reverse("insights:page"), {"period": "365"})
    # The tests run jobs at once: the recount is done by the time the page is drawn.
    job = Job.objects.get(user=london, kind="rollups-recount")
    assert job.status == Job.Status.DONE
    assert b"being counted again" in r.content
    assert RollupState.objects.get(user=london).time_zone == "America/New_York"
    assert heat(alice_client) == {("Friday", 23): 1}  # 23:30 the evening before, in New York
    assert Job.objects.filter(user=london, kind="rollups-recount").count() == 1
