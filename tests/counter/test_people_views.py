import datetime as dt

import pytest
from django.urls import reverse

from apps.counter.clock import user_today
from apps.counter.models import Change, Person, Slip, SpecialDate, Streak
from apps.counter.selectors import STREAKS_PER_PAGE
from tests.counter.test_dashboard import add_history
from tests.factories import make_person

pytestmark = pytest.mark.django_db


def iso(day: dt.date) -> str:
    return day.isoformat()


def person_data(alice, **overrides) -> dict:
    data = {"label": "M", "start": iso(user_today(alice) - dt.timedelta(days=40)), "rule": "no_contact"}
    return {**data, **overrides}


def test_adding_a_person_starts_their_count(alice_client, alice):
    r = alice_client.post(reverse("counter:person-create"), person_data(alice))
    assert r.status_code == 302
    assert r["Location"] == "/"
    person = Person.objects.get(user=alice)
    assert person.days_on(user_today(alice)) == 40
    assert person.streaks.count() == 1
    assert b'class="day-card__number">40</span>' in alice_client.get("/").content


def test_adding_a_person_through_htmx_returns_a_fresh_form_and_refreshes_the_cards(alice_client, alice):
    r = alice_client.post(reverse("counter:person-create"), person_data(alice), headers={"HX-Request": "true"})
    assert r.status_code == 200
    assert b"<html" not in r.content
    assert b'id="person-form"' in r.content
    assert b'value="M"' not in r.content
    assert r["HX-Trigger"] == '{"counterChanged": {}}'
    cards = alice_client.get("/", headers={"HX-Request": "true"})
    assert b"M is added. Day 40." in cards.content


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"label": ""}, "Give them a label, even just an initial."),
        ({"label": "x" * 61}, "Please keep this to 60 characters or fewer (it has 61)."),
        ({"start": "2999-01-01"}, "That date is still to come."),
        ({"start": "not a date"}, "Enter a date, for example 2026-05-03."),
        ({"start": "1850-01-01"}, "That date is too long ago."),
        ({"rule": "sometimes"}, "Choose one of the rules."),
        ({"rule": "limited", "allowed_contact": ""}, "Write down what contact you allow"),
        ({"allowed_contact": "y" * 501}, "Please keep this to 500 characters or fewer"),
    ],
)
def test_bad_person_input_is_explained_and_kept(alice_client, alice, overrides, message):
    data = person_data(alice, **{"label": "Kept label", **overrides})
    for headers in ({}, {"HX-Request": "true"}):
        r = alice_client.post(reverse("counter:person-create"), data, headers=headers)
        assert r.status_code == 200
        assert message in r.content.decode()
        assert 'aria-invalid="true"' in r.content.decode()
        if overrides.get("label") is None:
            assert b'value="Kept label"' in r.content
    assert not Person.objects.exists()


def test_editing_a_person_changes_label_and_rule_but_not_the_count(alice_client, alice):
    person = make_person(user=alice, start=user_today(alice) - dt.timedelta(days=12))
    url = reverse("counter:person-edit", kwargs={"pk": person.pk})
    r = alice_client.post(url, {"label": "K", "rule": "limited", "allowed_contact": "school pick-ups"})
    assert r.status_code == 302
    person.refresh_from_db()
    assert (person.label, person.rule, person.allowed_contact) == ("K", "limited", "school pick-ups")
    assert person.days_on(user_today(alice)) == 12


def test_editing_a_person_with_an_empty_label_keeps_the_old_one(alice_client, alice):
    person = make_person(user=alice, label="J")
    r = alice_client.post(
        reverse("counter:person-edit", kwargs={"pk": person.pk}), {"label": " ", "rule": "no_contact"}
    )
    assert r.status_code == 200
    assert b"Give them a label" in r.content
    person.refresh_from_db()
    assert person.label == "J"


def test_archiving_keeps_everything_and_restoring_brings_them_back(alice_client, alice):
    person = make_person(user=alice, label="J")
    url = reverse("counter:person-archive", kwargs={"pk": person.pk})
    assert alice_client.post(url).status_code == 302
    person.refresh_from_db()
    assert person.is_archived
    assert b"J</a>" not in alice_client.get("/").content
    alice_client.post(url, {"restore": "1"})
    person.refresh_from_db()
    assert not person.is_archived


def test_deleting_asks_first_and_says_what_will_be_lost(alice_reauthenticated_client, alice):
    person = make_person(user=alice, label="J")
    url = reverse("counter:person-delete", kwargs={"pk": person.pk})
    r = alice_reauthenticated_client.get(url)
    assert b"1 streak" in r.content
    assert b"Archive instead" in r.content
    assert Person.objects.exists()
    assert alice_reauthenticated_client.post(url).status_code == 302
    assert not Person.objects.exists()


def test_the_person_page_shows_history_with_the_longest_streak_marked(alice_client, world):
    r = alice_client.get(reverse("counter:person-detail", kwargs={"pk": world.person.pk}))
    content = r.content.decode()
    assert "Streak history" in content
    assert '<span class="streak__days">35 days</span> <span class="tag">Longest</span>' in content
    assert "a private note" in content  # the person page may show the user's own note
    assert "the words I never sent" not in content


