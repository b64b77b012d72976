"""The journal's pages cost the same number of queries whatever the journal's length,
and read one page at a time (keyset pagination, no count over the whole journal)."""

import datetime as dt

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from apps.journal.models import Entry
from apps.journal.selectors import PAGE_SIZE
from tests.factories import make_attempt, make_entry, make_person, make_urge

pytestmark = pytest.mark.django_db


def bulk_entries(user, count: int) -> None:
    """Rows straight into the table (the search triggers still index them)."""
    today = timezone.localdate()
    Entry.objects.bulk_create(
        [
            Entry(user=user, date=today - dt.timedelta(days=i // 2), mood=1 + i % 5, text=f"entry {i} about the river")
            for i in range(count)
        ],
        batch_size=1000,
    )


@pytest.mark.parametrize("count", [10, 1_000])
def test_the_journal_runs_the_same_queries_at_any_size(alice_client, alice, django_assert_num_queries, count):
    bulk_entries(alice, count)
    token = alice_client.post(reverse("journal:search"), {"q": "river"})["Location"]
    # 1 session, 2 user, 3 one page of entries (with the person's label), 4 the mood
    # of each day of the chart's twelve weeks
    with django_assert_num_queries(4):
        r = alice_client.get(reverse("journal:index"))
    assert len(r.context["page"].rows) == min(count, PAGE_SIZE)
    # the same with words: the index is asked inside the page's query
    with django_assert_num_queries(4):
        r = alice_client.get(token)
    assert len(r.context["page"].rows) == min(count, PAGE_SIZE)
    # htmx (the list alone): no chart
    with django_assert_num_queries(3):
        alice_client.get(reverse("journal:index"), headers={"HX-Request": "true"})


def test_the_pages_follow_one_another_without_gaps_or_repeats(alice_client, alice, django_assert_num_queries):
    bulk_entries(alice, 2 * PAGE_SIZE + 7)
    seen, url = [], reverse("journal:index")
    while url:
        r = alice_client.get(url)
        page = r.context["page"]
        seen += [row.url for row in page.rows]
        url = reverse("journal:index") + f"?after={page.next_cursor}" if page.next_cursor else None
    assert len(seen) == len(set(seen)) == 2 * PAGE_SIZE + 7
    expected = Entry.objects.filter(user=alice).order_by("-date", "-created_at", "-id").values_list("pk", flat=True)
    assert seen == [reverse("journal:detail", args=[pk]) for pk in expected]


def test_a_searched_list_pages_by_its_token(alice_client, alice):
    bulk_entries(alice, PAGE_SIZE + 5)
    make_entry(user=alice, text="no match here")
    first = alice_client.get(alice_client.post(reverse("journal:search"), {"q": "river"})["Location"])
    token = first.context["token"]
    assert token
    cursor = first.context["page"].next_cursor
    second = alice_client.get(reverse("journal:index"), {"s": token, "after": cursor})
    assert len(second.context["page"].rows) == 5
    assert second.context["page"].next_cursor is None


@pytest.mark.parametrize(
    "cursor", ["garbage", "2026-01-01~nope~x", "~~", "2026-13-01~2026-01-01T00:00:00+00:00~" + "0" * 32]
)
def test_a_bad_cursor_shows_the_first_page(alice_client, alice, cursor):
    make_entry(user=alice, text="first")
    r = alice_client.get(reverse("journal:index"), {"after": cursor})
    assert r.status_code == 200


def test_the_entry_page_runs_a_fixed_number_of_queries(alice_client, alice, django_assert_num_queries):
    person = make_person(user=alice)
    entry = make_entry(
        user=alice,
        text="x",
        person=person,
        attempt=make_attempt(user=alice, person=person),
        urge=make_urge(person=person),
    )
    # 1 session, 2 user, 3 the entry with its person, attempt and urge
    with django_assert_num_queries(3):
        alice_client.get(reverse("journal:detail", args=[entry.pk]))


@pytest.mark.parametrize("count", [1, 40])
def test_the_new_entry_page_runs_the_same_queries_at_any_size(alice_client, alice, django_assert_num_queries, count):
    person = make_person(user=alice)
    for _ in range(count):
        make_attempt(user=alice, person=person)
        make_urge(person=person)
    # 1 session, 2 user, 3 people, 4 latest attempts, 5 latest urges, 6 journal settings
    with django_assert_num_queries(6):
        r = alice_client.get(reverse("journal:create"))
    assert len(r.context["form"].fields["attempt"].choices) == 1 + min(count, 20)


@pytest.mark.parametrize("count", [0, 30])
def test_home_adds_one_query_for_the_check_in(alice_client, alice, count):
    make_person(user=alice)
    bulk_entries(alice, count)
    with CaptureQueriesContext(connection) as captured:
        alice_client.get("/")
    journal = [q["sql"] for q in captured if "journal_entry" in q["sql"]]
    assert len(journal) == 1 and "LIMIT 1" in journal[0]


@pytest.mark.parametrize("count", [1, 30])
def test_the_reply_check_runs_the_same_queries_at_any_size(alice_client, alice, django_assert_num_queries, count):
    person = make_person(user=alice)
    attempts = [make_attempt(user=alice, person=person, message=f"message {n}") for n in range(count)]
    url = reverse("journal:reply-check")
    # 1 session, 2 user, 3 the attempt it answers (with its person)
    with django_assert_num_queries(3):
        alice_client.get(url, {"attempt": attempts[-1].pk})
    with django_assert_num_queries(3):
        alice_client.post(url, {"attempt": attempts[-1].pk, "draft": "Sorry, can we talk? " * 20})
