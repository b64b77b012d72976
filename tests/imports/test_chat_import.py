"""Importing a chat export end to end: upload, preview, choices, the job, a second import, undo."""

import zoneinfo
from datetime import datetime

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from apps.attempts.models import Attempt, ChainLink, Response
from apps.attempts.verification import log_verify
from apps.imports.models import ChatImport, ImportMatch
from apps.imports.selectors import provenance
from bench.chat_exports import whatsapp_export
from tests.factories import make_attempt, make_person

ZONE = "Europe/London"
SMALL = """12/01/2024, 09:15 - Messages and calls are end-to-end encrypted.
12/01/2024, 09:16 - Alex: Where are you?
Answer me.
12/01/2024, 09:17 - Sam: Please stop.
12/01/2024, 09:18 - Sam: I mean it.
12/01/2024, 09:30 - Alex: <Media omitted>
13/01/2024, 10:00 - Alex: You will regret this
"""


@pytest.fixture
def person(alice):
    return make_person(user=alice, label="Alex (ex)")


def upload(client, data: bytes, name: str = "WhatsApp Chat with Alex.txt"):
    return client.post(reverse("imports:chat-new"), {"file": SimpleUploadedFile(name, data, "text/plain")})


def choose(client, chat, person, **overrides):
    data = {
        "date_order": "dmy",
        "them": "Alex",
        "you": "Sam",
        "person": person.pk,
        "channel": "text",
        "time_zone": ZONE,
        **overrides,
    }
    return client.post(reverse("imports:import", args=[chat.pk]), data)


def test_the_preview_shows_the_format_and_first_messages(alice_client, person):
    r = upload(alice_client, SMALL.encode())
    chat = ChatImport.objects.get()
    assert r.status_code == 302 and r["Location"] == chat.get_absolute_url()
    assert chat.status == ChatImport.Status.PREVIEW and chat.format == "whatsapp-android"
    page = alice_client.get(chat.get_absolute_url())
    assert b"WhatsApp chat (Android)" in page.content and b"Where are you?" in page.content
    assert Attempt.objects.count() == 0  # nothing added before the user chooses


def test_each_of_their_messages_becomes_an_entry_with_the_replies_beside_it(alice, alice_client, person):
    upload(alice_client, SMALL.encode())
    chat = ChatImport.objects.get()
    r = choose(alice_client, chat, person)
    assert r.status_code == 302
    chat.refresh_from_db()
    assert chat.status == ChatImport.Status.DONE, chat.failure
    entries = list(Attempt.objects.filter(user=alice).order_by("occurred_at"))
    assert [e.message for e in entries] == ["Where are you?\nAnswer me.", "", "You will regret this"]
    first = entries[0]
    assert first.occurred_at == datetime(2024, 1, 12, 9, 16, tzinfo=zoneinfo.ZoneInfo(ZONE))
    assert first.response == Response.REPLIED and entries[2].response == Response.NONE
    assert "You replied (12 Jan 2024 09:17): Please stop." in first.notes
    assert f"SHA-256 {chat.sha256}" in first.notes and "line 2" in first.notes
    assert "left out" in entries[1].notes  # <Media omitted>
    assert chat.counts["added"] == 3 and chat.counts["replies"] == 2 and chat.counts["system"] == 1
    assert log_verify(user=alice) is None


def test_an_import_gives_its_entries_random_ids_in_key_order(alice, alice_client, person):
    """Fresh UUID4s handed out smallest first, so that a big import adds to every index keyed
    on them side by side (the import budget, docs/architecture.md), and no id says when."""
    upload(alice_client, whatsapp_export(lines=300))
    choose(alice_client, ChatImport.objects.get(), person)
    ids = list(ChatImport.objects.get().entries.order_by("line").values_list("attempt_id", flat=True))
    assert len(ids) > 100 and ids == sorted(ids)
    assert {pk.version for pk in ids} == {4} and len(set(ids)) == len(ids)


def test_importing_the_same_file_twice_adds_nothing_and_counts_the_duplicates(alice, alice_client, person):
    data = whatsapp_export(lines=300)
    for _ in range(2):
        upload(alice_client, data)
        choose(alice_client, ChatImport.objects.order_by("-created_at").first(), person)
    first, second = ChatImport.objects.order_by("created_at")
    assert first.counts["added"] > 150
    assert second.counts["added"] == 0
    assert second.counts["duplicates"] == first.counts["added"]
    assert Attempt.objects.filter(user=alice).count() == first.counts["added"]
    assert log_verify(user=alice) is None


