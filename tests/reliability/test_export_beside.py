"""A long export on two cores (`export.stream`), in processes of its own on a real
database file (or PostgreSQL): the older half is written in a second process while the
newer half streams, and the files are those of the export on one core (the rest of the
suite, inside transactions, exports on one)."""

import pytest

pytestmark = pytest.mark.slow

ANSWERED = "_write_older_half: answered by a second process"
AGAIN = "_write_older_half: the second process saw another state or failed; it runs again here"


def test_an_export_in_two_halves_is_the_export_on_one_core(alice_with_30):
    found = alice_with_30.actor("export-beside", "alice", "same")

    assert found["same"] == {"csv": True, "json": True}
    assert found["said"] == [ANSWERED, ANSWERED]  # the CSV, then the JSON
    assert found["entries"] == 30
    assert found["head"] == found["head_now"]
    assert found["left"] == []  # the older half's folder is gone, and one a killed export left
    assert found["running_kept"]  # not another export's, still being written


def test_an_entry_written_as_the_export_begins_is_not_in_it(alice_with_30):
    found = alice_with_30.actor("export-beside", "alice", "write")

    # The export is that of its snapshot: one state of the log, head and entries alike.
    assert found["entries"] == 30
    assert found["head"]["seq"] == found["head_now"]["seq"] - 1
    if found["vendor"] == "postgresql":
        assert found["said"] == [ANSWERED]  # the second process reads the first's snapshot
    else:
        assert found["said"] == [AGAIN]  # its own snapshot saw the new entry: set aside
    assert found["left"] == []


def test_when_the_second_process_fails_its_half_is_read_here(alice_with_30):
    found = alice_with_30.actor("export-beside", "alice", "fail")

    assert found["same"] == {"csv": True, "json": True}
    assert found["said"] == [AGAIN, AGAIN]
    assert found["entries"] == 30
    assert found["left"] == []


def test_the_second_process_reads_the_first_ones_database_not_its_servers(alice_with_30):
    found = alice_with_30.actor("export-beside", "alice", "elsewhere")

    assert found["same"] == {"csv": True, "json": True}
    assert found["said"] == [ANSWERED, ANSWERED]
