import io
import json
import zipfile
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from apps.attempts import chain
from apps.attempts.models import Attempt, ChainHead, EvidenceFile, TacticTally
from apps.attempts.verification import log_verify
from apps.counter.models import Person
from apps.jobs.models import Job
from apps.mydata.exporting import export_chunks
from apps.mydata.parts import PARTS
from apps.mydata.services import ImportRefused, account_delete, account_import
from apps.mydata.uploads import uploads_of
from tests.factories import make_attempt, make_person

from .conftest import fill_account

pytestmark = pytest.mark.django_db
TOTALS = ("past_streaks", "longest_past_days", "total_past_days", "resisted_urges", "corrections", "current_start")


def export_bytes(user) -> bytes:
    return b"".join(export_chunks(user=user))


def as_file(tmp_path: Path, data: bytes, name: str = "export.zip") -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def rewritten(data: bytes, change) -> bytes:
    """The export with data.json passed through `change` (a function of the parsed JSON),
    and everything else as it was."""
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            body = source.read(info)
            if info.filename == "data.json":
                parsed = json.loads(body)
                change(parsed)
                body = json.dumps(parsed).encode()
            target.writestr(info.filename, body)
    return out.getvalue()


def comparable(data: bytes) -> dict:
    """An export's content, less what differs between two accounts by design: the
    username, the date the account was made, the sign-in activity and the time of the
    export."""
    archive = zipfile.ZipFile(io.BytesIO(data))
    parsed = json.loads(archive.read("data.json"))
    del parsed["exported_at"], parsed["profile"]["username"], parsed["profile"]["date_joined"]
    del parsed["sign_in_activity"], parsed["counts"]["sign_in_activity"]  # each server's own
    files = {name: archive.read(name) for name in archive.namelist() if name.startswith("evidence/")}
    return {"data": parsed, "files": files}


def account_is_empty(user) -> bool:
    return all(part.is_empty(user) for part in PARTS)


def test_a_round_trip_changes_nothing(alice, bob, tmp_path, django_capture_on_commit_callbacks):
    """Export A, move it (A is deleted, as when leaving a server), import into B's empty
    account, export B: the same content, the same files, the same chain head, and the log
    verifies."""
    fill_account(alice, "alice")
    before = export_bytes(alice)
    head = ChainHead.objects.get(user=alice)
    totals = list(Person.objects.filter(user=alice).values_list(*TOTALS))
    tallies = set(TacticTally.objects.filter(user=alice, count__gt=0).values_list("tactic_id", "count"))
    head_seq, head_hash = head.seq, head.hash
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)

    account_import(user=bob, path=as_file(tmp_path, before))

    after = export_bytes(bob)
    assert comparable(after) == comparable(before)
    assert log_verify(user=bob) is None
    assert (ChainHead.objects.get(user=bob).seq, ChainHead.objects.get(user=bob).hash) == (head_seq, head_hash)
    assert list(Person.objects.filter(user=bob).values_list(*TOTALS)) == totals
    assert set(TacticTally.objects.filter(user=bob, count__gt=0).values_list("tactic_id", "count")) == tallies
    located = EvidenceFile.objects.filter(attempt__user=bob, content_type="image/jpeg").get()
    assert located.has_location is True and located.preview


def test_new_entries_after_an_import_chain_on(alice, bob, tmp_path, django_capture_on_commit_callbacks):
    fill_account(alice, "alice")
    data = export_bytes(alice)
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)
    account_import(user=bob, path=as_file(tmp_path, data))
    person = Person.objects.get(user=bob)
    make_attempt(user=bob, person=person, message="written after the move")
    assert log_verify(user=bob) is None


def test_it_only_goes_into_an_empty_account(alice, bob, tmp_path):
    make_attempt(user=alice, message="a")
    make_attempt(user=bob, message="b")
    with pytest.raises(ImportRefused, match="empty account"):
        account_import(user=bob, path=as_file(tmp_path, export_bytes(alice)))
    assert Attempt.objects.filter(user=bob).count() == 1


def test_records_still_on_this_server_are_refused_and_nothing_stays(alice, bob, tmp_path):
    fill_account(alice, "alice")
    with pytest.raises(ImportRefused, match="already exist on this server"):
        account_import(user=bob, path=as_file(tmp_path, export_bytes(alice)))
    assert account_is_empty(bob)
    assert Person.objects.filter(user=alice).count() == 1  # the original is untouched


