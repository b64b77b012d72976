"""Heavy work in `make bench`: evidence reports and bundles (issue 13).

    python -m bench.evidence [--quick]

Builds the demo account (seed_demo) at 1,000 and 10,000 contact attempts in throwaway SQLite
files, adds screenshots until the log has 20, and makes, each in a fresh child process (so
its peak memory is its own): the signed report and the bundle at 1,000 entries, and the
report at 10,000 (counting its progress updates). Prints wall time, CPU time and peak
resident memory, and fails when a budget in bench/budgets.py is broken.
"""

import argparse
import json
import os
import secrets
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.memory import peak_resident_mb

ROOT = Path(__file__).resolve().parent.parent
IMAGES = 20


def _env(tmp: Path, size: int) -> dict[str, str]:
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "nocontact.settings",
        "DJANGO_DEBUG": "False",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1",
        "DJANGO_SQLITE_PATH": str(tmp / f"demo-{size}.sqlite3"),
        "DJANGO_EVIDENCE_ROOT": str(tmp / f"evidence-{size}"),
        "DJANGO_SIGNING_KEY_DIR": str(tmp / "keys"),
        "DJANGO_LOG_LEVEL": "WARNING",
    }


def _child(tmp: Path, size: int, *args: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-m", "bench.evidence", "--child", *args],
        cwd=ROOT,
        env=_env(tmp, size),
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"bench.evidence {' '.join(args)} failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _seed(tmp: Path, size: int) -> None:
    env = _env(tmp, size)
    for command in (["migrate", "-v0"], ["seed_demo", "--attempts", str(size), "--password", "bench-only"]):
        subprocess.run([sys.executable, "manage.py", *command], cwd=ROOT, env=env, check=True, capture_output=True)
    _child(tmp, size, "images")


def child(action: str, out: Path | None) -> dict:
    """Runs in the child process, with Django set up from the environment."""
    import django

    django.setup()
    from django.contrib.auth import get_user_model

    from apps.attempts.models import Attempt, EvidenceFile
    from apps.attempts.services import attempt_update
    from apps.evidence.bundle import bundle_build, report_build
    from apps.evidence.collect import Scope

    user = get_user_model().objects.get(username="demo")
    if action == "images":
        from apps.bench.demo.seed import _screenshot

        have = EvidenceFile.objects.filter(attempt__user=user).count()
        attempts = Attempt.objects.filter(user=user, deleted_at__isnull=True, files__isnull=True).order_by(
            "occurred_at"
        )
        step = max(1, attempts.count() // IMAGES)
        for attempt in list(attempts[::step])[: max(0, IMAGES - have)]:
            attempt_update(attempt=attempt, files=[("screenshot.png", _screenshot(attempt.message or "hello"))])
        return {"images": EvidenceFile.objects.filter(attempt__user=user).count()}
    updates = []
    build = report_build if action == "report" else bundle_build
    start_wall, start_cpu = time.perf_counter(), time.process_time()
    built = build(user=user, scope=Scope(include_tags=True), out=out, progress=lambda d, t: updates.append(d))
    return {
        "wall": time.perf_counter() - start_wall,
        "cpu": time.process_time() - start_cpu,
        "peak_mb": peak_resident_mb(),
        "entries": built.entries,
        "bytes": built.size,
        "progress_updates": len(updates),
        "images": EvidenceFile.objects.filter(attempt__user=user, content_type__startswith="image/").count(),
    }


def heavy_work(*, quick: bool = False) -> int:
    """Measure, print, and return 1 when a budget is broken."""
    from bench import budgets

    tmp = Path(tempfile.mkdtemp(prefix="nocontact-bench-evidence-"))
    rows, broken = [], []
    plan = [(1_000, "report"), (1_000, "bundle")] + ([] if quick else [(10_000, "report")])
    try:
        for size in sorted({size for size, _ in plan}):
            print(f"  seeding the demo log with {size:,} attempts and {IMAGES} screenshots", flush=True)
            _seed(tmp, size)
        for size, action in plan:
            found = _child(tmp, size, action, str(tmp / f"{action}-{size}.out"))
            rows.append((size, action, found))
            limit = budgets.REPORT_1000_SECONDS if size <= 1_000 else budgets.REPORT_10000_SECONDS
            if found["wall"] > limit:
                broken.append(f"{action} of {size:,} entries: {found['wall']:.1f} s (budget {limit} s)")
            if found["peak_mb"] > budgets.REPORT_PEAK_MB:
                broken.append(
                    f"{action} of {size:,} entries: {found['peak_mb']:.0f} MB peak (budget {budgets.REPORT_PEAK_MB} MB)"
                )
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("\nHeavy work: evidence (signed PDF report, bundle ZIP)")
    print(f"{'what':<28}{'wall s':>9}{'CPU s':>9}{'peak MB':>9}{'images':>8}{'updates':>9}{'size KB':>9}")
    for size, action, found in rows:
        print(
            f"{action + ' of ' + format(size, ',') + ' entries':<28}{found['wall']:>9.1f}{found['cpu']:>9.1f}"
            f"{found['peak_mb']:>9.0f}{found['images']:>8}{found['progress_updates']:>9}{found['bytes'] // 1024:>9}"
        )
    for line in broken:
        print(f"BUDGET BROKEN: {line}")
    return 1 if broken else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.evidence", description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="1,000 entries only")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    options = parser.parse_args(argv)
    if options.child:
        action, *rest = options.child
        print(json.dumps(child(action, Path(rest[0]) if rest else None)))
        return 0
    # Run on its own (not from bench.run): the budgets module needs Django's app registry.
    import django

    os.environ.update({k: v for k, v in _env(Path(tempfile.gettempdir()), 0).items() if k.startswith("DJANGO_")})
    django.setup()
    return heavy_work(quick=options.quick)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
