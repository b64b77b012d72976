"""Editing an entry: an unchanged save changes nothing, times keep their precision, and
the history reads in words, in the user's time zone (issue 13)."""

import datetime as dt
import re
from html.parser import HTMLParser
from zoneinfo import ZoneInfo

import pytest
from django.urls import reverse

from apps.attempts import services
from apps.attempts.models import Attempt, ChainLink
from apps.attempts.selectors import revision_history
from apps.tactics.models import Tactic
from tests.factories import make_attempt, make_person

pytestmark = pytest.mark.django_db
LONDON = ZoneInfo("Europe/London")
# 21:30:05.123456 in London on 3 May 2026 (summer time, UTC+1)
PRECISE = dt.datetime(2026, 5, 3, 20, 30, 5, 123_456, tzinfo=dt.UTC)


@pytest.fixture
def london_client(alice_client):
    session = alice_client.session
    session["time_zone"] = "Europe/London"
    session.save()
    return alice_client


class FormValues(HTMLParser):
    """What a browser would send for the edit form, untouched: every field's value as
    the page shows it, textareas with CRLF line breaks (as browsers send them)."""

    def __init__(self) -> None:
        super().__init__()
        self.data: dict[str, list[str]] = {}
        self._textarea: str | None = None
        self._select: str | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        name = a.get("name")
        if tag == "input" and name and a.get("type") not in ("file", "submit"):
            if a.get("type") in ("checkbox", "radio") and "checked" not in a:
                return
            self.data.setdefault(name, []).append(a.get("value", "on"))
        elif tag == "textarea":
            self._textarea = name
            self.data[name] = [""]
        elif tag == "select":
            self._select = name
        elif tag == "option" and self._select and "selected" in a:
            self.data.setdefault(self._select, []).append(a.get("value", ""))

    def handle_endtag(self, tag):
        if tag == "textarea":
            self._textarea = None
        elif tag == "select":
            self._select = None

    def handle_data(self, data):
        if self._textarea:
            self.data[self._textarea][0] += data.replace("\r\n", "\n").replace("\n", "\r\n")


def edit_form_data(client, attempt) -> dict[str, list[str]]:
    parser = FormValues()
    html = client.get(reverse("attempts:edit", args=[attempt.pk])).content.decode()
    parser.feed(html[html.index('class="attempt-form"') :])
    # The first newline after <textarea> belongs to the markup, not the value.
    for name in ("message", "notes"):
        parser.data[name] = [parser.data[name][0].removeprefix("\r\n")]
    return parser.data


@pytest.fixture
def attempt(alice):
    person = make_person(user=alice, label="J")
    return make_attempt(
        person=person,
        message="Line one\nLine two\n\nsigned, J",
        notes="read it at work\nthen again at home",
        via="mutual friend",
        occurred_at=PRECISE,
        tactics=["hoovering", "guilt-tripping"],
        intensity=6,
    )


def test_saving_the_edit_form_unchanged_makes_no_revision_and_no_link(london_client, attempt):
    links = ChainLink.objects.filter(user=attempt.user).count()
    data = edit_form_data(london_client, attempt)
    assert data["occurred_at"] == ["2026-05-03T21:30"]  # shown to the minute, in London time
    r = london_client.post(reverse("attempts:edit", args=[attempt.pk]), data, follow=True)
    assert b"Nothing had changed." in r.content
    attempt.refresh_from_db()
    assert attempt.revision_count == 1
    assert attempt.revisions.count() == 1
    assert ChainLink.objects.filter(user=attempt.user).count() == links
    assert attempt.occurred_at == PRECISE
    assert attempt.message == "Line one\nLine two\n\nsigned, J"


def test_an_edit_keeps_the_seconds_and_microseconds_of_an_unchanged_time(london_client, attempt):
    data = edit_form_data(london_client, attempt)
    data["via"] = ["their sister"]
    london_client.post(reverse("attempts:edit", args=[attempt.pk]), data)
    attempt.refresh_from_db()
    assert attempt.via == "their sister"
    assert attempt.occurred_at == PRECISE
    latest = attempt.revisions.get(number=2)
    assert latest.changed == ["via"]
    assert latest.snapshot["occurred_at"] == "2026-05-03T20:30:05.123456+00:00"


def test_a_new_minute_is_a_new_time(london_client, attempt):
    data = edit_form_data(london_client, attempt)
    data["occurred_at"] = ["2026-05-03T21:45"]
    london_client.post(reverse("attempts:edit", args=[attempt.pk]), data)
    attempt.refresh_from_db()
    assert attempt.occurred_at == dt.datetime(2026, 5, 3, 20, 45, tzinfo=dt.UTC)
    assert attempt.revisions.get(number=2).changed == ["occurred_at"]


def test_a_time_with_seconds_typed_is_taken_as_typed(london_client, attempt):
    data = edit_form_data(london_client, attempt)
    data["occurred_at"] = ["2026-05-03T21:31:40"]
    london_client.post(reverse("attempts:edit", args=[attempt.pk]), data)
    attempt.refresh_from_db()
    assert attempt.occurred_at == dt.datetime(2026, 5, 3, 20, 31, 40, tzinfo=dt.UTC)


