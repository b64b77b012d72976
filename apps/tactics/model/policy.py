"""When a suggestion is shown: the phrase rules and the model, combined.

A tactic is suggested for a message when
- the model gives it at least `alone` (it stands on its own) and the tactic is not one
  of `barred` (those whose model-alone suggestions are wrong more often than
  ALONE_PRECISION allows), or
- a phrase rule fires for it and the model gives it at least `agree`, or
- a phrase rule fires for it and the tactic is one of `trusted`: its rules were right
  often enough, on messages they were never tuned on, to stand alone.

choose() picks the three by cross-validation (training.py): it tries a small grid and
keeps the one with the best micro F1, among those at least RISE more precise than the
rules alone, on out-of-fold model probabilities of the messages the rules were never
tuned on (on the others the rules look better than they are).
"""

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

AGREE = (0.0, 0.05, 0.1, 0.15, 0.2, 0.3)
ALONE = (0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.01)  # 1.01: the model never suggests alone
TRUST = (0.7, 0.8, 0.9, 1.01)  # 1.01: no rule stands alone
TRUST_MINIMUM = 4  # a rule must have fired this often to be judged
RISE = 0.03  # the least rise in precision over the rules' own that a policy must bring
# A suggestion with no phrase rule behind it shows only the words it rests on ("because
# of “going”, “moving”"): those must be right at least this often, or the model does not
# suggest alone. Without any bar, CV chose 0.5 and everyday logistics got tags. Round 6
# set 0.6; round 7 (nested CV on 1,658 unseen messages, docs/suggestions.md) lowered it
# to 0.5: 4 points of recall for 2 of precision, one more no-tactic message tagged.
# Round 8 holds each tactic to it, not the pool of all of them: a tactic whose own
# model-alone suggestions are right less often is barred from suggesting alone, so a
# weak one (hoovering, baiting) no longer rides on strong ones (docs/suggestions.md).
ALONE_PRECISION = 0.5


@dataclass(frozen=True)
class Policy:
    agree: float
    alone: float
    trusted: frozenset[str]
    barred: frozenset[str] = frozenset()  # never suggested by the model alone

    def suggests(self, slug: str, probability: float, rule_fired: bool) -> bool:
        if probability >= self.alone and slug not in self.barred:
            return True
        return rule_fired and (probability >= self.agree or slug in self.trusted)

    def apply(self, probabilities: Mapping[str, float], rules: Iterable[str]) -> set[str]:
        fired = set(rules)
        return {s for s, p in probabilities.items() if self.suggests(s, p, s in fired)}

    def suggested(self, case: "Case") -> set[str]:
        return self.apply(case.probabilities, case.rules)


@dataclass(frozen=True)
class Case:
    """One message as the policy sees it: its labels, the rules' tactics, the model's."""

    tactics: frozenset[str]
    rules: frozenset[str]
    probabilities: Mapping[str, float]


def counts(cases: Sequence[Case], suggest: Callable[[Case], set[str]]) -> tuple[int, int, int]:
    tp = fp = fn = 0
    for case in cases:
        got = suggest(case)
        tp += len(got & case.tactics)
        fp += len(got - case.tactics)
        fn += len(case.tactics - got)
    return tp, fp, fn


BETA = 1.0  # F-beta: under 1 weighs precision above recall


def f_beta(tp: int, fp: int, fn: int, beta: float = BETA) -> float:
    b2 = beta * beta
    return (1 + b2) * tp / ((1 + b2) * tp + b2 * fn + fp) if tp else 0.0


def trusted_rules(cases: Sequence[Case], floor: float) -> frozenset[str]:
    fired: dict[str, list[bool]] = {}
    for case in cases:
        for slug in case.rules:
            fired.setdefault(slug, []).append(slug in case.tactics)
    return frozenset(
        slug for slug, right in fired.items() if len(right) >= TRUST_MINIMUM and sum(right) / len(right) >= floor
    )


def precision(tp: int, fp: int, fn: int) -> float:
    return tp / (tp + fp) if tp + fp else 0.0


def barred_alone(cases: Sequence[Case], alone: float) -> frozenset[str]:
    """The tactics whose own model-alone suggestions (at `alone`, no rule behind them)
    are right less often than ALONE_PRECISION."""
    right: dict[str, int] = {}
    total: dict[str, int] = {}
    for case in cases:
        for slug, probability in case.probabilities.items():
            if probability >= alone and slug not in case.rules:
                right[slug] = right.get(slug, 0) + (slug in case.tactics)
                total[slug] = total.get(slug, 0) + 1
    return frozenset(slug for slug, n in total.items() if right[slug] / n < ALONE_PRECISION)


def choose(cases: Sequence[Case]) -> Policy:
    """The policy of the grid with the best micro F1 on `cases` (ties: the first), among
    those whose precision is at least the rules' own plus RISE; at each `alone`, the
    tactics whose suggestions from the model alone are right less than ALONE_PRECISION
    of the time are barred from them: the model is there to make the suggestions more
    often right, and only then to find more. When none is, the rules stand alone
    (agree 0, alone never)."""
    floor = precision(*counts(cases, lambda c: set(c.rules))) + RISE
    barred = {alone: barred_alone(cases, alone) for alone in ALONE}
    best, best_f1 = Policy(0.0, 1.01, frozenset()), -1.0
    for trust in TRUST:
        trusted = trusted_rules(cases, trust)
        for agree in AGREE:
            for alone in ALONE:
                policy = Policy(agree, alone, trusted, barred[alone])
                found = counts(cases, policy.suggested)
                score = f_beta(*found)
                if precision(*found) >= floor and score > best_f1:
                    best, best_f1 = policy, score
    return best
