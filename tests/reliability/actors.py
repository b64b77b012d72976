"""Small Django programs the slow reliability tests run as real processes.

    python -m tests.reliability.actors seed USERNAME [ENTRIES]
    python -m tests.reliability.actors write USERNAME N SEED       # mixed writes through the views
    python -m tests.reliability.actors state [USERNAME ...]         # what the database holds
    python -m tests.reliability.actors counts                       # rows per table
    python -m tests.reliability.actors verify-paused USERNAME PAUSE MARKER
    python -m tests.reliability.actors move-reason USERNAME [READY WAIT_FOR]
    python -m tests.reliability.actors quick-log USERNAME TEXT [READY WAIT_FOR]
    python -m tests.reliability.actors hold-lock SECONDS MARKER     # SQLite: hold the write lock
    python -m tests.reliability.actors check-beside USERNAME HOW    # the log check on two cores
    python -m tests.reliability.actors export-beside USERNAME HOW   # a long export on two cores

Each prints one JSON object. Settings: tests.reliability.process_settings (the World's env).
"""

import datetime
import hashlib
import io
import itertools
import json
import os
import random
import re
import sqlite3
import sys
import time
import traceback
from pathlib import Path

import django

django.setup()

from django.contrib.auth import get_user_model  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.utils import timezone  # noqa: E402

from tests.factories import PASSWORD  # noqa: E402

DETAIL = re.compile(r"/log/([0-9a-f-]{36})/")


def _user(username: str):
    return get_user_model().objects.get(username=username)


def _client(username: str) -> Client:
    client = Client(raise_request_exception=False)
    client.force_login(_user(username))
    return client


def png(seed: int) -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (24 + seed % 16, 18), (seed % 256, (seed * 7) % 256, 90)).save(out, format="PNG")
    return out.getvalue()


def seed(username: str, entries: str = "0") -> dict:
    from apps.attempts.bulk import attempts_bulk_create
    from apps.counter.models import Person
    from apps.counter.services import person_create, reason_create

    user = get_user_model().objects.create_user(username=username, password=PASSWORD)
    person = person_create(user=user, label="J", start=timezone.localdate() - datetime.timedelta(days=30))
    for text in ("I sleep through the night now.", "My friends came back.", "I stopped checking my phone."):
        reason_create(user=user, kind="why", text=text)
    now = timezone.now()
    rows = (
        {"person": person, "message": f"seeded message {i}", "occurred_at": now - datetime.timedelta(minutes=i)}
        for i in range(int(entries))
    )
    attempts_bulk_create(user=user, rows=rows)
    return {"user": user.pk, "person": str(Person.objects.get(user=user).pk)}


def _entry_form(person: str, message: str, **extra) -> dict:
    return {
        "person": person,
        "occurred_at": timezone.localtime().strftime("%Y-%m-%dT%H:%M"),
        "channel": "text",
        "message": message,
        "response": "none",
        "notes": "",
        "via": "",
        **extra,
    }


