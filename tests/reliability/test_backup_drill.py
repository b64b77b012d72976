"""The restore drill (issue 14 item 4, checklist I2): seed, back up while writers run,
lose everything, restore. Rows per table are as the backup counted them, every chain
verifies, and every file is byte-equal. Also: a damaged backup and a database that holds
data are refused."""

import hashlib
import json
import os
import time

import pytest

pytestmark = pytest.mark.slow


def _digests(root):
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest() for p in root.rglob("*") if p.is_file()
    }


def _backup(world, backups):
    out = world.manage("backup", str(backups))
    (folder,) = [p for p in backups.iterdir() if p.name.startswith("backup-")]
    return out, folder


def test_the_restore_drill(world, tmp_path, capsys):
    for name, entries in (("alice", "400"), ("bob", "100")):
        world.actor("seed", name, entries)
    world.actor("write", "alice", "30", "1")  # entries with screenshots, edits, deletions
    world.keys.mkdir(mode=0o700)
    (world.keys / "instance-key.pem").write_bytes(os.urandom(2048))  # as the signing keys would be
    (world.jobs / "ab" / "result-file").parent.mkdir()
    (world.jobs / "ab" / "result-file").write_bytes(b"a finished job's file")
    writers, going, stop = [], [], world.folder / "backup-done"
    for seed, name in ((2, "alice"), (3, "bob")):
        going.append(world.folder / f"w{seed}-going")
        writers.append(
            world.spawn(
                "write", name, "40", str(seed), name=f"w{seed}", WRITER_PROGRESS=str(going[-1]), WRITER_UNTIL=str(stop)
            )
        )
    while not all(p.exists() for p in going):
        assert all(w.poll() is None for w in writers), world.log("w2") + world.log("w3")
        time.sleep(0.1)

    backups = tmp_path / "backups"
    out, folder = _backup(world, backups)
    stop.touch()  # the writers write on until the backup is done, and a little after
    reports = []
    for n, writer in enumerate(writers):
        reports.append(json.loads(writer.communicate(timeout=600)[0] or "null"))
        assert reports[-1] and reports[-1]["failed"] == [], world.log(f"w{n + 2}")
    manifest = json.loads((folder / "manifest.json").read_text())
    before = _digests(world.evidence)  # after the writers: a superset of the backup's files, less deletions
    keys, jobs = _digests(world.keys), _digests(world.jobs)

    world.destroy()
    restored = world.manage("restore", str(folder))

    assert world.actor("counts") == manifest["counts"]
    state = world.actor("state")
    assert set(state) == {"alice", "bob"}
    assert all(user["broken"] is None for user in state.values())
    written = set(reports[0]["entries"]) | set(reports[1]["entries"])
    kept = written & (set(state["alice"]["entries"]) | set(state["bob"]["entries"]))
    assert 0 < len(kept) < len(written)  # the backup was made while they wrote
    after = _digests(world.evidence)
    backed_up = {
        k.removeprefix("evidence/"): v["sha256"] for k, v in manifest["files"].items() if k.startswith("evidence/")
    }
    assert after == backed_up
    assert after, "the drill should carry evidence files"
    assert all(before[name] == digest for name, digest in after.items() if name in before)
    assert _digests(world.keys) == keys
    assert _digests(world.jobs) == jobs
    with capsys.disabled():
        print(f"\n[{world.vendor}] backup during writes:\n{out}restore:\n{restored}")


def test_a_restore_refuses_a_database_that_holds_data_without_force(world, tmp_path):
    world.actor("seed", "alice", "20")
    _, folder = _backup(world, tmp_path / "backups")
    world.actor("seed", "carol", "5")

    refused = world.manage_result("restore", str(folder))
    assert refused.returncode != 0
    assert "already holds accounts or entries" in refused.stderr
    assert "carol" in world.actor("state")  # untouched

    forced = world.manage("restore", "--force", str(folder))
    assert "Every log verifies (1 users)" in forced
    assert set(world.actor("state")) == {"alice"}


def test_a_damaged_backup_is_refused(world, tmp_path):
    world.actor("seed", "alice", "20")
    _, folder = _backup(world, tmp_path / "backups")
    database = next(p for p in folder.iterdir() if p.name.startswith("database."))
    data = bytearray(database.read_bytes())
    data[len(data) // 2] ^= 0xFF
    database.write_bytes(bytes(data))
    world.destroy()

    refused = world.manage_result("restore", str(folder))
    assert refused.returncode != 0
    assert f"changed: {database.name}" in refused.stderr
