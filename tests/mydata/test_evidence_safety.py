"""Evidence downloads are sandboxed with a safe name; a photo's location is kept in the
original, said beside its SHA-256, and absent from the preview."""

import hashlib
import io

import pytest
from django.urls import reverse
from PIL import Image

from apps.attempts.evidence import GPS_IFD, inspect_upload, location_in
from apps.attempts.models import EvidenceFile
from tests.factories import make_attempt, png_bytes

from .conftest import jpeg_with_gps

pytestmark = pytest.mark.django_db
LIMITS = {"max_bytes": 10 * 1024 * 1024, "max_pixels": 40_000_000}


def test_a_jpeg_with_gps_is_recognised_and_one_without_is_not():
    assert inspect_upload(jpeg_with_gps(), **LIMITS).has_location is True
    assert inspect_upload(png_bytes(), **LIMITS).has_location is False
    assert location_in(jpeg_with_gps()) is True
    assert location_in(b"not an image") is None


def test_the_original_is_kept_byte_exact_and_the_preview_has_no_metadata(alice):
    data = jpeg_with_gps()
    attempt = make_attempt(user=alice, files=[("holiday.jpg", data)])
    evidence = attempt.files.get()
    assert evidence.original.open("rb").read() == data
    assert evidence.sha256 == hashlib.sha256(data).hexdigest()
    assert evidence.has_location is True
    with Image.open(io.BytesIO(evidence.preview.open("rb").read())) as preview:
        assert not preview.getexif()
        assert not preview.getexif().get_ifd(GPS_IFD)
        assert "exif" not in preview.info and "xmp" not in preview.info


def test_the_entry_page_says_the_original_holds_a_location(alice_client, alice):
    attempt = make_attempt(user=alice, files=[("holiday.jpg", jpeg_with_gps()), ("plain.png", png_bytes())])
    page = alice_client.get(reverse("attempts:detail", args=[attempt.pk])).content.decode()
    assert page.count("This original holds a location (GPS)") == 1
    located = attempt.files.get(has_location=True)
    note = page.index("This original holds a location")
    assert page.rfind(located.sha256, 0, note) > page.rfind("evidence__item", 0, note)  # beside its SHA-256


@pytest.mark.parametrize("view", ["attempts:file", "attempts:file-preview"])
def test_downloads_are_sandboxed_and_never_sniffed(alice_client, alice, view):
    attempt = make_attempt(user=alice, files=[("a.png", png_bytes())])
    response = alice_client.get(reverse(view, args=[attempt.files.get().pk]))
    assert response.status_code == 200
    policy = [part.strip() for part in response["Content-Security-Policy"].split(";")]
    assert "sandbox" in policy and "default-src 'none'" in policy
    assert response["X-Content-Type-Options"] == "nosniff"


def test_the_original_downloads_under_a_safe_name_whatever_it_was_called(alice_client, alice):
    attempt = make_attempt(user=alice, files=[('evil"\r\nSet-Cookie: x=1; ../../a.png', png_bytes())])
    evidence = attempt.files.get()
    response = alice_client.get(reverse("attempts:file", args=[evidence.pk]))
    disposition = response["Content-Disposition"]
    assert disposition == f'attachment; filename="evidence-{evidence.sha256[:12]}.png"'
    assert "\r" not in disposition and "\n" not in disposition
    assert "Set-Cookie" not in str(response.headers)


def test_older_files_without_a_recorded_location_show_no_note(alice_client, alice):
    attempt = make_attempt(user=alice, files=[("holiday.jpg", jpeg_with_gps())])
    EvidenceFile.objects.update(has_location=None)
    page = alice_client.get(reverse("attempts:detail", args=[attempt.pk]))
    assert b"holds a location" not in page.content


def test_the_migration_finds_the_location_of_files_already_stored(alice):
    from importlib import import_module

    from django.apps import apps

    make_attempt(user=alice, files=[("holiday.jpg", jpeg_with_gps()), ("plain.png", png_bytes())])
    EvidenceFile.objects.update(has_location=None)
    import_module("apps.attempts.migrations.0006_evidencefile_has_location").find_locations(apps, None)
    found = dict(EvidenceFile.objects.values_list("content_type", "has_location"))
    assert found == {"image/jpeg": True, "image/png": False}
