"""CPU time of the log's pages and of the log template alone, on a profile_pages database.

    .venv/bin/python tools/profile_pages.py --attempts 10000 --keep DIR   # once, builds DIR/db.sqlite3
    .venv/bin/python tools/measure_log.py DIR [--requests 300]

CPU time (time.process_time) rather than wall time: steady on a machine shared with other
work. For each page: the fastest, first quartile and median request, its Python calls and
its queries; then the template alone (timeit, the page's own context): the results
fragment (50 rows) and the whole page.
"""

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import time
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("dir", type=Path)
    parser.add_argument("--requests", type=int, default=300)
    options = parser.parse_args()
    from bench.run import configure

    configure(options.dir)
    os.environ["DJANGO_SQLITE_PATH"] = str(options.dir / "db.sqlite3")
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.db import connection
    from django.template.loader import get_template
    from django.test import Client
    from django.test.utils import CaptureQueriesContext, setup_test_environment

    call_command("collectstatic", interactive=False, verbosity=0)
    setup_test_environment()  # responses keep their context, for the template timing
    client = Client()
    client.force_login(get_user_model().objects.get(username="demo"))
    searched = client.post("/log/search/", {"q": "birthday"})
    # Before issue 12 the words went into the URL; the fallback measures such a checkout.
    words = searched["Location"] if searched.status_code == 303 else "/log/?q=birthday"
    urls = {"shell": "/_bench/shell", "log": "/log/", "log-tactic": "/log/?tactic=guilt-tripping", "log-words": words}
    for name, url in urls.items():
        for _ in range(10):
            assert client.get(url).status_code == 200, name
        samples = []
        for _ in range(options.requests):
            start = time.process_time_ns()
            client.get(url)
            samples.append(time.process_time_ns() - start)
        profiler = cProfile.Profile()
        profiler.runcall(client.get, url)
        with CaptureQueriesContext(connection) as queries:
            client.get(url)
        samples.sort()
        print(
            f"{name:10} CPU min {samples[0] / 1e6:5.2f} ms  p25 {samples[len(samples) // 4] / 1e6:5.2f}"
            f"  median {statistics.median(samples) / 1e6:5.2f} ms  calls {pstats.Stats(profiler).total_calls:6}"
            f"  queries {len(queries)}"
        )
    response = client.get("/log/")
    context, request = response.context[0].flatten(), response.wsgi_request
    for name in ("attempts/log.html#results", "attempts/log.html"):
        template = get_template(name)
        times = timeit.repeat(
            lambda t=template: t.render(context, request), number=100, repeat=7, timer=time.process_time
        )
        print(f"render {name:26} CPU min {min(times) / 100 * 1000:.3f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
