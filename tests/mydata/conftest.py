import datetime as dt
import io

import pytest
from django.test import Client
from PIL import Image

from tests.factories import PASSWORD, make_attempt, make_person, make_user, png_bytes


def jpeg_with_gps() -> bytes:
    """A JPEG whose EXIF says where it was taken, as a phone's camera writes it."""
    exif = Image.Exif()
    exif[0x010F] = "PhoneMaker"  # Make
    gps = exif.get_ifd(0x8825)
    gps[1] = "N"  # GPSLatitudeRef
    gps[2] = (51.0, 30.0, 12.5)  # GPSLatitude
    gps[3] = "W"
    gps[4] = (0.0, 7.0, 40.2)
    out = io.BytesIO()
    Image.new("RGB", (48, 32), (90, 130, 170)).save(out, format="JPEG", exif=exif)
    return out.getvalue()


def words(tag: str) -> dict[str, str]:
    """Distinct words for every field that holds what a user wrote or chose, so that a
    test can look for each of them."""
    names = [
        "label",
        "allowed",
        "date_label",
        "slip_note",
        "slip_note_edited",
        "trigger_note",
        "unsent",
        "reason",
        "cost",
        "contact_name",
        "message",
        "message_edited",
        "via",
        "notes",
        "deleted_message",
        "file_name",
        "journal_text",
        "checkin_line",
    ]
    return {name: f"{tag}zq{name.replace('_', '')}{i}" for i, name in enumerate(names)}


def fill_account(user, tag: str) -> dict[str, str]:
    """Something of every kind in one account: a person with streaks, slips (one edited,
    one withdrawn), a special date, an urge, reasons, a safe contact, entries with
    tactics, files and an edit, a deleted entry, a chosen time zone, a journal entry
    about the person, an attempt and the urge, a check-in, hidden prompts. Returns the
    words it wrote."""
    from apps.accounts.services import profile_set_time_zone
    from apps.attempts.services import attempt_delete, attempt_update
    from apps.counter.clock import user_today
    from apps.counter.models import Person, SpecialDate, Urge
    from apps.counter.services import (
        reason_create,
        safe_contact_create,
        slip_record,
        slip_update,
        slip_withdraw,
        special_date_create,
        urge_record,
    )
    from apps.journal.services import checkin_record, entry_create, journal_settings_set

    w = words(tag)
    profile_set_time_zone(user=user, time_zone="Europe/Berlin")
    today = user_today(user)
    person = make_person(
        user=user,
        label=w["label"],
        rule=Person.Rule.LIMITED,
        allowed_contact=w["allowed"],
        start=today - dt.timedelta(days=60),
    )
    special_date_create(person=person, kind=SpecialDate.Kind.OTHER, date=dt.date(2020, 5, 3), label=w["date_label"])
    first = slip_record(person=person, date=today - dt.timedelta(days=30), note=w["slip_note"])
    slip_update(slip=first, date=first.date, kind=first.kind, note=w["slip_note_edited"], next_start=first.date)
    person.refresh_from_db()
    second = slip_record(person=person, date=today - dt.timedelta(days=3))
    slip_withdraw(slip=second)
    person.refresh_from_db()
    urge = urge_record(
        user=user,
        person=person,
        intensity=7,
        triggers=["guilt"],
        trigger_note=w["trigger_note"],
        unsent_message=w["unsent"],
        outcome=Urge.Outcome.RESISTED,
    )
    reason_create(user=user, text=w["reason"])
    reason_create(user=user, text=w["cost"], kind="cost")
    safe_contact_create(user=user, name=w["contact_name"], phone="+44 7700 900123")
    attempt = make_attempt(
        user=user,
        person=person,
        message=w["message"],
        via=w["via"],
        notes=w["notes"],
        tactics=["hoovering", "guilt-tripping"],
        files=[(w["file_name"] + ".png", png_bytes()), ("photo.jpg", jpeg_with_gps())],
    )
    attempt_update(attempt=attempt, message=w["message_edited"], intensity=4)
    gone = make_attempt(user=user, person=person, message=w["deleted_message"], tactics=["rage"])
    attempt_delete(attempt=gone)
    make_attempt(user=user, person=person, message="a second ordinary message", tactics=["hoovering"])
    entry_create(
        user=user,
        date=today,
        mood=2,
        prompt="happened",
        text=w["journal_text"],
        person=person,
        attempt=attempt,
        urge=urge,
    )
    checkin_record(user=user, date=today - dt.timedelta(days=1), mood=4, line=w["checkin_line"])
    journal_settings_set(user=user, show_prompts=False)
    return w


@pytest.fixture
def reauthenticated():
    """Sign a client's user in again with their password, as the re-authentication page asks."""

    def reauthenticate(client: Client) -> None:
        response = client.post("/accounts/reauthenticate/", {"password": PASSWORD})
        assert response.status_code == 302, response.content[:500]

    return reauthenticate


@pytest.fixture
def fresh_client(alice, reauthenticated) -> Client:
    """alice, signed in with her password, and just re-authenticated."""
    client = Client()
    assert client.login(username="alice", password=PASSWORD)
    reauthenticated(client)
    return client


@pytest.fixture
def carol(db):
    return make_user(username="carol")
