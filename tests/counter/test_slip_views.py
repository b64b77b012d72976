import datetime as dt

import pytest
from django.urls import reverse

from apps.counter.clock import user_today
from apps.counter.models import Change, Person, Slip
from tests.factories import make_person

pytestmark = pytest.mark.django_db


def ago(user, n: int) -> str:
    return (user_today(user) - dt.timedelta(days=n)).isoformat()


def slip_data(user, **overrides) -> dict:
    return {"date": ago(user, 0), "kind": "replied", "note": "", "next_start": ago(user, 0), **overrides}


def test_recording_a_slip_ends_the_streak_and_says_so_kindly(alice_client, alice):
    person = make_person(user=alice, start=user_today(alice) - dt.timedelta(days=40))
    r = alice_client.post(reverse("counter:slip-create", kwargs={"pk": person.pk}), slip_data(alice), follow=True)
    content = r.content.decode()
    assert "Your streak of 40 days is kept in your history, and a new one has begun." in content
    assert 'class="day-card__number">0</span>' in content
    person.refresh_from_db()
    assert person.longest_past_days == 40


def test_the_slip_form_starts_on_today_and_explains_the_rule(alice_client, alice):
    person = make_person(user=alice, label="M", rule="no_response")
    r = alice_client.get(reverse("counter:slip-create", kwargs={"pk": person.pk}))
    content = r.content.decode()
    assert f'value="{ago(alice, 0)}"' in content
    assert "Messages from M never end your streak." in content
    assert "information, not failure" in content


def test_a_slip_from_the_dashboard_card_refreshes_the_cards(alice_client, alice):
    person = make_person(user=alice)
    url = reverse("counter:slip-create", kwargs={"pk": person.pk})
    form = alice_client.get(url, headers={"HX-Request": "true"})
    assert b"<html" not in form.content
    assert b'hx-post="' + url.encode() in form.content
    r = alice_client.post(url, slip_data(alice), headers={"HX-Request": "true"})
    assert r.status_code == 200
    assert r["HX-Trigger"] == '{"counterChanged": {}}'
    assert Slip.objects.count() == 1


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"date": "2999-01-01"}, "That date is still to come."),
        ({"date": "31/02/2026"}, "Enter a date, for example 2026-05-03."),
        ({"next_start": ""}, "Choose a date."),
        ({"kind": "shouted"}, "Choose one of the options."),
        ({"note": "n" * 2001}, "Please keep this to 2000 characters or fewer (it has 2001)."),
    ],
)
def test_bad_slip_input_is_explained_and_kept(alice_client, alice, overrides, message):
    person = make_person(user=alice)
    data = slip_data(alice, **{"note": "what happened, kept", **overrides})
    for headers in ({}, {"HX-Request": "true"}):
        r = alice_client.post(reverse("counter:slip-create", kwargs={"pk": person.pk}), data, headers=headers)
        assert r.status_code == 200
        assert message in r.content.decode()
        if "note" not in overrides:
            assert b"what happened, kept" in r.content
    assert not Slip.objects.exists()
    assert Person.objects.get(pk=person.pk).past_streaks == 0


def test_a_slip_before_its_streak_began_is_explained(alice_client, alice):
    person = make_person(user=alice, start=user_today(alice) - dt.timedelta(days=10))
    url = reverse("counter:slip-create", kwargs={"pk": person.pk})
    r = alice_client.post(url, slip_data(alice, date=ago(alice, 11), note="kept note"))
    content = r.content.decode()
    assert r.status_code == 200
    assert "This streak began on" in content
    assert "kept note" in content
    assert 'aria-invalid="true"' in content
    assert not Slip.objects.exists()


def test_editing_a_slip_keeps_the_old_values_visible(alice_client, world):
    alice = world.person.user
    url = reverse("counter:slip-edit", kwargs={"pk": world.slip.pk})
    r = alice_client.get(url)
    assert b"a private note" in r.content
    r = alice_client.post(url, slip_data(alice, date=ago(alice, 6), next_start=ago(alice, 6), note="changed"))
    assert r.status_code == 302
    page = alice_client.get(reverse("counter:person-detail", kwargs={"pk": world.person.pk})).content.decode()
    assert "Changes you made" in page
    assert "<del>a private note</del>" in page
    assert "<ins>changed</ins>" in page
    assert Change.objects.count() == 1


def test_editing_a_slip_to_a_bad_date_keeps_everything(alice_client, world):
    alice = world.person.user
    url = reverse("counter:slip-edit", kwargs={"pk": world.slip.pk})
    r = alice_client.post(url, slip_data(alice, date=ago(alice, 41), next_start=ago(alice, 5), note="new words"))
    assert r.status_code == 200
    assert b"This streak began on" in r.content
    assert b"new words" in r.content
    world.slip.refresh_from_db()
    assert world.slip.note == "a private note"
    assert not Change.objects.exists()


def test_withdrawing_asks_first_then_joins_the_streaks(alice_client, world):
    url = reverse("counter:slip-withdraw", kwargs={"pk": world.slip.pk})
    r = alice_client.get(url)
    assert b"as one unbroken streak" in r.content
    assert alice_client.post(url).status_code == 302
    person = Person.objects.get(pk=world.person.pk)
    assert person.days_on(user_today(person.user)) == 40
    page = alice_client.get(reverse("counter:person-detail", kwargs={"pk": person.pk})).content
    assert b"Withdrawn slips" in page
    # A withdrawn slip can't be edited or withdrawn twice.
    assert alice_client.get(reverse("counter:slip-edit", kwargs={"pk": world.slip.pk})).status_code == 302
    assert alice_client.post(url).status_code == 302
    assert Change.objects.count() == 1


def test_changing_a_streaks_start(alice_client, world):
    alice = world.person.user
    url = reverse("counter:streak-edit", kwargs={"pk": world.streak.pk})
    r = alice_client.post(url, {"start": ago(alice, 4)})
    assert r.status_code == 200
    assert b"This streak ended on" in r.content
    r = alice_client.post(url, {"start": ago(alice, 50)})
    assert r.status_code == 302
    assert Person.objects.get(pk=world.person.pk).longest_past_days == 45
    r = alice_client.post(url, {"start": "soon"})
    assert b"Enter a date" in r.content
