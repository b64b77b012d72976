import pytest

from bench.heavy import VerifyTiming, measure_verification
from tests.factories import make_attempt


@pytest.mark.django_db
def test_the_log_check_is_timed_beside_hashing_the_same_bytes(alice):
    for i in range(3):
        make_attempt(user=alice, message=f"m{i}")

    timing = measure_verification(alice, repeats=1)

    assert (timing.entries, timing.links, timing.intact) == (3, 3, True)
    assert timing.seconds > 0 and timing.hashlib_seconds > 0
    assert timing.ratio == timing.seconds / timing.hashlib_seconds
    assert "3 entries (3 records)" in timing.line()


def test_the_budget_is_two_seconds_per_100000_entries_and_only_for_long_logs():
    assert VerifyTiming(100_000, 100_013, 1.9, 1.5, 0.2, True).broken() == []
    assert VerifyTiming(100_000, 100_013, 2.1, 1.5, 0.2, True).broken() == [
        "log check: 2.10 s for 100,000 entries (budget 2.00 s)"
    ]
    assert VerifyTiming(10_000, 10_000, 0.21, 0.2, 0.02, True).broken() != []
    assert VerifyTiming(1_000, 1_000, 5.0, 0.2, 0.02, True).broken() == []  # too small to time
    assert VerifyTiming(1_000, 1_000, 0.01, 0.01, 0.001, False).broken() == ["log check: the demo log did not verify"]
