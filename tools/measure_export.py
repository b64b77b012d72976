"""Time the log's CSV or JSON export of the demo account, consumed as a browser would.

    DJANGO_SQLITE_PATH=... manage.py seed_demo --attempts 100000   # once
    /usr/bin/time -v .venv/bin/python tools/measure_export.py DB json|csv|none [QUERY]

Production settings (no query log), the test client, the whole streamed response read.
Prints the size, the wall time and the CPU time of the export (CPU time is what it costs
on a quiet machine); `none` only sets up, for the resident memory it starts from.
"""

import os
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
    from django.core.management import call_command
    from django.test import Client

    call_command("collectstatic", interactive=False, verbosity=0)
    client = Client()
    client.force_login(get_user_model().objects.get(username="demo"))
    client.get("/log/")  # the tactics, the templates, the connection
    if fmt == "none":
        print("set up only")
        return 0
    wall, cpu = time.perf_counter(), time.process_time()
    response = client.get(f"/log/export.{fmt}{query}")
    size = sum(len(chunk) for chunk in response.streaming_content)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(f"export.{fmt}{query}: {size / 1e6:.1f} MB in {wall:.2f} s wall, {cpu:.2f} s CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
