"""Precision and recall of the reply check, flag by flag, on labelled drafts.

A labelled file is JSON: [{"text": "...", "flags": ["justifying", ...]}, ...]; see
tests/journal/reply_drafts.md for what each flag means. Counting draft by draft: a
true positive is a flag both raised and labelled, a false positive one raised but not
labelled, a false negative one labelled but not raised. Pure functions; the command
evaluate_reply_check prints the report.
"""

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .check import FLAGS, check_reply


@dataclass(frozen=True)
class Draft:
    text: str
    flags: frozenset[str]


@dataclass
class Counts:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    @property
    def precision(self) -> float | None:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else None

    @property
    def recall(self) -> float | None:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else None


@dataclass
class Miss:
    text: str
    expected: frozenset[str]
    raised: tuple[str, ...]


@dataclass
class Report:
    drafts: int
    per_flag: dict[str, Counts]
    exact: int
    misses: list[Miss] = field(default_factory=list)

    @property
    def micro(self) -> Counts:
        total = Counts()
        for counts in self.per_flag.values():
            total.tp, total.fp, total.fn = total.tp + counts.tp, total.fp + counts.fp, total.fn + counts.fn
        return total


def load_drafts(path: str | Path) -> list[Draft]:
    """Read a labelled file; an unknown flag is an error (a typo would skew figures)."""
    rows = json.loads(Path(path).read_text(encoding="utf-8"))
    drafts = []
    for number, row in enumerate(rows, 1):
        unknown = set(row["flags"]) - set(FLAGS)
        if unknown:
            raise ValueError(f"Draft {number}: unknown flag {sorted(unknown)}")
        drafts.append(Draft(row["text"], frozenset(row["flags"])))
    return drafts


def evaluate(drafts: Sequence[Draft], raise_flags: Callable[[str], tuple[str, ...]] | None = None) -> Report:
    raise_flags = raise_flags or (lambda text: check_reply(text).slugs)
    report = Report(len(drafts), {slug: Counts() for slug in FLAGS}, 0)
    for draft in drafts:
        raised = tuple(raise_flags(draft.text))
        got = set(raised)
        for slug in got & draft.flags:
            report.per_flag[slug].tp += 1
        for slug in got - draft.flags:
            report.per_flag[slug].fp += 1
        for slug in draft.flags - got:
            report.per_flag[slug].fn += 1
        if got == draft.flags:
            report.exact += 1
        else:
            report.misses.append(Miss(draft.text, draft.flags, raised))
    return report


def _pct(value: float | None) -> str:
    return "   -" if value is None else f"{value * 100:4.0f}"


def format_report(report: Report, *, show_misses: bool = False) -> str:
    lines = [f"{'flag':<12} {'P%':>4} {'R%':>4} {'TP':>4} {'FP':>4} {'FN':>4}"]
    for slug, c in report.per_flag.items():
        lines.append(f"{slug:<12} {_pct(c.precision)} {_pct(c.recall)} {c.tp:>4} {c.fp:>4} {c.fn:>4}")
    micro = report.micro
    lines += [
        "",
        f"drafts: {report.drafts}; every flag exactly right: {report.exact}",
        (
            f"all flags: precision {_pct(micro.precision)}%  recall {_pct(micro.recall)}%  "
            f"(TP {micro.tp}, FP {micro.fp}, FN {micro.fn})"
        ),
    ]
    if show_misses:
        lines += ["", "Not exactly right (expected / raised):"]
        for miss in report.misses:
            lines += [f"- {miss.text!r}", f"    expected {sorted(miss.expected)}; raised {list(miss.raised)}"]
    return "\n".join(lines)
