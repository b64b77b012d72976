import io
import zipfile
from datetime import UTC, datetime

import pytest

from apps.imports.parsing import ME, ParseError, from_bytes
from bench.chat_exports import whatsapp_export

LIMIT = 10**8


def read(data: bytes, **options):
    return from_bytes(data, max_unpacked=LIMIT, **options).parsed


ANDROID = """12/01/2024, 09:15 - Messages and calls are end-to-end encrypted. No one outside of this chat can read them.
12/01/2024, 09:16 - Alex: Hi
are you there?
12/01/2024, 09:17 - Sam: No
13/01/2024, 9:18 pm - Alex: <Media omitted>
31/02/2024, 09:19 - Alex: a date that does not exist
14/01/2024, 10:00 - Alex: This message was deleted
"""


def test_it_reads_an_android_export_with_multi_line_messages_media_and_system_lines():
    parsed = read(ANDROID.encode())
    assert parsed.format == "whatsapp-android"
    assert parsed.orders == ("dmy",) and not parsed.ambiguous
    assert parsed.system == 1
    assert [(m.line, m.sender, m.kind) for m in parsed.messages] == [
        (2, "Alex", "text"),
        (4, "Sam", "text"),
        (5, "Alex", "media"),
        (7, "Alex", "deleted"),
    ]
    assert parsed.messages[0].text == "Hi\nare you there?"
    assert parsed.messages[2].when == datetime(2024, 1, 13, 21, 18)
    assert parsed.unreadable == [(6, "31/02/2024, 09:19 - Alex: a date that does not exist")]


def test_it_reads_an_ios_export_with_seconds_12_hour_times_and_attachments():
    text = (
        "[1/12/24, 9:15:01\u202fAM] Alex: \u200eMessages and calls are end-to-end encrypted.\n"
        "[1/12/24, 9:16:02\u202fAM] Alex: Hi\n"
        "[1/13/24, 9:17:03\u202fPM] Sam: no\n"
        "\u200e[1/13/24, 9:18:04\u202fPM] Alex: \u200e<attached: 00000012-PHOTO-2024-01-13.jpg>\n"
    )
    parsed = read(text.encode())
    assert parsed.format == "whatsapp-ios" and parsed.order == "mdy"
    assert parsed.system == 1
    assert [(m.sender, m.when) for m in parsed.messages] == [
        ("Alex", datetime(2024, 1, 12, 9, 16, 2)),
        ("Sam", datetime(2024, 1, 13, 21, 17, 3)),
        ("Alex", datetime(2024, 1, 13, 21, 18, 4)),
    ]
    assert parsed.messages[2].attachment == "00000012-PHOTO-2024-01-13.jpg"


def test_an_ambiguous_date_order_is_offered_and_the_chosen_one_is_used():
    text = "01/02/2024, 10:00 - Alex: one\n02/02/2024, 10:00 - Alex: two\n03/02/2024, 10:00 - Alex: three\n"
    parsed = read(text.encode())
    assert parsed.ambiguous and set(parsed.orders) == {"dmy", "mdy"}
    assert parsed.order == "dmy"  # in order as day-first (1, 2, 3 February); month-first jumps months
    assert read(text.encode(), order="mdy").messages[0].when == datetime(2024, 1, 2, 10, 0)


@pytest.mark.parametrize(
    ("variant", "twelve", "month_first"), [("android", False, False), ("ios", True, True), ("android", True, True)]
)
def test_generated_exports_read_back_whole(variant, twelve, month_first):
    parsed = read(whatsapp_export(lines=500, variant=variant, twelve_hour=twelve, month_first=month_first))
    assert parsed.unreadable == []
    assert parsed.order == ("mdy" if month_first else "dmy")
    assert {"Alex", "Sam"} == set(parsed.senders())


def test_a_csv_with_a_header_is_read():
    parsed = read(
        b'time,sender,text\n2024-03-01 14:05,Alex,"Hello, you"\n2024-03-01T14:06:00+00:00,Sam,No\nnot a time,Alex,x\n'
    )
    assert parsed.format == "csv"
    assert [(m.sender, m.text) for m in parsed.messages] == [("Alex", "Hello, you"), ("Sam", "No")]
    assert parsed.messages[1].when == datetime(2024, 3, 1, 14, 6, tzinfo=UTC)
    assert parsed.unreadable == [(4, "not a time,Alex,x")]


