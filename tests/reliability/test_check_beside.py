"""The log check on two cores (`consistent_read.alongside`), in processes of its own on a
real database file (or PostgreSQL): the attempts are compared in a second process while
the chain is walked, and the answers are those of the check on one core (the rest of the
suite, inside transactions, checks on one)."""

import pytest

from apps.attempts.verification import CHANGED

pytestmark = pytest.mark.slow

ANSWERED = "_changed: answered by a second process"
AGAIN = "_changed: the second process saw another state or failed; it runs again here"


def test_an_intact_log_holds_and_the_attempts_are_compared_beside_the_walk(alice_with_30):
    found = alice_with_30.actor("check-beside", "alice", "intact")

    assert found["broken"] is None
    assert found["said"] == [ANSWERED]


def test_the_check_run_as_a_job_by_the_worker_uses_a_second_process(alice_with_30):
    found = alice_with_30.actor("check-beside", "alice", "job", DJANGO_TASKS="database")

    assert found["broken"] is None
    assert found["said"] == [ANSWERED]  # the worker's own threads are not forked


def test_an_attempt_changed_behind_the_apps_back_is_named_at_its_link(alice_with_30):
    found = alice_with_30.actor("check-beside", "alice", "message")

    assert found["broken"] == [*found["attempt"], CHANGED]
    assert found["said"] == [ANSWERED, ANSWERED]  # the quick check, then the exact one


def test_a_changed_link_is_found_by_the_walk(alice_with_30):
    found = alice_with_30.actor("check-beside", "alice", "link")

    seq, ref = found["attempt"]
    assert found["broken"] == [seq, f"{ref}:rev:1", "the link itself was changed"]


def test_an_entry_written_as_the_check_begins_is_no_break(alice_with_30):
    found = alice_with_30.actor("check-beside", "alice", "write")

    assert found["broken"] is None
    if found["vendor"] == "postgresql":
        assert found["said"] == [ANSWERED]  # the second process reads the first's snapshot
    else:
        assert found["said"] == [AGAIN]  # its own snapshot saw the new entry: set aside
