import pytest
from django.test import Client

from apps.tactics.models import Tactic
from tests.factories import make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client() -> Client:
    client = Client()
    client.force_login(make_user(username="root", is_staff=True, is_superuser=True))
    return client


def test_the_admin_lists_the_tactics(admin_client):
    r = admin_client.get("/admin/tactics/tactic/")
    assert r.status_code == 200
    assert b"Guilt tripping" in r.content


def test_an_admin_can_edit_the_wording_but_not_the_slug(admin_client):
    tactic = Tactic.objects.get(slug="rage")
    url = f"/admin/tactics/tactic/{tactic.pk}/change/"
    r = admin_client.post(
        url,
        {
            "slug": "anger",
            "name": "Anger",
            "definition": "Hostile words when they do not get their way.",
            "also_known_as": "",
            "order": tactic.order,
        },
    )
    assert r.status_code == 302
    tactic.refresh_from_db()
    assert (tactic.slug, tactic.name) == ("rage", "Anger")
