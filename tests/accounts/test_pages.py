import pytest
from django.urls import reverse


@pytest.mark.django_db
def test_settings_sends_anonymous_visitors_to_sign_in(client):
    r = client.get(reverse("accounts:settings"))
    assert r.status_code == 302
    assert r["Location"].startswith(reverse("account_login"))
