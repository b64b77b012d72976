import hashlib
import io
import json
import threading
import zipfile
from pathlib import Path

import pytest
from django.conf import settings
from django.urls import reverse
from jsonschema import Draft202012Validator

from apps.attempts.models import EvidenceFile
from apps.jobs.models import Job
from apps.mydata.exporting import SCHEMA_PATH, export_chunks, export_write
from tests.factories import make_attempt, make_person, png_bytes

from .conftest import fill_account

pytestmark = pytest.mark.django_db


def export_of(user, progress=None) -> zipfile.ZipFile:
    return zipfile.ZipFile(io.BytesIO(b"".join(export_chunks(user=user, progress=progress))))


def test_it_holds_everything_of_the_user_and_nothing_of_anyone_else(alice, bob):
    mine = fill_account(alice, "alice")
    theirs = fill_account(bob, "bob")
    archive = export_of(alice)
    text = archive.read("data.json").decode()
    for word in mine.values():
        if word != mine["file_name"] and "deleted" not in word:
            assert word in text, word
    assert mine["deleted_message"] not in text  # a deleted entry's words are gone: only its tombstone
    for word in theirs.values():
        assert word not in text, word
    data = json.loads(text)
    assert data["profile"]["username"] == "alice"
    assert data["profile"]["time_zone"] == "Europe/Berlin"
    assert data["counts"] == {
        "sign_in_activity": 0,
        "people": 1,
        "urges": 1,
        "reasons": 2,
        "safe_contacts": 1,
        "attempts": 3,
        "chain_links": 5,  # three entries saved, one edited, one deleted
        "files": 2,
        "journal_entries": 2,
    }
    assert len(data["chain_links"]) == 5
    assert len(data["attempts"]) == 3
    assert sum(len(a["revisions"]) for a in data["attempts"]) == 4
    assert [link["kind"] for link in data["chain_links"]].count("tombstone") == 1
    person = data["people"][0]
    assert len(person["streaks"]) == 2 and len(person["slips"]) == 2 and len(person["changes"]) == 2
    assert any(slip["withdrawn_at"] for slip in person["slips"])


def test_it_follows_its_schema(alice):
    fill_account(alice, "alice")
    data = json.loads(export_of(alice).read("data.json"))
    schema = json.loads(SCHEMA_PATH.read_text())
    Draft202012Validator.check_schema(schema)
    errors = list(Draft202012Validator(schema).iter_errors(data))
    assert errors == []


def test_the_zip_carries_its_schema_a_readme_and_every_original_byte_for_byte(alice):
    fill_account(alice, "alice")
    archive = export_of(alice)
    assert archive.read("schema/export.schema.json") == SCHEMA_PATH.read_bytes()
    readme = archive.read("README.txt").decode()
    assert "data.json" in readme and "Anyone who opens this file" in readme
    data = json.loads(archive.read("data.json"))
    files = [f for a in data["attempts"] for f in a["files"]]
    assert len(files) == 2
    for f in files:
        stored = EvidenceFile.objects.get(pk=f["id"])
        body = archive.read(f["path"])
        assert body == stored.original.open("rb").read()
        assert hashlib.sha256(body).hexdigest() == f["sha256"] == stored.sha256
    assert archive.testzip() is None


def test_progress_counts_up_to_the_total(alice):
    person = make_person(user=alice)
    for i in range(5):
        make_attempt(user=alice, person=person, message=f"note {i}")
    seen = []
    export_of(alice, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1][0] == seen[-1][1] == 1 + 5 + 5  # a person, five entries, five links
    assert [done for done, _ in seen] == list(range(1, len(seen) + 1))


def test_anonymous_visitors_are_sent_to_sign_in(client):
    for name in ("mydata:index", "mydata:export"):
        response = client.get(reverse(name))
        assert response.status_code == 302
        assert response["Location"].startswith("/accounts/login/")


def test_it_asks_for_the_password_again_before_an_export(alice_client):
    response = alice_client.get(reverse("mydata:export"))
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/reauthenticate/")
    response = alice_client.post(reverse("mydata:export"))
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/reauthenticate/")