def test_messages_in_the_hour_the_clocks_change_are_duplicates_on_a_second_import(alice, alice_client, person):
    # 31 Mar 2024 01:30 does not exist in London (a gap), 27 Oct 2024 01:30 happens twice (a
    # fold): such moments never equal themselves read back in UTC unless compared in UTC.
    # The bench's 100,000-line export found 23 of them added again before this was fixed.
    data = b"""31/03/2024, 01:30 - Alex: In the gap
27/10/2024, 01:30 - Alex: In the fold
27/10/2024, 03:00 - Alex: After it
"""
    for _ in range(2):
        upload(alice_client, data)
        choose(alice_client, ChatImport.objects.order_by("-created_at").first(), person, you="")
    first, second = ChatImport.objects.order_by("created_at")
    assert first.status == second.status == ChatImport.Status.DONE, (first.failure, first.refusal, second.failure)
    assert (first.counts["added"], second.counts["added"], second.counts["duplicates"]) == (3, 0, 3)
    assert Attempt.objects.filter(user=alice).count() == 3


def test_an_overlapping_export_adds_only_the_new_messages(alice, alice_client, person):
    lines = whatsapp_export(lines=400).decode().splitlines(keepends=True)
    upload(alice_client, "".join(lines[:250]).encode())
    choose(alice_client, ChatImport.objects.get(), person)
    upload(alice_client, "".join(lines[150:]).encode())
    choose(alice_client, ChatImport.objects.order_by("-created_at").first(), person)
    first, second = ChatImport.objects.order_by("created_at")
    whole = whatsapp_export(lines=400)
    assert second.counts["duplicates"] > 0 and second.counts["added"] > 0
    total = first.counts["added"] + second.counts["added"]
    assert Attempt.objects.filter(user=alice).count() == total
    assert log_verify(user=alice) is None
    assert whole  # the two parts together cover the whole export


def test_a_message_logged_by_hand_is_recognised_and_shown_as_matched(alice, alice_client, person):
    at = datetime(2024, 1, 13, 10, 4, tzinfo=zoneinfo.ZoneInfo(ZONE))  # typed a few minutes late
    mine = make_attempt(user=alice, person=person, message="you will regret this", occurred_at=at)
    upload(alice_client, SMALL.encode())
    chat = ChatImport.objects.get()
    choose(alice_client, chat, person)
    chat.refresh_from_db()
    assert chat.counts["matched"] == 1 and chat.counts["added"] == 2
    match = ImportMatch.objects.get(chat_import=chat)
    assert (match.attempt_id, match.kind, match.line) == (mine.pk, ImportMatch.Kind.HAND, 7)
    page = alice_client.get(chat.get_absolute_url())
    assert b"Line 7" in page.content and b"logged by hand" in page.content


def test_a_message_read_from_a_screenshot_is_recognised_despite_a_misread_letter(alice, alice_client, person):
    from apps.imports.models import Screenshot
    from bench.chat_screens import chat_screens

    png, _ = chat_screens(1)[0]
    alice_client.post(reverse("imports:screenshot-new"), {"image": SimpleUploadedFile("s.png", png), "mine": "right"})
    shot = Screenshot.objects.get()
    # Saved with the time guessed three hours late and one letter misread.
    alice_client.post(
        shot.get_absolute_url(),
        {"person": person.pk, "occurred_at": "2024-01-13T13:00", "channel": "text", "message": "You wi1l regret this"},
    )
    upload(alice_client, SMALL.encode())
    chat = ChatImport.objects.get()
    choose(alice_client, chat, person)
    match = ImportMatch.objects.get(chat_import=chat)
    assert (match.kind, match.line) == (ImportMatch.Kind.SCREENSHOT, 7)
    assert Attempt.objects.filter(user=alice).count() == 3  # two added, the third already there


