"""The tactic model (apps/tactics/model): its shipped weights, its training, the policy
that combines it with the phrase rules, and what the app suggests with it."""

import json
import time
import tracemalloc
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from apps.tactics.evaluation import readers_path
from apps.tactics.matching import SLUGS, prepared, rule_suggestions, rules_found, suggest_tactics
from apps.tactics.model import building
from apps.tactics.model import policy as policy_module
from apps.tactics.model.building import FOLDS, RULES_NEVER_TUNED_ON, build, digest, load_examples
from apps.tactics.model.features import EVIDENCE_FLOOR, features, scale
from apps.tactics.model.policy import Case, Policy, barred_alone, choose, counts, precision
from apps.tactics.model.scoring import FUNCTION_WORDS, WEIGHTS, model_from_dict, shipped_model
from apps.tactics.model.training import NO_POLICY, Params, fit, folds

HERE = Path(__file__).resolve().parent
LABELLED_FILES = sorted(HERE.glob("*_messages.json"))


def test_the_shipped_weights_load_and_name_the_22_tactics():
    model = shipped_model()
    assert model.slugs == SLUGS
    assert len(SLUGS) == 22
    assert set(model.bias) == set(SLUGS)
    assert {slug for pairs in model.weights.values() for slug, _ in pairs} == set(SLUGS)
    assert 0 <= model.policy.agree <= model.policy.alone
    assert model.policy.trusted <= set(SLUGS)
    assert model.policy.barred <= set(SLUGS)


def test_the_shipped_weights_were_made_from_the_labelled_files_as_they_are_now():
    # A labelled file changed, added or removed without running train_tactic_model
    # changes the digest: the weights would be out of step with the sets.
    data = json.loads(WEIGHTS.read_text(encoding="utf-8"))
    assert data["meta"]["files"] == [p.name for p in LABELLED_FILES]
    assert data["meta"]["digest"] == digest(LABELLED_FILES, Params())


def test_the_digest_changes_with_the_files_the_parameters_and_the_rules(tmp_path, monkeypatch):
    one = tmp_path / "a_messages.json"
    one.write_text('[{"text": "hi", "tactics": []}]')
    before = digest([one], Params())
    assert digest([one], Params(seed=17)) != before
    # Which rules fired is a feature: a changed rule needs the model trained again.
    monkeypatch.setattr(building, "RULES", {**building.RULES, "rage": ("a new phrase",)})
    assert digest([one], Params()) != before
    monkeypatch.undo()
    one.write_text('[{"text": "hi there", "tactics": []}]')
    assert digest([one], Params()) != before
    # What readers also named is part of the labels.
    changed = digest([one], Params())
    readers_path(one).write_text('{"also_named": [["rage"]]}')
    assert digest([one], Params()) != changed


@pytest.mark.slow
def test_the_shipped_weights_are_what_training_makes_from_these_files():
    # Deterministic training (about 20 s of CPU): here the file is byte for byte what
    # `manage.py train_tactic_model` writes (`--check` says so). Another machine's
    # floating point may differ in a last digit, so the test asks for the same policy,
    # the same scores to 0.001 and the same suggestions on every labelled message.
    built = build(LABELLED_FILES)
    shipped = json.loads(WEIGHTS.read_text(encoding="utf-8"))
    assert built.data["policy"] == shipped["policy"]
    assert built.data["meta"] == shipped["meta"]
    retrained, model = model_from_dict(built.data), shipped_model()
    for example in load_examples(LABELLED_FILES):
        rules = dict(example.rules)
        ours = retrained.probabilities(example.lowered, example.text, rules)
        theirs = model.probabilities(example.lowered, example.text, rules)
        assert all(abs(ours[slug] - theirs[slug]) < 1e-3 for slug in SLUGS)
        assert retrained.policy.apply(ours, rules) == model.policy.apply(theirs, rules)


def test_check_fails_when_the_file_differs(tmp_path, monkeypatch):
    stale = tmp_path / "weights.json"
    stale.write_text("{}")
    small = HERE / "heldout_messages.json"
    with pytest.raises(CommandError, match="not what train_tactic_model makes"):
        call_command("train_tactic_model", str(small), "--out", str(stale), "--check")


def test_training_is_deterministic_and_the_seed_matters():
    examples = load_examples([HERE / "heldout_messages.json", HERE / "labelled_messages.json"])
    params = Params(epochs=3)
    first, again = fit(examples, SLUGS, params), fit(examples, SLUGS, params)
    assert first == again
    assert fit(examples, SLUGS, Params(epochs=3, seed=1)) != first


