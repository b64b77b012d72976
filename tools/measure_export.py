"""Time the log's CSV or JSON export of the demo account, consumed as a browser would.

    DJANGO_SQLITE_PATH=... manage.py seed_demo --attempts 100000   # once
    .venv/bin/python tools/measure_export.py DB json|csv|none [QUERY]

Production settings (no query log), the test client, the whole streamed response read.
Prints the size, the wall time and the CPU time of the export (CPU time is what it costs
on a quiet machine), and this process's peak resident memory before and after it (the
static files are collected in a child process, whose memory is not counted).
"""

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    db, fmt = sys.argv[1], sys.argv[2]
    query = sys.argv[3] if len(sys.argv) > 3 else ""
    tmp = Path(db).resolve().parent
    from bench.run import configure

    configure(tmp)
    os.environ["DJANGO_SQLITE_PATH"] = db
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.test import Client

    # In a child process: its own peak memory (compressing the static files) is not the export's.
    subprocess.run([sys.executable, str(ROOT / "manage.py"), "collectstatic", "--no-input", "-v0"], check=True)
    client = Client()
    client.force_login(get_user_model().objects.get(username="demo"))
    client.get("/log/")  # the tactics, the templates, the connection
    ready = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    if fmt == "none":
        print(f"set up only: peak resident {ready:.0f} MB")
        return 0
    wall, cpu = time.perf_counter(), time.process_time()
    response = client.get(f"/log/export.{fmt}{query}")
    size = sum(len(chunk) for chunk in response.streaming_content)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"export.{fmt}{query}: {size / 1e6:.1f} MB in {wall:.2f} s wall, {cpu:.2f} s CPU;"
        f" peak resident {ready:.0f} MB before, {peak:.0f} MB after"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
