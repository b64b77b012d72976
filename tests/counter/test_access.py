"""Every counter URL: sign-in required, other users get 404, wrong methods get 405,
and htmx gets only the fragment."""

import pytest
from django.urls import reverse

from apps.counter.models import Person, Reason, SafeContact, Slip, SpecialDate, Streak, Urge

# (url name, which object from the world, methods the view accepts)
PAGES = [
    ("counter:person-list", None, {"GET", "HEAD"}),
    ("counter:person-create", None, {"GET", "POST"}),
    ("counter:person-detail", "person", {"GET", "HEAD"}),
    ("counter:person-edit", "person", {"GET", "POST"}),
    ("counter:person-delete", "person", {"GET", "POST"}),
    ("counter:slip-create", "person", {"GET", "POST"}),
    ("counter:date-create", "person", {"GET", "POST"}),
    ("counter:streak-edit", "streak", {"GET", "POST"}),
    ("counter:slip-edit", "slip", {"GET", "POST"}),
    ("counter:slip-withdraw", "slip", {"GET", "POST"}),
    ("counter:reasons", None, {"GET", "HEAD"}),
    ("counter:reason-edit", "reason", {"GET", "POST"}),
    ("counter:reason-delete", "reason", {"GET", "POST"}),
    ("counter:urge", None, {"GET", "POST"}),
    ("counter:urge-list", None, {"GET", "HEAD"}),
    ("counter:urge-detail", "urge", {"GET", "POST"}),
]
ACTIONS = [
    ("counter:person-archive", "person"),
    ("counter:date-delete", "special_date"),
    ("counter:reason-create", None),
    ("counter:reason-move", "reason"),
    ("counter:contact-create", None),
    ("counter:contact-delete", "contact"),
]
# Every URL about one object, with the methods its view accepts (actions take POST only).
OWNED = [(name, obj, methods) for name, obj, methods in PAGES if obj] + [
    (name, obj, {"POST"}) for name, obj in ACTIONS if obj
]


def url_for(world, name: str, obj: str | None) -> str:
    return reverse(name, kwargs={"pk": getattr(world, obj).pk}) if obj else reverse(name)


def snapshot():
    return [model.objects.count() for model in (Person, Streak, Slip, SpecialDate, Reason, SafeContact, Urge)] + list(
        Person.objects.values_list("label", "current_start", "archived_at")
    )


@pytest.mark.parametrize(("name", "obj", "methods"), PAGES + [(name, obj, {"POST"}) for name, obj in ACTIONS])
def test_it_sends_anonymous_visitors_to_sign_in(client, world, name, obj, methods):
    url = url_for(world, name, obj)
    for method in sorted({"GET", "POST"} & methods):
        r = getattr(client, method.lower())(url)
        assert r.status_code == 302, (method, url)
        assert r["Location"].startswith(reverse("account_login"))


@pytest.mark.parametrize(("name", "obj", "methods"), OWNED)
def test_it_404s_for_other_user(bob_client, world, name, obj, methods):
    url = url_for(world, name, obj)
    before = snapshot()
    if "GET" in methods:
        assert bob_client.get(url).status_code == 404
        assert bob_client.get(url, headers={"HX-Request": "true"}).status_code == 404
    if "POST" in methods:
        assert bob_client.post(url, {"direction": "up", "outcome": "slipped", "label": "x"}).status_code == 404
        assert bob_client.post(url).status_code == 404
    assert snapshot() == before


@pytest.mark.parametrize(("name", "obj", "methods"), OWNED)
def test_an_unknown_id_is_a_404(alice_client, world, name, obj, methods):
    url = url_for(world, name, obj).replace(str(getattr(world, obj).pk), "00000000-0000-0000-0000-000000000000")
    method = "get" if "GET" in methods else "post"
    assert getattr(alice_client, method)(url).status_code == 404


@pytest.mark.parametrize(("name", "obj", "methods"), PAGES)
def test_it_rejects_other_methods(alice_client, world, name, obj, methods):
    url = url_for(world, name, obj)
    assert alice_client.put(url).status_code == 405
    assert alice_client.delete(url).status_code == 405
    if "POST" not in methods:
        assert alice_client.post(url).status_code == 405


@pytest.mark.parametrize(("name", "obj"), ACTIONS)
def test_actions_reject_get(alice_client, world, name, obj):
    assert alice_client.get(url_for(world, name, obj)).status_code == 405


@pytest.mark.parametrize(("name", "obj"), [("home", None)] + [(n, o) for n, o, _ in PAGES])
def test_it_serves_a_full_page_or_only_the_fragment_to_htmx(alice_client, world, name, obj):
    url = url_for(world, name, obj)
    page = alice_client.get(url)
    assert page.status_code == 200
    assert b"<html" in page.content
    fragment = alice_client.get(url, headers={"HX-Request": "true"})
    assert fragment.status_code == 200
    assert b"<html" not in fragment.content
    assert fragment.content.strip()


@pytest.mark.parametrize("obj", sorted({obj for _, obj, _ in OWNED}))
def test_ids_in_urls_are_random(world, obj):
    """Random (version 4) UUIDs: not a counter to step through, nor a time to guess."""
    assert getattr(world, obj).pk.version == 4