def test_text_that_differs_only_in_its_line_breaks_is_kept_as_stored(alice, attempt):
    from apps.attempts.forms import AttemptForm

    initial = AttemptForm.initial_for(attempt, LONDON)
    data = {**edit_data_from(initial), "message": "Line one\r\nLine two\r\n\r\nsigned, J"}
    form = AttemptForm(data, initial=initial, user=alice, tz=LONDON)
    assert form.is_valid(), form.errors
    assert form.cleaned_data["message"] == "Line one\nLine two\n\nsigned, J"
    data["message"] = "Line one\r\nLine two, changed"
    form = AttemptForm(data, initial=initial, user=alice, tz=LONDON)
    assert form.is_valid()
    assert form.cleaned_data["message"] == "Line one\r\nLine two, changed"  # a real change is kept as typed


def edit_data_from(initial: dict) -> dict:
    return {
        **initial,
        "person": str(initial["person"]),
        "occurred_at": initial["occurred_at"].strftime("%Y-%m-%dT%H:%M"),
        "intensity": initial["intensity"] or "",
    }


def history_text(client, attempt) -> str:
    html = client.get(reverse("attempts:detail", args=[attempt.pk])).content.decode()
    section = html[html.index('class="history"') :]
    return " ".join(re.sub(r"<[^>]+>", " ", section[: section.index("</section>")]).split())


def test_the_history_reads_in_words_in_the_users_time_zone(london_client, alice, attempt):
    other = make_person(user=alice, label="K")
    data = edit_form_data(london_client, attempt)
    data.update(
        occurred_at=["2026-05-03T21:45"],
        person=[str(other.pk)],
        channel=["email"],
        tactics=["baiting"],
        intensity=[""],
        response=["blocked"],
        occurred_approx=["on"],
    )
    r = london_client.post(reverse("attempts:edit", args=[attempt.pk]), data)
    assert r.status_code == 302
    text = history_text(london_client, attempt)
    assert "Time changed from 3 May 2026, 21:30 to 3 May 2026, 21:45" in text
    assert "Person changed from J to K" in text
    assert "How changed from Text message to Email" in text
    assert "Tactics changed from Guilt tripping, Hoovering to Baiting" in text
    assert "How it felt changed from 6 of 10 to not set" in text
    assert "Your response changed from I did not respond to I blocked them" in text
    assert "Approximate time changed from no to yes" in text
    # No raw stored values: ISO times, ids, slugs.
    assert not re.search(r"\d{4}-\d\d-\d\dT\d\d:\d\d", text)
    assert str(other.pk) not in text
    assert "guilt-tripping" not in text and "email " not in text


def test_seconds_show_when_only_they_changed(alice, attempt):
    services.attempt_update(attempt=attempt, occurred_at=PRECISE + dt.timedelta(seconds=30))
    (latest, _) = revision_history(attempt, tz=LONDON)
    (change,) = latest.changes
    assert (change.label, change.before, change.after) == ("Time", "3 May 2026, 21:30:05", "3 May 2026, 21:30:35")


def test_a_deleted_entry_has_its_deletion_in_the_history(alice, attempt):
    services.attempt_delete(attempt=attempt)
    attempt.refresh_from_db()
    entries = revision_history(attempt, tz=LONDON)
    assert [e.title for e in entries] == ["Deleted", "First saved"]
    tombstone = ChainLink.objects.get(attempt=attempt, kind="tombstone")
    assert entries[0].fingerprint == tombstone.hash[:16]
    assert entries[1].changes == ()  # the erased versions show no content


def test_files_added_are_named_by_their_hash(alice, attempt):
    from tests.factories import png_bytes

    services.attempt_update(attempt=attempt, files=[("a.png", png_bytes())])
    (latest, _) = revision_history(attempt, tz=LONDON)
    (change,) = latest.changes
    sha = attempt.files.get().sha256
    assert (change.label, change.before, change.after) == ("Files", "none", f"1 file (SHA-256 {sha[:12]}…)")


def test_the_detail_page_runs_the_same_queries_with_a_person_change(alice_client, alice, django_assert_num_queries):
    """The history names people from the attempt's own person; another person named
    in a version costs one query, however long the history."""
    attempt = make_attempt(user=alice, message="x")
    other = make_person(user=alice, label="K")
    alice_client.get(reverse("attempts:log"))  # the tactics are read once per process
    services.attempt_update(attempt=attempt, person=other)
    for n in range(3):
        services.attempt_update(attempt=attempt, message=f"x {n}")
    # 1 session, 2 user, 3 attempt with person, 4 links with revisions, 5 the other
    # person's label, 6 files, 7 tactic ids
    with django_assert_num_queries(7):
        r = alice_client.get(reverse("attempts:detail", args=[attempt.pk]))
    assert r.status_code == 200
    assert "Person changed from J to K" in history_text(alice_client, attempt)


def test_editing_with_bad_input_keeps_the_typed_values_and_saves_nothing(london_client, attempt):
    data = edit_form_data(london_client, attempt)
    data.update(occurred_at=["not a time"], notes=["new notes"])
    r = london_client.post(reverse("attempts:edit", args=[attempt.pk]), data)
    assert r.status_code == 200
    assert b"Enter a valid date/time" in r.content
    assert b"new notes" in r.content
    assert Attempt.objects.get(pk=attempt.pk).revision_count == 1


def test_tag_view_with_a_tactic_already_there_makes_no_revision(alice_client, attempt):
    r = alice_client.post(reverse("attempts:tag", args=[attempt.pk]), {"tactic": "hoovering"})
    assert r.status_code == 302
    assert attempt.revisions.count() == 1
    assert set(attempt.tactics.values_list("slug", flat=True)) == {"hoovering", "guilt-tripping"}
    assert Tactic.objects.filter(slug="hoovering").exists()
