"""The parts of backups that need no database: retention and the manifest."""

import json
from datetime import UTC, datetime, timedelta

import pytest

from apps.upkeep.backup import prune_backups
from apps.upkeep.files import MANIFEST, manifest_problems, read_manifest, write_manifest

NOW = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)


def _backup(into, when: datetime, *, finished: bool = True):
    folder = into / f"backup-{when:%Y%m%dT%H%M%SZ}"
    folder.mkdir()
    if finished:
        (folder / MANIFEST).write_text("{}")
    return folder


def test_backups_older_than_the_period_are_deleted(tmp_path):
    old = _backup(tmp_path, NOW - timedelta(days=15))
    recent = _backup(tmp_path, NOW - timedelta(days=13))
    newest = _backup(tmp_path, NOW)
    removed = prune_backups(tmp_path, keep_days=14, now=NOW)
    assert removed == [old]
    assert recent.exists() and newest.exists()


def test_the_newest_backup_stays_however_old(tmp_path):
    only = _backup(tmp_path, NOW - timedelta(days=90))
    assert prune_backups(tmp_path, keep_days=14, now=NOW) == []
    assert only.exists()


def test_an_unfinished_backup_is_not_counted_and_is_cleared_after_a_day(tmp_path):
    import os

    partial = tmp_path / ".partial-backup-20261101T000000Z-abcd"
    partial.mkdir()
    stamp = (NOW - timedelta(days=2)).timestamp()
    os.utime(partial, (stamp, stamp))
    unfinished = _backup(tmp_path, NOW - timedelta(days=30), finished=False)
    assert prune_backups(tmp_path, keep_days=14, now=NOW) == [partial]
    assert unfinished.exists()  # no manifest: never taken for a backup, never deleted as one


def test_the_manifest_catches_a_changed_a_missing_and_an_extra_file(tmp_path):
    (tmp_path / "evidence").mkdir()
    (tmp_path / "evidence" / "a").write_bytes(b"first")
    (tmp_path / "evidence" / "b").write_bytes(b"second")
    manifest = write_manifest(tmp_path, {"roots": ["evidence"]})
    assert read_manifest(tmp_path)["files"] == manifest["files"]
    assert manifest_problems(tmp_path, manifest) == []

    (tmp_path / "evidence" / "a").write_bytes(b"First")
    (tmp_path / "evidence" / "b").unlink()
    (tmp_path / "evidence" / "c").write_bytes(b"new")
    assert manifest_problems(tmp_path, manifest) == [
        "changed: evidence/a",
        "missing: evidence/b",
        "not in the manifest: evidence/c",
    ]


def test_a_folder_without_a_manifest_is_not_a_backup(tmp_path):
    with pytest.raises(ValueError, match="not finished"):
        read_manifest(tmp_path)
    (tmp_path / MANIFEST).write_text(json.dumps({"format": 99}))
    with pytest.raises(ValueError, match="unknown backup format"):
        read_manifest(tmp_path)
