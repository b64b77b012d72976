"""The journal's pages: writing, reading, editing, deleting, prompts; bad input."""

import datetime as dt

import pytest
from django.urls import reverse
from django.utils import timezone

from apps.journal.models import TEXT_MAX, Entry, JournalSettings
from tests.factories import make_entry, make_person

pytestmark = pytest.mark.django_db


def today() -> dt.date:
    return timezone.localdate()


def post_entry(client, **data):
    data.setdefault("date", today().isoformat())
    return client.post(reverse("journal:create"), data)


def test_writing_an_entry_saves_it_and_shows_it(alice_client, alice):
    person = make_person(user=alice, label="M")
    r = post_entry(
        alice_client, text="What happened: a message at 11pm.", mood="2", prompt="happened", person=person.pk
    )
    entry = Entry.objects.get(user=alice)
    assert r.status_code == 302 and r["Location"] == reverse("journal:detail", args=[entry.pk])
    assert (entry.mood, entry.prompt, entry.person, entry.kind) == (2, "happened", person, "entry")
    page = alice_client.get(r["Location"]).content.decode()
    assert "What actually happened?" in page and "Low" in page and "a message at 11pm." in page


def test_the_new_entry_page_starts_on_today_and_offers_prompts(alice_client):
    r = alice_client.get(reverse("journal:create"))
    assert f'value="{today().isoformat()}"' in r.content.decode()
    assert b"What would I tell a friend?" in r.content
    assert b"What did I feel afterwards?" in r.content


def test_a_link_from_another_page_fills_in_what_the_entry_is_about(alice_client, world):
    r = alice_client.get(reverse("journal:create") + f"?attempt={world.attempt.pk}&prompt=afterwards")
    form = r.context["form"]
    assert form["attempt"].value() == str(world.attempt.pk)
    assert r.context["chosen"] == "afterwards"


def test_an_empty_entry_is_refused_with_a_clear_error(alice_client, alice):
    r = post_entry(alice_client, text="   \n\t ", mood="")
    assert r.status_code == 200
    assert "Write a few words, or choose how you feel." in r.content.decode()
    assert not Entry.objects.exists()


def test_pasted_markup_that_shows_no_words_is_an_empty_entry(alice_client):
    r = post_entry(alice_client, text="<p><br></p><div>&nbsp;</div>")
    assert "Write a few words, or choose how you feel." in r.content.decode()
    assert not Entry.objects.exists()


def test_a_mood_alone_is_an_entry(alice_client, alice):
    post_entry(alice_client, mood="4")
    assert Entry.objects.get(user=alice).mood == 4


@pytest.mark.parametrize("mood", ["0", "6", "-1", "3.5", "good", "99999999999999999999"])
def test_a_mood_out_of_range_is_refused_and_the_words_are_kept(alice_client, mood):
    r = post_entry(alice_client, text="Keep these words.", mood=mood)
    assert r.status_code == 200
    page = r.content.decode()
    assert "Choose one of the five moods, from Very low to Very good." in page
    assert "Keep these words." in page
    assert not Entry.objects.exists()


