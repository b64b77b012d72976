"""Checking the log reads one consistent snapshot and takes no write lock: entries
written while a check runs are neither blocked nor refused, and the check still holds.

Real processes on a real database file (or PostgreSQL): the check pauses in the middle of
reading while another process writes entries to the same log.
"""

import json
import subprocess
import sys
import time

import pytest

from tests.jobs.world import ROOT

pytestmark = pytest.mark.slow

PAUSE = 8  # seconds the check waits, mid-read, while the writer writes
WRITE_FOR = 3


def test_entries_written_during_a_check_never_wait_for_it_or_fail(world):
    world.harness("seed", "writer", "2500")
    marker = world.folder / "reading"
    check = world.spawn("verify", "writer", str(PAUSE), str(marker), name="verify")
    deadline = time.monotonic() + 60
    while not marker.exists():
        assert check.poll() is None, (world.folder / "verify.log").read_text()
        assert time.monotonic() < deadline
        time.sleep(0.05)

    writer = world.spawn("write", "writer", str(WRITE_FOR), name="writer")
    wrote = json.loads(writer.communicate(timeout=120)[0])
    checked = json.loads(check.communicate(timeout=120)[0])

    assert wrote["last"] < checked["resumed"]  # every write happened while the check was reading
    assert wrote["failed"] == []
    assert wrote["written"] > 0
    assert wrote["slowest"] < 1.5, wrote  # not held up by the check (it paused for 8 s)
    assert checked["broken"] is None  # the check saw one consistent log, without the new entries
    after = subprocess.run(
        [sys.executable, "manage.py", "verify_log", "writer"],
        cwd=ROOT,
        env=world.env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert after.stdout.strip() == "writer: ok", after.stdout + after.stderr
