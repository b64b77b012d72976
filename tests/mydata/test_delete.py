from pathlib import Path

import pytest
from django.apps import apps
from django.contrib.auth import get_user_model
from django.contrib.sessions.models import Session
from django.core.management import CommandError, call_command
from django.test import Client
from django.urls import reverse

from apps.attempts.models import EvidenceFile
from apps.mydata.services import account_delete
from tests.factories import PASSWORD, make_user

from .conftest import fill_account
from .test_registry import owned_models

pytestmark = pytest.mark.django_db
User = get_user_model()


def rows_of(user_id: int) -> dict[str, int]:
    """How many rows of each model belong to the user, following every foreign key
    that leads to them (a streak through its person, a revision through its attempt)."""
    found = {}
    for name, fields in owned_models().items():
        model = apps.get_model(name)
        for field in fields:
            lookup = _path_to_user(model, field)
            if lookup:
                found[f"{name}.{field.name}"] = model.objects.filter(**{lookup: user_id}).count()
    return found


def _path_to_user(model, field, depth=0) -> str | None:
    if field.related_model is User:
        return f"{field.name}_id"
    if depth > 3:
        return None
    for onward in field.related_model._meta.concrete_fields:
        if onward.is_relation and onward.related_model is not None and onward.many_to_one | onward.one_to_one:
            rest = _path_to_user(field.related_model, onward, depth + 1)
            if rest:
                return f"{field.name}__{rest}"
    return None


def stored_files(settings) -> set[Path]:
    return {p for p in Path(settings.EVIDENCE_ROOT).rglob("*") if p.is_file()}


def test_it_erases_every_row_of_every_app_and_leaves_others_alone(
    alice, bob, settings, django_capture_on_commit_callbacks
):
    fill_account(alice, "alice")
    fill_account(bob, "bob")
    alice_id = alice.pk
    before = rows_of(alice_id)
    assert sum(before.values()) > 20
    bobs = rows_of(bob.pk)
    bob_files = {
        f for pair in EvidenceFile.objects.filter(attempt__user=bob).values_list("original", "preview") for f in pair
    }
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)
    assert not User.objects.filter(pk=alice_id).exists()
    assert {name: n for name, n in rows_of(alice_id).items() if n} == {}
    assert rows_of(bob.pk) == bobs
    remaining = {str(p.relative_to(settings.EVIDENCE_ROOT)) for p in stored_files(settings)}
    assert bob_files <= remaining  # bob's files stay
    assert len(remaining) >= 4


def test_the_evidence_files_are_gone_from_the_disk(alice, settings, django_capture_on_commit_callbacks):
    fill_account(alice, "alice")
    names = [
        f
        for pair in EvidenceFile.objects.filter(attempt__user=alice).values_list("original", "preview")
        for f in pair
        if f
    ]
    assert len(names) == 4  # two originals, two previews
    paths = [Path(settings.EVIDENCE_ROOT) / name for name in names]
    assert all(p.exists() for p in paths)
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)
    assert not any(p.exists() for p in paths)


def test_it_ends_every_session_of_the_user(alice, bob):
    phone, laptop, other = Client(), Client(), Client()
    for client, user in ((phone, alice), (laptop, alice), (other, bob)):
        assert client.login(username=user.username, password=PASSWORD)
    account_delete(user=alice)
    assert laptop.get(reverse("attempts:log"))["Location"].startswith("/accounts/login/")
    assert other.get(reverse("attempts:log")).status_code == 200
    assert Session.objects.count() == 1  # bob's


def test_the_page_asks_for_the_password_again_first(alice_client):
    response = alice_client.get(reverse("mydata:delete"))
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/reauthenticate/")
    response = alice_client.post(reverse("mydata:delete"), {"confirm": "alice"})
    assert response["Location"].startswith("/accounts/reauthenticate/")
    assert User.objects.filter(username="alice").exists()


def test_anonymous_visitors_are_sent_to_sign_in(client):
    response = client.get(reverse("mydata:delete"))
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")


def test_the_page_says_what_goes_and_offers_the_download_first(fresh_client, alice):
    fill_account(alice, "alice")
    response = fresh_client.get(reverse("mydata:delete"))
    assert response.status_code == 200
    text = response.content.decode()
    assert "3 entries in your log" in text and "2 files" in text and "1 person" in text
    assert reverse("mydata:export") in text
    assert "It can't be undone" in text


def test_a_wrong_confirmation_deletes_nothing_and_says_why(fresh_client, alice):
    fill_account(alice, "alice")
    for typed in ("", "Alice", "bob", " alice x"):
        response = fresh_client.post(reverse("mydata:delete"), {"confirm": typed})
        assert response.status_code == 200
        assert b"nothing was deleted" in response.content or b"Type your username" in response.content
    assert User.objects.filter(username="alice").exists()
    assert EvidenceFile.objects.filter(attempt__user=alice).count() == 2


def test_the_typed_username_deletes_the_account_and_clears_the_browser(fresh_client, alice):
    fill_account(alice, "alice")
    response = fresh_client.post(reverse("mydata:delete"), {"confirm": "alice"})
    assert response.status_code == 302
    assert response["Location"] == reverse("mydata:deleted")
    assert response["Clear-Site-Data"] == '"cache", "cookies", "storage"'
    assert not User.objects.filter(username="alice").exists()
    page = fresh_client.get(response["Location"])
    assert page.status_code == 200 and b"Your account is deleted" in page.content
    assert fresh_client.get(reverse("attempts:log")).status_code == 302


def test_the_page_refuses_other_methods(fresh_client):
    assert fresh_client.put(reverse("mydata:delete")).status_code == 405
    assert fresh_client.post(reverse("mydata:deleted")).status_code == 405


def test_an_operator_can_delete_a_user_from_the_command_line(alice, bob):
    fill_account(alice, "alice")
    call_command("delete_user", "alice", "--no-input")
    assert not User.objects.filter(username="alice").exists()
    assert User.objects.filter(username="bob").exists()
    with pytest.raises(CommandError, match="No account"):
        call_command("delete_user", "nobody", "--no-input")


def test_the_admins_delete_works(alice):
    fill_account(alice, "alice")
    operator = make_user(username="operator", is_staff=True, is_superuser=True)
    client = Client()
    client.force_login(operator)
    url = reverse("admin:auth_user_delete", args=[alice.pk])
    page = client.get(url)
    assert page.status_code == 200
    assert b"Cannot delete" not in page.content
    assert b"3 entries in your log" in page.content
    response = client.post(url, {"post": "yes"})
    assert response.status_code == 302
    assert not User.objects.filter(username="alice").exists()


def test_the_admins_bulk_delete_works(alice, bob):
    fill_account(alice, "alice")
    fill_account(bob, "bob")
    operator = make_user(username="operator", is_staff=True, is_superuser=True)
    client = Client()
    client.force_login(operator)
    response = client.post(
        reverse("admin:auth_user_changelist"),
        {"action": "delete_selected", "_selected_action": [alice.pk, bob.pk], "post": "yes"},
    )
    assert response.status_code == 302
    assert set(User.objects.values_list("username", flat=True)) == {"operator"}
