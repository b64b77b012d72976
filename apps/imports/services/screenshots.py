"""Screenshots: kept on upload, read in a job, saved as an entry once the user checked the words."""

from collections.abc import Iterable
from datetime import datetime

from django.conf import settings
from django.db import transaction

from apps.attempts.evidence import inspect_upload
from apps.attempts.models import Attempt
from apps.attempts.services import attempt_create
from apps.tactics.models import Tactic

from ..models import Screenshot
from ..ocr.engine import available, engine
from ..ocr.reading import read_screenshot

READ_NOTE = "Their words were read from a screenshot (the image is attached); you checked them before saving."


def screenshot_upload(*, user, name: str, data: bytes, mine: str) -> Screenshot:
    """Keep an image the evidence check accepted (JPEG, PNG, WebP), waiting to be read."""
    from django.core.files.base import ContentFile

    found = inspect_upload(data, max_bytes=settings.EVIDENCE_MAX_BYTES, max_pixels=settings.EVIDENCE_MAX_PIXELS)
    shot = Screenshot(user=user, original_name=name[:255], sha256=found.sha256, size=found.size, mine=mine)
    if not available():
        shot.status = Screenshot.Status.OFF
    shot.image.save("upload", ContentFile(data), save=False)
    shot.save()
    return shot


def screenshot_read(*, screenshot: Screenshot) -> Screenshot:
    """Read the words of the other person's side (or of both, when the user did not say)."""
    reader = engine()
    if reader is None:
        screenshot.status = Screenshot.Status.OFF
    else:
        with screenshot.image.open("rb") as handle:
            found = read_screenshot(handle.read(), engine=reader, theirs=screenshot.theirs)
        screenshot.text, screenshot.engine, screenshot.seconds = found.text, reader.name, found.seconds
        screenshot.status = Screenshot.Status.READ
    screenshot.save(update_fields=["text", "engine", "seconds", "status"])
    return screenshot


@transaction.atomic
def screenshot_save(
    *,
    screenshot: Screenshot,
    person,
    occurred_at: datetime,
    channel: str,
    message: str,
    tactics: Iterable[Tactic] = (),
) -> Attempt:
    """The entry, with the screenshot as its evidence file; the waiting copy goes."""
    with screenshot.image.open("rb") as handle:
        data = handle.read()
    attempt = attempt_create(
        user=screenshot.user,
        person=person,
        occurred_at=occurred_at,
        channel=channel,
        message=message,
        tactics=tactics,
        notes=READ_NOTE,
        files=[(screenshot.original_name or "screenshot", data)],
    )
    stored = screenshot.image.name
    storage = screenshot.image.storage
    screenshot.image = ""
    screenshot.status, screenshot.attempt = Screenshot.Status.SAVED, attempt
    screenshot.save(update_fields=["image", "status", "attempt"])
    if stored:
        transaction.on_commit(lambda: storage.delete(stored))
    return attempt


@transaction.atomic
def screenshot_discard(*, screenshot: Screenshot) -> None:
    stored, storage = screenshot.image.name, screenshot.image.storage
    screenshot.delete()
    if stored:
        transaction.on_commit(lambda: storage.delete(stored))
