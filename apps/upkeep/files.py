"""The folders a backup carries beside the database, and the manifest that vouches for
every byte of a backup (a SHA-256 per file)."""

import hashlib
import json
import os
import shutil
from pathlib import Path

from django.conf import settings

MANIFEST = "manifest.json"
FORMAT = 1
CHUNK = 1024 * 1024


def roots() -> dict[str, Path]:
    """The folders whose files a backup carries: evidence files, finished jobs' files,
    and the instance's signing keys when it has any."""
    found = {"evidence": Path(settings.EVIDENCE_ROOT), "jobs": Path(settings.JOBS_ROOT)}
    keys = getattr(settings, "SIGNING_KEY_DIR", None)
    if keys:
        found["keys"] = Path(keys)
    return found


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def files_under(root: Path) -> list[Path]:
    """Every file under root, as paths relative to it (none when root does not exist)."""
    if not root.is_dir():
        return []
    return sorted(p.relative_to(root) for p in root.rglob("*") if p.is_file())


def copy_new(source: Path, target: Path) -> int:
    """Copy the files under source that target lacks (evidence and job files never
    change once written); how many were copied. A file removed meanwhile is skipped."""
    copied = 0
    for relative in files_under(source):
        destination = target / relative
        if destination.exists():
            continue
        destination.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        try:
            shutil.copyfile(source / relative, destination)
        except FileNotFoundError:
            continue  # deleted after it was listed: the database says whether it mattered
        os.chmod(destination, 0o600)
        copied += 1
    return copied


def write_manifest(folder: Path, header: dict) -> dict:
    """Hash every file in the backup folder and write the manifest (last: a backup
    without one is incomplete)."""
    listed = {
        str(relative): {"sha256": sha256(folder / relative), "bytes": (folder / relative).stat().st_size}
        for relative in files_under(folder)
        if str(relative) != MANIFEST
    }
    manifest = {"format": FORMAT, **header, "files": listed}
    path = folder / MANIFEST
    path.write_text(json.dumps(manifest, indent=1, sort_keys=True))
    os.chmod(path, 0o600)
    return manifest


def read_manifest(folder: Path) -> dict:
    path = folder / MANIFEST
    if not path.is_file():
        raise ValueError(f"{folder} has no {MANIFEST}: it is not a backup, or it was not finished.")
    manifest = json.loads(path.read_text())
    if manifest.get("format") != FORMAT:
        raise ValueError(f"{folder}: unknown backup format {manifest.get('format')!r}.")
    return manifest


def manifest_problems(folder: Path, manifest: dict) -> list[str]:
    """Every way the folder differs from its manifest: a missing, changed or extra file."""
    problems = []
    present = {str(p) for p in files_under(folder)} - {MANIFEST}
    for name, expected in sorted(manifest["files"].items()):
        if name not in present:
            problems.append(f"missing: {name}")
        elif sha256(folder / name) != expected["sha256"]:
            problems.append(f"changed: {name}")
    problems += [f"not in the manifest: {name}" for name in sorted(present - set(manifest["files"]))]
    return problems
