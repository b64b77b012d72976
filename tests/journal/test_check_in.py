"""The daily check-in on the home page: optional, no streak, nothing about missed days,
never an entry's words or mood on the dashboard."""

import datetime as dt
import re

import pytest
from django.urls import reverse
from django.utils import timezone

from apps.journal.models import Entry
from tests.factories import make_entry, make_person

pytestmark = pytest.mark.django_db


def home(client) -> str:
    return client.get("/").content.decode()


def test_home_offers_the_check_in_below_the_counts_and_the_urge_button(alice_client, alice):
    make_person(user=alice, label="M")
    page = home(alice_client)
    assert page.index('id="people-cards"') < page.index('id="quick-log"') < page.index("urge-cta")
    assert page.index("urge-cta") < page.index('id="check-in"')
    assert 'action="/journal/check-in/"' in page
    assert all(word in page for word in ("Very low", "Low", "Okay", "Good", "Very good"))


def test_checking_in_saves_a_mood_and_a_line_to_the_journal(alice_client, alice):
    make_person(user=alice)
    r = alice_client.post(reverse("journal:check-in"), {"mood": "3", "line": "  Slept   badly.\n"})
    assert r.status_code == 302 and r["Location"] == "/"
    entry = Entry.objects.get(user=alice)
    assert (entry.kind, entry.mood, entry.text, entry.date) == ("check_in", 3, "Slept badly.", timezone.localdate())


def test_checking_in_with_htmx_answers_with_the_box_alone(alice_client, alice):
    r = alice_client.post(reverse("journal:check-in"), {"mood": "5"}, headers={"HX-Request": "true"})
    content = r.content.decode()
    assert r.status_code == 200 and "<html" not in content
    assert content.lstrip().startswith('<section id="check-in"')
    assert "Saved to your journal at" in content
    assert Entry.objects.get(user=alice).mood == 5


@pytest.mark.parametrize("mood", ["", "0", "6", "x"])
def test_a_check_in_without_a_valid_mood_is_refused_and_the_line_kept(alice_client, mood):
    for headers in ({}, {"HX-Request": "true"}):
        r = alice_client.post(reverse("journal:check-in"), {"mood": mood, "line": "keep me"}, headers=headers)
        assert r.status_code == 200
        assert "Choose one of the five moods" in r.content.decode()
        assert 'value="keep me"' in r.content.decode()
    assert not Entry.objects.exists()


def test_a_check_in_line_longer_than_one_line_allows_is_refused(alice_client):
    r = alice_client.post(reverse("journal:check-in"), {"mood": "3", "line": "x" * 201})
    assert "a check-in holds up to 200" in r.content.decode()
    assert not Entry.objects.exists()


def test_the_dashboard_never_shows_an_entrys_words_or_mood(alice_client, alice):
    make_person(user=alice)
    make_entry(user=alice, mood=1, text="SECRET-WORDS in my journal")
    alice_client.post(reverse("journal:check-in"), {"mood": "1", "line": "SECRET-LINE"})
    page = home(alice_client)
    assert "SECRET" not in page
    box = page[page.index('id="check-in"') :]
    box = box[: box.index("</section>")]
    assert "You checked in at" in box
    assert not re.search(r"checked[^<]*(Very low|Low)", box)


def test_nothing_counts_days_in_a_row_or_mentions_a_missed_day(alice_client, alice):
    make_person(user=alice)
    yesterday = timezone.localdate() - dt.timedelta(days=1)
    make_entry(user=alice, mood=3, date=yesterday - dt.timedelta(days=3))
    page = home(alice_client).lower()
    box = page[page.index('id="check-in"') :]
    box = box[: box.index("</section>")]
    for word in ("streak", "in a row", "missed", "you forgot", "yesterday", "haven't", "have not"):
        assert word not in box
    assert "optional" in box


def test_the_check_in_says_when_you_last_checked_in_today(alice_client, alice):
    make_person(user=alice)
    alice_client.post(reverse("journal:check-in"), {"mood": "4"})
    assert "You checked in at" in home(alice_client)