def test_a_text_that_is_too_long_is_refused_and_kept_in_the_box(alice_client):
    text = "word " * (TEXT_MAX // 5) + "the end"
    r = post_entry(alice_client, text=text)
    assert r.status_code == 200
    page = r.content.decode()
    assert "one entry holds up to 20,000" in page
    assert "the end</textarea>" in page  # nothing typed is lost
    assert not Entry.objects.exists()


def test_a_text_at_the_limit_is_kept_whole(alice_client, alice):
    text = "a" * TEXT_MAX
    post_entry(alice_client, text=text)
    assert Entry.objects.get(user=alice).text == text


def test_pasted_html_is_stored_as_plain_text_and_shown_escaped(alice_client, alice):
    pasted = '<p>He said <b>sorry</b> again</p><script>alert("x")</script><p>Then &lt;nothing&gt;.</p><img src=x onerror=alert(1)>'
    r = post_entry(alice_client, text=pasted)
    entry = Entry.objects.get(user=alice)
    assert entry.text == "He said sorry again\nThen <nothing>."
    page = alice_client.get(r["Location"]).content.decode()
    assert "Then &lt;nothing&gt;." in page
    assert "<script>alert" not in page and "onerror" not in page and "<b>sorry" not in page


def test_pasted_rtf_is_stored_as_plain_text(alice_client, alice):
    rtf = r"{\rtf1\ansi{\fonttbl\f0\fswiss Helvetica;}\f0\pard I felt \b small\b0 .\par Caf\'e9 at noon.}"
    post_entry(alice_client, text=rtf)
    assert Entry.objects.get(user=alice).text == "I felt small.\nCafé at noon."


def test_a_date_in_the_future_is_refused(alice_client):
    r = post_entry(alice_client, text="x", date=(today() + dt.timedelta(days=1)).isoformat())
    assert "That date is still to come." in r.content.decode()
    assert not Entry.objects.exists()


@pytest.mark.parametrize("value", ["", "not-a-date", "2026-02-30", "99999-01-01"])
def test_a_missing_or_impossible_date_is_a_form_error_and_the_words_are_kept(alice_client, value):
    r = post_entry(alice_client, text="KEPT-WORDS", date=value)
    assert r.status_code == 200
    assert r.context["form"].errors.keys() == {"date"}
    assert "KEPT-WORDS</textarea>" in r.content.decode()
    assert not Entry.objects.exists()


@pytest.mark.parametrize("value", ["not-an-id", "00000000-0000-0000-0000-000000000000"])
def test_an_unknown_link_is_a_form_error_not_a_500(alice_client, value):
    r = post_entry(alice_client, text="x", attempt=value, urge=value, person=value)
    assert r.status_code == 200
    assert r.context["form"].errors.keys() == {"attempt", "urge", "person"}


def test_an_unknown_prompt_is_a_form_error(alice_client):
    r = post_entry(alice_client, text="x", prompt="nope")
    assert "prompt" in r.context["form"].errors


def test_editing_an_entry_changes_it_in_place(alice_client, world):
    url = reverse("journal:edit", args=[world.entry.pk])
    assert alice_client.get(url).context["form"]["text"].value() == "A private line about M."
    r = alice_client.post(url, {"date": world.entry.date.isoformat(), "text": "Changed.", "mood": "5"})
    assert r.status_code == 302
    world.entry.refresh_from_db()
    assert (world.entry.text, world.entry.mood) == ("Changed.", 5)


def test_an_invalid_edit_keeps_the_entry_and_what_was_typed(alice_client, world):
    url = reverse("journal:edit", args=[world.entry.pk])
    r = alice_client.post(url, {"date": world.entry.date.isoformat(), "text": "new words", "mood": "7"})
    assert r.status_code == 200 and b"new words" in r.content
    world.entry.refresh_from_db()
    assert world.entry.text == "A private line about M."


def test_deleting_asks_once_then_removes_the_entry(alice_client, world):
    url = reverse("journal:delete", args=[world.entry.pk])
    page = alice_client.get(url).content.decode()
    assert "will be gone for good" in page and "edit it" in page
    assert Entry.objects.filter(pk=world.entry.pk).exists()
    r = alice_client.post(url)
    assert r.status_code == 302 and r["Location"] == reverse("journal:index")
    assert not Entry.objects.filter(pk=world.entry.pk).exists()


def test_hiding_prompts_without_javascript_keeps_what_was_typed(alice_client, alice):
    r = post_entry(alice_client, text="half a thought", prompts="hide", mood="9")
    assert r.status_code == 200
    page = r.content.decode()
    assert "half a thought</textarea>" in page
    assert "What would I tell a friend?" not in page
    assert "Show questions to write from" in page
    assert "Choose one of the five moods" not in page  # not checked yet: nothing was saved
    assert not Entry.objects.exists()
    assert JournalSettings.objects.get(user=alice).show_prompts is False
    assert b"What would I tell a friend?" not in alice_client.get(reverse("journal:create")).content


def test_hiding_and_showing_prompts_with_htmx_swaps_only_the_questions(alice_client, alice):
    r = alice_client.post(reverse("journal:prompts"), {"prompts": "hide"}, headers={"HX-Request": "true"})
    assert b"<html" not in r.content and b'id="prompts"' in r.content
    assert b"Show questions to write from" in r.content
    r = alice_client.post(
        reverse("journal:prompts"), {"prompts": "show", "prompt": "friend"}, headers={"HX-Request": "true"}
    )
    assert b'value="friend" id="prompt-friend" checked' in r.content
    assert JournalSettings.objects.get(user=alice).show_prompts is True


def test_the_list_shows_mood_in_words_and_neutral_titles(alice_client, alice):
    make_entry(user=alice, mood=1, text="Rough one.")
    page = alice_client.get(reverse("journal:index")).content.decode()
    assert "<title>Journal · " in page
    assert "Very low" in page and "Rough one." in page


def test_an_entry_page_title_is_neutral(alice_client, world):
    page = alice_client.get(reverse("journal:detail", args=[world.entry.pk])).content.decode()
    assert "<title>Entry · " in page
    assert "A private line" not in page.split("<body")[0]


def test_the_list_fragment_for_htmx(alice_client, world):
    r = alice_client.get(reverse("journal:index"), headers={"HX-Request": "true"})
    assert b"<html" not in r.content and b'id="entries"' in r.content
    assert b"A private line about M." in r.content
