"""Checking what someone hands in: a bundle (with verify.py's own code) or a report PDF."""

import zipfile
from pathlib import Path

from . import verifier

MAX_MEMBERS = 200_000


class TooBig(Exception):
    """The archive would unpack to more than the limit allows."""


def _guard(zf: zipfile.ZipFile, *, max_unpacked: int | None) -> None:
    members = zf.infolist()
    if len(members) > MAX_MEMBERS:
        raise TooBig
    if max_unpacked is not None and sum(m.file_size for m in members) > max_unpacked:
        raise TooBig


def check_bundle_file(path_or_file, *, receipts=(), max_unpacked: int | None = None) -> verifier.Result:
    """verify.py's verdict on a bundle: a ZIP (path or open file) or an unpacked folder."""
    parsed = [verifier.read_receipt(text, name) for name, text in receipts]
    if isinstance(path_or_file, Path) and path_or_file.is_dir():
        return verifier.verify(verifier.FolderSource(path_or_file), parsed)
    try:
        with zipfile.ZipFile(path_or_file) as zf:
            _guard(zf, max_unpacked=max_unpacked)
            return verifier.verify(verifier.ZipSource(zf), parsed)
    except zipfile.BadZipFile:
        result = verifier.Result()
        result.problems.append("This file is not a ZIP archive: it is not a bundle, or it was damaged")
        return result
