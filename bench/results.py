"""What one run measured, page by page, and how it is written to bench/results.json."""

from dataclasses import dataclass, field
from typing import Any

from bench.pages import Page
from bench.server import FirstVisit
from bench.timing import Timing


@dataclass
class PageResult:
    page: Page
    timings: dict[int, Timing] = field(default_factory=dict)  # by size
    # Median and 95th percentile as multiples of the shell's in the same run and size
    # (the shell's own: of the bare view's).
    ratio: dict[int, float] = field(default_factory=dict)
    p95_ratio: dict[int, float] = field(default_factory=dict)
    rps: float | None = None
    rps_ratio: float | None = None  # of the shell's requests/s
    first_visit: FirstVisit | None = None
    lighthouse: dict[str, int] | None = None
    lighthouse_misses: dict[str, list[str]] = field(default_factory=dict)

    @property
    def sizes(self) -> list[int]:
        return sorted(self.timings)

    @property
    def growth(self) -> float | None:
        """Time at the largest size over time at the smallest, each first taken as a
        multiple of the shell's at that size: sizes are measured minutes apart, and
        the shell, which does not look at the data, cancels the drift between them."""
        if len(self.sizes) < 2 or self.page.kind == "reference":
            return None
        return self.ratio[self.sizes[-1]] / self.ratio[self.sizes[0]]

    @property
    def raw_growth(self) -> float | None:
        if len(self.sizes) < 2:
            return None
        first, last = self.timings[self.sizes[0]], self.timings[self.sizes[-1]]
        return last.median_ms / first.median_ms

    def as_json(self) -> dict[str, Any]:
        page = self.page
        return {
            "kind": page.kind,
            "url": page.url if isinstance(page.url, str) else "(built per size)",
            "method": page.method,
            "signed_in": page.signed_in,
            "sizes": {
                str(size): {
                    "median_ms": round(t.median_ms, 4),
                    "p95_ms": round(t.p95_ms, 4),
                    "median_ratio": round(self.ratio[size], 3),
                    "p95_ratio": round(self.p95_ratio[size], 3),
                    "queries": t.queries,
                }
                for size, t in sorted(self.timings.items())
            },
            "growth": _round(self.growth),
            "raw_growth": _round(self.raw_growth),
            "requests_per_second": _round(self.rps, 1),
            "throughput_ratio": _round(self.rps_ratio),
            "first_visit_bytes": self.first_visit.bytes if self.first_visit else None,
            "first_visit": [
                {"path": d.path, "bytes": d.bytes, "encoding": d.encoding} for d in self.first_visit.downloads
            ]
            if self.first_visit
            else None,
            "other_hosts": self.first_visit.other_hosts if self.first_visit else None,
            "lighthouse": self.lighthouse,
            "lighthouse_misses": self.lighthouse_misses or None,
        }


def _round(value: float | None, digits: int = 3) -> float | None:
    return None if value is None else round(value, digits)
