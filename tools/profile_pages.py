"""Time the counter's pages, the log and the account page against the signed-in shell, in
process, the way `make bench` does (production settings, test client, medians).

    .venv/bin/python tools/profile_pages.py [--attempts 300] [--iterations 200] [--profile PAGE] [--keep DIR]

Builds a throwaway SQLite database with the demo account of `seed_demo` (three people,
two years of history, slips, urges, reasons) at `--attempts` contact attempts. Prints, for each page and as a multiple of the shell's: its median
time (ms), its fastest time, the Python function calls of one request (steady on a busy
machine, where times are not), and its queries. `--profile NAME` adds a cProfile of
that page; `--keep DIR` keeps the database for the next run.
"""

import argparse
import cProfile
import os
import pstats
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def configure(tmp: Path) -> None:
    """The bench's production settings, on a database that is kept in `tmp`."""
    from bench.run import configure as bench_configure

    bench_configure(tmp)
    os.environ["DJANGO_SQLITE_PATH"] = str(tmp / "db.sqlite3")


def populate(attempts: int):
    """The demo account (seed_demo) at this size; kept as it is when it is already there."""
    from django.contrib.auth import get_user_model

    from apps.bench.demo.seed import demo_seed
    from apps.counter.models import Person

    demo_seed(username="demo", attempts=attempts, seed=6, password="x")
    user = get_user_model().objects.get(username="demo")
    return user, list(Person.objects.filter(user=user).order_by("created_at"))


def pages(people) -> dict[str, str]:
    from django.urls import reverse

    from apps.counter.models import Person

    person = Person.objects.get(pk=people[0].pk)
    return {
        "shell": "/_bench/shell",
        "home": "/",
        "person": reverse("counter:person-detail", args=[person.pk]),
        "urge": reverse("counter:urge"),
        "account": "/accounts/settings/",
        "log": reverse("attempts:log"),
        "log-tactic": reverse("attempts:log") + "?tactic=guilt-tripping",
        "log-words": "words:birthday",  # a search's token URL, made in main()
        "journal": reverse("journal:index"),
        "journal-words": "journal-words:river",  # the same, for the journal
        "journal-entry": _latest_entry(person.user),
        "people": reverse("counter:person-list"),
        "urges": reverse("counter:urge-list"),
        "reasons": reverse("counter:reasons"),
        "insights": reverse("insights:page"),
        "insights-all": reverse("insights:page") + "?period=all",
    }


def _latest_entry(user) -> str:
    from django.urls import reverse

    from apps.journal.models import Entry

    entry = Entry.objects.for_user(user).filter(kind=Entry.Kind.ENTRY).order_by("-date", "-created_at").first()
    return reverse("journal:detail", args=[entry.pk])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--attempts", type=int, default=300)
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--profile", default="")
    parser.add_argument("--keep", help="a folder to keep the database and static files in, reused when there")
    options = parser.parse_args()

    tmp = Path(options.keep) if options.keep else Path(tempfile.mkdtemp(prefix="nocontact-profile-"))
    tmp.mkdir(exist_ok=True)
    configure(tmp)
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext
    from django.urls import reverse

    call_command("collectstatic", interactive=False, verbosity=0)
    call_command("migrate", verbosity=0)
    user, people = populate(options.attempts)
    client = Client()
    client.force_login(user)
    urls = pages(people)
    # Words never go into a URL: the search forms POST them, and the lists' URLs carry a token.
    searches = {"words": reverse("attempts:search"), "journal-words": reverse("journal:search")}
    urls = {
        name: client.post(searches[url.partition(":")[0]], {"q": url.partition(":")[2]})["Location"]
        if url.partition(":")[0] in searches
        else url
        for name, url in urls.items()
    }
    queries = {}
    for name, url in urls.items():
        response = client.get(url)
        assert response.status_code == 200, (name, response.status_code)
        for _ in range(20):
            client.get(url)
        with CaptureQueriesContext(connection) as captured:
            client.get(url)
        queries[name] = captured.captured_queries

    samples: dict[str, list[int]] = {name: [] for name in urls}
    order = list(urls)
    shuffle = random.Random(6).shuffle
    for _ in range(options.iterations):
        shuffle(order)
        for name in order:
            start = time.perf_counter_ns()
            client.get(urls[name])
            samples[name].append(time.perf_counter_ns() - start)

    # Python function calls per request: a steadier measure of work than time on a busy machine.
    calls = {}
    for name, url in urls.items():
        profiler = cProfile.Profile()
        profiler.runcall(client.get, url)
        calls[name] = pstats.Stats(profiler).total_calls

    # The fastest run is what a page costs on a quiet machine; the median is what `make bench` uses.
    shell, shell_min = statistics.median(samples["shell"]), min(samples["shell"])
    print(
        f"{'page':13} {'median':>7} {'x shell':>7} {'min':>6} {'x shell':>7} {'calls':>6} {'x shell':>7} {'queries':>7}"
    )
    for name in urls:
        median, fastest = statistics.median(samples[name]), min(samples[name])
        print(
            f"{name:13} {median / 1e6:7.2f} {median / shell:7.2f} {fastest / 1e6:6.2f} {fastest / shell_min:7.2f}"
            f" {calls[name]:6} {calls[name] / calls['shell']:7.2f} {len(queries[name]):7}"
        )

    if options.profile:
        for query in queries[options.profile]:
            print(" ", query["sql"][:160])
        profiler = cProfile.Profile()
        profiler.enable()
        for _ in range(100):
            client.get(urls[options.profile])
        profiler.disable()
        pstats.Stats(profiler).sort_stats(os.environ.get("PROFILE_SORT", "cumulative")).print_stats(45)
    return 0


if __name__ == "__main__":
    sys.exit(main())
