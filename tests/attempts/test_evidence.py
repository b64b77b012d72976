import hashlib
import io

import pytest
from django.core.exceptions import ValidationError
from PIL import Image

from apps.attempts.evidence import inspect_upload, make_preview

LIMITS = {"max_bytes": 10 * 1024 * 1024, "max_pixels": 40_000_000}


def image_bytes(fmt: str = "PNG", size=(40, 30), exif: bool = False) -> bytes:
    out = io.BytesIO()
    image = Image.new("RGB", size, (120, 160, 130))
    kwargs = {}
    if exif:
        data = Image.Exif()
        data[0x010F] = "SecretPhoneMaker"  # Make
        data[0x0132] = "2026:01:02 03:04:05"  # DateTime
        kwargs["exif"] = data
    image.save(out, format=fmt, **kwargs)
    return out.getvalue()


@pytest.mark.parametrize(
    ("fmt", "content_type"),
    [("PNG", "image/png"), ("JPEG", "image/jpeg"), ("WEBP", "image/webp")],
)
def test_images_are_recognised_by_their_content(fmt, content_type):
    data = image_bytes(fmt)
    found = inspect_upload(data, **LIMITS)
    assert found.content_type == content_type
    assert (found.width, found.height) == (40, 30)
    assert found.sha256 == hashlib.sha256(data).hexdigest()


def test_a_pdf_is_recognised():
    data = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
    assert inspect_upload(data, **LIMITS).content_type == "application/pdf"


@pytest.mark.parametrize(
    "data",
    [
        b"<html><script>alert(1)</script></html>",  # a page pretending to be an image
        b"GIF89a" + b"\x00" * 40,  # a format we do not take
        image_bytes("PNG")[:60],  # a truncated image
        b"%PDF-1.4 no end",  # a truncated PDF
        b"",
    ],
)
def test_files_that_are_not_what_they_claim_are_refused(data):
    with pytest.raises(ValidationError):
        inspect_upload(data, **LIMITS)


def test_an_oversized_file_is_refused():
    with pytest.raises(ValidationError, match="larger than 1 MB"):
        inspect_upload(b"x" * (1024 * 1024 + 1), max_bytes=1024 * 1024, max_pixels=10)


def test_a_decompression_bomb_is_refused_before_decoding():
    data = image_bytes("PNG", size=(5000, 5000))
    with pytest.raises(ValidationError, match="too many pixels"):
        inspect_upload(data, max_bytes=LIMITS["max_bytes"], max_pixels=1_000_000)


def test_the_preview_carries_no_metadata():
    data = image_bytes("JPEG", exif=True)
    assert b"SecretPhoneMaker" in data
    preview = make_preview(data)
    assert b"SecretPhoneMaker" not in preview
    with Image.open(io.BytesIO(preview)) as image:
        assert image.format == "WEBP"
        assert not image.getexif()
