"""The budgets of issue 6. `make bench` fails, naming the page, when one is broken."""

from bench.results import PageResult

SHELL_PER_BARE = 10.0  # the signed-in shell, as a multiple of the bare view
PAGE_PER_SHELL = 3.0  # median server time of a page, at REFERENCE_SIZE
LIST_PER_SHELL = 5.0  # ... of a list page (the log, search)
REFERENCE_SIZE = 10_000  # attempts
GROWTH = 1.3  # time at the largest size over time at the smallest
QUERIES = 8  # per page, and the same at every size (BEGIN/COMMIT not counted: bench/timing.py)
THROUGHPUT = 0.35  # requests/s under gunicorn, as a share of the shell's
FIRST_VISIT_BYTES = 60 * 1024  # HTML plus every asset, compressed as served


def broken(results: list[PageResult], reference_size: int) -> list[str]:
    """One line per page and budget broken."""
    found: list[str] = []
    for result in results:
        page, name = result.page, result.page.name
        ratio = result.ratio.get(reference_size)
        if page.name == "shell" and ratio is not None and ratio > SHELL_PER_BARE:
            found.append(f"shell: {ratio:.1f}x the bare view (budget {SHELL_PER_BARE:g}x)")
        if page.kind != "reference" and ratio is not None:
            limit = page.per_shell or (LIST_PER_SHELL if page.kind == "list" else PAGE_PER_SHELL)
            if ratio > limit:
                found.append(
                    f"{name}: median {ratio:.2f}x the shell at {reference_size:,} attempts (budget {limit:g}x)"
                )
        if result.growth is not None and result.growth > GROWTH:
            found.append(
                f"{name}: grows {result.growth:.2f}x from {result.sizes[0]:,} to"
                f" {result.sizes[-1]:,} attempts (budget {GROWTH:g}x)"
            )
        counts = [t.queries for t in result.timings.values()]
        most = page.queries or QUERIES
        if counts and max(counts) > most:
            found.append(f"{name}: {max(counts)} SQL queries (budget {most})")
        if len(set(counts)) > 1:
            by_size = ", ".join(f"{s:,}: {result.timings[s].queries}" for s in result.sizes)
            found.append(f"{name}: SQL queries change with the data ({by_size})")
        rps = result.rps_ratio
        if page.kind != "reference" and rps is not None and rps < THROUGHPUT:
            found.append(f"{name}: {rps:.0%} of the shell's requests/s (budget at least {THROUGHPUT:.0%})")
        visit = result.first_visit
        if visit and visit.bytes > FIRST_VISIT_BYTES:
            found.append(
                f"{name}: first visit {visit.bytes / 1024:.1f} KB compressed (budget {FIRST_VISIT_BYTES / 1024:g} KB)"
            )
        if visit and visit.other_hosts:
            found.append(f"{name}: refers to other hosts: {', '.join(visit.other_hosts)}")
    return found


# Heavy work (issue 13), measured by bench/evidence.py: a signed report or bundle of the demo log.
REPORT_1000_SECONDS = 30  # 1,000 entries with 20 images
REPORT_10000_SECONDS = 300  # 10,000 entries, with progress
REPORT_PEAK_MB = 1024  # peak resident memory of the process that makes it
