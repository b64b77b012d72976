"""Building the shipped model from the labelled messages, and measuring it honestly.

build() reads every labelled file, leaves out what never reaches the model (messages in
another language: language.py), and then
1. scores every message by k-fold cross-validation (training.out_of_fold);
2. measures the suggestions before (the phrase rules alone) and after (the rules and the
   model combined), nested: for each fold, the policy is chosen on the other folds'
   messages and applied to this fold's, so no message helps choose its own policy;
3. chooses the shipped policy on all the messages the rules were never tuned on;
4. fits the shipped weights on every message.

The same files and Params give the same file, byte for byte: the file records a digest
of both, so a test can tell when the weights are out of step with the labelled sets.
"""

import hashlib
import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from ..evaluation import LabelledMessage, Report, evaluate_suggested, read_labels, readers_path
from ..language import is_english
from ..matching import RULES, SLUGS, prepared, rules_found
from ..phrases import lowered
from .features import CHAR_SIZES, EMOJI_FAMILIES, EVIDENCE_FLOOR, NEGATION_SCOPE
from .policy import ALONE_PRECISION, RISE, Case, Policy, choose
from .training import Example, Params, fit, folds, out_of_fold

FORMAT = 2  # 2: the policy bars weak tactics from suggesting alone (round 8)
# Since round 9 the labels are the panel's: the writer's and what readers also named
# (evaluation.py); the files' readers' files are part of the digest.
FOLDS = 5
# The labelled files the phrase rules were never tuned on (tests/tactics/README.md): on
# the others they look better than they are, so the policy is chosen on these.
RULES_NEVER_TUNED_ON = (
    "frozen_messages.json",
    "round4_check_messages.json",
    "frozen2_messages.json",
    "frozen3_messages.json",
    "round6_messages.json",
    "frozen4_messages.json",
    "round7_messages.json",
    "frozen5_messages.json",
    "frozen7_messages.json",
)


def load_examples(paths: Sequence[Path]) -> list[Example]:
    examples = []
    for path in sorted(paths, key=lambda p: p.name):
        for labels in read_labels(path, without_kinds=("spanish",)):
            if is_english(labels.text):
                norm = prepared(labels.text)
                fired = tuple((slug, len(f.triggers)) for slug, f in rules_found(norm).items())
                examples.append(
                    Example(labels.text, lowered(norm.text), labels.writer, path.name, fired, labels.also_named)
                )
    return examples


def digest(paths: Sequence[Path], params: Params) -> str:
    """What the weights were made from: the labelled files, the parameters, the features
    and the phrase rules (which rules fired is a feature, and the policy weighs them)."""
    settings = f"{FORMAT} {CHAR_SIZES} {EVIDENCE_FLOOR} {NEGATION_SCOPE} {sorted(EMOJI_FAMILIES.items())}"
    sha = hashlib.sha256(f"{settings} {asdict(params)} {FOLDS} {RISE} {ALONE_PRECISION}".encode())
    sha.update(json.dumps(RULES, sort_keys=True).encode())
    for path in sorted(paths, key=lambda p: p.name):
        sha.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
        readers = readers_path(path)
        if readers.exists():  # what readers also named is part of the labels (evaluation.py)
            sha.update(readers.name.encode() + b"\0" + readers.read_bytes() + b"\0")
    return sha.hexdigest()


@dataclass(frozen=True)
class Built:
    data: dict  # the file's contents
    messages: int
    # Cross-validated reports, on every message and on those the rules never saw.
    rules_all: Report
    combined_all: Report
    rules_unseen: Report
    combined_unseen: Report
    # The same, file by file: {file name: (rules, combined)}.
    by_file: dict[str, tuple[Report, Report]]


def report(examples: Sequence[Example], suggested: Sequence[set[str]], keep: Sequence[bool]) -> Report:
    """The suggestions of the messages `keep` marks, judged on the panel's labels."""
    chosen = [(e, s) for e, s, k in zip(examples, suggested, keep, strict=True) if k]
    return evaluate_suggested([LabelledMessage(e.text, e.panel) for e, _ in chosen], [tuple(s) for _, s in chosen])


def never_tuned_on(examples: Sequence[Example]) -> list[bool]:
    """Which messages come from the files the phrase rules were never tuned on."""
    return [e.source in RULES_NEVER_TUNED_ON for e in examples]


