"""The log's exports (issue 13): the CSV and the JSON of the demo account, streamed and
read to the end as a browser reads them, through Django's test client in this process.

Budget: 100,000 entries in 3 s each (scaled with the number of entries), with flat
memory: this process's resident memory, sampled as the chunks arrive, may grow by no
more than EXPORT_GROWTH_MB over what it held before the export began (the files are
130 MB and 50 MB at 100,000 entries).

`make bench` runs it at its largest size (bench/suite.py); tools/measure_export.py runs
it on a database of your choice.
"""

import time
from dataclasses import dataclass

from bench.memory import resident_mb

EXPORT_SECONDS = 3.0  # budget for exporting a log of...
EXPORT_SIZE = 100_000  # ... this many entries (scaled linearly for other sizes)
EXPORT_GROWTH_MB = 50.0  # "flat memory": what streaming may add to the process
ENFORCED_FROM = 10_000  # smaller logs are too quick to time against a budget
SAMPLE_EVERY = 200  # chunks between two readings of the resident memory
FORMATS = ("csv", "json")


@dataclass(frozen=True)
class ExportTiming:
    fmt: str
    entries: int
    megabytes: float  # the file's size
    seconds: float  # best wall time, from the request to its last byte
    cpu_seconds: float  # its processor time
    grew_mb: float  # the most the process's resident memory grew while streaming, over every run

    @property
    def budget(self) -> float:
        return EXPORT_SECONDS * self.entries / EXPORT_SIZE

    def broken(self) -> list[str]:
        found = []
        if self.entries >= ENFORCED_FROM and self.seconds > self.budget:
            found.append(
                f"export.{self.fmt}: {self.seconds:.2f} s for {self.entries:,} entries (budget {self.budget:.2f} s)"
            )
        if self.grew_mb > EXPORT_GROWTH_MB:
            found.append(f"export.{self.fmt}: memory grew {self.grew_mb:.0f} MB (budget {EXPORT_GROWTH_MB:.0f} MB)")
        return found

    def line(self) -> str:
        return (
            f"export.{self.fmt}, {self.entries:,} entries: {self.megabytes:.1f} MB in {self.seconds:.2f} s"
            f" (processor {self.cpu_seconds:.2f} s); memory grew {self.grew_mb:.0f} MB while streaming;"
            f" budget {self.budget:.2f} s, {EXPORT_GROWTH_MB:.0f} MB"
        )


def _resident_mb() -> float:
    """This process's resident memory now (it always has one)."""
    return resident_mb() or 0.0


def measure_export(user, fmt: str, *, repeats: int = 3, query: str = "") -> ExportTiming:
    from django.test import Client

    from apps.attempts.models import Attempt

    entries = Attempt.objects.for_user(user).count()
    client = Client()
    client.force_login(user)
    client.get("/log/")  # the templates, the tactics, the connection
    best_wall = best_cpu = float("inf")
    grew = size = 0.0
    for _ in range(repeats):
        before = _resident_mb()
        wall, cpu = time.perf_counter(), time.process_time()
        response = client.get(f"/log/export.{fmt}{query}")
        assert response.status_code == 200, response.status_code
        size = 0
        for n, chunk in enumerate(response.streaming_content):
            size += len(chunk)
            if n % SAMPLE_EVERY == 0:
                grew = max(grew, _resident_mb() - before)
        best_wall = min(best_wall, time.perf_counter() - wall)
        best_cpu = min(best_cpu, time.process_time() - cpu)
        grew = max(grew, _resident_mb() - before)
    return ExportTiming(fmt, entries, size / 1e6, best_wall, best_cpu, grew)
