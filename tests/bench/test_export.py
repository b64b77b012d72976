import pytest

from bench.export import ExportTiming, measure_export
from tests.factories import make_attempt


@pytest.mark.django_db
@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_the_export_is_read_to_its_last_byte_and_timed(alice, fmt):
    for i in range(3):
        make_attempt(user=alice, message=f"words {i}")

    timing = measure_export(alice, fmt, repeats=1)

    assert (timing.fmt, timing.entries) == (fmt, 3)
    assert timing.megabytes > 0 and timing.seconds > 0
    assert timing.grew_mb >= 0
    assert f"export.{fmt}, 3 entries" in timing.line()


def test_the_budget_is_three_seconds_per_100000_entries_with_flat_memory():
    assert ExportTiming("csv", 100_000, 48.0, 2.9, 2.5, 10.0).broken() == []
    assert ExportTiming("csv", 100_000, 48.0, 3.1, 2.5, 10.0).broken() == [
        "export.csv: 3.10 s for 100,000 entries (budget 3.00 s)"
    ]
    assert ExportTiming("json", 100_000, 130.0, 2.0, 2.0, 80.0).broken() == [
        "export.json: memory grew 80 MB (budget 50 MB)"
    ]
    assert ExportTiming("json", 1_000, 1.3, 5.0, 0.1, 1.0).broken() == []  # too small to time
