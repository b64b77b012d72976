"""Real workers (`manage.py db_worker` processes) on a real database file or server:
a queued job waits for a worker, a worker killed with SIGKILL mid-job leaves a job the
next worker finds, runs again or marks stopped, and the user sees which.

Each test gets a fresh database (a copy of one migrated SQLite file, or a PostgreSQL
database made from a migrated template when the suite runs on PostgreSQL).
"""

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from apps.jobs.services import INTERRUPTED
from tests.jobs.world import ROOT

pytestmark = pytest.mark.slow


def test_a_queued_job_waits_for_a_worker_and_shows_progress_as_it_runs(world):
    job_id = world.start_job(n=20, delay=0.1, max_attempts=1)
    time.sleep(0.5)
    assert world.job()["status"] == "queued"  # no worker yet: it waits, it is not lost

    world.start_worker()
    midway = world.wait_for(lambda job: job["status"] == "running" and 0 < job["done"] < 20)
    assert midway["total"] == 20
    done = world.wait_for(lambda job: job["status"] == "done")

    assert (done["done"], done["summary"], done["attempts"]) == (20, "Counted to 20.", 1)
    assert (world.jobs_root / done["result_path"]).read_bytes() == b"counted to 20\n"
    assert world.files(job_id) == [Path(done["result_path"]).name]  # the early file was replaced
    world.wait_for_runs([("SUCCESSFUL", "")])


def test_a_job_whose_worker_is_killed_runs_again_on_the_next_worker(world):
    job_id = world.start_job(n=30, delay=0.1, max_attempts=2)
    first = world.start_worker()
    world.wait_for(lambda job: job["status"] == "running" and job["done"] >= 3)

    first.send_signal(signal.SIGKILL)
    first.wait(timeout=10)
    assert world.job()["status"] == "running"  # nothing marked it: the worker just vanished
    world.start_worker()
    done = world.wait_for(lambda job: job["status"] == "done")

    assert (done["done"], done["summary"], done["attempts"]) == (30, "Counted to 30.", 2)
    assert (world.jobs_root / done["result_path"]).read_bytes() == b"counted to 30\n"
    assert world.files(job_id) == [Path(done["result_path"]).name]  # the killed run's file is gone
    world.wait_for_runs([("FAILED", "apps.jobs.WorkerLost"), ("SUCCESSFUL", "")])


def test_a_job_whose_worker_is_killed_is_marked_stopped_when_it_may_not_run_again(world):
    job_id = world.start_job(n=30, delay=0.1, max_attempts=1)
    first = world.start_worker()
    world.wait_for(lambda job: job["status"] == "running" and job["done"] >= 3)

    first.send_signal(signal.SIGKILL)
    first.wait(timeout=10)
    world.start_worker()
    stopped = world.wait_for(lambda job: job["status"] == "failed")

    assert stopped["failure"] == INTERRUPTED
    assert stopped["result_path"] == ""
    world.wait_for_files(job_id, [])  # nothing half-written is left to download
    world.wait_for_runs([("FAILED", "apps.jobs.WorkerLost")])


def test_a_worker_asked_to_stop_finishes_its_job_first(world):
    world.start_job(n=15, delay=0.1, max_attempts=1)
    worker = world.start_worker()
    world.wait_for(lambda job: job["status"] == "running" and job["done"] >= 2)

    worker.send_signal(signal.SIGTERM)
    assert worker.wait(timeout=30) == 0

    job = world.job()
    assert (job["status"], job["done"], job["attempts"]) == ("done", 15, 1)


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_make_runs_dev_server_serves_pages_and_runs_jobs_until_stopped(world):
    """`make run` runs bin/dev-server: the site and a worker, stopped together."""
    import urllib.request

    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "bin/dev-server", f"127.0.0.1:{port}"],
        cwd=ROOT,
        env=world.env,
        stdout=(world.folder / "dev-server.log").open("w"),
        stderr=subprocess.STDOUT,
    )
    world.workers.append(server)
    deadline = time.monotonic() + 40
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as response:
                assert response.status == 200
                break
        except OSError:
            assert time.monotonic() < deadline, (world.folder / "dev-server.log").read_text()
            time.sleep(0.3)

    world.start_job(n=3, delay=0, max_attempts=1)
    assert world.wait_for(lambda job: job["status"] == "done")["summary"] == "Counted to 3."

    server.send_signal(signal.SIGTERM)
    assert server.wait(timeout=30) == 0
    leftovers = subprocess.run(
        ["pgrep", "-f", f"runserver 127.0.0.1:{port}"], capture_output=True, text=True, check=False
    )
    assert leftovers.stdout == ""
