import pytest
from django.urls import reverse

from apps.counter.models import Person, Urge
from apps.counter.selectors import URGES_PER_PAGE
from tests.factories import make_person, make_reason, make_urge

pytestmark = pytest.mark.django_db


def urge_data(chosen, **overrides) -> dict:
    return {
        "person": str(chosen.pk),
        "intensity": "7",
        "triggers": ["lonely", "memory"],
        "unsent_message": "I still think about you",
        "outcome": "resisted",
        **overrides,
    }


def test_the_urge_page_shows_the_days_reasons_pause_and_message_box(alice_client, alice):
    make_person(user=alice, label="M")
    make_reason(user=alice, text="He read my diary.")
    make_reason(user=alice, text="Weeks of feeling sick.", kind="cost")
    content = alice_client.get(reverse("counter:urge")).content.decode()
    assert "M: <strong>10 days</strong>" in content
    assert "He read my diary." in content
    assert "Weeks of feeling sick." in content
    assert "data-pause" in content
    assert "Breathe in for four, out for six." in content
    assert "5, 4, 3, 2, 1" in content
    assert 'name="unsent_message"' in content
    assert 'type="range"' in content
    assert "js/urge.js" in content
    # Enter in a field saves the urge as undecided, never as "let pass" by accident.
    assert content.index('value="pending"') < content.index('value="resisted"')
    # The message box comes before the reasons: high on a phone.
    assert content.index('name="unsent_message"') < content.index("He read my diary.")


def test_a_resisted_urge_is_recorded_and_counted(alice_client, alice):
    person = make_person(user=alice)
    r = alice_client.post(reverse("counter:urge"), urge_data(person), follow=True)
    assert b"Saved. You let this one pass." in r.content
    assert b"Urges you have let pass: <strong>1</strong>" in r.content
    assert b"I still think about you" not in r.content
    urge = Urge.objects.get()
    assert (urge.intensity, urge.triggers, urge.outcome) == (7, ["lonely", "memory"], "resisted")
    assert Person.objects.get(pk=person.pk).resisted_urges == 1


def test_a_slipped_urge_leads_to_the_slip_form(alice_client, alice):
    person = make_person(user=alice)
    r = alice_client.post(reverse("counter:urge"), urge_data(person, outcome="slipped"))
    assert r["Location"] == reverse("counter:slip-create", kwargs={"pk": person.pk})
    assert Person.objects.get(pk=person.pk).resisted_urges == 0


def test_an_undecided_urge_can_be_settled_later(alice_client, alice):
    person = make_person(user=alice)
    r = alice_client.post(reverse("counter:urge"), urge_data(person, outcome="pending"))
    urge = Urge.objects.get()
    assert r["Location"] == reverse("counter:urge-detail", kwargs={"pk": urge.pk})
    page = alice_client.get(r["Location"]).content
    assert b"I still think about you" in page
    r = alice_client.post(r["Location"], {"outcome": "resisted"})
    assert r["Location"] == "/"
    assert Person.objects.get(pk=person.pk).resisted_urges == 1
    r = alice_client.post(reverse("counter:urge-detail", kwargs={"pk": urge.pk}), {"outcome": "maybe"})
    assert r.status_code == 200
    assert b"Choose how it went." in r.content


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"intensity": "11"}, "Choose a number from 1 to 10."),
        ({"intensity": "0"}, "Choose a number from 1 to 10."),
        ({"intensity": "very"}, "Choose a number from 1 to 10."),
        ({"triggers": ["moon"]}, "Choose from the options shown."),
        ({"unsent_message": "w" * 5001}, "Please keep this to 5000 characters or fewer (it has 5001)."),
        ({"trigger_note": "t" * 301}, "Please keep this to 300 characters or fewer (it has 301)."),
        ({"person": "00000000-0000-0000-0000-000000000000"}, "Choose one of your people."),
        ({"person": "not-a-uuid"}, "Choose one of your people."),
    ],
)
def test_bad_urge_input_is_explained_and_the_message_is_kept(alice_client, alice, overrides, message):
    person = make_person(user=alice)
    make_person(user=alice, label="Second")  # two people: the choice is shown
    r = alice_client.post(reverse("counter:urge"), urge_data(person, **overrides))
    assert r.status_code == 200
    assert message in r.content.decode()
    if "unsent_message" not in overrides:
        assert b"I still think about you" in r.content
    assert not Urge.objects.exists()


def test_someone_elses_person_cannot_be_chosen(alice_client, alice, bob):
    make_person(user=alice)
    bobs = make_person(user=bob, label="B")
    r = alice_client.post(reverse("counter:urge"), urge_data(bobs))
    assert r.status_code == 200
    assert not Urge.objects.exists()


def test_with_nobody_added_the_page_still_offers_the_pause(alice_client):
    r = alice_client.get(reverse("counter:urge"))
    assert r.status_code == 200
    assert b"first <a" in r.content
    assert b"data-pause" in r.content
    r = alice_client.post(reverse("counter:urge"), {"intensity": "5"})
    assert r.status_code == 200
    assert not Urge.objects.exists()


def test_the_urge_list_shows_counts_not_messages(alice_client, alice, django_assert_max_num_queries):
    person = make_person(user=alice)
    for _ in range(URGES_PER_PAGE + 10):
        make_urge(person=person, unsent_message="never on a list", outcome="resisted")
    # Expect 3 queries: session, user, one page of urges with their person.
    with django_assert_max_num_queries(3):
        r = alice_client.get(reverse("counter:urge-list"))
    assert r.content.count(b'class="urge-row"') == URGES_PER_PAGE
    assert b"never on a list" not in r.content
    last = r.context["urges"][-1]
    r = alice_client.get(reverse("counter:urge-list"), {"older": str(last.pk)}, headers={"HX-Request": "true"})
    assert r.content.count(b'class="urge-row"') == 10
