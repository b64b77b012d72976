#!/usr/bin/env python3
"""How well the transcript cleaner does on noisy transcripts it was never tuned on.

    python tools/measure_cleaning.py [--set tune|tune2|heldout|heldout2|heldout3|heldout4|tune3|tune4|tune5|tune6|tune7] [--show]

Builds a set of generated noisy transcripts (tests/library/noisegen.py), cleans each with
apps.library.cleaning.clean, and prints the share of real sentences kept and of each kind
of injected noise removed. `--show` lists the real sentences lost and the noise left (for
the tune sets only: the held-out sets are measured, never studied). No Django needed.
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from apps.library.cleaning import clean
from tests.library.noisegen import KINDS, Score, build_set, score


def measure(name: str) -> Score:
    total = Score()
    for noisy in build_set(name):
        total.add(score(clean(noisy.text).text, noisy))
    return total


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:5.1f}%" if whole else "    -"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--set",
        default="tune",
        choices=[
            "tune",
            "tune2",
            "heldout",
            "heldout2",
            "heldout3",
            "heldout4",
            "tune3",
            "tune4",
            "tune5",
            "tune6",
            "tune7",
        ],
    )
    parser.add_argument("--show", action="store_true", help="list what went wrong (tune sets only)")
    args = parser.parse_args()
    total = measure(args.set)
    print(f"set: {args.set} (12 generated transcripts)")
    print(f"real sentences kept: {total.real_kept} of {total.real_total} ({_pct(total.real_kept, total.real_total)})")
    for kind in KINDS:
        injected, removed = total.injected[kind], total.removed[kind]
        print(f"  noise removed, {kind:<13} {removed:>4} of {injected:>4} ({_pct(removed, injected)})")
    removed, injected = sum(total.removed.values()), sum(total.injected.values())
    print(f"  noise removed, all           {removed:>4} of {injected:>4} ({_pct(removed, injected)})")
    if args.show and args.set.startswith("tune"):
        print("\nLost real sentences:")
        for sentence in total.lost:
            print(f"  - {sentence}")
        print("\nNoise left:")
        for kind, text in total.left:
            print(f"  - [{kind}] {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
