"""The imports' pages run the same number of queries for a small and a large import."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from apps.imports.models import ChatImport
from bench.chat_exports import whatsapp_export
from tests.factories import make_attempt, make_person, make_tactics
from tests.imports.test_chat_import import SMALL, choose, upload


def queries(client, url: str) -> int:
    with CaptureQueriesContext(connection) as captured:
        assert client.get(url).status_code == 200
    return len(captured)


def imported(client, person, data: bytes, *, done: bool) -> ChatImport:
    upload(client, data)
    chat = ChatImport.objects.order_by("-created_at").first()
    if done:
        choose(client, chat, person, suggest="on")
    return chat


@pytest.mark.parametrize("done", [False, True], ids=["preview", "result"])
def test_an_imports_page_runs_as_many_queries_for_600_lines_as_for_20(alice, alice_client, done):
    make_tactics()
    person = make_person(user=alice, label="Alex")
    # Entries logged by hand that the large import matches, so the result lists matches too.
    for n in range(3):
        make_attempt(user=alice, person=person, message=f"logged by hand {n}")
    small = imported(alice_client, person, whatsapp_export(lines=20, seed=3), done=done)
    large = imported(alice_client, person, whatsapp_export(lines=600, seed=4), done=done)
    # session, user, the import, its unfinished job; the preview: the people of the form; the
    # result: matches, suggestions by tactic, their tactics' names, kept files.
    # (The tactics' names are cached in the process after the first page that needs them.)
    first = queries(alice_client, small.get_absolute_url())
    assert (
        queries(alice_client, large.get_absolute_url()) == queries(alice_client, small.get_absolute_url()) <= first <= 8
    )


def test_the_hub_runs_as_many_queries_for_many_imports_as_for_one(alice, alice_client):
    person = make_person(user=alice, label="Alex")
    imported(alice_client, person, SMALL.encode(), done=False)
    one = queries(alice_client, reverse("imports:index"))
    for _ in range(5):
        imported(alice_client, person, SMALL.encode(), done=True)
    assert queries(alice_client, reverse("imports:index")) == one <= 8  # session, user, imports, screenshots