def test_undo_removes_everything_it_added_leaving_tombstones(alice, alice_client, person):
    upload(alice_client, SMALL.encode())
    chat = ChatImport.objects.get()
    choose(alice_client, chat, person)
    kept = make_attempt(user=alice, person=person, message="logged by hand")
    r = alice_client.post(reverse("imports:undo", args=[chat.pk]))
    assert r.status_code == 302
    chat.refresh_from_db()
    assert chat.status == ChatImport.Status.UNDONE and not chat.file
    assert list(Attempt.objects.filter(user=alice).live()) == [kept]
    assert ChainLink.objects.filter(user=alice, kind=ChainLink.Kind.TOMBSTONE).count() == 3
    assert log_verify(user=alice) is None


def test_no_messages_from_the_chosen_sender_is_a_form_error_and_adds_nothing(alice_client, person):
    upload(alice_client, SMALL.encode())
    chat = ChatImport.objects.get()
    r = choose(alice_client, chat, person, them="Nobody")
    assert r.status_code == 200 and "Choose one of the senders in the file." in r.content.decode()
    assert Attempt.objects.count() == 0


@pytest.mark.parametrize(
    ("data", "name", "words"),
    [
        (b"Dear diary, today was calm.\n", "notes.txt", "not a chat export"),
        ("12/01/2024, 09:16 - Alex: caf\u00e9\n".encode("latin-1"), "chat.txt", "UTF-8"),
        (b"45/45/2024, 09:16 - Alex: hi\n46/46/2024, 09:17 - Alex: hi\n", "chat.txt", "could not be read"),
    ],
    ids=["not a chat export", "wrong encoding", "dates that do not parse"],
)
def test_a_bad_file_is_refused_with_its_reason_and_nothing_is_kept(alice_client, person, data, name, words):
    upload(alice_client, data, name)
    chat = ChatImport.objects.get()
    assert chat.status == ChatImport.Status.REFUSED and words in chat.refusal
    assert not chat.file and Attempt.objects.count() == 0
    assert words in alice_client.get(chat.get_absolute_url()).content.decode()


def test_a_file_over_the_size_limit_is_a_form_error(alice_client, person, settings):
    settings.IMPORTS_MAX_BYTES = 1000
    r = upload(alice_client, b"x" * 2000)
    assert r.status_code == 200 and "larger than" in r.content.decode()
    assert ChatImport.objects.count() == 0


def test_a_zip_bomb_is_refused_and_nothing_is_kept(alice_client, person):
    import io
    import zipfile

    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("_chat.txt", SMALL)
        archive.writestr("filler.bin", b"\0" * 5_000_000)
    upload(alice_client, out.getvalue(), "chat.zip")
    chat = ChatImport.objects.get()
    assert chat.status == ChatImport.Status.REFUSED and "ZIP bomb" in chat.refusal
    assert Attempt.objects.count() == 0


def test_a_zip_keeps_the_attached_image_as_evidence_on_its_message(alice, alice_client, person):
    import io
    import zipfile

    from tests.factories import png_bytes

    chat_text = "12/01/2024, 09:16 - Alex: IMG-20240112-WA0001.png (file attached)\nlook at this\n"
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("WhatsApp Chat with Alex.txt", chat_text)
        archive.writestr("IMG-20240112-WA0001.png", png_bytes())
    upload(alice_client, out.getvalue(), "chat.zip")
    choose(alice_client, ChatImport.objects.get(), person, you="")
    entry = Attempt.objects.get(user=alice)
    assert entry.message == "look at this"
    assert entry.files.get().sha256 == __import__("hashlib").sha256(png_bytes()).hexdigest()
    assert log_verify(user=alice) is None


def test_suggested_tactics_are_saved_only_when_confirmed(alice, alice_client, person):
    from apps.imports.models import Suggestion
    from tests.factories import make_tactics

    make_tactics()
    upload(alice_client, SMALL.encode())
    chat = ChatImport.objects.get()
    choose(alice_client, chat, person, suggest="on")
    suggested = list(Suggestion.objects.filter(chat_import=chat).values_list("tactic__slug", flat=True))
    assert suggested, "the matcher suggests something for 'You will regret this'"
    assert not Attempt.objects.filter(user=alice, tactics__isnull=False).exists()
    alice_client.post(reverse("imports:tag", args=[chat.pk]), {"tactic": suggested[:1]})
    assert Attempt.objects.filter(user=alice, tactics__slug=suggested[0]).exists()
    assert log_verify(user=alice) is None


