"""Time the log's CSV or JSON export of the demo account, consumed as a browser would.

    DJANGO_SQLITE_PATH=... manage.py seed_demo --attempts 100000   # once
    .venv/bin/python tools/measure_export.py DB json|csv|none [QUERY] [--repeats N]

Production settings (no query log), the test client, the whole streamed response read
(bench.export, as `make bench` measures it). Prints the size, the wall time and the CPU
time of the export (CPU time is what it costs on a quiet machine), and how much this
process's resident memory grew while it streamed (the static files are collected in a
child process, whose memory is not counted).
"""

import argparse
import os
import resource
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("db")
    parser.add_argument("fmt", choices=["csv", "json", "none"])
    parser.add_argument("query", nargs="?", default="", help='the log\'s filters, e.g. "?person=..."')
    parser.add_argument(
        "--repeats", type=int, default=1, help="runs; the best time counts (the first reads a cold file)"
    )
    options = parser.parse_args()
    db, fmt, query = options.db, options.fmt, options.query
    tmp = Path(db).resolve().parent
    from bench.run import configure

    configure(tmp)
    os.environ["DJANGO_SQLITE_PATH"] = db
    import django

    django.setup()
    from django.contrib.auth import get_user_model

    from bench.export import measure_export

    # In a child process: its own peak memory (compressing the static files) is not the export's.
    subprocess.run([sys.executable, str(ROOT / "manage.py"), "collectstatic", "--no-input", "-v0"], check=True)
    user = get_user_model().objects.get(username="demo")
    ready = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    if fmt == "none":
        print(f"set up only: peak resident {ready:.0f} MB")
        return 0
    print(measure_export(user, fmt, repeats=options.repeats, query=query).line())
    return 0


if __name__ == "__main__":
    sys.exit(main())
