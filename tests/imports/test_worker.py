"""A chat import run by a real `manage.py db_worker`, as in production (the other tests run
jobs at once, in the request). Slow: it starts processes."""

import json
import subprocess
import sys

import pytest

from bench.chat_exports import whatsapp_export
from tests.jobs.conftest import migrated, world  # noqa: F401 (fixtures)
from tests.jobs.world import ROOT

pytestmark = pytest.mark.slow


def harness(world, *args: str) -> dict:  # noqa: F811
    done = subprocess.run(
        [sys.executable, "-m", "tests.imports.harness", *args],
        cwd=ROOT,
        env=world.env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_an_import_queued_for_a_worker_adds_the_messages_with_progress(world, tmp_path):  # noqa: F811
    world.env["DJANGO_EVIDENCE_ROOT"] = str(tmp_path / "evidence")  # shared by this process and the worker
    export = tmp_path / "chat.txt"
    export.write_bytes(whatsapp_export(lines=3000))
    harness(world, "start", "alice", str(export))
    assert world.job()["status"] == "queued"

    world.start_worker()
    done = world.wait_for(lambda job: job["status"] == "done", timeout=120)

    state = harness(world, "state", "alice")
    assert state["status"] == "done" and state["intact"]
    assert state["live"] == state["counts"]["added"] == done["total"] > 2000
    assert done["done"] == done["total"] and "Added" in done["summary"]