def _first_live(data):
    return next(a for a in data["attempts"] if a["deleted_at"] is None and a["files"])


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        # an entry's words changed after the export: it no longer matches its version
        (lambda d: _first_live(d).update(message="changed"), "does not match its last saved version"),
        # a version's words changed: its record no longer has the hash its link holds
        (
            lambda d: _first_live(d)["revisions"][0]["snapshot"].update(message="changed"),
            "was changed",
        ),
        # a link removed from the middle of the chain
        (lambda d: d["chain_links"].pop(1), "does not follow the one before it"),
        # the chain cut short at the end
        (lambda d: d["chain_links"].pop(), "does not end where the file says"),
        # a link re-hashed by someone who changed its record
        (lambda d: d["chain_links"][0].update(record_hash="0" * 64), "was changed"),
        # a field the schema does not allow
        (lambda d: d["urges"][0].update(intensity=99), "urges"),
        # a person missing: an urge points nowhere
        (lambda d: d["people"].clear(), "not in the file"),
        (lambda d: d.update(format="something-else"), "not an export from this app"),
        (lambda d: d.update(version=99), "newer version"),
        (lambda d: d.pop("reasons"), "'safe_contacts' where 'reasons' should be"),
    ],
)
def test_a_changed_export_is_refused_and_leaves_the_account_empty(
    alice, bob, tmp_path, django_capture_on_commit_callbacks, change, reason
):
    fill_account(alice, "alice")
    data = export_bytes(alice)
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)
    with pytest.raises(ImportRefused, match=reason):
        account_import(user=bob, path=as_file(tmp_path, rewritten(data, change)))
    assert account_is_empty(bob)
    assert not EvidenceFile.objects.exists()


def test_a_changed_file_is_refused_and_no_file_stays_stored(
    alice, bob, tmp_path, settings, django_capture_on_commit_callbacks
):
    fill_account(alice, "alice")
    data = export_bytes(alice)
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            body = source.read(info)
            if info.filename.endswith(".jpg"):
                body = body[:-3] + bytes([body[-3] ^ 1]) + body[-2:]
            target.writestr(info.filename, body)
    stored_before = sorted(p for p in Path(settings.EVIDENCE_ROOT).rglob("*") if p.is_file())
    with pytest.raises(ImportRefused, match="does not match its SHA-256"):
        account_import(user=bob, path=as_file(tmp_path, out.getvalue()))
    assert account_is_empty(bob)
    assert sorted(p for p in Path(settings.EVIDENCE_ROOT).rglob("*") if p.is_file()) == stored_before


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        (b"not a zip at all", "not a ZIP file"),
        (b"", "not a ZIP file"),
    ],
)
def test_a_file_that_is_not_an_export_is_refused(bob, tmp_path, payload, reason):
    with pytest.raises(ImportRefused, match=reason):
        account_import(user=bob, path=as_file(tmp_path, payload))


def test_a_zip_without_data_is_refused(bob, tmp_path):
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        target.writestr("holiday.jpg", b"\xff\xd8 not a photo")
    with pytest.raises(ImportRefused, match=r"no data\.json"):
        account_import(user=bob, path=as_file(tmp_path, out.getvalue()))


def test_a_truncated_data_file_is_refused(alice, bob, tmp_path, django_capture_on_commit_callbacks):
    fill_account(alice, "alice")
    source = zipfile.ZipFile(io.BytesIO(export_bytes(alice)))
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        target.writestr("data.json", source.read("data.json")[:3000])
    with pytest.raises(ImportRefused, match="damaged or incomplete"):
        account_import(user=bob, path=as_file(tmp_path, out.getvalue()))
    assert account_is_empty(bob)


def test_a_file_over_the_quota_is_refused(alice, bob, tmp_path, settings, django_capture_on_commit_callbacks):
    fill_account(alice, "alice")
    data = export_bytes(alice)
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)
    settings.STORAGE_QUOTA_BYTES = 100
    with pytest.raises(ImportRefused, match="larger than the storage"):
        account_import(user=bob, path=as_file(tmp_path, data))
    assert account_is_empty(bob)


