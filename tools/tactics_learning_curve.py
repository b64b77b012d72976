#!/usr/bin/env python3
"""How much the tactic model gains from more training messages (docs/suggestions.md, round 10).

    DJANGO_DEBUG=True python tools/tactics_learning_curve.py 0.33 0.66 1.0

For each share given, the nested cross-validation of apps/tactics/model/building.build()
is run with every fold's training messages cut at random (a fixed seed per fold) to that
share of themselves; the policy is chosen, as build() does, on the other folds' messages
the rules never saw, and the figures are on those messages. Takes a few minutes a share.
"""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nocontact.settings")

import django  # noqa: E402

django.setup()

from apps.tactics.matching import SLUGS  # noqa: E402
from apps.tactics.model import building, training  # noqa: E402


def curve_point(examples: list[training.Example], share: float) -> str:
    params = training.Params()
    probabilities = training.out_of_fold(examples, SLUGS, params, building.FOLDS, share=share)
    _cases, suggested = building.nested(examples, probabilities, params.seed)
    report = building.report(examples, suggested, building.never_tuned_on(examples))
    micro = report.micro
    return (
        f"share {share}: {report.messages} messages the rules never saw: P {micro.precision:.1%} "
        f"R {micro.recall:.1%} F1 {report.micro_f1:.1%}, no-tactic left empty {report.empty_kept} of {report.empty_total}"
    )


def main(shares: list[str]) -> int:
    if not shares:
        sys.exit(__doc__)
    examples = building.load_examples(sorted((ROOT / "tests" / "tactics").glob("*_messages.json")))
    for share in shares:
        print(curve_point(examples, float(share)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
