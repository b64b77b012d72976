"""Lock contention on a real database shared by real processes (issue 14 item 1).

- Reordering a reason while a check of the log is in the middle of reading it: the
  reorder neither waits for the check nor fails (it answered 500 "database is locked"
  when a SQLite database named by DATABASE_URL ran without WAL and with a 5 s timeout).
- A write that finds SQLite's write lock held for longer than the busy timeout is
  answered with the busy page (503) that keeps what was typed; nothing is half-saved.
"""

import json
import time

import pytest

from tests.backends import sqlite_only

pytestmark = pytest.mark.slow


def _wait_for(path, process, world, name, timeout=60):
    deadline = time.monotonic() + timeout
    while not path.exists():
        assert process.poll() is None, world.log(name)
        assert time.monotonic() < deadline, f"{name} never started"
        time.sleep(0.05)


def test_reordering_a_reason_while_the_log_is_checked_neither_waits_nor_fails(world, capsys):
    world.actor("seed", "alice", "2500")  # more than one chunk of the chain reader: it keeps reading
    ready, reading = world.folder / "ready", world.folder / "reading"
    mover = world.spawn("move-reason", "alice", str(ready), str(reading), name="mover")
    _wait_for(ready, mover, world, "mover")  # signed in and warmed up
    check = world.spawn("verify-paused", "alice", "8", str(reading), name="verify", DJANGO_TASKS="database")

    moved = json.loads(mover.communicate(timeout=120)[0] or "null")
    checked = json.loads(check.communicate(timeout=120)[0] or "null")
    assert moved and checked, world.log("mover") + world.log("verify")

    assert moved["status"] == 302
    assert moved["at"] < checked["resumed"]  # it happened while the check was reading
    assert moved["seconds"] < 4, moved  # not held up by the check (it paused for 8 s)
    assert moved["after"] == [moved["before"][1], moved["before"][0], moved["before"][2]]
    assert checked["status"] == 302  # to the job's page
    assert checked["job"] == "done", checked  # the check ran to its end ...
    assert world.actor("state", "alice")["alice"]["broken"] is None  # ... and the log still verifies
    with capsys.disabled():
        print(f"\n[{world.vendor}] a reason reordered while the check of 2,500 entries read: {moved['seconds']:.2f} s")


@sqlite_only("PostgreSQL waits for row locks without a timeout; its busy errors are tested in-process")
def test_a_write_that_outlasts_the_busy_timeout_gets_the_busy_page_and_keeps_the_words(world):
    world.actor("seed", "alice")
    ready, locked = world.folder / "ready", world.folder / "locked"
    words = "are you there? answer me"
    writer = world.spawn("quick-log", "alice", words, str(ready), str(locked), name="writer", DJANGO_SQLITE_TIMEOUT="1")
    _wait_for(ready, writer, world, "writer")
    holder = world.spawn("hold-lock", "6", str(locked), name="holder")

    answer = json.loads(writer.communicate(timeout=120)[0] or "null")
    assert answer is not None, world.log("writer")

    assert answer["status"] == 503
    assert "Not saved yet" in answer["body"]
    assert "are you there? answer me</textarea>" in answer["body"]
    assert "Traceback" not in answer["body"]
    assert answer["before"] == answer["after"] == 0  # nothing half-saved
    holder.communicate(timeout=60)
