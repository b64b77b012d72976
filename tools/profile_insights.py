"""The insights page's cost against the shell, in this process's CPU time (steadier than
the clock on a shared machine), on the demo account at a given size.

    .venv/bin/python tools/profile_insights.py --attempts 10000 [--keep DIR] [--requests 40] [--profile PAGE]

Builds (or reuses, with --keep) the database tools/profile_pages.py builds, warms each page
up, then prints the mean CPU milliseconds per request of the shell, the dashboard, /insights/
(the last 90 days) and /insights/?period=all, and each as a multiple of the shell. `--profile insights`
adds a cProfile of that page, by internal time.
"""

import argparse
import cProfile
import pstats
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.profile_pages import configure, populate  # noqa: E402

# The dashboard too: its weeks-ahead line reads the same roll-ups.
URLS = {"shell": "/_bench/shell", "home": "/", "insights": "/insights/", "insights-all": "/insights/?period=all"}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--attempts", type=int, default=10_000)
    parser.add_argument("--requests", type=int, default=40)
    parser.add_argument("--keep", help="a folder to keep the database in, reused when there")
    parser.add_argument("--profile", choices=sorted(URLS), default="")
    options = parser.parse_args()
    tmp = Path(options.keep) if options.keep else Path(tempfile.mkdtemp(prefix="nocontact-insights-"))
    tmp.mkdir(exist_ok=True)
    configure(tmp)
    import django

    django.setup()
    from django.core.management import call_command
    from django.test import Client

    call_command("collectstatic", interactive=False, verbosity=0)
    call_command("migrate", verbosity=0)
    user, _people = populate(options.attempts)
    client = Client()
    client.force_login(user)
    for url in URLS.values():
        for _ in range(10):
            assert client.get(url).status_code == 200
    cpu = {}
    for name, url in URLS.items():
        start = time.process_time()
        for _ in range(options.requests):
            client.get(url)
        cpu[name] = (time.process_time() - start) / options.requests * 1000
    print(f"{options.attempts:,} attempts, CPU ms per request (x the shell):")
    for name, ms in cpu.items():
        print(f"  {name:13} {ms:7.2f}  {ms / cpu['shell']:5.2f}x")
    if options.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for _ in range(30):
            client.get(URLS[options.profile])
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(40)
    return 0


if __name__ == "__main__":
    sys.exit(main())
