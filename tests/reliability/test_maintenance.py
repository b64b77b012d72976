"""Maintenance (issue 14 item 7): an erased entry's words leave the database file,
full-text index included, once `manage.py maintain` has run."""

import subprocess
import sys

import pytest

from tests.backends import sqlite_only
from tests.reliability.world import ROOT

pytestmark = pytest.mark.slow

WORD = "zqxjvbquietharbourword"

WRITE_AND_ERASE = f"""
import django
django.setup()
from django.contrib.auth import get_user_model
from apps.attempts.services import attempt_create, attempt_delete
from apps.counter.models import Person
user = get_user_model().objects.get(username="alice")
person = Person.objects.get(user=user)
for i in range(40):
    attempt_create(user=user, person=person, message=f"an ordinary message {{i}}")
entry = attempt_create(user=user, person=person, message="they wrote {WORD} twice: {WORD}")
for i in range(40):
    attempt_create(user=user, person=person, message=f"another ordinary message {{i}}")
attempt_delete(attempt=entry)
"""


def _occurrences(world) -> int:
    found = 0
    for suffix in ("", "-wal", "-shm"):
        path = world.sqlite.with_name(world.sqlite.name + suffix)
        if path.exists():
            found += path.read_bytes().count(WORD.encode())
    return found


@sqlite_only("SQLite's file and FTS5 index; PostgreSQL's GIN index is cleaned by autovacuum")
def test_an_erased_entrys_words_leave_the_sqlite_file_after_maintenance(world, capsys):
    world.actor("seed", "alice", "2000")
    subprocess.run([sys.executable, "-c", WRITE_AND_ERASE], cwd=ROOT, env=world.env, check=True)
    before = _occurrences(world)
    assert before > 0  # still in the index's old segments (and the WAL)

    out = world.manage("maintain", DJANGO_TASKS="database")

    assert "attempts_search_fts: merged" in out
    assert "library_search_fts: merged" in out
    assert "library_search_trigram: merged" in out
    assert "journal_search_fts: merged" in out  # every FTS5 index, whichever app made it
    assert "SQLite WAL checkpoint: truncated" in out
    assert _occurrences(world) == 0
    assert world.actor("state", "alice")["alice"]["broken"] is None
    with capsys.disabled():
        print(f"\n[sqlite] the erased word in the database file and WAL: {before} before maintenance, 0 after")


def test_maintenance_prunes_old_jobs_and_expired_sessions(world):
    world.actor("seed", "alice")
    setup = """
import django
django.setup()
from datetime import timedelta
from django.contrib.auth import get_user_model
from django.contrib.sessions.models import Session
from django.utils import timezone
from apps.jobs.models import Job
user = get_user_model().objects.get(username="alice")
old = timezone.now() - timedelta(days=30)
job = Job.objects.create(user=user, kind="x", title="Old", status=Job.Status.DONE)
Job.objects.filter(pk=job.pk).update(created_at=old, finished_at=old)
Job.objects.create(user=user, kind="x", title="New", status=Job.Status.DONE, finished_at=timezone.now())
Session.objects.create(session_key="a" * 32, session_data="", expire_date=old)
Session.objects.create(session_key="b" * 32, session_data="", expire_date=timezone.now() + timedelta(days=1))
"""
    check = """
import django, json
django.setup()
from django.contrib.sessions.models import Session
from apps.jobs.models import Job
print(json.dumps([sorted(Job.objects.values_list("title", flat=True)), sorted(Session.objects.values_list("session_key", flat=True))]))
"""
    subprocess.run([sys.executable, "-c", setup], cwd=ROOT, env=world.env, check=True)
    world.manage("maintain", DJANGO_TASKS="database")
    result = subprocess.run(
        [sys.executable, "-c", check], cwd=ROOT, env=world.env, check=True, capture_output=True, text=True
    )
    assert result.stdout.strip() == '[["New"], ["' + "b" * 32 + '"]]'
