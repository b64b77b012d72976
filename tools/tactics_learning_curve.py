#!/usr/bin/env python3
"""How much the tactic model gains from more training messages (docs/suggestions.md, round 10).

    DJANGO_DEBUG=True python tools/tactics_learning_curve.py 0.33 0.66 1.0

For each share given, the nested cross-validation of apps/tactics/model/building.build()
is run with every fold's training messages cut at random (a fixed seed per fold) to that
share of themselves; the policy is chosen, as build() does, on the other folds' messages
the rules never saw, and the figures are on those messages. Takes a few minutes a share.
"""

import os
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nocontact.settings")

import django  # noqa: E402

django.setup()

from apps.tactics.evaluation import LabelledMessage, evaluate_suggested  # noqa: E402
from apps.tactics.matching import SLUGS  # noqa: E402
from apps.tactics.model import building, training  # noqa: E402
from apps.tactics.model.policy import Case, choose  # noqa: E402
from apps.tactics.model.scoring import model_from_dict  # noqa: E402


def curve_point(examples: list[training.Example], share: float) -> str:
    params = training.Params()
    fold = training.folds(len(examples), building.FOLDS, params.seed)
    unseen = [e.source in building.RULES_NEVER_TUNED_ON for e in examples]
    probabilities: list[dict[str, float]] = [{} for _ in examples]
    for held in range(building.FOLDS):
        rng = random.Random(99 + held)
        kept = [e for e, f in zip(examples, fold, strict=True) if f != held and rng.random() < share]
        model = model_from_dict(
            {**training.fit(kept, SLUGS, params), "slugs": list(SLUGS), "policy": training.NO_POLICY}
        )
        for n, example in enumerate(examples):
            if fold[n] == held:
                probabilities[n] = model.probabilities(example.lowered, example.text, dict(example.rules))
    cases = [
        Case(e.panel, frozenset(slug for slug, _ in e.rules), p) for e, p in zip(examples, probabilities, strict=True)
    ]
    suggested: list[set[str]] = [set() for _ in examples]
    for held in range(building.FOLDS):
        policy = choose([c for c, f, u in zip(cases, fold, unseen, strict=True) if f != held and u])
        for n, case in enumerate(cases):
            if fold[n] == held:
                suggested[n] = policy.suggested(case)
    chosen = [n for n, u in enumerate(unseen) if u]
    report = evaluate_suggested(
        [LabelledMessage(examples[n].text, examples[n].panel) for n in chosen], [tuple(suggested[n]) for n in chosen]
    )
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