def test_the_person_page_pages_through_a_long_history_in_constant_queries(
    alice_client, alice, django_assert_max_num_queries
):
    person = make_person(user=alice)
    add_history(person, 1000)
    url = reverse("counter:person-detail", kwargs={"pk": person.pk})
    # Expect 5 queries: session, user, person (with the profile), one page of streaks
    # (with their slips), special dates (no corrections: no query for them).
    with django_assert_max_num_queries(5):
        r = alice_client.get(url)
    assert r.content.decode().count('<li class="streak') == STREAKS_PER_PAGE
    assert "Older streaks" in r.content.decode()
    older = r.context["streaks"][-1]
    r = alice_client.get(url, {"older": str(older.pk)}, headers={"HX-Request": "true"})
    assert b"<html" not in r.content
    newest_older = Streak.objects.get(pk=r.context["streaks"][0].pk)
    assert newest_older.start < Streak.objects.get(pk=older.pk).start
    assert alice_client.get(url, {"older": "nonsense"}).status_code == 200


def test_special_dates_are_added_and_removed(alice_client, alice):
    person = make_person(user=alice)
    url = reverse("counter:date-create", kwargs={"pk": person.pk})
    r = alice_client.post(url, {"kind": "anniversary", "date": "2019-02-29"}, headers={"HX-Request": "true"})
    assert r.status_code == 200
    assert b"Enter a date" in r.content
    r = alice_client.post(url, {"kind": "other", "label": "", "date": "2020-02-29"}, headers={"HX-Request": "true"})
    assert b"Give this date a name" in r.content
    assert not SpecialDate.objects.exists()
    r = alice_client.post(url, {"kind": "other", "label": "Moving day", "date": "2020-02-29"})
    assert r.status_code == 302
    special = SpecialDate.objects.get()
    assert special.name == "Moving day"
    r = alice_client.post(reverse("counter:date-delete", kwargs={"pk": special.pk}), headers={"HX-Request": "true"})
    assert b'id="dates"' in r.content
    assert not SpecialDate.objects.exists()


def test_a_bad_special_date_without_htmx_shows_the_form_again(alice_client, alice):
    person = make_person(user=alice)
    r = alice_client.post(reverse("counter:date-create", kwargs={"pk": person.pk}), {"kind": "their_birthday"})
    assert r.status_code == 200
    assert b"<html" in r.content
    assert b"Choose a date." in r.content


def test_the_people_page_lists_everyone_with_their_count(alice_client, alice, django_assert_max_num_queries):
    for i in range(5):
        make_person(user=alice, label=f"P{i}")
    # Expect 5 queries: session, user, profile, people, (nothing per person).
    with django_assert_max_num_queries(5):
        r = alice_client.get(reverse("counter:person-list"))
    assert r.content.decode().count("10 days") == 5


def test_streak_and_slip_counts_come_from_stored_totals(alice, world):
    person = Person.objects.get(pk=world.person.pk)
    assert person.past_streaks == Slip.objects.filter(person=person, withdrawn_at__isnull=True).count()
    assert Streak.objects.filter(person=person).count() == person.past_streaks + 1
    assert not Change.objects.exists()


def test_the_person_page_links_to_the_date_form_which_htmx_opens_in_place(alice_client, alice):
    person = make_person(user=alice)
    page = alice_client.get(reverse("counter:person-detail", kwargs={"pk": person.pk})).content.decode()
    url = reverse("counter:date-create", kwargs={"pk": person.pk})
    assert f'href="{url}" hx-get="{url}"' in page
    assert 'name="kind"' not in page
    r = alice_client.get(url, headers={"HX-Request": "true"})
    assert b"<html" not in r.content
    assert b'id="dates"' in r.content
    assert b'name="kind"' in r.content
    r = alice_client.get(url)
    assert b"<h1>Add a date</h1>" in r.content
    assert b'name="kind"' in r.content
    r = alice_client.post(url, {"kind": "their_birthday", "date": "1990-06-05"}, headers={"HX-Request": "true"})
    assert b"Their birthday" in r.content
    assert b'name="kind"' not in r.content


def test_the_person_page_makes_the_profile_if_it_is_missing(alice_client, alice):
    from apps.accounts.models import Profile

    person = make_person(user=alice)
    Profile.objects.filter(user=alice).delete()
    assert alice_client.get(reverse("counter:person-detail", kwargs={"pk": person.pk})).status_code == 200
    assert Profile.objects.filter(user=alice).exists()


def test_a_slips_note_is_escaped_with_its_line_breaks_kept(alice_client, alice):
    from apps.counter import services as counter_services

    person = make_person(user=alice, label="N")
    today = user_today(alice)
    counter_services.slip_record(person=person, date=today, note='<script>x("1")</script>\nsecond line')
    content = alice_client.get(reverse("counter:person-detail", kwargs={"pk": person.pk})).content.decode()
    assert "<script>x" not in content
    assert "&lt;script&gt;x(&quot;1&quot;)&lt;/script&gt;<br>second line" in content
