import pytest
from django.urls import reverse

from apps.counter.models import Reason, SafeContact
from tests.factories import make_reason

pytestmark = pytest.mark.django_db


def test_adding_a_reason_with_htmx_returns_the_lists(alice_client, alice):
    r = alice_client.post(
        reverse("counter:reason-create"), {"kind": "why", "text": "He lied."}, headers={"HX-Request": "true"}
    )
    assert r.status_code == 200
    assert b"<html" not in r.content
    assert b"He lied." in r.content
    r = alice_client.post(reverse("counter:reason-create"), {"kind": "cost", "text": "My sleep."})
    assert r.status_code == 302
    assert list(Reason.objects.values_list("kind", "text")) == [("why", "He lied."), ("cost", "My sleep.")]


@pytest.mark.parametrize(
    ("text", "message"),
    [("", "Write a few words first."), ("x" * 1001, "Please keep this to 1000 characters or fewer (it has 1001).")],
)
def test_a_bad_reason_is_explained_and_nothing_is_lost(alice_client, alice, text, message):
    make_reason(user=alice, text="kept reason")
    for headers in ({}, {"HX-Request": "true"}):
        r = alice_client.post(reverse("counter:reason-create"), {"kind": "cost", "text": text}, headers=headers)
        assert r.status_code == 200
        assert message in r.content.decode()
        assert b"kept reason" in r.content
    assert Reason.objects.count() == 1


def test_a_tampered_kind_is_refused_without_an_error_page(alice_client):
    r = alice_client.post(reverse("counter:reason-create"), {"kind": "secret", "text": "x"})
    assert r.status_code == 200
    assert not Reason.objects.exists()


def test_reordering_moves_a_reason_up(alice_client, alice):
    make_reason(user=alice, text="first")
    second = make_reason(user=alice, text="second")
    url = reverse("counter:reason-move", kwargs={"pk": second.pk})
    r = alice_client.post(url, {"direction": "up"}, headers={"HX-Request": "true"})
    assert r.status_code == 200
    assert r.content.index(b"second") < r.content.index(b"first")
    assert alice_client.post(url, {"direction": "sideways"}).status_code == 302
    assert list(Reason.objects.values_list("text", flat=True)) == ["second", "first"]


def test_editing_a_reason(alice_client, alice):
    reason = make_reason(user=alice, text="old")
    url = reverse("counter:reason-edit", kwargs={"pk": reason.pk})
    r = alice_client.post(url, {"kind": "why", "text": ""})
    assert r.status_code == 200
    assert b"Write a few words first." in r.content
    assert alice_client.post(url, {"kind": "why", "text": "new"}).status_code == 302
    reason.refresh_from_db()
    assert reason.text == "new"


def test_deleting_a_reason_asks_first(alice_client, alice):
    reason = make_reason(user=alice, text="to go")
    url = reverse("counter:reason-delete", kwargs={"pk": reason.pk})
    assert b"to go" in alice_client.get(url).content
    assert Reason.objects.exists()
    assert alice_client.post(url).status_code == 302
    assert not Reason.objects.exists()


def test_safe_people_are_added_and_removed(alice_client, alice):
    url = reverse("counter:contact-create")
    r = alice_client.post(url, {"name": "Sam", "phone": "call me maybe"})
    assert r.status_code == 200
    assert b"Use digits, spaces and a leading +" in r.content
    assert b'value="Sam"' in r.content
    r = alice_client.post(url, {"name": "", "phone": ""}, headers={"HX-Request": "true"})
    assert b"Write a name" in r.content
    assert alice_client.post(url, {"name": "Sam", "phone": "+44 (0)7700 900123"}).status_code == 302
    contact = SafeContact.objects.get()
    assert contact.tel == "+4407700900123"
    page = alice_client.get(reverse("counter:urge")).content
    assert b'href="tel:+4407700900123"' in page
    r = alice_client.post(reverse("counter:contact-delete", kwargs={"pk": contact.pk}))
    assert r.status_code == 302
    assert not SafeContact.objects.exists()


def test_the_reasons_page_runs_a_fixed_number_of_queries(alice_client, alice, django_assert_max_num_queries):
    for i in range(30):
        make_reason(user=alice, text=f"reason {i}", kind="why" if i % 2 else "cost")
    # Expect 4 queries: session, user, reasons, safe contacts.
    with django_assert_max_num_queries(4):
        r = alice_client.get(reverse("counter:reasons"))
    assert r.content.count(b'class="reason"') == 30