def _tallies_match_a_recount(user) -> None:
    """The log's roll-ups against a recount: the per-tactic tallies (one writer:
    apps.attempts.tagging) and the daily roll-ups of insights (one writer:
    apps.attempts.rollups), which imports reach only through the attempts services."""
    from django.db.models import Count

    from apps.attempts.models import RollupState, TacticTally
    from tests.attempts.test_rollups import recount, stored

    zone = zoneinfo.ZoneInfo(RollupState.objects.get(user=user).time_zone)
    assert stored(user) == recount(user, zone)

    kept = {t.tactic_id: t.count for t in TacticTally.objects.filter(user=user) if t.count}
    recount = dict(
        Attempt.objects.filter(user=user)
        .live()
        .values_list("tactics")
        .exclude(tactics=None)
        .annotate(n=Count("pk"))
        .values_list("tactics", "n")
    )
    assert recount and kept == recount


def test_tallies_and_rollups_stay_right_through_an_import_its_tagging_and_its_undo(alice, alice_client, person):
    from apps.imports.models import Suggestion
    from tests.factories import make_tactics

    make_tactics()
    make_attempt(user=alice, person=person, message="logged by hand", tactics=["hoovering", "baiting"])
    upload(alice_client, whatsapp_export(lines=200))
    chat = ChatImport.objects.get()
    choose(alice_client, chat, person, suggest="on")
    suggested = sorted(set(Suggestion.objects.filter(chat_import=chat).values_list("tactic__slug", flat=True)))
    assert len(suggested) >= 2
    alice_client.post(reverse("imports:tag", args=[chat.pk]), {"tactic": suggested})
    assert Attempt.objects.filter(user=alice, tactics__slug=suggested[0]).count() > 1
    _tallies_match_a_recount(alice)

    alice_client.post(reverse("imports:undo", args=[chat.pk]))
    _tallies_match_a_recount(alice)
    assert Attempt.objects.filter(user=alice).live().count() == 1
    assert log_verify(user=alice) is None


def test_an_import_whose_work_stopped_for_good_can_be_started_again_or_undone(alice, alice_client, person):
    from apps.jobs.models import Job

    upload(alice_client, SMALL.encode())
    chat = ChatImport.objects.get()
    choose(alice_client, chat, person)
    # As if the worker died on its last attempt: the import says it is working, no job is.
    ChatImport.objects.filter(pk=chat.pk).update(status=ChatImport.Status.IMPORTING)
    Job.objects.filter(user=alice).update(status=Job.Status.FAILED)
    page = alice_client.get(chat.get_absolute_url()).content.decode()
    assert "stopped before it finished" in page and "holds 3 entries from it" in page
    assert "hx-trigger" not in page  # it no longer waits for work that is not happening

    working = Job.objects.create(user=alice, kind="chat-import", title="Import", status=Job.Status.RUNNING)
    Job.objects.filter(pk=working.pk).update(back_url=chat.get_absolute_url())
    assert alice_client.post(reverse("imports:import", args=[chat.pk])).status_code == 404  # still running
    Job.objects.filter(pk=working.pk).update(status=Job.Status.FAILED)

    alice_client.post(reverse("imports:import", args=[chat.pk]))  # start it again: it carries on
    chat.refresh_from_db()
    assert chat.status == ChatImport.Status.DONE and Attempt.objects.filter(user=alice).count() == 3

    ChatImport.objects.filter(pk=chat.pk).update(status=ChatImport.Status.UNDOING)  # an undo that stopped
    assert alice_client.get(reverse("imports:undo", args=[chat.pk])).status_code == 200
    alice_client.post(reverse("imports:undo", args=[chat.pk]))
    chat.refresh_from_db()
    assert chat.status == ChatImport.Status.UNDONE and not Attempt.objects.filter(user=alice).live().exists()
    assert log_verify(user=alice) is None


