"""Precision and recall of the tactic suggestions on a labelled set of messages.

A labelled file is JSON: [{"text": "...", "tactics": ["slug", ...]}, ...] (other keys,
such as "kind", are ignored). Pure functions; the command evaluate_tactic_rules prints
the report.

Whose labels count (`truth`):
- "writer": "tactics" alone, what the person who wrote the message meant it to use;
- "panel" (the default): those and the tactics independent readers named that the writer
  did not, kept beside the file in NAME.readers.json ({"also_named": [[slug, ...], ...]},
  one list per message, in order), so the writer's file stays byte for byte as written.
  Two readers who labelled 235 messages blind agreed with each other on 92% of their tags
  (F1) and found 97% of the writers' tags, but named more than a third more: a writer
  lists what they set out to write, a reader what the message does (docs/suggestions.md,
  round 9). A file with no readers' file reads the same either way.

Definitions (per tactic, counting message by message):
- a true positive is a message labelled with the tactic that the matcher suggests it for;
  a false positive is a suggestion the label does not have; a false negative is a label
  the matcher missed.
- micro figures pool the counts of every tactic;
- macro precision averages the tactics the matcher suggested at least once; macro recall
  averages the tactics that appear in the labels at least once.
"""

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .matching import SLUGS, Suggestion, suggest_tactics


@dataclass(frozen=True)
class LabelledMessage:
    text: str
    tactics: frozenset[str]


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


def _f1(precision: float | None, recall: float | None) -> float | None:
    if not precision or not recall:
        return 0.0 if precision is not None and recall is not None else None
    return 2 * precision * recall / (precision + recall)


def _mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


@dataclass
class Miss:
    text: str
    expected: frozenset[str]
    suggested: tuple[str, ...]


@dataclass
class Report:
    messages: int
    per_tactic: dict[str, Counts]
    exact: int  # messages whose suggestions equal their labels exactly
    empty_total: int  # messages labelled with no tactic
    empty_kept: int  # ... of which the matcher left empty
    misses: list[Miss] = field(default_factory=list)

    @property
    def micro(self) -> Counts:
        total = Counts()
        for counts in self.per_tactic.values():
            total.tp += counts.tp
            total.fp += counts.fp
            total.fn += counts.fn
        return total

    @property
    def macro_precision(self) -> float | None:
        return _mean([c.precision for c in self.per_tactic.values() if c.precision is not None])

    @property
    def macro_recall(self) -> float | None:
        return _mean([c.recall for c in self.per_tactic.values() if c.recall is not None])

    @property
    def micro_f1(self) -> float | None:
        return _f1(self.micro.precision, self.micro.recall)

    @property
    def macro_f1(self) -> float | None:
        return _f1(self.macro_precision, self.macro_recall)


# Sets written from /work/shared/research/tactics.json use its slugs ("vague_posting",
# "hot_cold_switching"); they name the same tactics as ours.
_RESEARCH_SLUGS = {"hot_cold_switching": "hot-and-cold"}


def our_slug(slug: str) -> str:
    return _RESEARCH_SLUGS.get(slug, slug.replace("_", "-"))


TRUTHS = ("panel", "writer")


def readers_path(path: str | Path) -> Path:
    """Where the readers' extra tags for a labelled file are kept."""
    path = Path(path)
    return path.with_name(f"{path.stem}.readers.json")


def also_named(path: str | Path, messages: int) -> list[list[str]]:
    """The tactics readers named beyond the writer's, one list per message (empty lists
    when the file has no readers' file)."""
    readers = readers_path(path)
    if not readers.exists():
        return [[] for _ in range(messages)]
    named = json.loads(readers.read_text(encoding="utf-8"))["also_named"]
    if len(named) != messages:
        raise ValueError(f"{readers.name} has {len(named)} entries for {messages} messages")
    return named


@dataclass(frozen=True)
class Labels:
    """One message of a labelled file with both hands' labels apart."""

    text: str
    writer: frozenset[str]
    also_named: frozenset[str]  # what readers named beyond the writer (empty when not read)

    def truth(self, truth: str) -> frozenset[str]:
        return self.writer | self.also_named if truth == "panel" else self.writer