def test_a_tactic_only_a_reader_named_is_taught_at_the_reader_weight(tmp_path):
    path = tmp_path / "read_messages.json"
    rows = [{"text": f"i saw your new car outside the gym {n}", "tactics": ["surveillance"]} for n in range(6)]
    rows += [{"text": f"pickup at {n} on friday please", "tactics": []} for n in range(6)]
    path.write_text(json.dumps(rows))
    readers_path(path).write_text(json.dumps({"also_named": [["showing-up"]] * 6 + [[]] * 6}))
    examples = load_examples([path])
    assert examples[0].tactics == {"surveillance"} and examples[0].also_named == {"showing-up"}
    assert examples[0].panel == {"surveillance", "showing-up"}
    assert [examples[0].target(slug, 0.5) for slug in ("surveillance", "showing-up", "rage")] == [1.0, 0.5, 0.0]

    def showing_up(reader_weight: float) -> float:
        data = fit(examples, SLUGS, Params(epochs=4, reader_weight=reader_weight))
        model = model_from_dict({**data, "slugs": list(SLUGS), "policy": NO_POLICY})
        return model.probabilities(examples[0].lowered, examples[0].text, {})["showing-up"]

    # Not taught at all, half taught, fully taught: the model's belief follows.
    assert showing_up(0.0) < showing_up(0.5) < showing_up(1.0)


def test_the_command_writes_a_model_that_loads(tmp_path, capsys):
    out = tmp_path / "weights.json"
    call_command("train_tactic_model", str(HERE / "heldout_messages.json"), "--out", str(out))
    model = model_from_dict(json.loads(out.read_text(encoding="utf-8")))
    assert model.slugs == SLUGS
    printed = capsys.readouterr().out
    assert "cross-validated, every message" in printed
    assert "rules     micro P" in printed and "combined  micro P" in printed
    # Deterministic: training again from the same file finds it up to date.
    call_command("train_tactic_model", str(HERE / "heldout_messages.json"), "--out", str(out), "--check")
    assert "is up to date" in capsys.readouterr().out


def test_folds_put_each_message_in_exactly_one_fold_of_even_size():
    fold = folds(103, FOLDS, 16)
    sizes = [fold.count(k) for k in range(FOLDS)]
    assert sorted(set(fold)) == list(range(FOLDS))
    assert max(sizes) - min(sizes) <= 1
    assert folds(103, FOLDS, 16) == fold
    assert folds(103, FOLDS, 17) != fold


def test_spanish_and_other_languages_are_left_out_of_training():
    examples = load_examples([HERE / "heldout3_messages.json", HERE / "frozen2_messages.json"])
    spanish = [
        r["text"]
        for p in ("heldout3_messages.json", "frozen2_messages.json")
        for r in json.loads((HERE / p).read_text())
        if r.get("kind") == "spanish"
    ]
    assert spanish
    assert not {e.text for e in examples} & set(spanish)


def test_the_policy_is_chosen_on_messages_the_rules_were_never_tuned_on():
    assert set(RULES_NEVER_TUNED_ON) <= {p.name for p in LABELLED_FILES}


# The policy.


def test_a_rule_needs_the_model_to_agree_unless_it_is_trusted():
    policy = Policy(agree=0.2, alone=0.8, trusted=frozenset({"gaslighting"}))
    assert policy.suggests("rage", 0.85, rule_fired=False)  # the model alone, sure enough
    assert not policy.suggests("rage", 0.5, rule_fired=False)
    assert policy.suggests("rage", 0.25, rule_fired=True)  # rule and model agree
    assert not policy.suggests("rage", 0.1, rule_fired=True)  # the model says no
    assert policy.suggests("gaslighting", 0.01, rule_fired=True)  # a trusted rule
    barring = Policy(agree=0.2, alone=0.8, trusted=frozenset(), barred=frozenset({"rage"}))
    assert not barring.suggests("rage", 0.85, rule_fired=False)  # not alone
    assert barring.suggests("rage", 0.85, rule_fired=True)


def _case(tactics, rules, **probabilities):
    return Case(
        frozenset(tactics), frozenset(rules), {slug: probabilities.get(slug, 0.0) for slug in ("rage", "baiting")}
    )


def test_choose_never_takes_a_policy_less_precise_than_the_rules():
    # The rules are right once and never wrong. Letting the model suggest alone would
    # find three more (a better F1) at the cost of one false alarm: less precise than
    # the rules, so not chosen; the rules stand alone.
    cases = [
        _case({"rage"}, {"rage"}, rage=0.5),
        _case({"rage"}, set(), rage=0.95),
        _case({"baiting"}, set(), baiting=0.95),
        _case({"rage"}, set(), rage=0.95),
        _case(set(), set(), baiting=0.95),
    ]
    policy = choose(cases)
    assert precision(*counts(cases, lambda c: policy.apply(c.probabilities, c.rules))) == 1.0
    assert policy.alone > 0.95
    assert policy.apply(cases[0].probabilities, cases[0].rules) == {"rage"}