def test_an_empty_account_can_import_through_the_page(
    carol, alice, client, reauthenticated, settings, django_capture_on_commit_callbacks
):
    make_attempt(user=alice, person=make_person(user=alice, label="R."), message="kept across")
    data = export_bytes(alice)
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)
    client.force_login(carol)
    reauthenticated(client)
    page = client.get(reverse("mydata:import"))
    assert b'enctype="multipart/form-data"' in page.content
    response = client.post(reverse("mydata:import"), {"file": SimpleUploadedFile("data.zip", data)})
    job = Job.objects.get(user=carol)
    assert response.status_code == 302 and response["Location"] == job.get_absolute_url()
    assert job.status == Job.Status.DONE, job.failure
    assert "1 entry in your log" in job.summary
    assert Attempt.objects.get(user=carol).message == "kept across"
    assert log_verify(user=carol) is None
    assert uploads_of(carol.pk) == []  # the uploaded file is gone once imported


def test_the_job_says_why_a_file_was_refused(bob, client, reauthenticated):
    client.force_login(bob)
    reauthenticated(client)
    response = client.post(reverse("mydata:import"), {"file": SimpleUploadedFile("data.zip", b"nonsense")})
    job = Job.objects.get(user=bob)
    assert response["Location"] == job.get_absolute_url()
    assert job.status == Job.Status.FAILED
    assert job.failure == "This file could not be imported: it is not a ZIP file. Nothing was added."
    assert b"it is not a ZIP file" in client.get(response["Location"]).content
    assert uploads_of(bob.pk) == []


def test_the_form_asks_for_a_file(bob, client, reauthenticated):
    client.force_login(bob)
    reauthenticated(client)
    response = client.post(reverse("mydata:import"), {})
    assert response.status_code == 200
    assert b"Choose the .zip file you downloaded" in response.content
    assert not Job.objects.exists()


def test_the_page_does_not_offer_an_import_to_an_account_with_entries(alice, client, reauthenticated):
    make_attempt(user=alice)
    client.force_login(alice)
    reauthenticated(client)
    response = client.get(reverse("mydata:import"))
    assert b"already holds entries" in response.content
    assert b"<form" not in response.content.split(b"<main")[1]


def test_the_chain_genesis_is_what_an_empty_log_exports(bob):
    data = json.loads(zipfile.ZipFile(io.BytesIO(export_bytes(bob))).read("data.json"))
    assert data["chain_head"] == {"seq": 0, "hash": chain.GENESIS}
    assert data["attempts"] == [] and data["chain_links"] == []


def test_a_round_trip_keeps_the_stub_of_a_person_deleted_with_their_entries(
    alice, bob, tmp_path, django_capture_on_commit_callbacks
):
    """A person deleted together with their entries stays as a nameless stub that the
    entries' tombstones point to (counter's Person.erased_at): the export carries it, the
    import brings it back as a stub, hidden, and the log still verifies."""
    from apps.attempts.services import person_delete_with_entries

    fill_account(alice, "alice")
    gone = make_person(user=alice, label="Gone")
    for i in range(2):
        make_attempt(user=alice, person=gone, message=f"gone {i}")
    with django_capture_on_commit_callbacks(execute=True):
        person_delete_with_entries(person=gone, entries=2)
    before = export_bytes(alice)
    stub = next(
        p
        for p in json.loads(zipfile.ZipFile(io.BytesIO(before)).read("data.json"))["people"]
        if p["id"] == str(gone.pk)
    )
    assert (stub["label"], stub["streaks"], stub["current_streak"]) == ("", [], None)
    assert stub["erased_at"]
    header = json.loads(zipfile.ZipFile(io.BytesIO(before)).read("data.json"))["counts"]
    assert header["people"] == len(Person.objects.filter(user=alice))  # the list's length, stub included
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)

    account_import(user=bob, path=as_file(tmp_path, before))

    assert comparable(export_bytes(bob)) == comparable(before)
    assert log_verify(user=bob) is None
    imported = Person.objects.get(pk=gone.pk)
    assert imported.erased_at is not None
    assert imported not in Person.objects.for_user(bob)
    assert Attempt.objects.filter(person=imported, deleted_at__isnull=False).count() == 2