def nested(
    examples: Sequence[Example], probabilities: Sequence[dict[str, float]], seed: int
) -> tuple[list[Case], list[set[str]]]:
    """The cases, and each message's suggestions under the policy chosen on the other
    folds' messages the rules never saw (the folds of out_of_fold), so no message helps
    choose its own policy."""
    cases = [
        Case(e.panel, frozenset(slug for slug, _ in e.rules), p) for e, p in zip(examples, probabilities, strict=True)
    ]
    unseen = never_tuned_on(examples)
    fold = folds(len(examples), FOLDS, seed)
    suggested: list[set[str]] = [set() for _ in examples]
    for held in range(FOLDS):
        policy = choose([c for c, f, u in zip(cases, fold, unseen, strict=True) if f != held and u])
        for n, case in enumerate(cases):
            if fold[n] == held:
                suggested[n] = policy.suggested(case)
    return cases, suggested


def build(paths: Sequence[Path], params: Params | None = None) -> Built:
    params = params or Params()
    examples = load_examples(paths)
    rules = [frozenset(slug for slug, _ in e.rules) for e in examples]
    cases, combined = nested(examples, out_of_fold(examples, SLUGS, params, FOLDS), params.seed)
    unseen = never_tuned_on(examples)
    shipped = choose([c for c, u in zip(cases, unseen, strict=True) if u])
    everything = [True] * len(examples)
    return Built(
        data=_file(fit(examples, SLUGS, params), shipped, paths, params, len(examples)),
        messages=len(examples),
        rules_all=report(examples, [set(r) for r in rules], everything),
        combined_all=report(examples, combined, everything),
        rules_unseen=report(examples, [set(r) for r in rules], unseen),
        combined_unseen=report(examples, combined, unseen),
        by_file={
            name: (
                report(examples, [set(r) for r in rules], [e.source == name for e in examples]),
                report(examples, combined, [e.source == name for e in examples]),
            )
            for name in sorted({e.source for e in examples})
        },
    )


def _file(weights: dict, policy: Policy, paths: Sequence[Path], params: Params, messages: int) -> dict:
    return {
        "format": FORMAT,
        "slugs": list(SLUGS),
        "policy": {
            "agree": policy.agree,
            "alone": policy.alone,
            "trusted": sorted(policy.trusted),
            "barred": sorted(policy.barred),
        },
        "meta": {
            "digest": digest(paths, params),
            "files": sorted(p.name for p in paths),
            "messages": messages,
            "params": asdict(params),
        },
        "bias": weights["bias"],
        "weights": weights["weights"],
    }


def dumps(data: dict) -> str:
    # One line per tactic's table keeps the file small and its diffs readable.
    return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":")) + "\n"


def _pct(value: float | None) -> str:
    return "   -" if value is None else f"{value * 100:4.0f}"


def format_by_file(built: Built) -> str:
    """Micro precision and recall per labelled file, cross-validated, rules and combined."""
    lines = ["== cross-validated, file by file", f"{'file':<28} {'n':>4}  rules P%  R%   combined P%  R%"]
    for name, (before, after) in built.by_file.items():
        b, a = before.micro, after.micro
        lines.append(
            f"{name:<28} {before.messages:>4}     {_pct(b.precision)} {_pct(b.recall)}"
            f"          {_pct(a.precision)} {_pct(a.recall)}"
        )
    return "\n".join(lines)


def format_comparison(title: str, before: Report, after: Report) -> str:
    """Per tactic and overall, precision and recall before (rules) and after (combined)."""
    lines = [f"== {title}: {before.messages} messages", f"{'tactic':<20} rules P%  R%   combined P%  R%"]
    for slug in SLUGS:
        b, a = before.per_tactic[slug], after.per_tactic[slug]
        lines.append(
            f"{slug:<20}    {_pct(b.precision)} {_pct(b.recall)}          {_pct(a.precision)} {_pct(a.recall)}"
        )
    for name, report in (("rules", before), ("combined", after)):
        micro = report.micro
        lines.append(
            f"{name:<9} micro P {_pct(micro.precision)}%  R {_pct(micro.recall)}%  F1 {_pct(report.micro_f1)}%  "
            f"macro P {_pct(report.macro_precision)}%  R {_pct(report.macro_recall)}%  "
            f"no-tactic left empty {report.empty_kept} of {report.empty_total}"
        )
    return "\n".join(lines)
