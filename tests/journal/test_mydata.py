"""The journal in "export everything", "bring your data here" and "delete my account"
(apps/mydata/parts/journal.py)."""

import datetime as dt
import json

import pytest

from apps.journal.models import Entry, JournalSettings
from apps.journal.search import with_words
from apps.journal.services import checkin_record, entry_create, journal_settings_set
from apps.mydata.services import ImportRefused, account_delete, account_import
from tests.factories import make_attempt, make_person
from tests.mydata.test_export import export_of
from tests.mydata.test_import import account_is_empty, as_file, export_bytes, rewritten

pytestmark = pytest.mark.django_db
DAY = dt.date(2026, 3, 4)


def _journal(user, word: str = "lighthouse") -> Entry:
    person = make_person(user=user, label="M")
    attempt = make_attempt(user=user, person=person, message="are you there")
    entry = entry_create(
        user=user,
        date=DAY,
        mood=2,
        prompt="afterwards",
        text=f"Felt the {word} pull again",
        person=person,
        attempt=attempt,
    )
    checkin_record(user=user, date=DAY, mood=4, line="a quieter evening")
    return entry


def _data(user) -> dict:
    return json.loads(export_of(user).read("data.json"))


def test_the_export_holds_the_journal_and_the_check_ins_as_written(alice, bob):
    entry = _journal(alice)
    _journal(bob, word="bobsword")
    journal_settings_set(user=alice, show_prompts=False)

    data = _data(alice)

    assert data["journal_settings"] == {"show_prompts": False}
    assert data["counts"]["journal_entries"] == 2
    rows = {row["kind"]: row for row in data["journal_entries"]}
    assert rows["entry"] == {
        "id": str(entry.pk),
        "kind": "entry",
        "date": "2026-03-04",
        "mood": 2,
        "prompt": "afterwards",
        "text": "Felt the lighthouse pull again",
        "person": str(entry.person_id),
        "attempt": str(entry.attempt_id),
        "urge": None,
        "created_at": rows["entry"]["created_at"],
        "updated_at": rows["entry"]["updated_at"],
    }
    assert rows["check_in"]["text"] == "a quieter evening" and rows["check_in"]["mood"] == 4
    assert "bobsword" not in json.dumps(data)


def test_an_account_without_journal_settings_exports_the_default(alice):
    assert _data(alice)["journal_settings"] == {"show_prompts": True}
    assert _data(alice)["journal_entries"] == []


def test_an_import_brings_the_journal_with_its_times_links_and_search(
    alice, bob, tmp_path, django_capture_on_commit_callbacks
):
    entry = _journal(alice)
    journal_settings_set(user=alice, show_prompts=False)
    data = export_bytes(alice)
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)

    account_import(user=bob, path=as_file(tmp_path, data))

    moved = Entry.objects.get(user=bob, kind=Entry.Kind.ENTRY)
    assert (moved.pk, moved.created_at, moved.updated_at, moved.text) == (
        entry.pk,
        entry.created_at,
        entry.updated_at,
        entry.text,
    )
    assert moved.person.user == bob and moved.attempt.user == bob
    assert JournalSettings.objects.get(user=bob).show_prompts is False
    # The search index follows the imported rows (triggers on SQLite, GIN on PostgreSQL).
    found = with_words(Entry.objects.for_user(bob), ["lighthouse"], user_id=bob.pk)
    assert list(found) == [moved]


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        # an entry about a log entry that is not in the file
        (
            lambda d: d["journal_entries"][0].update(attempt="00000000-0000-4000-8000-000000000001"),
            "points at an entry of the log",
        ),
        (lambda d: d["journal_entries"][0].update(mood=9), "journal_entries"),
        (lambda d: d["journal_entries"][0].update(prompt="unknownkey"), "question this app does not know"),
        (lambda d: d["journal_entries"][0].update(kind="diary"), "journal_entries"),
        (lambda d: d["journal_settings"].update(show_prompts="no"), "journal_settings"),
        (lambda d: d.pop("journal_settings"), "'journal_entries' where 'journal_settings' should be"),
    ],
)
def test_a_changed_journal_in_an_export_is_refused_and_leaves_the_account_empty(
    alice, bob, tmp_path, django_capture_on_commit_callbacks, change, reason
):
    _journal(alice)
    data = export_bytes(alice)
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)

    with pytest.raises(ImportRefused, match=reason):
        account_import(user=bob, path=as_file(tmp_path, rewritten(data, change)))

    assert account_is_empty(bob)
    assert not Entry.objects.exists()


def test_an_import_does_not_go_into_an_account_with_a_journal(alice, bob, tmp_path):
    data = export_bytes(alice)
    checkin_record(user=bob, date=DAY, mood=3)
    with pytest.raises(ImportRefused, match="empty account"):
        account_import(user=bob, path=as_file(tmp_path, data))


def test_deleting_the_account_erases_the_journal_and_leaves_others(alice, bob, django_capture_on_commit_callbacks):
    _journal(alice)
    journal_settings_set(user=alice, show_prompts=False)
    _journal(bob, word="bobsword")

    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)

    assert not Entry.objects.filter(user_id=alice.pk).exists()
    assert not JournalSettings.objects.filter(user_id=alice.pk).exists()
    assert Entry.objects.filter(user=bob).count() == 2
    assert list(with_words(Entry.objects.for_user(bob), ["bobsword"], user_id=bob.pk))


def test_the_export_and_delete_pages_say_how_much_journal_there_is(alice):
    from apps.mydata.parts.journal import PART

    _journal(alice)
    checkin_record(user=alice, date=DAY, mood=3)
    assert PART.describe(alice) == ["1 journal entry and 2 check-ins"]


def test_an_entry_about_a_person_deleted_since_moves_with_the_account(
    alice, bob, tmp_path, django_capture_on_commit_callbacks
):
    from apps.attempts.services import person_delete_with_entries

    entry = _journal(alice)
    person_delete_with_entries(person=entry.person, entries=1)
    data = export_bytes(alice)
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)

    account_import(user=bob, path=as_file(tmp_path, data))

    assert Entry.objects.get(user=bob, pk=entry.pk).text == entry.text


def test_an_export_from_before_the_journal_is_refused_in_plain_words(alice, bob, tmp_path):
    """Version 1 had no journal sections (FORMAT_VERSION 2 added them)."""
    _journal(alice)

    def older(data):
        data["version"] = 1
        del data["journal_settings"], data["journal_entries"], data["counts"]["journal_entries"]

    with pytest.raises(ImportRefused, match="earlier version of this app"):
        account_import(user=bob, path=as_file(tmp_path, rewritten(export_bytes(alice), older)))
    assert account_is_empty(bob)
