import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse

from apps.accounts.models import Profile
from apps.accounts.services import profile_get_or_create, profile_set_time_zone

pytestmark = pytest.mark.django_db


def test_a_profile_is_made_on_first_use_with_utc(alice):
    assert not Profile.objects.exists()
    profile = profile_get_or_create(user=alice)
    assert (profile.time_zone, profile.time_zone_chosen) == ("UTC", False)
    assert profile_get_or_create(user=alice).pk == profile.pk


def test_only_real_time_zones_are_accepted(alice):
    profile_set_time_zone(user=alice, time_zone="Pacific/Auckland")
    with pytest.raises(ValidationError):
        profile_set_time_zone(user=alice, time_zone="Mars/Olympus_Mons")
    profile = Profile.objects.get(user=alice)
    assert (profile.time_zone, profile.time_zone_chosen) == ("Pacific/Auckland", True)


def test_the_settings_page_offers_the_time_zone(alice_client):
    r = alice_client.get(reverse("accounts:settings"))
    assert r.status_code == 200
    assert b'name="time_zone"' in r.content
    assert b"America/Los_Angeles" in r.content


def test_the_settings_page_saves_a_time_zone(alice_client, alice):
    r = alice_client.post(reverse("accounts:settings"), {"time_zone": "America/Los_Angeles"})
    assert r.status_code == 302
    assert Profile.objects.get(user=alice).time_zone == "America/Los_Angeles"


def test_the_settings_page_refuses_a_made_up_zone_and_keeps_the_old_one(alice_client, alice):
    profile_set_time_zone(user=alice, time_zone="Europe/London")
    r = alice_client.post(reverse("accounts:settings"), {"time_zone": "Nowhere/Land"})
    assert r.status_code == 200
    assert b"Choose a time zone from the list" in r.content
    assert Profile.objects.get(user=alice).time_zone == "Europe/London"


def test_the_settings_page_gives_only_the_form_to_htmx(alice_client):
    r = alice_client.get(reverse("accounts:settings"), headers={"HX-Request": "true"})
    assert r.status_code == 200
    assert b"<html" not in r.content
    assert b'id="time-zone"' in r.content


def test_the_settings_page_rejects_put(alice_client):
    assert alice_client.put(reverse("accounts:settings")).status_code == 405


def test_signing_in_and_choosing_a_zone_put_it_in_the_session(alice, client):
    from apps.accounts.services import profile_set_time_zone
    from tests.factories import PASSWORD

    profile_set_time_zone(user=alice, time_zone="America/Los_Angeles")
    client.post("/accounts/login/", {"login": "alice", "password": PASSWORD})
    assert client.session["time_zone"] == "America/Los_Angeles"
    client.post("/accounts/settings/", {"time_zone": "Pacific/Auckland"})
    assert client.session["time_zone"] == "Pacific/Auckland"
