import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.backends import sqlite_only

SCRIPT = Path(__file__).with_name("erasure_script.py")


@sqlite_only("SQLite only: on PostgreSQL, test_delete checks that the rows and files are gone")
@pytest.mark.django_db
def test_a_deleted_accounts_words_leave_the_sqlite_file_its_log_and_the_evidence_folder(tmp_path):
    """The bytes themselves: a marker written in an entry (its words, notes, an edit),
    a file, an urge, a reason, a slip, a journal entry and a check-in, a session and an export waiting for download is
    found 0 times afterwards in the database file, its write-ahead log, the evidence
    folder and the jobs folder."""
    done = subprocess.run(
        [sys.executable, str(SCRIPT), str(tmp_path)], capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    counts = json.loads(done.stdout.strip().splitlines()[-1])
    assert counts["open"]  # counted while the app's connection was still open
    assert counts["before"]["database"] + counts["before"]["wal"] > 0
    assert counts["before"]["evidence"] > 0
    assert counts["before"]["jobs"] > 0  # the export's ZIP holds the original, stored as it is
    assert counts["after"] == {"database": 0, "wal": 0, "evidence": 0, "jobs": 0}, counts