def test_an_ambiguous_csv_asks_for_the_date_order_and_the_choice_dates_the_entries(alice, alice_client, person):
    # Every date fits both orders; the export is chronological only when read month first.
    data = b"time,sender,text\n01/02/2024 09:00,Alex,first\n01/03/2024 09:00,Alex,second\n02/01/2024 09:00,Alex,third\n"
    upload(alice_client, data, name="messages.csv")
    chat = ChatImport.objects.get()
    page = alice_client.get(chat.get_absolute_url()).content.decode()
    assert 'name="date_order"' in page and 'type="radio"' in page  # the question is asked
    assert chat.date_order == "mdy"  # the likelier order is pre-chosen

    r = choose(alice_client, chat, person, date_order="dmy", you="")  # the user knows better
    assert r.status_code == 302
    entries = dict(Attempt.objects.filter(user=alice).values_list("message", "occurred_at"))
    zone = zoneinfo.ZoneInfo(ZONE)
    assert entries == {
        "first": datetime(2024, 2, 1, 9, 0, tzinfo=zone),
        "second": datetime(2024, 3, 1, 9, 0, tzinfo=zone),
        "third": datetime(2024, 1, 2, 9, 0, tzinfo=zone),
    }
    chat.refresh_from_db()
    assert ("Dates read as", "day, then month (31/12)") in [tuple(fact) for fact in provenance(chat)]


def test_an_sms_backup_mms_keeps_its_picture_as_evidence_on_its_entry(alice, alice_client, person):
    import base64
    import hashlib

    from apps.imports.parsing import ME
    from tests.factories import png_bytes

    picture = base64.b64encode(png_bytes()).decode()
    data = f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3">
  <sms address="+15550001" date="1709301900000" type="1" body="Answer me" contact_name="Alex" />
  <mms address="+15550001" date="1709301960000" msg_box="1" contact_name="Alex">
    <parts>
      <part seq="-1" ct="application/smil" text="&lt;smil/&gt;" />
      <part seq="0" ct="text/plain" text="Look where I am" />
      <part seq="1" ct="image/png" cl="image000.png" data="{picture}" />
    </parts>
  </mms>
  <sms address="+15550001" date="1709302000000" type="2" body="Please stop" contact_name="Alex" />
</smses>""".encode()
    upload(alice_client, data, name="sms-backup.xml")
    chat = ChatImport.objects.get()
    assert chat.format == "sms-backup"
    choose(alice_client, chat, person, them="Alex", you=ME)
    entries = {e.message: e for e in Attempt.objects.filter(user=alice)}
    assert set(entries) == {"Answer me", "Look where I am"}  # the reply is kept beside them, not as an entry
    evidence = entries["Look where I am"].files.get()
    assert evidence.sha256 == hashlib.sha256(png_bytes()).hexdigest()
    assert "Please stop" in entries["Look where I am"].notes
    assert log_verify(user=alice) is None


def test_an_import_run_taken_for_dead_stops_quietly_and_the_next_run_carries_on(
    alice, alice_client, person, monkeypatch
):
    from apps.imports import tasks, writing
    from apps.imports.services.chats import chat_choose
    from apps.jobs import running
    from apps.jobs.models import Job

    upload(alice_client, SMALL.encode())
    chat = chat_choose(
        chat=ChatImport.objects.get(),
        date_order="dmy",
        time_zone=ZONE,
        them="Alex",
        you="Sam",
        person=person,
        channel="text",
        suggest=False,
    )
    job = Job.objects.create(user=alice, kind="chat-import", title="Import", status=Job.Status.RUNNING, attempts=1)
    monkeypatch.setattr(writing, "BATCH", 1)
    monkeypatch.setattr(running, "PROGRESS_EVERY", 0)
    write = writing._write

    def write_then_lose_the_worker(*args):
        write(*args)
        # The watchdog saw no heartbeat (the machine was busy) and queued the job again.
        Job.objects.filter(pk=job.pk).update(status=Job.Status.QUEUED)

    monkeypatch.setattr(writing, "_write", write_then_lose_the_worker)
    import_chat = tasks.chat_import_job.func.__wrapped__  # the task's own body, without the job wrapper
    with pytest.raises(running.JobSuperseded):
        import_chat(running.RunningJob(job), chat_id=str(chat.pk))

    chat.refresh_from_db()
    assert chat.status == ChatImport.Status.IMPORTING and chat.failure == ""  # not marked failed
    assert Attempt.objects.filter(user=alice).count() == 1

    monkeypatch.setattr(writing, "_write", write)
    Job.objects.filter(pk=job.pk).update(status=Job.Status.RUNNING, attempts=2)  # the run that replaced it
    import_chat(running.RunningJob(Job.objects.get(pk=job.pk)), chat_id=str(chat.pk))

    chat.refresh_from_db()
    assert chat.status == ChatImport.Status.DONE and Attempt.objects.filter(user=alice).count() == 3
    assert log_verify(user=alice) is None
