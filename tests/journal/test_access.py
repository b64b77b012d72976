"""Every journal URL: sign-in required, another user's entry is exactly a 404 (and
unchanged), wrong methods are 405, htmx gets only the fragment."""

import pytest
from django.urls import reverse

from apps.journal.models import Entry

# (url name, takes the entry's id, methods the view accepts)
PAGES = [
    ("journal:index", False, {"GET", "HEAD"}),
    ("journal:create", False, {"GET", "HEAD", "POST"}),
    ("journal:reply-check", False, {"GET", "HEAD", "POST"}),
    ("journal:detail", True, {"GET", "HEAD"}),
    ("journal:edit", True, {"GET", "HEAD", "POST"}),
    ("journal:delete", True, {"GET", "HEAD", "POST"}),
]
ACTIONS = ["journal:search", "journal:prompts", "journal:check-in", "journal:reply-save"]
OWNED = [name for name, owned, _ in PAGES if owned]


def url_for(world, name: str) -> str:
    owned = {n: o for n, o, _ in PAGES}.get(name, False)
    return reverse(name, args=[world.entry.pk]) if owned else reverse(name)


def snapshot():
    return list(Entry.objects.order_by("pk").values_list("pk", "text", "mood", "date", "updated_at"))


@pytest.mark.parametrize("name", [n for n, _, _ in PAGES] + ACTIONS)
def test_it_sends_anonymous_visitors_to_sign_in(client, world, name):
    url = url_for(world, name)
    for method in ("get", "post"):
        r = getattr(client, method)(url)
        if r.status_code == 405:
            continue
        assert r.status_code == 302, (method, url)
        assert r["Location"].startswith(reverse("account_login"))


@pytest.mark.parametrize("name", OWNED)
def test_it_404s_for_other_user(bob_client, world, name):
    url = url_for(world, name)
    before = snapshot()
    assert bob_client.get(url).status_code == 404
    assert bob_client.get(url, headers={"HX-Request": "true"}).status_code == 404
    methods = {n: m for n, _, m in PAGES}[name]
    if "POST" in methods:
        assert bob_client.post(url, {"text": "bob was here", "mood": "5", "date": "2026-01-01"}).status_code == 404
    assert snapshot() == before


@pytest.mark.parametrize("name", OWNED)
def test_a_malformed_or_unknown_id_is_a_404(alice_client, world, name):
    url = url_for(world, name).replace(str(world.entry.pk), "00000000-0000-0000-0000-000000000000")
    assert alice_client.get(url).status_code == 404


@pytest.mark.parametrize(("name", "owned", "methods"), PAGES)
def test_it_rejects_other_methods(alice_client, world, name, owned, methods):
    url = url_for(world, name)
    assert alice_client.put(url).status_code == 405
    assert alice_client.delete(url).status_code == 405
    if "POST" not in methods:
        assert alice_client.post(url).status_code == 405


@pytest.mark.parametrize("name", ACTIONS)
def test_actions_reject_get(alice_client, world, name):
    assert alice_client.get(url_for(world, name)).status_code == 405


def test_the_reply_check_never_saves_to_another_users_attempt(bob_client, world):
    before = world.attempt.revision_count
    r = bob_client.post(reverse("journal:reply-save"), {"attempt": str(world.attempt.pk), "reply": "Noted."})
    assert r.status_code == 200  # the form again, with an error: bob has no such message
    assert b"Choose the logged message this reply answers." in r.content
    world.attempt.refresh_from_db()
    assert world.attempt.revision_count == before


def test_bob_cannot_link_an_entry_to_alices_things(bob_client, world):
    r = bob_client.post(
        reverse("journal:create"),
        {"date": "2026-01-01", "text": "mine", "person": world.person.pk, "attempt": world.attempt.pk},
    )
    assert r.status_code == 200
    assert r.context["form"].errors.keys() == {"person", "attempt"}
    assert not Entry.objects.filter(text="mine").exists()


def test_ids_in_urls_are_not_guessable(world):
    assert len(str(world.entry.pk)) == 36


def test_a_link_naming_another_users_message_shows_nothing_of_it(bob_client, world):
    """?attempt= on the reply check and on "Write about it" is read only among the
    signed-in user's own messages: another user's id fills nothing in."""
    check = bob_client.get(reverse("journal:reply-check"), {"attempt": world.attempt.pk})
    write = bob_client.get(
        reverse("journal:create"), {"attempt": world.attempt.pk, "person": world.person.pk, "urge": world.urge.pk}
    )
    for r in (check, write):
        page = r.content.decode()
        assert r.status_code == 200
        assert "Why are you ignoring me?" not in page and "words never sent" not in page
        assert str(world.attempt.pk) not in page and str(world.person.pk) not in page