def test_choose_takes_a_policy_where_the_model_vetoes_a_rule_s_false_alarm():
    # The rules find rage twice, once wrongly (precision 1/2). The model is sure of the
    # right rage, unsure of the wrong one, and sure of a wrong baiting; trusting the
    # model alone would add that false alarm. The chosen policy must be more precise
    # than the rules: it keeps the right rage and vetoes the wrong one.
    cases = [
        _case({"rage"}, {"rage"}, rage=0.9),
        _case(set(), {"rage"}, rage=0.01),
        _case({"rage"}, set(), baiting=0.95),
        _case({"baiting"}, set(), baiting=0.3),
    ]
    rules_precision = precision(*counts(cases, lambda c: set(c.rules)))
    policy = choose(cases)
    chosen = counts(cases, lambda c: policy.apply(c.probabilities, c.rules))
    assert precision(*chosen) > rules_precision
    assert policy.apply(cases[1].probabilities, cases[1].rules) == set()  # the model vetoes the false alarm


def test_choose_lets_the_model_suggest_alone_only_where_it_is_right_often_enough(monkeypatch):
    # The rules find rage four times, once rightly; the model vetoes the three wrong ones.
    # Alone, the model is sure of baiting five times and right twice (40%): a better F1
    # (0.67 against 0.5), but a suggestion resting on no phrase that is wrong more often
    # than right.
    cases = [
        _case({"rage"}, {"rage"}, rage=0.9),
        _case(set(), {"rage"}, rage=0.01),
        _case(set(), {"rage"}, rage=0.01),
        _case(set(), {"rage"}, rage=0.01),
        _case({"baiting"}, set(), baiting=0.95),
        _case({"baiting"}, set(), baiting=0.95),
        _case(set(), set(), baiting=0.95),
        _case(set(), set(), baiting=0.95),
        _case(set(), set(), baiting=0.95),
    ]
    assert barred_alone(cases, 0.9) == {"baiting"}  # right 2 of 5
    policy = choose(cases)
    assert "baiting" not in set().union(*(policy.apply(c.probabilities, c.rules) for c in cases))
    assert policy.apply(cases[0].probabilities, cases[0].rules) == {"rage"}
    assert policy.apply(cases[1].probabilities, cases[1].rules) == set()
    monkeypatch.setattr(policy_module, "ALONE_PRECISION", 0.0)
    without_bar = choose(cases)  # without the bar, F1 alone would take it
    assert without_bar.apply(cases[4].probabilities, cases[4].rules) == {"baiting"}


def pooled_alone_precision(cases: list[Case], alone: float) -> float:
    """How often the model is right when it suggests a tactic no rule fired for, all
    tactics pooled: the bar of rounds 6 and 7, before each tactic was held to it."""
    right = wrong = 0
    for case in cases:
        for slug, probability in case.probabilities.items():
            if probability >= alone and slug not in case.rules:
                right += slug in case.tactics
                wrong += slug not in case.tactics
    return right / (right + wrong)


def test_each_tactic_is_held_to_the_bar_not_the_pool_of_them():
    # Alone, the model is sure of rage four times and right every time, and sure of
    # baiting four times and right once (25%). Pooled, the model alone is right 5 of 8
    # (62%), above the bar, and baiting's false alarms would ride on rage's hits; held
    # tactic by tactic, rage may stand alone and baiting may not.
    cases = [_case({"rage"}, set(), rage=0.95) for _ in range(4)]
    cases += [_case({"baiting"}, set(), baiting=0.95)]
    cases += [_case(set(), set(), baiting=0.95) for _ in range(3)]
    assert pooled_alone_precision(cases, 0.9) > policy_module.ALONE_PRECISION
    policy = choose(cases)
    assert policy.barred == {"baiting"}
    assert policy.suggests("rage", 0.95, rule_fired=False)
    assert not policy.suggests("baiting", 0.95, rule_fired=False)
    assert policy.suggests("baiting", 0.95, rule_fired=True)  # with a rule behind it, as before


# Features.


def test_a_negated_word_is_its_own_feature():
    found = features(prepared("I don't miss you").text.lower(), "I don't miss you", {})
    assert "n:miss" in found
    assert "w:miss" not in found
    assert "w:miss" in features("i miss you", "i miss you", {})