def read_labels(path: str | Path, without_kinds: Sequence[str] = (), readers: bool = True) -> list[Labels]:
    """Read a labelled file, and with `readers` its readers' file; an unknown slug is an
    error (a typo would skew figures). Messages whose "kind" is in `without_kinds` are
    left out (e.g. "spanish": Spanish has rules of its own and no model, so a figure
    without them is worth giving too)."""
    rows = json.loads(Path(path).read_text(encoding="utf-8"))
    extra = also_named(path, len(rows)) if readers else [[] for _ in rows]
    labels = []
    for number, (row, also) in enumerate(zip(rows, extra, strict=True), 1):
        if row.get("kind") in without_kinds:
            continue
        writer = frozenset(our_slug(slug) for slug in row["tactics"])
        named = frozenset(our_slug(slug) for slug in also) - writer
        unknown = (writer | named) - set(SLUGS)
        if unknown:
            raise ValueError(f"Message {number}: unknown tactic {sorted(unknown)}")
        labels.append(Labels(row["text"], writer, named))
    return labels


def load_labelled(path: str | Path, without_kinds: Sequence[str] = (), truth: str = "panel") -> list[LabelledMessage]:
    """The messages of a labelled file with the labels of `truth` (see the module's
    docstring); the writer's truth never reads the readers' file."""
    if truth not in TRUTHS:
        raise ValueError(f"truth must be one of {TRUTHS}, not {truth!r}")
    return [
        LabelledMessage(labels.text, labels.truth(truth))
        for labels in read_labels(path, without_kinds, readers=truth == "panel")
    ]


def evaluate(
    messages: Sequence[LabelledMessage],
    suggest: Callable[[str], list[Suggestion]] = suggest_tactics,
) -> Report:
    """How well `suggest` (by default what the app shows) does on labelled messages."""
    return evaluate_suggested(messages, [tuple(s.slug for s in suggest(m.text)) for m in messages])


def evaluate_suggested(messages: Sequence[LabelledMessage], suggestions: Sequence[tuple[str, ...]]) -> Report:
    """The report for suggestions already made, one tuple of slugs per message."""
    per_tactic = {slug: Counts() for slug in SLUGS}
    report = Report(len(messages), per_tactic, 0, 0, 0)
    for message, suggested in zip(messages, suggestions, strict=True):
        got = set(suggested)
        for slug in got & message.tactics:
            per_tactic[slug].tp += 1
        for slug in got - message.tactics:
            per_tactic[slug].fp += 1
        for slug in message.tactics - got:
            per_tactic[slug].fn += 1
        if got == message.tactics:
            report.exact += 1
        else:
            report.misses.append(Miss(message.text, message.tactics, suggested))
        if not message.tactics:
            report.empty_total += 1
            report.empty_kept += not got
    return report


def _pct(value: float | None) -> str:
    return "   -" if value is None else f"{value * 100:4.0f}"


def format_report(report: Report, *, show_misses: bool = False) -> str:
    lines = [f"{'tactic':<20} {'P%':>4} {'R%':>4} {'TP':>4} {'FP':>4} {'FN':>4}"]
    for slug, c in report.per_tactic.items():
        lines.append(f"{slug:<20} {_pct(c.precision)} {_pct(c.recall)} {c.tp:>4} {c.fp:>4} {c.fn:>4}")
    micro = report.micro
    summary = (
        f"messages: {report.messages}; exactly right: {report.exact}; "
        f"no-tactic messages left empty: {report.empty_kept} of {report.empty_total}"
    )
    micro_line = (
        f"micro: precision {_pct(micro.precision)}%  recall {_pct(micro.recall)}%  "
        f"F1 {_pct(report.micro_f1)}%  (TP {micro.tp}, FP {micro.fp}, FN {micro.fn})"
    )
    macro_line = (
        f"macro: precision {_pct(report.macro_precision)}%  recall "
        f"{_pct(report.macro_recall)}%  F1 {_pct(report.macro_f1)}%"
    )
    lines += ["", summary, micro_line, macro_line]
    if show_misses:
        lines += ["", "Not exactly right (expected / suggested):"]
        for miss in report.misses:
            lines.append(f"- {miss.text!r}")
            lines.append(f"    expected {sorted(miss.expected)}; suggested {list(miss.suggested)}")
    return "\n".join(lines)
