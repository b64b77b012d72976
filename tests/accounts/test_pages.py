import pytest
from django.urls import reverse


@pytest.mark.django_db
def test_home_welcomes_anonymous_visitors(client):
    r = client.get("/")
    assert r.status_code == 200
    assert b"Sign in" in r.content


def test_home_greets_signed_in_user(alice_client):
    r = alice_client.get("/")
    assert r.status_code == 200
    assert b"alice" in r.content


@pytest.mark.django_db
def test_settings_sends_anonymous_visitors_to_sign_in(client):
    r = client.get(reverse("accounts:settings"))
    assert r.status_code == 302
    assert r["Location"].startswith(reverse("account_login"))
