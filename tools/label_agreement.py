#!/usr/bin/env python3
"""How far two hands agree on the tactics of the same messages (docs/suggestions.md, round 9).

    python tools/label_agreement.py tests/tactics/frozen4_messages.json \\
        tests/tactics/readers/frozen4_reader_a.json tests/tactics/readers/frozen4_reader_b.json

The first file is a labelled file as the writer labelled it ("tactics"); each reader's file
is [{"id": "NAME-INDEX", "tactics": [...]}, ...], INDEX the message's place in the writer's
file. Spanish messages are left out (suggestions are English-only). Prints micro precision
and recall of each reader against the writer, and of the first reader against the second.
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from apps.tactics.evaluation import LabelledMessage, evaluate_suggested, our_slug


def writer_labels(path: Path) -> dict[int, frozenset[str]]:
    rows = json.loads(path.read_text(encoding="utf-8"))
    return {n: frozenset(map(our_slug, row["tactics"])) for n, row in enumerate(rows) if row.get("kind") != "spanish"}


def reader_labels(path: Path) -> dict[int, frozenset[str]]:
    rows = json.loads(path.read_text(encoding="utf-8"))
    return {int(row["id"].rsplit("-", 1)[1]): frozenset(map(our_slug, row["tactics"])) for row in rows}


def agreement(truth: dict[int, frozenset[str]], other: dict[int, frozenset[str]]) -> str:
    """`other` judged against `truth`, as a suggestion is judged against its labels."""
    report = evaluate_suggested(
        [LabelledMessage("", truth[n]) for n in truth], [tuple(sorted(other[n])) for n in truth]
    )
    micro = report.micro
    return (
        f"P {micro.precision:.0%}  R {micro.recall:.0%}  F1 {report.micro_f1:.0%}  "
        f"({sum(map(len, other.values()))} tags)"
    )


def main(writer: str, *readers: str) -> None:
    truth = writer_labels(Path(writer))
    read = [reader_labels(Path(path)) for path in readers]
    print(f"{Path(writer).name}: {len(truth)} English messages, {sum(map(len, truth.values()))} tags by the writer")
    for path, labels in zip(readers, read, strict=True):
        print(f"  {Path(path).name} against the writer: {agreement(truth, {n: labels[n] for n in truth})}")
    if len(read) == 2:
        second = {n: read[1][n] for n in truth}
        print(f"  the first reader against the second: {agreement(second, {n: read[0][n] for n in truth})}")


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
