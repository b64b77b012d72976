"""The tactic model at run time: shipped weights, read once, scored in plain Python.

weights.json (written by `manage.py train_tactic_model`, see training.py) holds, for
each of the 22 tactics, a bias and its largest weights per feature (features.py), and
the policy that combines the model with the phrase rules (policy.py). Scoring a message is a sum of the weights
of its features, scaled to a unit-length vector, through the logistic function: a
probability per tactic. No numpy: a few thousand floats in dictionaries.
"""

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .features import Token, features, scale, token_features, tokens
from .policy import Policy

WEIGHTS = Path(__file__).resolve().parent / "weights.json"
# Words too common to name as the reason for a suggestion (they still count in the score).
FUNCTION_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "if",
        "so",
        "to",
        "of",
        "in",
        "on",
        "at",
        "by",
        "for",
        "with",
        "from",
        "up",
        "out",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "am",
        "do",
        "does",
        "did",
        "have",
        "has",
        "had",
        "i",
        "me",
        "my",
        "you",
        "your",
        "he",
        "him",
        "his",
        "she",
        "her",
        "it",
        "its",
        "we",
        "us",
        "our",
        "they",
        "them",
        "their",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "what",
        "which",
        "who",
        "when",
        "where",
        "how",
        "not",
        "no",
        "yes",
        "ok",
        "okay",
        "oh",
        "just",
        "all",
        "any",
        "some",
        "can",
        "could",
        "will",
        "would",
        "should",
        "shall",
        "may",
        "might",
        "must",
        "than",
        "then",
        "too",
        "very",
        "also",
        "about",
        "into",
        "over",
        "again",
        "once",
        "now",
    ]
)


@dataclass(frozen=True)
class Model:
    slugs: tuple[str, ...]
    bias: dict[str, float]
    # feature -> ((slug, weight), ...): only the tactics the feature carries weight for.
    weights: dict[str, tuple[tuple[str, float], ...]]
    policy: Policy  # when a suggestion is shown (policy.py)
    meta: dict[str, object]  # how the weights were made (training.py)

    def probabilities(self, lowered: str, original: str, rules: Mapping[str, int]) -> dict[str, float]:
        every = features(lowered, original, rules)
        total = dict(self.bias)
        value = scale(len(every))
        for feature in every & self.weights.keys():
            for slug, weight in self.weights[feature]:
                total[slug] += weight * value
        return {slug: _logistic(score) for slug, score in total.items()}

    def reasons(self, lowered: str, slug: str, limit: int = 2) -> list[Token]:
        """The words that count most for `slug`, in text order (at most `limit`); never a
        function word ("the", "ok"): shown as "because of", it would explain nothing."""
        found = tokens(lowered)
        scored = []
        for index, (token, each) in enumerate(zip(found, token_features(found), strict=True)):
            if token.text in FUNCTION_WORDS:
                continue
            score = sum(self._weight(f, slug) for f in each)
            scored.append((score, index, token))
        best = sorted((s for s in scored if s[0] > 0), key=lambda s: (-s[0], s[1]))[:limit]
        return [token for _, _, token in sorted(best, key=lambda s: s[1])]

    def _weight(self, feature: str, slug: str) -> float:
        return next((w for s, w in self.weights.get(feature, ()) if s == slug), 0.0)


def _logistic(score: float) -> float:
    if score >= 0:
        return 1 / (1 + math.exp(-score))
    z = math.exp(score)
    return z / (1 + z)


def model_from_dict(data: dict) -> Model:
    slugs = tuple(data["slugs"])
    weights: dict[str, list[tuple[str, float]]] = {}
    for slug, table in data["weights"].items():
        for feature, weight in table.items():
            weights.setdefault(feature, []).append((slug, weight))
    return Model(
        slugs=slugs,
        bias={slug: float(data["bias"][slug]) for slug in slugs},
        weights={f: tuple(pairs) for f, pairs in weights.items()},
        policy=Policy(
            agree=float(data["policy"]["agree"]),
            alone=float(data["policy"]["alone"]),
            trusted=frozenset(data["policy"]["trusted"]),
            barred=frozenset(data["policy"].get("barred", ())),
        ),
        meta=dict(data.get("meta", {})),
    )


@lru_cache(maxsize=1)
def shipped_model() -> Model:
    return model_from_dict(json.loads(WEIGHTS.read_text(encoding="utf-8")))
