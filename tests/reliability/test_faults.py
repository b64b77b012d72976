"""Faults, with nothing lost (issue 14 item 8).

- An evidence folder that cannot be written: the upload is refused with a clear message
  on the form, the words typed stay in it, and nothing is half-saved (no entry, no file).
- A database that does not answer: /healthz says 503, pages show the calm busy page with
  the Exit and no traceback, a form's words come back on it.
- A worker killed in the middle of a job: tests/jobs/test_worker.py (real `db_worker`
  processes killed with SIGKILL: the job runs again or is marked stopped, and its page
  says which).
"""

import json
import subprocess
import sys

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.attempts.models import Attempt, AttemptRevision, EvidenceFile
from tests.factories import make_attempt, make_person, png_bytes
from tests.reliability.world import ROOT, base_env


@pytest.fixture
def unwritable_evidence(tmp_path, monkeypatch):
    """The evidence folder points below a plain file: nothing can be created there, even
    by root (chmod would not stop root)."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    storage = EvidenceFile._meta.get_field("original").storage
    monkeypatch.setattr(storage, "location", str(blocker / "evidence"))
    return blocker


def _entry(person, **extra):
    return {
        "person": str(person.pk),
        "occurred_at": "2026-01-02T10:00",
        "channel": "text",
        "response": "none",
        "message": "you will regret ignoring me",
        "notes": "third one this week",
        **extra,
    }


def _shots(n=2):
    return [SimpleUploadedFile(f"shot{i}.png", png_bytes((40 + i, 30)), content_type="image/png") for i in range(n)]


def test_an_upload_the_evidence_folder_refuses_keeps_the_words_and_saves_nothing(
    alice_client, alice, unwritable_evidence
):
    person = make_person(user=alice)
    r = alice_client.post("/log/new/", _entry(person, files=_shots()))
    assert r.status_code == 200
    body = r.content.decode()
    assert "The file could not be stored just now, so nothing was saved yet." in body
    assert "you will regret ignoring me</textarea>" in body
    assert "third one this week</textarea>" in body
    assert not Attempt.objects.exists()
    assert not EvidenceFile.objects.exists()


def test_a_file_added_to_an_entry_the_folder_refuses_leaves_the_entry_as_it_was(
    alice_client, alice, unwritable_evidence
):
    attempt = make_attempt(user=alice, message="first words")
    r = alice_client.post(f"/log/{attempt.pk}/edit/", _entry(attempt.person, message="changed words", files=_shots(1)))
    assert r.status_code == 200
    assert b"could not be stored just now" in r.content
    assert b"changed words</textarea>" in r.content
    attempt.refresh_from_db()
    assert attempt.message == "first words"
    assert attempt.revision_count == 1
    assert AttemptRevision.objects.count() == 1


def test_files_stored_before_a_refused_one_are_removed(alice, tmp_path, monkeypatch):
    """The second file is refused: the first, already on disk, goes too."""
    from django.core.files.storage import FileSystemStorage

    from apps.attempts.services import EvidenceNotStored, attempt_create

    storage = EvidenceFile._meta.get_field("original").storage
    monkeypatch.setattr(storage, "location", str(tmp_path / "evidence"))
    real_save = FileSystemStorage._save
    saves = []

    def full_disk_on_third_write(self, name, content):
        saves.append(name)
        if len(saves) == 3:  # file 1 (original, preview) stored; file 2's original refused
            raise OSError(28, "No space left on device")
        return real_save(self, name, content)

    monkeypatch.setattr(FileSystemStorage, "_save", full_disk_on_third_write)
    person = make_person(user=alice)
    with pytest.raises(EvidenceNotStored):
        attempt_create(user=alice, person=person, message="x", files=[("a.png", png_bytes()), ("b.png", png_bytes())])
    assert [p for p in (tmp_path / "evidence").rglob("*") if p.is_file()] == []


DOWN = """
import json, django
django.setup()
from django.test import Client
client = Client(raise_request_exception=False)
r = client.get("/healthz")  # a load balancer's probe: no cookies
answers = {"GET /healthz": [r.status_code, r.content.decode()]}
client.cookies["sessionid"] = "k" * 32  # a signed-in browser: every page must read its session
for method, path, data in (
    ("get", "/", None),
    ("get", "/accounts/login/", None),
    ("post", "/accounts/login/", {"login": "alice", "password": "a secret password 42"}),
    ("get", "/log/", None),
):
    r = getattr(client, method)(path, data) if data else getattr(client, method)(path)
    answers[f"{method.upper()} {path}"] = [r.status_code, r.content.decode()]
print(json.dumps(answers))
"""


@pytest.mark.slow
@pytest.mark.parametrize("database", ["postgresql", "sqlite"])
def test_a_database_that_does_not_answer_gets_calm_pages_and_a_failing_health_check(database, tmp_path):
    env = {**base_env(), "DJANGO_EVIDENCE_ROOT": str(tmp_path), "DJANGO_JOBS_ROOT": str(tmp_path)}
    if database == "postgresql":
        env["DATABASE_URL"] = "postgres://postgres@127.0.0.1:9/nocontact"  # nothing listens there
    else:
        (tmp_path / "a-folder.sqlite3").mkdir()  # a folder where the database file should be
        env["DJANGO_SQLITE_PATH"] = str(tmp_path / "a-folder.sqlite3")
    result = subprocess.run(
        [sys.executable, "-c", DOWN], cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=300
    )
    answers = json.loads(result.stdout.splitlines()[-1])

    assert answers.pop("GET /healthz") == [503, "database unavailable\n"]
    for request, (status, body) in answers.items():
        assert status == 503, request
        assert "Please try again" in body or "Not saved yet" in body, request
        assert "Exit" in body, request
        assert "Traceback" not in body and "OperationalError" not in body, request
    login = answers["POST /accounts/login/"][1]
    assert 'value="alice"' in login  # what was typed comes back ...
    assert "a secret password 42" not in login  # ... but never a password
