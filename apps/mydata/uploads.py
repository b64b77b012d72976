"""An uploaded export waits here for its import job: in the jobs folder (outside static
and public folders), named after its owner so that deleting the account removes it."""

import secrets
from pathlib import Path

from django.conf import settings
from django.core.files.uploadedfile import UploadedFile

FOLDER = "imports"


def private_dir(*parts: str) -> Path:
    folder = Path(settings.JOBS_ROOT, *parts)
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    return folder


def upload_save(user_id: int, upload: UploadedFile) -> Path:
    path = private_dir(FOLDER) / f"{user_id}-{secrets.token_hex(12)}.zip"
    with path.open("wb") as out:
        for chunk in upload.chunks():
            out.write(chunk)
    return path


def upload_is_theirs(path: Path, user_id: int) -> bool:
    return path.parent == Path(settings.JOBS_ROOT, FOLDER) and path.name.startswith(f"{user_id}-")


def uploads_of(user_id: int) -> list[Path]:
    folder = Path(settings.JOBS_ROOT, FOLDER)
    return sorted(folder.glob(f"{user_id}-*.zip")) if folder.is_dir() else []
