"""The bench's own logic, without running a benchmark."""

import os
import subprocess
import sys

from bench import budgets, server
from bench.pages import PAGES, SHELL, Page
from bench.results import PageResult
from bench.server import Download, FirstVisit, _AssetFinder
from bench.suite import reference_size
from bench.timing import Timing


def result(page: Page, ratios: dict[int, float], queries: int = 2) -> PageResult:
    r = PageResult(page)
    for size, ratio in ratios.items():
        r.timings[size] = Timing(median_ms=ratio, p95_ms=ratio, queries=queries)
        r.ratio[size] = r.p95_ratio[size] = ratio
    return r


def test_a_page_within_every_budget_breaks_none():
    page = Page("log", "/log/", kind="list", throughput=True)
    r = result(page, {1_000: 4.0, 10_000: 4.5, 100_000: 5.0})
    r.rps_ratio = 0.5
    r.first_visit = FirstVisit([Download("/log/", 20_000, "-")], [])
    assert budgets.broken([r], 10_000, worker_mb=149) == []


def test_main_pages_are_held_to_four_times_the_shell_and_lists_to_five():
    page, listing = Page("person", "/people/x/"), Page("log", "/log/", kind="list")
    assert budgets.broken([result(page, {10_000: 3.9}), result(listing, {10_000: 4.9})], 10_000) == []
    found = budgets.broken([result(page, {10_000: 4.1}), result(listing, {10_000: 5.1})], 10_000)
    assert found == [
        "person: median 4.10x the shell at 10,000 attempts (budget 4x)",
        "log: median 5.10x the shell at 10,000 attempts (budget 5x)",
    ]


def test_the_workers_memory_is_read_from_the_masters_children():
    """The bench reads each gunicorn worker's resident memory from /proc: here, a
    child of this process that holds 40 MB."""
    child = subprocess.Popen(
        [sys.executable, "-c", "import sys; held = bytearray(40 << 20); print(flush=True); sys.stdin.read()"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    try:
        child.stdout.readline()  # the memory is held
        assert child.pid in server._children(os.getpid())
        assert 40 < server._rss_mb(child.pid) < 100
    finally:
        child.communicate(b"")


def test_each_broken_budget_is_named_with_the_page():
    page = Page("dashboard", "/")
    r = result(page, {1_000: 2.0, 10_000: 4.5, 100_000: 5.6}, queries=9)
    r.timings[1_000] = Timing(median_ms=2.0, p95_ms=2.0, queries=7)
    r.rps_ratio = 0.2
    r.first_visit = FirstVisit([Download("/", 70_000, "-")], ["https://fonts.example/font.woff2"])
    found = budgets.broken([r], 10_000, worker_mb=151)
    assert found == [
        "gunicorn worker: 151 MB resident after the bench (budget 150 MB)",
        "dashboard: median 4.50x the shell at 10,000 attempts (budget 4x)",
        "dashboard: grows 2.80x from 1,000 to 100,000 attempts (budget 1.3x)",
        "dashboard: 9 SQL queries (budget 8)",
        "dashboard: SQL queries change with the data (1,000: 7, 10,000: 9, 100,000: 9)",
        "dashboard: 20% of the shell's requests/s (budget at least 25%)",
        "dashboard: first visit 68.4 KB compressed (budget 60 KB)",
        "dashboard: refers to other hosts: https://fonts.example/font.woff2",
    ]


def test_the_shell_is_held_to_ten_times_the_bare_view():
    found = budgets.broken([result(SHELL, {100: 12.0, 10_000: 12.0})], 10_000)
    assert found == ["shell: 12.0x the bare view (budget 10x)"]


def test_budgets_apply_at_the_measured_size_nearest_ten_thousand():
    assert reference_size([1_000, 10_000, 100_000]) == 10_000
    assert reference_size([100, 1_000]) == 1_000
    assert reference_size([50_000, 100_000]) == 50_000


def test_a_first_visit_counts_stylesheets_scripts_icons_and_images():
    finder = _AssetFinder()
    finder.feed(
        '<link rel="stylesheet" href="/static/a.css"><link rel="icon" href="/i.svg">'
        '<link rel="canonical" href="/elsewhere"><script src="/static/b.js" defer>'
        '</script><script type="application/json">{}</script><img src="/c.png">'
    )
    assert finder.urls == ["/static/a.css", "/i.svg", "/static/b.js", "/c.png"]


def test_every_bench_page_has_a_unique_name():
    names = [page.name for page in PAGES] + ["bare", "shell"]
    assert len(names) == len(set(names))


def test_transaction_control_is_not_counted_as_a_query():
    from bench.timing import count_queries

    captured = [
        {"sql": "BEGIN"},
        {"sql": 'SELECT 1 FROM "django_session"'},
        {"sql": 'INSERT INTO "attempts_attempt" VALUES (1)'},
        {"sql": 'SAVEPOINT "s1"'},
        {"sql": 'RELEASE SAVEPOINT "s1"'},
        {"sql": "COMMIT"},
    ]
    assert count_queries(captured) == 2


def test_a_page_can_have_budgets_of_its_own():
    page = Page("insights", "/insights/", per_shell=4.0, queries=9)
    assert budgets.broken([result(page, {100: 3.9, 10_000: 3.9}, queries=9)], 10_000) == []
    found = budgets.broken([result(page, {100: 4.5, 10_000: 4.5}, queries=10)], 10_000)
    assert found == [
        "insights: median 4.50x the shell at 10,000 attempts (budget 4x)",
        "insights: 10 SQL queries (budget 9)",
    ]
