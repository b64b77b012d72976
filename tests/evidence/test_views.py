"""The receipt pages and the public check page."""

import zipfile

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from apps.evidence.receipts import receipt_make

from .conftest import tamper
from .test_receipts import rewrite_and_rehash

RECEIPT_URLS = ["evidence:receipt", "evidence:receipt-download", "evidence:receipt-qr"]


@pytest.fixture(autouse=True)
def _fresh_rate_limits():
    from django.core.cache import cache

    cache.clear()


@pytest.mark.parametrize("name", RECEIPT_URLS)
def test_receipt_pages_send_anonymous_visitors_to_sign_in(client, db, name):
    response = client.get(reverse(name))
    assert response.status_code == 302
    assert response.url.startswith(reverse("account_login"))


@pytest.mark.parametrize("name", RECEIPT_URLS)
def test_receipt_pages_reject_post(alice_client, name):
    assert alice_client.post(reverse(name)).status_code == 405


def test_the_receipt_page_shows_the_signed_text_and_its_code(log, alice, alice_client):
    response = alice_client.get(reverse("evidence:receipt"))
    assert response.status_code == 200
    text = receipt_make(user=alice).text
    assert text.splitlines()[-1] in response.content.decode()
    assert reverse("evidence:receipt-qr") in response.content.decode()


def test_the_receipt_downloads_as_text(log, alice, alice_client):
    response = alice_client.get(reverse("evidence:receipt-download"))
    assert response["Content-Type"] == "text/plain; charset=utf-8"
    assert response["Content-Disposition"].startswith('attachment; filename="receipt-')
    assert response.content.decode() == receipt_make(user=alice).text


def test_the_qr_code_is_an_svg_made_here(log, alice_client):
    response = alice_client.get(reverse("evidence:receipt-qr"))
    assert response["Content-Type"] == "image/svg+xml"
    assert response.content.startswith(b"<svg")
    assert b"http" not in response.content.replace(b"http://www.w3.org/2000/svg", b"")


def test_each_user_gets_their_own_receipt(log, alice, bob):
    client = Client()
    client.force_login(bob)
    assert client.get(reverse("evidence:receipt-download")).content.decode() != receipt_make(user=alice).text


def upload(client, data: bytes, name: str = "bundle.zip", receipts: str = ""):
    return client.post(reverse("check"), {"file": SimpleUploadedFile(name, data), "receipts": receipts})


def test_the_check_page_needs_no_account(db):
    response = Client().get(reverse("check"))
    assert response.status_code == 200
    assert b"python3 -I verify.py" in response.content
    assert b"nothing you upload is kept" in response.content


def test_the_check_page_rejects_put(db):
    assert Client().put(reverse("check")).status_code == 405


def test_it_verifies_a_bundle(bundle):
    response = upload(Client(), bundle.read_bytes())
    assert response.status_code == 200
    assert b"It checks out" in response.content
    assert b"VERIFIED: every file matches the manifest" in response.content


def test_it_names_a_changed_file_in_a_bundle(bundle, tmp_path):
    changed = tmp_path / "changed.zip"
    with zipfile.ZipFile(bundle) as old, zipfile.ZipFile(changed, "w") as new:
        for item in old.infolist():
            data = old.read(item)
            new.writestr(
                item,
                data.replace(b"message number 2", b"message number 9") if item.filename == "entries.json" else data,
            )
    response = upload(Client(), changed.read_bytes())
    assert b"It does not check out" in response.content
    assert b"NOT VERIFIED: entries.json was changed" in response.content


def test_it_checks_a_bundle_against_pasted_receipts(log, alice, tmp_path):
    from .conftest import build

    receipt = receipt_make(user=alice).text
    rewrite_and_rehash(alice, log[0], "rewritten")
    response = upload(Client(), build(alice, tmp_path).read_bytes(), receipts=receipt)
    assert b"does not match link 1 (entry" in response.content


def test_it_checks_a_report_pdf(bundle):
    with zipfile.ZipFile(bundle) as zf:
        pdf = zf.read("report.pdf")
    response = upload(Client(), pdf, "report.pdf")
    assert b"Signed by this server&#x27;s key, and not changed since it was signed." in response.content
    changed = tamper(pdf)
    assert b"This PDF was changed after it was signed." in upload(Client(), changed, "report.pdf").content


def test_it_answers_plainly_for_any_other_file(db):
    response = upload(Client(), b"GIF89a....", "x.gif")
    assert response.status_code == 200
    assert b"neither a bundle (.zip) nor a report (.pdf)" in response.content


def test_a_missing_file_is_a_form_error(db):
    response = Client().post(reverse("check"), {"receipts": ""})
    assert response.status_code == 200
    assert b"This field is required." in response.content


def test_a_file_over_the_limit_is_refused_unread(db, settings):
    settings.EVIDENCE_CHECK_MAX_BYTES = 1024
    response = upload(Client(), b"PK" + b"x" * 400_000)
    assert response.status_code == 413
    assert b"This file is larger than 1.0\xc2\xa0KB." in response.content
    assert b"Check it offline with verify.py" in response.content


def test_the_check_page_is_rate_limited(db, settings):
    settings.EVIDENCE_CHECK_RATE_LIMIT = "2/m/ip"
    client = Client()
    assert upload(client, b"nothing").status_code == 200
    assert upload(client, b"nothing").status_code == 200
    response = upload(client, b"nothing")
    assert response.status_code == 429
    assert b"Please wait a while" in response.content


def test_the_check_page_still_needs_its_csrf_token(db):
    client = Client(enforce_csrf_checks=True)
    response = client.post(reverse("check"), {"file": SimpleUploadedFile("b.zip", b"PK")})
    assert response.status_code == 403


def test_an_upload_is_held_in_memory_never_on_disk(bundle, monkeypatch, settings):
    from django.core.files import uploadhandler

    settings.FILE_UPLOAD_MAX_MEMORY_SIZE = 1000  # Django alone would spool this bundle to disk

    def refuse(*args, **kwargs):
        raise AssertionError("an upload went to a temporary file")

    monkeypatch.setattr(uploadhandler.TemporaryFileUploadHandler, "new_file", refuse)
    assert b"It checks out" in upload(Client(), bundle.read_bytes() + b"").content


def test_a_file_over_the_limit_without_a_length_stops_at_the_limit():
    from django.core.files.uploadhandler import StopFutureHandlers, StopUpload

    from apps.evidence.uploads import InMemoryWithinLimit

    handler = InMemoryWithinLimit(limit=10)
    with pytest.raises(StopFutureHandlers):
        handler.new_file("file", "b.zip", "application/zip", None)
    handler.receive_data_chunk(b"x" * 10, 0)
    with pytest.raises(StopUpload):
        handler.receive_data_chunk(b"x", 10)


def test_the_receipt_page_costs_the_same_queries_with_a_short_and_a_long_log(
    log, alice, alice_client, django_assert_num_queries
):
    from django.core.cache import cache

    from tests.factories import make_attempt

    def cost() -> int:
        cache.clear()  # the first view after a change works the receipt out afresh
        from django.db import connection
        from django.test.utils import CaptureQueriesContext

        with CaptureQueriesContext(connection) as queries:
            assert alice_client.get(reverse("evidence:receipt")).status_code == 200
        return len(queries)

    short = cost()
    for i in range(30):
        make_attempt(user=alice, person=log[0].person, message=f"more {i}")
    assert cost() == short
    # Seen again with no change: the session, the user, the chain head; the receipt is cached.
    with django_assert_num_queries(3):
        alice_client.get(reverse("evidence:receipt"))
