"""One bench run, once Django is set up: see bench/run.py."""

import argparse
import json
import math
import os
import platform
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import urlsplit

import django
from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.core.management import call_command
from django.db import connection
from django.test import Client

from bench import budgets, export, heavy, lighthouse, report, server
from bench.data import populate
from bench.pages import BARE, PAGES, SHELL
from bench.results import PageResult
from bench.timing import PageError, Timing, measure

OUT = Path(__file__).parent / "out"


def say(message: str) -> None:
    print(f"bench: {message}", file=sys.stderr, flush=True)


@contextmanager
def bench_database(size: int, tmp: Path) -> Iterator[dict[str, str]]:
    """A fresh, migrated database for one size; yields the environment that points a
    separate process (gunicorn) at it. Never touches the configured database itself."""
    old_name = connection.settings_dict["NAME"]
    if connection.vendor == "sqlite":
        connection.settings_dict["TEST"]["NAME"] = str(tmp / f"bench-{size}.sqlite3")
    else:
        connection.settings_dict["TEST"]["NAME"] = f"{old_name}_bench"
    name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
    if connection.vendor == "sqlite":
        env = {"DJANGO_SQLITE_PATH": name}
    else:
        url = urlsplit(os.environ["DATABASE_URL"])._replace(path=f"/{name}")
        env = {"DATABASE_URL": url.geturl()}
    try:
        yield env
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)


def session_cookie(user: AbstractBaseUser) -> str:
    """A real session in the bench database, as a Cookie header value."""
    client = Client()
    client.force_login(user)
    name = settings.SESSION_COOKIE_NAME
    return f"{name}={client.cookies[name].value}"


def reference_size(sizes: list[int]) -> int:
    """The size the time budgets apply at: 10,000 attempts, or the nearest measured."""
    return min(sizes, key=lambda s: abs(math.log(s / budgets.REFERENCE_SIZE)))


def record_timings(results: dict[str, PageResult], size: int, timings: dict[str, Timing]) -> None:
    for name, timing in timings.items():
        result = results[name]
        against = timings["bare" if name == "shell" else "shell"]
        result.timings[size] = timing
        result.ratio[size] = timing.median_ms / against.median_ms
        result.p95_ratio[size] = timing.p95_ms / against.p95_ms


def measure_server(
    results: dict[str, PageResult],
    user: AbstractBaseUser,
    env: dict[str, str],
    options: argparse.Namespace,
) -> float:
    """Everything measured over HTTP, at one size: bytes, throughput, Lighthouse.
    Returns the resident memory (MB) of the larger gunicorn worker afterwards."""
    signed_in = session_cookie(user)
    # Whole pages only: a POST or an htmx fragment is no visit and no load test.
    pages = [r.page for r in results.values() if r.page.method == "GET" and not r.page.headers]
    urls = {page.name: page.path(user) for page in pages}
    cookies = {page.name: signed_in if page.signed_in else "" for page in pages}
    OUT.mkdir(exist_ok=True)
    with server.gunicorn({**os.environ, **env}, OUT / "gunicorn.log") as app:
        base = app.base
        # Also proves that each page answers 200 as its visitor (wrk would count a
        # redirect to the sign-in page as a success).
        for page in pages:
            if page is not BARE:
                results[page.name].first_visit = server.first_visit(base, urls[page.name], cookies[page.name])

        loaded = [p for p in pages if p.throughput or p is BARE]
        say(f"throughput: {len(loaded)} pages x {options.seconds:g} s under gunicorn")
        for page in loaded:  # warm both workers up: first requests load templates
            server.requests_per_second(base + urls[page.name], cookies[page.name], seconds=1)
        # Interleaved rounds of about 2 s each, so drift hits every page alike.
        rounds = max(1, round(options.seconds / 2))
        rps: dict[str, float] = dict.fromkeys((p.name for p in loaded), 0.0)
        for _ in range(rounds):
            for page in loaded:
                rps[page.name] += (
                    server.requests_per_second(
                        base + urls[page.name],
                        cookies[page.name],
                        seconds=options.seconds / rounds,
                    )
                    / rounds
                )
        for name, figure in rps.items():
            results[name].rps = figure
            results[name].rps_ratio = figure / rps["shell"]

        for page in (p for p in pages if p.lighthouse and not options.no_lighthouse):
            say(f"lighthouse: {page.name}")
            report_path = OUT / f"lighthouse-{page.name}.json"
            result = results[page.name]
            result.lighthouse = lighthouse.scores(base + urls[page.name], cookies[page.name], report_path)
            result.lighthouse_misses = lighthouse.failed_audits(report_path)

        # After every request above: what a worker holds once it has served them all.
        return max(app.worker_rss_mb())


