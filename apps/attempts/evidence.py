"""Evidence files: decide what a file is by its content, and make a safe preview.

The original bytes are kept untouched (they may be evidence); pages only ever show a
re-encoded copy with no metadata (no location, no device, no original timestamps). When
the original carries a location (GPS in its EXIF), the page says so beside its SHA-256.
Downloads are served with `Content-Security-Policy: sandbox`: a file that a browser
would run as a page (a PDF with script, say) runs with no origin and no script.
"""

import hashlib
import io
import warnings
from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.http.response import HttpResponseBase
from PIL import Image, ImageOps, UnidentifiedImageError

IMAGE_FORMATS = {"JPEG": "image/jpeg", "PNG": "image/png", "WEBP": "image/webp"}
PDF_TYPE = "application/pdf"
PREVIEW_MAX_SIDE = 1600
GPS_IFD = 0x8825  # the EXIF block that holds latitude, longitude and altitude
DOWNLOAD_CSP = "default-src 'none'; sandbox"


@dataclass(frozen=True)
class Inspected:
    content_type: str
    extension: str
    sha256: str
    size: int
    width: int | None = None
    height: int | None = None
    has_location: bool = False


def inspect_upload(data: bytes, *, max_bytes: int, max_pixels: int) -> Inspected:
    """Return what the file really is, or raise ValidationError with a plain reason."""
    if not data:
        raise ValidationError("This file is empty.")
    if len(data) > max_bytes:
        raise ValidationError(f"This file is larger than {max_bytes // (1024 * 1024)} MB. Please choose a smaller one.")
    digest = hashlib.sha256(data).hexdigest()
    if data.startswith(b"%PDF-"):
        if b"%%EOF" not in data[-2048:]:
            raise ValidationError("This PDF looks incomplete or damaged.")
        return Inspected(PDF_TYPE, "pdf", digest, len(data))
    width, height, fmt, located = _decode_image(data, max_pixels=max_pixels)
    return Inspected(
        IMAGE_FORMATS[fmt],
        fmt.lower().replace("jpeg", "jpg"),
        digest,
        len(data),
        width,
        height,
        located,
    )


def _decode_image(data: bytes, *, max_pixels: int) -> tuple[int, int, str, bool]:
    not_supported = ValidationError("This file is not a JPEG, PNG, WebP image or a PDF.")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as image:
                if image.format not in IMAGE_FORMATS:
                    raise not_supported
                width, height = image.size
                if width * height > max_pixels:
                    raise ValidationError("This image has too many pixels to handle safely.")
                image.load()  # decode fully: a truncated or corrupt file fails here
                return width, height, image.format, _has_location(image)
    except ValidationError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise ValidationError("This image has too many pixels to handle safely.") from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError):
        raise not_supported from None


def _has_location(image: Image.Image) -> bool:
    """Whether the image's EXIF holds any GPS entry (read after a full decode, which
    also finds EXIF stored at the end of a PNG or WebP)."""
    try:
        return bool(image.getexif().get_ifd(GPS_IFD))
    except (OSError, SyntaxError, ValueError, KeyError, TypeError):
        return False


def location_in(data: bytes) -> bool | None:
    """Whether an image file's EXIF holds a GPS position (None: not an image we read)."""
    try:
        with Image.open(io.BytesIO(data)) as image:
            image.load()
            return _has_location(image)
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        return None


def protect_download[R: HttpResponseBase](response: R) -> R:
    """Headers for serving an evidence file: sandboxed, never sniffed."""
    response["Content-Security-Policy"] = DOWNLOAD_CSP
    response["X-Content-Type-Options"] = "nosniff"
    return response


def make_preview(data: bytes) -> bytes:
    """A WebP copy for display: turned upright, scaled down, with no metadata."""
    with Image.open(io.BytesIO(data)) as image:
        upright = ImageOps.exif_transpose(image)
        upright.thumbnail((PREVIEW_MAX_SIDE, PREVIEW_MAX_SIDE))
        mode = "RGBA" if upright.mode in ("RGBA", "LA", "P") else "RGB"
        clean = Image.new(mode, upright.size)
        clean.paste(upright.convert(mode))
        out = io.BytesIO()
        clean.save(out, format="WEBP", quality=80)
        return out.getvalue()
