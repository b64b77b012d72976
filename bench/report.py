"""The table `make bench` prints."""

from bench.results import PageResult


def _num(value: float | None, spec: str) -> str:
    return "-" if value is None else format(value, spec)


def table(results: list[PageResult], reference_size: int) -> str:
    sizes = results[0].sizes
    header = [
        "page",
        "as",
        f"ms@{reference_size:,}",
        "xshell",
        "p95xshell",
        "xshell by size",
        "queries",
        "growth",
        "req/s",
        "xshell",
        "1st visit KB",
        "lighthouse P/A/BP/SEO",
    ]
    rows = [header]
    for r in results:
        t = r.timings[reference_size]
        is_shell = r.page.name == "shell"
        queries = {r.timings[s].queries for s in sizes}
        rows.append(
            [
                r.page.name + (" (list)" if r.page.kind == "list" else ""),
                "in" if r.page.signed_in else "out",
                f"{t.median_ms:.2f}",
                "-" if r.page.name == "bare" else f"{r.ratio[reference_size]:.2f}" + ("xbare" if is_shell else ""),
                "-" if r.page.name == "bare" else f"{r.p95_ratio[reference_size]:.2f}",
                "-" if r.page.kind == "reference" else " / ".join(f"{r.ratio[s]:.2f}" for s in sizes),
                str(queries.pop()) if len(queries) == 1 else "/".join(str(r.timings[s].queries) for s in sizes),
                _num(r.growth, ".2f"),
                _num(r.rps, ".0f"),
                _num(r.rps_ratio, ".2f"),
                "-" if r.first_visit is None else f"{r.first_visit.bytes / 1024:.1f}",
                "-" if r.lighthouse is None else "/".join(str(v) for v in r.lighthouse.values()),
            ]
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = [
        "  ".join(
            cell.ljust(w) if i < 2 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        )
        for row in rows
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def lighthouse_notes(results: list[PageResult]) -> list[str]:
    notes = []
    for r in results:
        for category, titles in r.lighthouse_misses.items():
            score = (r.lighthouse or {}).get(category)
            notes.append(f"{r.page.name}: {category} {score}: " + "; ".join(titles))
    return notes
