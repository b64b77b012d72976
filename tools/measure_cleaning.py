#!/usr/bin/env python3
"""How well the transcript cleaner does on noisy transcripts it was never tuned on.

    python tools/measure_cleaning.py [--set NAME] [--show]
    python tools/measure_cleaning.py --pools FILE --seed N
    python tools/measure_cleaning.py --pools FILE --lines [--show]

NAME is one of noisegen.SETS (tune, tune2..tune31, heldout, heldout2..heldout5, heldout10..heldout16).
With --pools, the set is built from the web lines, spoken outros and tails of a JSON file
({"boilerplate_lines": [...], "spoken": [...], "off_topic": [...]}) on every base article,
with seeds N to N+11, as heldout4 is: a set someone else wrote, kept from the rules' author.
With --lines, every line of the pools file is put alone into a talk instead
(noisegen.line_by_line), and the share of each list the cleaner removes is printed.

Builds a set of generated noisy transcripts (tests/library/noisegen.py), cleans each with
apps.library.cleaning.clean, and prints the share of real sentences kept and of each kind
of injected noise removed. `--show` lists the real sentences lost and the noise left: every
named set has been measured at the end of its round and is spent (may be studied); a fresh
set is measured once without --show before anyone studies it. No Django needed.
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from apps.library.cleaning import clean
from tests.library.noisegen import (
    KINDS,
    SETS,
    Noisy,
    Pools,
    Score,
    build_from_pools,
    build_set,
    line_by_line,
    load_pools,
    score,
)


def measure(transcripts: list[Noisy]) -> Score:
    total = Score()
    for noisy in transcripts:
        total.add(score(clean(noisy.text).text, noisy))
    return total


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:5.1f}%" if whole else "    -"


def _print_line_by_line(name: str, pools: Pools, show: bool) -> int:
    result = line_by_line(pools, lambda text: clean(text).text)
    print(f"pools: {name}, each line alone in a talk")
    for kind, total in result.total.items():
        removed = result.removed[kind]
        print(f"  removed, {kind:<18} {removed:>4} of {total:>4} ({_pct(removed, total)})")
    if show:
        print("\nLeft:")
        for kind, line in result.left:
            print(f"  - [{kind}] {line}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", default="tune", choices=list(SETS))
    parser.add_argument("--pools", type=Path, help="a JSON file of pools to build the set from (needs --seed)")
    parser.add_argument("--seed", type=int, help="the first of the 12 seeds, with --pools")
    parser.add_argument("--lines", action="store_true", help="with --pools: each line alone in a talk")
    parser.add_argument("--show", action="store_true", help="list what went wrong (study a set only once it is spent)")
    args = parser.parse_args()
    if args.lines and (args.pools is None or args.seed is not None):
        parser.error("--lines goes with --pools and no --seed")
    if not args.lines and (args.pools is None) != (args.seed is None):
        parser.error("--pools and --seed go together")
    if args.pools is not None:
        try:
            pools = load_pools(args.pools)
        except (OSError, ValueError) as error:
            parser.error(str(error))
        if args.lines:
            return _print_line_by_line(args.pools.name, pools, args.show)
        name, total = (
            f"{args.pools.name}, seeds {args.seed}-{args.seed + 11}",
            measure(build_from_pools(pools, args.seed)),
        )
    else:
        name, total = args.set, measure(build_set(args.set))
    print(f"set: {name} (12 generated transcripts)")
    print(f"real sentences kept: {total.real_kept} of {total.real_total} ({_pct(total.real_kept, total.real_total)})")
    for kind in KINDS:
        injected, removed = total.injected[kind], total.removed[kind]
        print(f"  noise removed, {kind:<13} {removed:>4} of {injected:>4} ({_pct(removed, injected)})")
    removed, injected = sum(total.removed.values()), sum(total.injected.values())
    print(f"  noise removed, all           {removed:>4} of {injected:>4} ({_pct(removed, injected)})")
    if args.show:
        print("\nLost real sentences:")
        for sentence in total.lost:
            print(f"  - {sentence}")
        print("\nNoise left:")
        for kind, text in total.left:
            print(f"  - [{kind}] {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
