"""Bringing messages in, in a real Chromium: a WhatsApp export through upload, preview and
import to the log; a chat screenshot through reading and checking its words to the log.
(The test settings run jobs at once, in the request that starts them.)"""

import pytest

from apps.attempts.models import Attempt
from apps.attempts.verification import log_verify
from bench.chat_screens import chat_screens
from tests.factories import PASSWORD, make_person, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

EXPORT = """12/01/2024, 09:15 - Messages and calls are end-to-end encrypted.
12/01/2024, 09:16 - Alex: Where are you?
Answer me.
12/01/2024, 09:17 - Sam: Please stop.
13/01/2024, 10:00 - Alex: You will regret this
14/01/2024, 22:41 - Alex: Pick up the phone
"""


def sign_in(page) -> None:
    page.goto("/accounts/login/")
    page.fill("input[name=login]", "alice")
    page.fill("input[name=password]", PASSWORD)
    page.click("main button[type=submit]")
    page.wait_for_url("**/")


def test_a_whatsapp_export_is_previewed_imported_and_its_messages_are_in_the_log(page, tmp_path):
    alice = make_user(username="alice")
    make_person(user=alice, label="Alex (ex)")
    export = tmp_path / "WhatsApp Chat with Alex.txt"
    export.write_text(EXPORT, encoding="utf-8")
    sign_in(page)
    page.goto("/log/")
    page.click("text=Bring in messages")
    page.click("text=Import a chat")

    page.set_input_files("input[name=file]", str(export))
    page.click("text=Upload and preview")

    page.locator("h1", has_text="WhatsApp chat (Android)").wait_for()
    assert "Where are you?" in page.locator("main").inner_text()  # the first messages, before anything is added
    assert Attempt.objects.count() == 0
    page.select_option("select[name=them]", "Alex")
    page.select_option("select[name=you]", "Sam")
    page.click("main button:text-is('Import')")

    page.wait_for_url("**/jobs/*/")  # the import runs as a job; its page leads back to the import
    page.click("text=Go back")
    page.locator("dt", has_text="Added to your log").wait_for()
    assert "3 entries" in page.locator("main").inner_text(), (page.url, page.locator("main").inner_text())
    page.goto("/log/")
    log = page.locator("main").inner_text()
    assert "Pick up the phone" in log and "You will regret this" in log and "Please stop" not in log
    assert Attempt.objects.filter(user=alice).count() == 3 and log_verify(user=alice) is None


def test_a_chat_screenshot_is_read_checked_and_saved_to_the_log(page, tmp_path):
    alice = make_user(username="alice")
    make_person(user=alice, label="Alex")
    png, screen = chat_screens(1)[0]
    image = tmp_path / "Screenshot.png"
    image.write_bytes(png)
    sign_in(page)
    page.goto("/log/bring-in/")
    page.click("text=Add a screenshot")

    page.set_input_files("input[name=image]", str(image))
    page.click("main button:text-is('Upload')")

    page.locator("h1", has_text="Check the words").wait_for(timeout=20_000)
    words = page.locator("textarea[name=message]").input_value()
    assert screen.theirs[-1].split()[-1].strip("?.,") in words  # their words are offered to check
    page.fill("input[name=occurred_at]", "2025-03-01T10:00")
    page.click("text=Save to my log")

    page.wait_for_url("**/log/*/")
    entry = Attempt.objects.get(user=alice)
    assert entry.message.split() == words.split() and "read from a screenshot" in entry.notes
    page.goto("/log/")
    assert words.split()[0] in page.locator("main").inner_text()


SMS = b"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3">
  <sms address="+15550001" date="1709301900000" type="1" body="Answer me" contact_name="Alex" />
  <sms address="+15550001" date="1709301960000" type="2" body="Please stop" contact_name="Alex" />
  <sms address="+15550001" date="1709302000000" type="1" body="You owe me" contact_name="Alex" />
</smses>"""


def test_an_sms_backup_is_imported_through_the_form(page, tmp_path):
    # The form's hidden "you" value is the SMS marker for the user's own messages: it must
    # survive a real browser (a NUL in it did not).
    alice = make_user(username="alice")
    make_person(user=alice, label="Alex (ex)")
    backup = tmp_path / "sms-backup.xml"
    backup.write_bytes(SMS)
    sign_in(page)
    page.goto("/log/bring-in/chat/")
    page.set_input_files("input[name=file]", str(backup))
    page.click("text=Upload and preview")
    page.locator("h1", has_text="SMS Backup").wait_for()

    page.click("main button:text-is('Import')")

    page.wait_for_url("**/jobs/*/")
    page.click("text=Go back")
    page.locator("dt", has_text="Added to your log").wait_for()
    assert sorted(Attempt.objects.filter(user=alice).values_list("message", flat=True)) == ["Answer me", "You owe me"]