def test_after_the_password_the_export_runs_as_a_job_and_offers_the_zip(fresh_client, alice):
    fill_account(alice, "alice")
    page = fresh_client.get(reverse("mydata:export"))
    assert page.status_code == 200
    assert b"Anyone who opens this file can read everything in it" in page.content
    response = fresh_client.post(reverse("mydata:export"))
    job = Job.objects.get(user=alice)
    assert response.status_code == 302 and response["Location"] == job.get_absolute_url()
    assert (job.kind, job.status, job.title) == ("export", Job.Status.DONE, "Your data")
    assert job.done == job.total > 0
    page = fresh_client.get(response["Location"])
    assert b"keep it where only you can reach it" in page.content
    download = fresh_client.get(reverse("jobs:download", args=[job.pk]))
    assert download["Content-Disposition"].startswith('attachment; filename="data-')
    archive = zipfile.ZipFile(io.BytesIO(b"".join(download.streaming_content)))
    assert json.loads(archive.read("data.json"))["profile"]["username"] == "alice"
    assert not list(Path(settings.JOBS_ROOT).glob("*.zip"))  # the working copy is gone


@pytest.mark.django_db(transaction=True)
def test_outside_a_transaction_the_export_reads_in_a_thread_of_its_own(alice, tmp_path):
    """The job's case: the export reads one snapshot on its own connection while the
    caller (the job) writes its progress on another."""
    person = make_person(user=alice)
    for i in range(3):
        make_attempt(user=alice, person=person, message=f"note {i}")
    seen = []
    reader_threads = set()

    def progress(done, total):
        reader_threads.add(threading.current_thread().name)
        seen.append(done)
        Job.objects.exists()  # a query on the caller's own connection, as job.progress makes

    size = export_write(user=alice, path=tmp_path / "out.zip", progress=progress)
    assert size == (tmp_path / "out.zip").stat().st_size
    data = json.loads(zipfile.ZipFile(tmp_path / "out.zip").read("data.json"))
    assert len(data["attempts"]) == 3
    assert seen[-1] == 1 + 3 + 3
    assert reader_threads == {threading.current_thread().name}


def test_the_export_refuses_other_methods(fresh_client):
    assert fresh_client.delete(reverse("mydata:export")).status_code == 405
    assert fresh_client.post(reverse("mydata:index")).status_code == 405


def test_the_data_page_shows_what_the_account_holds_and_its_storage(alice_client, alice):
    fill_account(alice, "alice")
    response = alice_client.get(reverse("mydata:index"))
    assert response.status_code == 200
    assert b"of 1.0\xc2\xa0GB used" in response.content
    assert b"Bring your data here" not in response.content  # not an empty account


def test_the_data_page_costs_the_same_queries_with_a_short_or_a_long_history(
    alice_client, alice, django_assert_num_queries
):
    person = make_person(user=alice)
    make_attempt(user=alice, person=person, files=[("a.png", png_bytes())])
    # 1. the session, 2. the user, 3. is there a person (the account is not empty),
    # 4. the sum of the files' sizes (the storage meter)
    with django_assert_num_queries(4):
        assert alice_client.get(reverse("mydata:index")).status_code == 200
    for i in range(30):
        make_attempt(user=alice, person=person, message=f"more {i}", files=[("a.png", png_bytes())])
    with django_assert_num_queries(4):
        assert alice_client.get(reverse("mydata:index")).status_code == 200


def test_the_sign_in_activity_is_in_the_export(alice, bob):
    from apps.accounts.models import AccountEvent
    from apps.accounts.services import account_event_record

    account_event_record(user=alice, kind=AccountEvent.Kind.SIGNED_IN, request=None)
    account_event_record(user=alice, kind=AccountEvent.Kind.PASSWORD_CHANGED, request=None)
    account_event_record(user=bob, kind=AccountEvent.Kind.SIGN_IN_FAILED, request=None)
    data = json.loads(export_of(alice).read("data.json"))
    assert [event["kind"] for event in data["sign_in_activity"]] == ["signed_in", "password_changed"]
    assert data["counts"]["sign_in_activity"] == 2