def run(options: argparse.Namespace, tmp: Path) -> int:
    call_command("collectstatic", interactive=False, verbosity=0)
    pages = [BARE, SHELL, *PAGES]
    results = {page.name: PageResult(page) for page in pages}
    reference = reference_size(options.sizes)
    worker_mb: float | None = None
    for size in options.sizes:
        with bench_database(size, tmp) as env:
            started = time.monotonic()
            user = populate(size)
            say(f"{size:,} attempts: data in {time.monotonic() - started:.1f} s")
            say(f"{size:,} attempts: {len(pages)} pages x {options.iterations} requests")
            try:
                timings = measure(pages, user, iterations=options.iterations, warmup=options.warmup)
                record_timings(results, size, timings)
                if size == reference:
                    worker_mb = measure_server(results, user, env, options)
                if size == max(options.sizes):  # heavy work (jobs) and the exports at the largest size
                    heavy_timing = heavy.measure_verification(user)
                    export_timings = [export.measure_export(user, fmt) for fmt in export.FORMATS]
            except (PageError, server.ServerError, lighthouse.LighthouseError) as error:
                say(f"stopped: {error}")
                return 2

    rows = list(results.values())
    broken = budgets.broken(rows, reference, worker_mb) + heavy_timing.broken()
    broken += [line for timing in export_timings for line in timing.broken()]
    notes = report.lighthouse_notes(rows)
    write_json(options, rows, reference, broken, notes, worker_mb)
    sizes = ", ".join(f"{s:,}" for s in options.sizes)
    print(
        f"\n{connection.vendor}; sizes {sizes} attempts; {options.iterations} requests"
        f" per page and size; budgets at {reference:,}\n"
    )
    print(report.table(rows, reference))
    if worker_mb is not None:
        print(
            f"\ngunicorn worker resident memory after the bench at {reference:,} attempts:"
            f" {worker_mb:.0f} MB (budget {budgets.WORKER_MB} MB)"
        )
    print(f"\nHeavy work (jobs):\n  {heavy_timing.line()}")
    print("\nThe log's exports, streamed to the end:\n" + "\n".join(f"  {t.line()}" for t in export_timings))
    if notes:
        print("\nLighthouse, under 100 (reported, not enforced):")
        print("\n".join(f"  {note}" for note in notes))
    if broken:
        print("\nBudgets broken:\n" + "\n".join(f"  {b}" for b in broken))
    else:
        print("\nEvery budget holds.")
    return 1 if broken else 0


def write_json(
    options, rows: list[PageResult], reference: int, broken: list[str], notes: list[str], worker_mb: float | None
) -> None:
    data = {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "django": django.get_version(),
            "database": connection.vendor,
        },
        "sizes": options.sizes,
        "reference_size": reference,
        "iterations": options.iterations,
        "wrk": {
            "threads": server.WRK_THREADS,
            "connections": server.WRK_CONNECTIONS,
            "seconds_per_page": options.seconds,
        },
        "budgets": {k: v for k, v in vars(budgets).items() if k.isupper()},
        "pages": {r.page.name: r.as_json() for r in rows},
        "worker_rss_mb": None if worker_mb is None else round(worker_mb, 1),
        "broken": broken,
        "lighthouse_notes": notes,
    }
    options.json.write_text(json.dumps(data, indent=2) + "\n")
    say(f"wrote {options.json}")
