"""Heavy work (issue 13): the long work that runs as jobs, timed on the demo account.

- Checking the log (`log_verify`, the "Log check" job): its time beside the time to hash
  the same bytes with hashlib alone (each record's canonical bytes and each link's), as
  a ratio. Budget: 100,000 entries in 2 s (scaled with the number of entries).

`make bench` runs it at its largest size (bench/suite.py). On its own, against the
database the environment names (DJANGO_SQLITE_PATH or DATABASE_URL), seeding the demo
account first if it is not there:

    DJANGO_SQLITE_PATH=/tmp/bench.sqlite3 python -m bench.heavy --attempts 100000
"""

import argparse
import hashlib
import os
import sys
import time
from dataclasses import dataclass
from io import StringIO
from pathlib import Path

import django

VERIFY_SECONDS = 2.0  # budget for checking a log of...
VERIFY_SIZE = 100_000  # ... this many entries (scaled linearly for other sizes)
ENFORCED_FROM = 10_000  # smaller logs are too quick to time against a budget


@dataclass(frozen=True)
class VerifyTiming:
    entries: int  # contact attempts in the log
    links: int  # records in its chain (every save and deletion)
    seconds: float  # best wall time of the check
    cpu_seconds: float  # its processor time in this process (a second compares the attempts beside it)
    hashlib_seconds: float  # hashing the same bytes with hashlib alone
    intact: bool

    @property
    def ratio(self) -> float:
        return self.seconds / self.hashlib_seconds

    @property
    def budget(self) -> float:
        return VERIFY_SECONDS * self.entries / VERIFY_SIZE

    def broken(self) -> list[str]:
        found = []
        if not self.intact:
            found.append("log check: the demo log did not verify")
        if self.entries >= ENFORCED_FROM and self.seconds > self.budget:
            found.append(f"log check: {self.seconds:.2f} s for {self.entries:,} entries (budget {self.budget:.2f} s)")
        return found

    def line(self) -> str:
        return (
            f"log check, {self.entries:,} entries ({self.links:,} records): {self.seconds:.2f} s"
            f" (processor {self.cpu_seconds:.2f} s in this process); hashlib alone on the same bytes {self.hashlib_seconds:.3f} s;"
            f" ratio {self.ratio:.1f}x; budget {self.budget:.2f} s"
        )


def _hashed_bytes(user) -> tuple[list[bytes], int]:
    """Every byte string the check hashes (each record's canonical form and each link's),
    and how many links there are."""
    from apps.attempts import chain
    from apps.attempts.records import chain_links

    found, links = [], 0
    for link in chain_links(user):
        links += 1
        if link.record is not None:
            found.append(chain.canonical(link.record))
        body = {"seq": link.seq, "kind": link.kind, "ref": link.ref, "record_hash": link.record_hash, "prev": link.prev}
        found.append(chain.canonical(body))
    return found, links


def measure_verification(user, *, repeats: int = 3) -> VerifyTiming:
    from apps.attempts.models import Attempt
    from apps.attempts.verification import log_verify

    entries = Attempt.objects.for_user(user).count()
    best_wall = best_cpu = float("inf")
    intact = True
    for _ in range(repeats):
        wall, cpu = time.perf_counter(), time.process_time()
        intact = log_verify(user=user) is None and intact
        best_wall = min(best_wall, time.perf_counter() - wall)
        best_cpu = min(best_cpu, time.process_time() - cpu)
    data, links = _hashed_bytes(user)
    best_hash = float("inf")
    for _ in range(repeats):
        started = time.perf_counter()
        for body in data:
            hashlib.sha256(body).hexdigest()
        best_hash = min(best_hash, time.perf_counter() - started)
    return VerifyTiming(entries, links, best_wall, best_cpu, best_hash, intact)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.heavy", description=__doc__.split("\n\n")[0])
    parser.add_argument("--attempts", type=int, default=VERIFY_SIZE, help="size of the demo log (default 100000)")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each timing; the best counts")
    options = parser.parse_args(argv)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nocontact.settings")
    os.environ.setdefault("DJANGO_DEBUG", "False")
    os.environ.setdefault("DJANGO_SECRET_KEY", "bench-heavy-only-" + "x" * 40)
    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.db import connection

    call_command("migrate", verbosity=0, interactive=False)
    call_command(
        "seed_demo", attempts=options.attempts, username="demo", password="unused-" + "x" * 20, stdout=StringIO()
    )
    user = get_user_model().objects.get(username="demo")
    timing = measure_verification(user, repeats=options.repeats)
    print(f"{connection.vendor}, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}")
    print(timing.line())
    broken = timing.broken()
    print("\n".join(broken) if broken else "Every budget holds.")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.exit(main())
