"""The home page at "/", wired in the project package: a welcome for visitors, the
counter's dashboard for a signed-in user."""

import pytest


@pytest.mark.django_db
def test_home_welcomes_anonymous_visitors(client):
    r = client.get("/")
    assert r.status_code == 200
    assert b"Sign in" in r.content
    assert "accounts/welcome.html" in [t.name for t in r.templates]


def test_home_greets_signed_in_user_with_the_dashboard(alice_client):
    r = alice_client.get("/")
    assert r.status_code == 200
    assert b"alice" in r.content
    assert "counter/dashboard.html" in [t.name for t in r.templates]


@pytest.mark.django_db
@pytest.mark.parametrize("method", ["post", "put", "delete"])
def test_home_rejects_other_methods(client, method):
    assert getattr(client, method)("/").status_code == 405
