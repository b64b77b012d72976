"""Eight processes write to one user's log at once (checklist I1, issue 14 item 2):
quick logs, full entries (some with a screenshot), edits, added files and deletions,
200 each, through the views, on a real database file (or PostgreSQL). Nothing is lost,
nothing fails, every entry is exactly as its writer left it, and the chain verifies."""

import json

import pytest

pytestmark = pytest.mark.slow

PROCESSES = 8
WRITES = 200


def test_eight_processes_writing_one_log_lose_nothing(world, capsys):
    world.actor("seed", "writer")
    writers = [world.spawn("write", "writer", str(WRITES), str(n + 1), name=f"writer{n}") for n in range(PROCESSES)]
    reports = [json.loads(w.communicate(timeout=1200)[0] or "null") for w in writers]
    for n, report in enumerate(reports):
        assert report is not None, world.log(f"writer{n}")

    assert [r["failed"] for r in reports] == [[]] * PROCESSES  # no 500, no "database is locked"
    expected = {pk: entry for r in reports for pk, entry in r["entries"].items()}
    found = world.actor("state", "writer")["writer"]
    assert found["broken"] is None
    assert found["entries"] == expected  # every entry, its versions, deletion and files
    revisions = sum(e["revisions"] for e in expected.values())
    deletions = sum(e["deleted"] for e in expected.values())
    assert found["revisions"] == revisions
    assert found["links"] == found["head_seq"] == revisions + deletions
    kinds = {k: sum(r["kinds"][k] for r in reports) for k in reports[0]["kinds"]}
    assert sum(kinds.values()) == PROCESSES * WRITES
    with capsys.disabled():
        print(
            f"\n[{world.vendor}] {PROCESSES}x{WRITES} writes {kinds}: {len(expected)} entries, "
            f"{revisions} versions, {deletions} deleted, {found['links']} links, chain ok; "
            f"slowest by kind {_worst(reports, 'slowest')}, median by kind {_worst(reports, 'median')} (s)"
        )


def _worst(reports: list[dict], key: str) -> dict:
    return {kind: max(r[key].get(kind, 0) for r in reports) for kind in reports[0]["kinds"]}