SMS = b"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3">
  <sms protocol="0" address="+15550001" date="1709301900000" type="1" body="Answer me" contact_name="Alex" />
  <sms protocol="0" address="+15550001" date="1709301960000" type="2" body="No" contact_name="Alex" />
  <sms protocol="0" address="+15550002" date="1709302000000" type="1" body="Dentist reminder" contact_name="(Unknown)" />
</smses>"""


def test_an_sms_backup_is_read_by_contact():
    parsed = read(SMS)
    assert parsed.format == "sms-backup"
    assert [(m.sender, m.thread) for m in parsed.messages] == [
        ("Alex", "Alex"),
        (ME, "Alex"),
        ("+15550002", "+15550002"),
    ]
    assert parsed.messages[0].when == datetime(2024, 3, 1, 14, 5, tzinfo=UTC)
    assert len(read(SMS, thread="Alex").messages) == 2


def test_xml_that_declares_entities_is_refused_before_expanding_them():
    bomb = b"""<?xml version="1.0"?><!DOCTYPE smses [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
<smses><sms address="1" date="1709301900000" type="1" body="&b;" /></smses>"""
    with pytest.raises(ParseError, match="entities or a document type"):
        read(bomb)


def test_xml_that_points_outside_is_refused():
    # A readable message inside: the file is refused for where it points, not for being empty.
    outside = b"""<?xml version="1.0"?><!DOCTYPE smses SYSTEM "http://example.invalid/x.dtd">
<smses><sms address="1" date="1709301900000" type="1" body="hello" /></smses>"""
    with pytest.raises(ParseError, match="entities or a document type"):
        read(outside)


def _zip(files: dict[str, bytes], method=zipfile.ZIP_DEFLATED) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", method) as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return out.getvalue()


def test_a_zip_export_gives_the_chat_and_its_attachments():
    chat = b"12/01/2024, 09:16 - Alex: IMG-20240112-WA0001.jpg (file attached)\nlook\n"
    export = from_bytes(
        _zip({"WhatsApp Chat with Alex.txt": chat, "IMG-20240112-WA0001.jpg": b"jpeg"}), max_unpacked=LIMIT
    )
    message = export.parsed.messages[0]
    assert (message.kind, message.attachment, message.text) == ("attachment", "IMG-20240112-WA0001.jpg", "look")
    assert "IMG-20240112-WA0001.jpg" in export.attachments


def test_a_zip_bomb_is_refused_before_unpacking():
    bomb = _zip({"_chat.txt": b"12/01/2024, 09:16 - Alex: hi\n", "filler.bin": b"\0" * 5_000_000})
    with pytest.raises(ParseError, match="ZIP bomb"):
        from_bytes(bomb, max_unpacked=LIMIT)


def test_a_member_giving_more_bytes_than_it_declared_is_refused_while_unpacking():
    from apps.imports.parsing.archive import Member, read_member

    data = _zip({"_chat.txt": b"x" * 5000})
    with zipfile.ZipFile(io.BytesIO(data)) as opened, pytest.raises(ParseError, match="ZIP bomb"):
        read_member(opened, Member("_chat.txt", "_chat.txt", size=100))  # as if it had declared 100 bytes


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"Dear diary, today was calm.\nNothing else.\n", "not a chat export"),
        ("12/01/2024, 09:16 - Alex: café\n".encode("latin-1"), "UTF-8"),
        (b"45/45/2024, 09:16 - Alex: hi\n46/46/2024, 09:17 - Alex: hi\n", "could not be read|No messages"),
        (b"\x89PNG\r\n\x1a\n\0\0\0", "not a chat export"),
    ],
    ids=["not a chat", "wrong encoding", "dates that do not parse", "an image"],
)
def test_bad_files_are_refused_with_the_reason(data, reason):
    with pytest.raises(ParseError, match=reason):
        read(data)
