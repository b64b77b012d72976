"""Evidence files: decide what a file is by its content, and make a safe preview.

The original bytes are kept untouched (they may be evidence); pages only ever show a
re-encoded copy with no metadata (no location, no device, no original timestamps).
"""

import hashlib
import io
import warnings
from dataclasses import dataclass

from django.core.exceptions import ValidationError
from PIL import Image, ImageOps, UnidentifiedImageError

IMAGE_FORMATS = {"JPEG": "image/jpeg", "PNG": "image/png", "WEBP": "image/webp"}
PDF_TYPE = "application/pdf"
PREVIEW_MAX_SIDE = 1600


@dataclass(frozen=True)
class Inspected:
    content_type: str
    extension: str
    sha256: str
    size: int
    width: int | None = None
    height: int | None = None


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
    width, height, fmt = _decode_image(data, max_pixels=max_pixels)
    return Inspected(
        IMAGE_FORMATS[fmt],
        fmt.lower().replace("jpeg", "jpg"),
        digest,
        len(data),
        width,
        height,
    )


def _decode_image(data: bytes, *, max_pixels: int) -> tuple[int, int, str]:
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
                return width, height, image.format
    except ValidationError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise ValidationError("This image has too many pixels to handle safely.") from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError):
        raise not_supported from None


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
