"""Training the tactic model: one-vs-rest logistic regression, in plain Python.

Deterministic: the order of the messages is shuffled with a seeded random.Random, and
every loop runs in a fixed order, so the same labelled files give the same weights.

- fit(): stochastic gradient descent on the logistic loss with an L2 penalty, one
  binary classifier per tactic (a message may carry several), positives weighted up
  (each tactic is on a few percent of the messages); a tactic only a reader named, not
  the writer, is a positive of weight `reader_weight` (Example.target). Features seen in one message only
  are left out; only the KEEP largest weights of each tactic are kept, so the shipped file stays small.
- out_of_fold(): k-fold cross-validation, folds split by message: each message is
  scored by a model that never saw it.
"""

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .features import features, scale


@dataclass(frozen=True)
class Example:
    text: str  # as written
    lowered: str  # normalised and lowercased, as the matcher reads it
    tactics: frozenset[str]  # the writer's labels
    source: str  # the labelled file it came from
    rules: tuple[tuple[str, int], ...]  # the phrase rules that fired: (tactic, distinct triggers)
    also_named: frozenset[str] = frozenset()  # what readers named beyond the writer (evaluation.py)

    @property
    def panel(self) -> frozenset[str]:
        """Every tactic the writer or the readers named: what suggestions are judged by."""
        return self.tactics | self.also_named

    def target(self, slug: str, reader_weight: float) -> float:
        """What the model is taught for `slug`: 1 for a writer's label, `reader_weight`
        for one only a reader named, 0 otherwise."""
        if slug in self.tactics:
            return 1.0
        return reader_weight if slug in self.also_named else 0.0


@dataclass(frozen=True)
class Params:
    epochs: int = 16
    rate: float = 5.0
    l2: float = 3e-4
    positive_weight: float = 3.0
    # A tactic only a reader named is taught at half weight: less sure than the writer's
    # own (round 9, nested CV: half weight beat both full weight and none, on either truth).
    reader_weight: float = 0.5
    min_df: int = 2
    keep: int = 3000  # the weights of largest size kept per tactic
    seed: int = 16


def fit(examples: Sequence[Example], slugs: Sequence[str], params: Params = Params()) -> dict:
    """Weights for every tactic: {"bias": {slug: b}, "weights": {slug: {feature: w}}}."""
    featured = [features(e.lowered, e.text, dict(e.rules)) for e in examples]
    df = Counter(f for fs in featured for f in fs)
    vocabulary = sorted(f for f, n in df.items() if n >= params.min_df)
    index = {f: i for i, f in enumerate(vocabulary)}
    rows = []
    for fs in featured:
        ids = sorted(index[f] for f in fs if f in index)
        rows.append((ids, scale(len(fs))))
    order = list(range(len(examples)))
    rng = random.Random(params.seed)
    schedule = []
    for _ in range(params.epochs):
        rng.shuffle(order)
        schedule.append(list(order))
    bias: dict[str, float] = {}
    weights: dict[str, dict[str, float]] = {}
    for slug in slugs:
        targets = [e.target(slug, params.reader_weight) for e in examples]
        w = [0.0] * len(vocabulary)
        b = 0.0
        step = 0
        total = [0.0] * len(vocabulary)
        total_b = 0.0
        averaged = 0
        for epoch, epoch_order in enumerate(schedule):
            for n in epoch_order:
                ids, value = rows[n]
                rate = params.rate / (1 + 0.01 * step)
                step += 1
                score = b + value * sum(map(w.__getitem__, ids))
                p = 1 / (1 + math.exp(-score)) if score >= -30 else 0.0
                # Weighted log loss: a target of 1 pulls up by positive_weight, 0 pushes down.
                y = targets[n]
                gradient = params.positive_weight * y * (p - 1) + (1 - y) * p
                if abs(gradient) < 1e-4:
                    continue
                b -= rate * gradient
                delta = rate * gradient * value
                shrink = 1 - rate * params.l2
                for i in ids:
                    w[i] = w[i] * shrink - delta
            if epoch >= params.epochs // 2:
                # The mean of the second half's epochs: steadier than the last one.
                total = [t + x for t, x in zip(total, w, strict=True)]
                total_b += b
                averaged += 1
        w = [t / averaged for t in total]
        b = total_b / averaged
        bias[slug] = round(b, 4)
        largest = sorted(range(len(w)), key=lambda i: (-abs(w[i]), i))[: params.keep]
        weights[slug] = {vocabulary[i]: round(w[i], 4) for i in sorted(largest) if w[i]}
    return {"bias": bias, "weights": weights}


def folds(count: int, k: int, seed: int) -> list[int]:
    """The fold of each message: a seeded shuffle dealt round k folds."""
    order = list(range(count))
    random.Random(seed).shuffle(order)
    fold = [0] * count
    for position, n in enumerate(order):
        fold[n] = position % k
    return fold


def out_of_fold(
    examples: Sequence[Example], slugs: Sequence[str], params: Params, k: int, share: float = 1.0
) -> list[dict[str, float]]:
    """Each message's probabilities from the model trained on the other k-1 folds; with a
    `share` under 1, on that share of them, drawn at random with a fixed seed per fold
    (tools/tactics_learning_curve.py)."""
    from .scoring import model_from_dict

    fold = folds(len(examples), k, params.seed)
    result: list[dict[str, float]] = [{} for _ in examples]
    for held in range(k):
        taught = [e for e, f in zip(examples, fold, strict=True) if f != held]
        if share < 1:
            draw = random.Random(99 + held)
            taught = [e for e in taught if draw.random() < share]
        data = fit(taught, slugs, params)
        model = model_from_dict({**data, "slugs": list(slugs), "policy": NO_POLICY})
        for n, example in enumerate(examples):
            if fold[n] == held:
                result[n] = model.probabilities(example.lowered, example.text, dict(example.rules))
    return result


# A placeholder while cross-validating: the policy is chosen afterwards.
NO_POLICY = {"agree": 1.01, "alone": 1.01, "trusted": []}