def write(username: str, n: str, seed_text: str) -> dict:
    """N mixed writes through the views (quick log, full entry with or without a file,
    edit, an added file, delete), as one user, in random order. Reports what each entry
    should now be, and every request that failed."""
    from apps.counter.models import Person

    rng = random.Random(int(seed_text))
    client = _client(username)
    person = str(Person.objects.filter(user__username=username).values_list("pk", flat=True)[0])
    client.get("/log/new/")  # warm up (imports, templates): the times below are the writes' own
    entries: dict[str, dict] = {}  # id -> {"revisions": n, "deleted": bool, "files": n}
    failed: list[str] = []
    times: dict[str, list[float]] = {}
    kinds = {"quick": 0, "full": 0, "full+file": 0, "edit": 0, "upload": 0, "delete": 0}

    def live() -> list[str]:
        return [pk for pk, e in entries.items() if not e["deleted"]]

    until = Path(os.environ["WRITER_UNTIL"]) if os.getenv("WRITER_UNTIL") else None
    after_stop = 0
    for i in itertools.count():
        # N writes; with WRITER_UNTIL, also on until that file appears, then 3 more (so some
        # writes surely start after whatever the file marks the end of).
        if i >= int(n) and (until is None or after_stop >= 3 or i >= 50 * int(n)):
            break
        if until is not None and until.exists():
            after_stop += 1
        kind = rng.choices(["quick", "full", "edit", "upload", "delete"], weights=[35, 25, 20, 10, 10])[0]
        if kind in ("edit", "upload", "delete") and not live():
            kind = "quick"
        text = f"writer {seed_text} entry {i}: are you ignoring me again"
        started = time.monotonic()
        try:
            if kind == "quick":
                r = client.post("/log/quick/", {"person": person, "message": text})
            elif kind == "full":
                data = _entry_form(person, text)
                if rng.random() < 0.4:
                    kind = "full+file"
                    data["files"] = _upload(int(seed_text) * 100_000 + i)
                r = client.post("/log/new/", data)
            else:
                pk = rng.choice(live())
                if kind == "delete":
                    r = client.post(f"/log/{pk}/delete/")
                else:
                    extra = {"files": _upload(int(seed_text) * 100_000 + i)} if kind == "upload" else {}
                    r = client.post(f"/log/{pk}/edit/", _entry_form(person, text + " (edited)", **extra))
        except Exception:  # noqa: BLE001  (every failure is reported, none stops the writer)
            failed.append(f"{kind}: {traceback.format_exc(limit=3)}")
            continue
        times.setdefault(kind, []).append(time.monotonic() - started)
        if r.status_code != 302:
            failed.append(f"{kind}: HTTP {r.status_code}")
            continue
        kinds[kind] += 1
        if i == 10 and os.getenv("WRITER_PROGRESS"):
            Path(os.environ["WRITER_PROGRESS"]).touch()  # ten writes done: the writer is in full swing
        if kind in ("quick", "full", "full+file"):
            found = DETAIL.search(r["Location"])
            if not found:
                failed.append(f"{kind}: redirected to {r['Location']}")
                continue
            entries[found.group(1)] = {"revisions": 1, "deleted": False, "files": int(kind == "full+file")}
        elif kind == "delete":
            entries[pk] |= {"deleted": True, "files": 0}
        else:
            entries[pk]["revisions"] += 1
            entries[pk]["files"] += int(kind == "upload")
    slowest = {kind: round(max(t), 3) for kind, t in times.items()}
    median = {kind: round(sorted(t)[len(t) // 2], 3) for kind, t in times.items()}
    return {"entries": entries, "failed": failed, "kinds": kinds, "slowest": slowest, "median": median}


def _upload(n: int):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return SimpleUploadedFile(f"screenshot-{n}.png", png(n), content_type="image/png")


def state(*usernames: str) -> dict:
    """Every entry of these users (everyone with a log by default) as the database holds
    it, the chain's totals, and whether each chain verifies."""
    from apps.attempts.models import Attempt, AttemptRevision, ChainHead, ChainLink, EvidenceFile
    from apps.attempts.verification import log_verify

    users = get_user_model().objects.filter(pk__in=ChainHead.objects.values("user_id"))
    if usernames:
        users = get_user_model().objects.filter(username__in=usernames)
    answer = {}
    for user in users.order_by("username"):
        entries = {
            str(a.pk): {"revisions": a.revision_count, "deleted": a.deleted_at is not None, "files": 0}
            for a in Attempt.objects.filter(user=user)
        }
        for attempt_id in EvidenceFile.objects.filter(attempt__user=user).values_list("attempt_id", flat=True):
            entries[str(attempt_id)]["files"] += 1
        head = ChainHead.objects.filter(user=user).first()
        broken = log_verify(user=user)
        answer[user.username] = {
            "entries": entries,
            "revisions": AttemptRevision.objects.filter(attempt__user=user).count(),
            "links": ChainLink.objects.filter(user=user).count(),
            "head_seq": head.seq if head else 0,
            "broken": None if broken is None else f"{broken.seq} {broken.ref}: {broken.reason}",
        }
    return answer


def verify_paused(username: str, pause: str, marker: str) -> dict:
    """Check the log the way the app does: POST /log/verify/ queues the check as a job,
    and a worker (`db_worker --batch`, run here) runs it, pausing in the middle of reading
    the chain for PAUSE seconds (MARKER appears when the pause begins). Needs
    DJANGO_TASKS=database."""
    from django.core.management import call_command

    from apps.attempts import chain
    from apps.jobs.models import Job

    original = chain.verify

    def paused(links, **kwargs):
        def slowly():
            for i, link in enumerate(links):
                if i == 1:
                    Path(marker).touch()
                    time.sleep(float(pause))
                yield link

        return original(slowly(), **kwargs)

    chain.verify = paused
    client = _client(username)
    r = client.post("/log/verify/")
    connection.close()
    call_command("db_worker", "--batch", "--no-reload", "--no-startup-delay", verbosity=0)
    resumed = time.time()
    job = Job.objects.get()
    return {"status": r.status_code, "job": job.status, "summary": job.summary, "resumed": resumed}


def move_reason(username: str, ready: str = "", wait_for: str = "") -> dict:
    """Move the user's first reason down one place, through the view: signed in and warmed
    up first, then READY is made (if given) and the move waits for WAIT_FOR (if given)."""
    from apps.counter.models import Reason

    client = _client(username)
    order = list(Reason.objects.filter(user__username=username).order_by("position").values_list("text", flat=True))
    first = Reason.objects.filter(user__username=username).order_by("position").first()
    client.get("/reasons/")  # warm up (imports, templates) so the time below is the move's own
    connection.close()
    if ready:
        Path(ready).touch()
    while wait_for and not Path(wait_for).exists():
        time.sleep(0.05)
    started = time.monotonic()
    r = client.post(f"/reasons/{first.pk}/move/", {"direction": "down"})
    took = time.monotonic() - started
    after = list(Reason.objects.filter(user__username=username).order_by("position").values_list("text", flat=True))
    return {"status": r.status_code, "seconds": round(took, 3), "before": order, "after": after, "at": time.time()}


def quick_log(username: str, text: str, ready: str = "", wait_for: str = "") -> dict:
    """Sign in, make READY (if given), wait until WAIT_FOR exists (if given), then log TEXT
    through the quick log."""
    from apps.attempts.models import Attempt
    from apps.counter.models import Person

    client = _client(username)
    person = str(Person.objects.filter(user__username=username).values_list("pk", flat=True)[0])
    before = Attempt.objects.filter(user__username=username).count()
    connection.close()  # no read transaction left open while another process takes the lock
    if ready:
        Path(ready).touch()
    while wait_for and not Path(wait_for).exists():
        time.sleep(0.05)
    r = client.post("/log/quick/", {"person": person, "message": text})
    after = Attempt.objects.filter(user__username=username).count()
    return {"status": r.status_code, "body": r.content.decode(), "before": before, "after": after}


def hold_lock(seconds: str, marker: str) -> dict:
    """Hold SQLite's write lock (BEGIN IMMEDIATE) for SECONDS, as a long writer would."""
    db = sqlite3.connect(connection.settings_dict["NAME"], timeout=20, isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    Path(marker).touch()
    time.sleep(float(seconds))
    db.execute("ROLLBACK")
    db.close()
    return {"held": float(seconds)}


def file_digests(root: str) -> dict:
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(Path(root).rglob("*"))
        if p.is_file()
    }


def check_beside(username: str, how: str) -> dict:
    """Check the log as `log_verify` does in a process of its own, where the attempts are
    compared in a second process (`consistent_read.alongside`), after HOW: "intact";
    "message" or "link" (an attempt's words, or a link's hash, changed behind the app's
    back); "write" (an entry written after the check's snapshot began and before the
    second process took its own); "job" (checked as the app does: POST /log/verify/ and
    a worker, with its threads, runs the job; needs DJANGO_TASKS=database). Says what the
    check's process logged of the second."""
    import logging

    from apps.attempts import consistent_read
    from apps.attempts.models import Attempt, ChainLink
    from apps.attempts.services import attempt_create
    from apps.attempts.verification import log_verify

    user = _user(username)
    attempt = Attempt.objects.filter(user=user).order_by("occurred_at")[5]
    if how == "message":
        Attempt.objects.filter(pk=attempt.pk).update(message="changed behind the app's back")
    elif how == "link":
        ChainLink.objects.filter(attempt=attempt).update(hash="0" * 64)
    elif how == "write":
        start = consistent_read._start

        def after_a_write(process, work):
            attempt_create(user=user, person=attempt.person, message="written while the log is checked")
            return start(process, work)

        consistent_read._start = after_a_write
    said: list[str] = []
    handler = logging.Handler(logging.DEBUG)
    handler.emit = lambda record: said.append(record.getMessage())  # type: ignore[method-assign]
    logging.getLogger(consistent_read.__name__).addHandler(handler)
    logging.getLogger(consistent_read.__name__).setLevel(logging.DEBUG)
    if how == "job":
        from django.core.management import call_command

        from apps.jobs.models import Job

        _client(username).post("/log/verify/")
        connection.close()
        call_command("db_worker", "--batch", "--no-reload", "--no-startup-delay", verbosity=0)
        job = Job.objects.get()
        broken = None if job.status == "done" and not job.needs_attention else job.summary
    else:
        broken = log_verify(user=user)
    link = attempt.links.order_by("seq").first()
    return {
        "broken": None if broken is None else [broken.seq, broken.ref, broken.reason],
        "said": said,
        "attempt": [link.seq, f"attempt:{attempt.pk}"],
        "vendor": connection.vendor,
    }


def export_beside(username: str, how: str) -> dict:
    """Export the log as the app does in a process of its own, as if it were long (every
    export is written in two halves, the older in a second process), in both formats, and
    the same export on one core, after HOW: "same" (nothing else happens), "write" (an
    entry, older than any other so that it falls in the older half, written after the
    JSON export's snapshot began and before the second process took its own), "fail"
    (the second process cannot write its file: a folder stands where it would be), or
    "elsewhere" (the server second processes come from was started with another database
    in its environment, as when a process moves to another database, as the bench does). Says what the export's process logged of the second, whether the two ways
    gave the same files (the JSON's time of export aside), the JSON's entries and chain
    head, and what was left in the temporary folder."""
    import logging
    import tempfile

    from apps.attempts import consistent_read
    from apps.attempts.export import stream
    from apps.attempts.models import Attempt, ChainHead
    from apps.attempts.services import attempt_create

    user = _user(username)
    client = _client(username)
    tempfile.tempdir = folder = tempfile.mkdtemp()
    said: list[str] = []
    handler = logging.Handler(logging.DEBUG)
    handler.emit = lambda record: said.append(record.getMessage())  # type: ignore[method-assign]
    logging.getLogger(consistent_read.__name__).addHandler(handler)
    logging.getLogger(consistent_read.__name__).setLevel(logging.DEBUG)

    def export(fmt: str, split_from: int) -> bytes:
        stream.SPLIT_FROM = split_from
        body = b"".join(client.get(f"/log/export.{fmt}").streaming_content)
        if fmt == "json":  # the time of export aside
            found = json.loads(body)
            del found["exported_at"]
            return json.dumps(found).encode()
        return body

    # A folder a killed export left two hours ago, and one an export is writing now.
    stale, running = Path(folder) / "nocontact-export-killed", Path(folder) / "nocontact-export-running"
    for planted in (stale, running):
        planted.mkdir()
        (planted / "older").write_text("entries")
    os.utime(stale, (time.time() - 7200, time.time() - 7200))
    alone = {fmt: export(fmt, 10**9) for fmt in ("csv", "json")}
    if how == "write":
        start = consistent_read._start
        oldest = Attempt.objects.filter(user=user).earliest("occurred_at")

        def after_a_write(process, work):
            when = oldest.occurred_at - datetime.timedelta(days=1)
            attempt_create(user=user, person=oldest.person, message="written while exported", occurred_at=when)
            return start(process, work)

        consistent_read._start = after_a_write
    elif how == "elsewhere":
        saved = dict(os.environ)
        os.environ["DJANGO_SQLITE_PATH"] = str(Path(folder) / "another.sqlite3")
        if "DATABASE_URL" in os.environ:
            os.environ["DATABASE_URL"] = os.environ["DATABASE_URL"].rsplit("/", 1)[0] + "/another_database"
        consistent_read.start_second_processes()
        os.environ.clear()
        os.environ.update(saved)
    elif how == "fail":
        folders = tempfile.TemporaryDirectory

        class Blocked(folders):  # type: ignore[valid-type,misc]
            def __enter__(self):
                folder = super().__enter__()
                (Path(folder) / "older").mkdir()
                return folder

        tempfile.TemporaryDirectory = Blocked  # type: ignore[misc]
    beside = {fmt: export(fmt, 2) for fmt in (("json",) if how == "write" else ("csv", "json"))}
    found = json.loads(beside["json"])
    return {
        "same": {fmt: beside[fmt] == alone[fmt] for fmt in beside},
        "said": said,
        "entries": len(found["attempts"]),
        "head": found["chain_head"],
        "head_now": ChainHead.objects.filter(user=user).values("seq", "hash").get(),
        "left": [p.name for p in Path(folder).iterdir() if p.name.startswith("nocontact-export-") and p != running],
        "running_kept": (running / "older").exists(),
        "vendor": connection.vendor,
    }


def counts() -> dict:
    """Rows per table, as a backup's manifest counts them."""
    from apps.upkeep.database import existing_tables, read_snapshot_facts

    with connection.cursor() as cursor:
        found, _ = read_snapshot_facts(cursor, existing_tables())
    return found


COMMANDS = {
    "counts": counts,
    "seed": seed,
    "write": write,
    "state": state,
    "verify-paused": verify_paused,
    "move-reason": move_reason,
    "quick-log": quick_log,
    "hold-lock": hold_lock,
    "check-beside": check_beside,
    "export-beside": export_beside,
}

if __name__ == "__main__":
    print(json.dumps(COMMANDS[sys.argv[1]](*sys.argv[2:])))