def test_a_short_message_counts_as_having_the_evidence_floor():
    assert scale(1) == scale(EVIDENCE_FLOOR)
    assert scale(4 * EVIDENCE_FLOOR) == pytest.approx(scale(EVIDENCE_FLOOR) / 2)


def test_an_emoji_counts_as_its_family():
    # A rarely seen emoji still says what its kind says: 🤬 reads like 😡.
    assert {"w:🤬", "e:angry"} <= features("ok 🤬", "ok 🤬", {})
    assert "e:angry" in features("ok 😡", "ok 😡", {})
    assert "e:love" in features("night 😘", "night 😘", {})
    assert not {f for f in features("ok 👍", "ok 👍", {}) if f.startswith("e:")}


def test_which_rules_fired_is_a_feature():
    norm = prepared("You're imagining things, that never happened")
    fired = {slug: len(f.triggers) for slug, f in rules_found(norm).items()}
    assert "gaslighting" in fired
    assert "r:gaslighting" in features(norm.text.lower(), norm.original, fired)


# What the app suggests.


def test_the_app_suggests_what_rule_and_model_agree_on_with_the_rule_s_triggers():
    text = "You're imagining things again. That never happened and you know it."
    app = {s.slug: s.triggers for s in suggest_tactics(text)}
    rules = {s.slug: s.triggers for s in rule_suggestions(text)}
    assert "gaslighting" in app
    assert app["gaslighting"] == rules["gaslighting"]


def test_a_model_only_suggestion_names_the_words_it_rests_on():
    model = shipped_model()
    lowered = prepared("i dont miss u at all").text.lower()
    # Not "miss": it is negated, so it does not count for hoovering.
    assert "miss" not in [t.text for t in model.reasons(lowered, "hoovering")]
    text = "Everyone at church is asking why you left. They all know what you did."
    for suggestion in suggest_tactics(text):
        assert suggestion.triggers
        assert all(trigger in text for trigger in suggestion.triggers)


def test_suggestions_come_most_likely_first_and_once_each():
    text = "Youre pathetic. Nobody will ever love you like I did. Call me back NOW or else."
    found = suggest_tactics(text)
    model = shipped_model()
    norm = prepared(text)
    fired = {slug: len(f.triggers) for slug, f in rules_found(norm).items()}
    probabilities = model.probabilities(norm.text.lower(), text, fired)
    assert len({s.slug for s in found}) == len(found)
    assert [probabilities[s.slug] for s in found] == sorted((probabilities[s.slug] for s in found), reverse=True)


def _cpu_ms(function, text: str) -> float:
    start = time.process_time()
    for _ in range(20):
        function(text)
    return (time.process_time() - start) / 20 * 1000


def test_a_200_word_message_is_suggested_for_quickly():
    # Measured: about 4 ms for the rules alone and 7 ms with the model
    # (tools/time_suggestions.py); the bound is generous for a loaded machine.
    text = " ".join(["I miss you and I know you miss me too, just answer me this time please"] * 13)
    assert len(text.split()) >= 200
    suggest_tactics(text)  # warm the caches
    assert min(_cpu_ms(suggest_tactics, text) for _ in range(3)) < 50


def test_the_model_is_small_in_memory():
    # The web worker's budget is 150 MB; the model takes about 6.5 MB.
    tracemalloc.start()
    model_from_dict(json.loads(WEIGHTS.read_text(encoding="utf-8")))
    size, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert size < 20 * 2**20


@pytest.mark.slow
def test_cross_validated_the_combination_is_at_least_as_precise_as_the_rules():
    # Nested 5-fold cross-validation on the 1,770 messages the rules were never tuned on
    # (round 8, seed 16, measured: rules P 49.9% R 43.8%, combined P 64.3% R 49.3%;
    # no-tactic left empty 164 and 190 of 236). Floors a little under, so a change that
    # makes it worse fails. (Round 7's floors were 59% / 49% on 1,658 messages, with the
    # bar on the model's own suggestions held by all tactics pooled, not each.)
    built = build(LABELLED_FILES)
    rules, combined = built.rules_unseen.micro, built.combined_unseen.micro
    assert combined.precision >= rules.precision
    assert combined.precision >= rules.precision + 0.05
    assert combined.precision >= 0.61
    assert combined.recall >= 0.47
    assert built.combined_unseen.empty_kept >= built.rules_unseen.empty_kept


def test_a_model_only_suggestion_never_rests_on_a_function_word():
    # "because of “ok”" would explain nothing; the words still count in the score.
    model = shipped_model()
    lowered = prepared("ok so the thing is you know it").text.lower()
    named = {t.text for slug in SLUGS for t in model.reasons(lowered, slug)}
    assert named  # "thing" and "know" count for some tactic
    assert not named & FUNCTION_WORDS
