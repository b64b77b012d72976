"""Run by test_erasure.py in a subprocess, on a database file of its own: write a
marker everywhere a user's words can go, delete the account as `manage.py delete_user`
does, and count the marker's raw bytes in the database file, its write-ahead log and
the evidence folder and the jobs folder (an export's ZIP waits there), before and after, with the connection still open. Prints JSON."""

import io
import json
import os
import sys
from pathlib import Path

MARKER = b"zqxmarker7301"


def count(paths) -> int:
    return sum(p.read_bytes().count(MARKER) for p in paths if p.is_file())


def main(folder: Path) -> None:
    os.environ.pop("DATABASE_URL", None)
    os.environ.update(
        DJANGO_SETTINGS_MODULE="nocontact.settings",
        DJANGO_DEBUG="True",
        DJANGO_SQLITE_PATH=str(folder / "db.sqlite3"),
        DJANGO_EVIDENCE_ROOT=str(folder / "evidence"),
        DJANGO_JOBS_ROOT=str(folder / "jobs"),
    )
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    import django

    django.setup()
    from django.conf import settings

    settings.TASKS = {"default": {"BACKEND": "django.tasks.backends.immediate.ImmediateBackend"}}
    from django.contrib.auth import get_user_model
    from django.contrib.sessions.backends.db import SessionStore
    from django.core.management import call_command
    from PIL import Image
    from PIL.PngImagePlugin import PngInfo

    from apps.attempts.services import attempt_create, attempt_update
    from apps.counter.services import person_create, reason_create, slip_record, urge_record

    call_command("migrate", verbosity=0)
    word = MARKER.decode()
    user = get_user_model().objects.create_user("marked", password="a calm long password 42")
    other = get_user_model().objects.create_user("other", password="a calm long password 42")
    import datetime as dt

    person = person_create(user=user, label=word, start=dt.date(2026, 1, 1))
    png = io.BytesIO()
    meta = PngInfo()
    meta.add_text("Comment", word)
    Image.new("RGB", (30, 20), (10, 20, 30)).save(png, format="PNG", pnginfo=meta)
    attempt = attempt_create(
        user=user, person=person, message=f"call me {word} now", notes=word, via=word, files=[("a.png", png.getvalue())]
    )
    attempt_update(attempt=attempt, message=f"edited {word} again")
    attempt_create(
        user=other, person=person_create(user=other, label="P", start=dt.date(2026, 1, 1)), message="hello there"
    )
    urge_record(user=user, person=person, intensity=5, unsent_message=word, trigger_note=word)
    reason_create(user=user, text=word)
    slip_record(person=person, date=dt.date(2026, 2, 1), note=word)
    from apps.journal.services import checkin_record, entry_create

    entry_create(user=user, date=dt.date(2026, 2, 2), mood=2, text=f"what happened {word} today", person=person)
    checkin_record(user=user, date=dt.date(2026, 2, 3), mood=3, line=word)
    session = SessionStore()
    session["_auth_user_id"] = str(user.pk)
    session["search_words"] = {"tok": word}
    session.create()
    from apps.jobs.services import job_start
    from apps.mydata.tasks import export_everything

    job = job_start(user=user, kind="export", title="Your data", task=export_everything)
    assert job.result_path, job.failure

    files = {
        "database": [folder / "db.sqlite3"],
        "wal": [folder / "db.sqlite3-wal"],
        "evidence": list((folder / "evidence").rglob("*")),
        "jobs": list((folder / "jobs").rglob("*")),
    }
    before = {name: count(paths) for name, paths in files.items()}
    call_command("delete_user", "marked", "--no-input", verbosity=0)
    files["evidence"] = list((folder / "evidence").rglob("*"))
    files["jobs"] = list((folder / "jobs").rglob("*"))
    after = {name: count(paths) for name, paths in files.items()}
    from django.db import connection

    print(json.dumps({"before": before, "after": after, "open": connection.connection is not None}))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
