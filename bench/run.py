"""`make bench`: time every main page against two reference views, at several sizes of
data, in one run; check the budgets of issue 6; print a table and write
bench/results.json. Exits 1 when a budget is broken, naming the page and the budget.

    python -m bench.run [--quick] [--sizes 1000,10000,100000] [--iterations 200]

The app runs with production settings (DEBUG off, hashed and compressed static files)
on a throwaway database: a SQLite file in a temporary folder, or, when DATABASE_URL is
set, a new PostgreSQL database beside the one it names.
"""

import argparse
import os
import secrets
import shutil
import sys
import tempfile
from pathlib import Path

import django

ROOT = Path(__file__).resolve().parent.parent


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="make bench", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--sizes",
        type=lambda s: sorted({int(n.replace("_", "")) for n in s.split(",")}),
        default=[1_000, 10_000, 100_000],
        help="comma-separated numbers of contact attempts (default 1000,10000,100000: growth is"
        " measured from the smallest to the largest, budgets apply at the one nearest 10,000)",
    )
    parser.add_argument("--iterations", type=int, default=200, help="timed requests per page and size")
    parser.add_argument("--warmup", type=int, default=20, help="untimed requests per page first")
    parser.add_argument(
        "--seconds",
        type=float,
        default=6,
        help="wrk seconds per page, in interleaved rounds of about 2 s",
    )
    parser.add_argument("--no-lighthouse", action="store_true", help="skip Lighthouse")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="smoke run: sizes 100,1000, 20 iterations, 1 s of wrk per page",
    )
    parser.add_argument("--json", type=Path, default=ROOT / "bench" / "results.json")
    options = parser.parse_args(argv)
    if options.quick:
        options.sizes, options.iterations, options.warmup, options.seconds = (
            [100, 1_000],
            20,
            3,
            1,
        )
    return options


def configure(tmp: Path) -> None:
    """Production settings, with what plain HTTP on loopback and the bench need."""
    os.environ.update(
        {
            "DJANGO_SETTINGS_MODULE": "nocontact.settings",
            "DJANGO_DEBUG": "False",
            "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
            "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost,testserver",
            "DJANGO_SECURE_SSL_REDIRECT": "False",
            "DJANGO_BENCH_VIEWS": "True",
            "DJANGO_STATIC_ROOT": str(tmp / "static"),
            "DJANGO_SQLITE_PATH": str(tmp / "unused.sqlite3"),
            "DJANGO_EVIDENCE_ROOT": str(tmp / "evidence"),  # the demo's screenshots
            "DJANGO_LOG_LEVEL": "WARNING",
            # No per-account write limits: the bench posts hundreds of quick logs from one
            # account, and a refused save would be timed (and counted) instead of a save.
            "DJANGO_LOG_WRITE_LIMIT": "",
            "DJANGO_UPLOAD_LIMIT": "",
        }
    )


def main(argv: list[str] | None = None) -> int:
    options = parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="nocontact-bench-"))
    try:
        configure(tmp)
        django.setup()
        from bench.suite import run  # needs the app registry

        code = run(options, tmp)
        from bench.evidence import heavy_work  # heavy work: evidence reports (issue 13)

        code = max(code, heavy_work(quick=options.quick))
        from bench.imports import heavy_work as imports_work  # bringing evidence in (issue 17)

        return max(code, imports_work(quick=options.quick))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
