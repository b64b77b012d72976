"""Keeping an upload in the evidence storage while hashing it, without holding it in memory."""

import hashlib

from django.core.exceptions import ValidationError
from django.core.files.base import File


def store_upload(field_file, upload, *, max_bytes: int) -> tuple[str, int]:
    """Save `upload` into the FileField `field_file` (not the row); return (sha256, size)."""
    if upload.size > max_bytes:
        raise ValidationError(f"This file is larger than {max_bytes // (1024 * 1024)} MB, the most this site accepts.")
    digest = hashlib.sha256()
    size = 0
    for chunk in upload.chunks():
        digest.update(chunk)
        size += len(chunk)
    if size > max_bytes:
        raise ValidationError(f"This file is larger than {max_bytes // (1024 * 1024)} MB, the most this site accepts.")
    if not size:
        raise ValidationError("This file is empty.")
    upload.seek(0)
    field_file.save("upload", File(upload), save=False)
    return digest.hexdigest(), size
