"""Every imports URL: anonymous -> sign-in, another user's object -> exactly 404, wrong method -> 405."""

import pytest
from django.urls import reverse

from apps.imports.models import ChatImport, ImportedFile, Screenshot
from tests.factories import make_attempt, make_user


@pytest.fixture
def objects(alice):
    chat = ChatImport.objects.create(user=alice, sha256="0" * 64, status=ChatImport.Status.DONE)
    shot = Screenshot.objects.create(user=alice, sha256="0" * 64, status=Screenshot.Status.READ)
    attempt = make_attempt(user=alice)
    kept = ImportedFile.objects.create(
        chat_import=chat, attempt=attempt, file="imports/x", name="a.opus", size=1, sha256="0" * 64
    )
    return {"chat": chat, "shot": shot, "kept": kept}


OWNED = [
    ("imports:screenshot", "shot", "GET"),
    ("imports:screenshot", "shot", "POST"),
    ("imports:screenshot-discard", "shot", "POST"),
    ("imports:detail", "chat", "GET"),
    ("imports:import", "chat", "POST"),
    ("imports:undo", "chat", "GET"),
    ("imports:undo", "chat", "POST"),
    ("imports:tag", "chat", "POST"),
    ("imports:discard", "chat", "POST"),
    ("imports:file", "kept", "GET"),
]


@pytest.mark.parametrize(("name", "key", "method"), OWNED)
def test_it_404s_for_another_user(client, objects, name, key, method):
    client.force_login(make_user(username="bob"))
    url = reverse(name, args=[objects[key].pk])
    r = client.get(url) if method == "GET" else client.post(url)
    assert r.status_code == 404


@pytest.mark.parametrize(("name", "key", "method"), OWNED)
def test_it_redirects_anonymous_visitors_to_sign_in(client, objects, name, key, method):
    url = reverse(name, args=[objects[key].pk])
    r = client.get(url) if method == "GET" else client.post(url)
    assert r.status_code == 302 and "/accounts/login/" in r["Location"]


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("imports:screenshot-discard", "shot"),
        ("imports:import", "chat"),
        ("imports:tag", "chat"),
        ("imports:discard", "chat"),
    ],
)
def test_it_rejects_get_on_actions(alice_client, objects, name, key):
    assert alice_client.get(reverse(name, args=[objects[key].pk])).status_code == 405


@pytest.mark.parametrize("name", ["imports:detail", "imports:file"])
def test_it_rejects_post_on_pages(alice_client, objects, name):
    key = "chat" if name == "imports:detail" else "kept"
    assert alice_client.post(reverse(name, args=[objects[key].pk])).status_code == 405


def test_htmx_gets_only_the_fragment(alice_client, objects):
    r = alice_client.get(reverse("imports:detail", args=[objects["chat"].pk]), headers={"HX-Request": "true"})
    assert r.status_code == 200 and b"<html" not in r.content and b'id="state"' in r.content


def test_the_index_lists_only_the_users_own(alice_client, objects):
    other = make_user(username="carol")
    ChatImport.objects.create(user=other, sha256="1" * 64, original_name="secret.txt", status=ChatImport.Status.DONE)
    r = alice_client.get(reverse("imports:index"))
    assert r.status_code == 200 and b"secret" not in r.content
