import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from apps.tactics.evaluation import LabelledMessage, evaluate, load_labelled, our_slug, readers_path
from apps.tactics.matching import SLUGS, Suggestion, rule_suggestions, suggest_tactics

HERE = Path(__file__).resolve().parent
LABELLED = HERE / "labelled_messages.json"
HELDOUT = HERE / "heldout_messages.json"
HELDOUT2 = HERE / "heldout2_messages.json"
# Issue 16: written before that round's changes; heldout3 was then tuned on, frozen never
# (it is measured once, with the command, and not used by these tests' floors).
HELDOUT3 = HERE / "heldout3_messages.json"
FROZEN = HERE / "frozen_messages.json"
# Round 4: tuned on ROUND4; ROUND4_CHECK, a quarter set apart first, never tuned on.
ROUND4 = HERE / "round4_messages.json"
ROUND4_CHECK = HERE / "round4_check_messages.json"


# Floors a little under the figures measured when the rules were last changed, so a
# regression fails. Measured (micro P/R, macro P/R), see tests/tactics/README.md:
# labelled set, tuned on: 94/100, 96/100; first held-out set, tuned on in the second
# round: 98/94, 99/95; second held-out set, written and committed before the second
# round and never tuned on: 79/75, 80/80.
@pytest.mark.parametrize(
    ("path", "micro_p", "micro_r", "macro_p", "macro_r"),
    [
        (LABELLED, 0.90, 0.95, 0.92, 0.95),
        (HELDOUT, 0.92, 0.88, 0.93, 0.89),
        (HELDOUT2, 0.74, 0.70, 0.75, 0.75),
        (HELDOUT3, 0.86, 0.92, 0.87, 0.92),
        (ROUND4, 0.90, 0.75, 0.90, 0.76),  # measured 92/78, 92/79
        (ROUND4_CHECK, 0.71, 0.40, 0.71, 0.39),  # measured 74/43, 74/42
    ],
)
def test_the_rules_stay_above_their_measured_floors(path, micro_p, micro_r, macro_p, macro_r):
    report = evaluate(load_labelled(path, truth="writer"), rule_suggestions)  # the floors' truth
    assert report.micro.precision >= micro_p
    assert report.micro.recall >= micro_r
    assert report.macro_precision >= macro_p
    assert report.macro_recall >= macro_r


# Both what the app suggests (the rules and the model) and the rules alone.
@pytest.mark.parametrize("suggest", [None, rule_suggestions], ids=["app", "rules"])
@pytest.mark.parametrize("path", [LABELLED, HELDOUT, HELDOUT2, HELDOUT3, ROUND4, ROUND4_CHECK])
def test_messages_with_no_tactic_get_no_suggestion(path, suggest):
    # heldout3's two Spanish messages were labelled "none" while suggestions were English-only;
    # the Spanish rules are held by test_spanish.py.
    messages = load_labelled(path, without_kinds=("spanish",))
    report = evaluate(messages, suggest) if suggest else evaluate(messages)
    assert report.empty_total > 0
    assert report.empty_kept == report.empty_total


def test_the_labelled_sets_are_big_and_varied_enough():
    labelled, heldout, heldout2 = load_labelled(LABELLED), load_labelled(HELDOUT), load_labelled(HELDOUT2)
    assert len(labelled) >= 60
    assert len(heldout) >= 20
    assert len(heldout2) >= 40
    assert sum(1 for m in heldout2 if not m.tactics) >= 6
    for messages in (labelled, heldout, heldout2):
        assert any(not m.tactics for m in messages)
        assert any(len(m.tactics) >= 2 for m in messages)
    texts = [{m.text for m in messages} for messages in (labelled, heldout, heldout2)]
    assert not texts[0] & texts[1]
    assert not (texts[0] | texts[1]) & texts[2]


def test_the_new_sets_are_big_varied_and_apart_from_the_others():
    heldout3, frozen = json.loads(HELDOUT3.read_text()), json.loads(FROZEN.read_text())
    assert len(heldout3) >= 80
    assert len(frozen) >= 40
    kinds = {row["kind"] for row in heldout3}
    assert {"nopunct", "typos", "caps", "emoji", "relayed", "rambling", "short", "spanish"} <= kinds
    older = {m.text for path in (LABELLED, HELDOUT, HELDOUT2) for m in load_labelled(path)}
    assert not older & {row["text"] for row in heldout3}
    assert not (older | {row["text"] for row in heldout3}) & {row["text"] for row in frozen}


def fake_suggest(text: str) -> list[Suggestion]:
    return [Suggestion(slug, ("x",)) for slug in text.split()]


def test_evaluate_counts_hits_false_alarms_and_misses():
    messages = [
        LabelledMessage("rage baiting", frozenset({"rage"})),
        LabelledMessage("", frozenset({"rage", "hoovering"})),
        LabelledMessage("", frozenset()),
    ]
    report = evaluate(messages, suggest=fake_suggest)
    assert (report.per_tactic["rage"].tp, report.per_tactic["rage"].fn) == (1, 1)
    assert report.per_tactic["baiting"].fp == 1
    assert report.micro.precision == 0.5
    assert report.micro.recall == pytest.approx(1 / 3)
    # rage 1/1 and baiting 0/1 predicted right; rage 1/2 and hoovering 0/1 found.
    assert report.macro_precision == 0.5
    assert report.macro_recall == 0.25
    assert (report.exact, report.empty_total, report.empty_kept) == (1, 1, 1)


def test_load_labelled_rejects_an_unknown_tactic(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps([{"text": "hi", "tactics": ["hovering"]}]))
    with pytest.raises(ValueError, match="hovering"):
        load_labelled(path)


def test_the_command_prints_per_tactic_and_overall_figures(capsys):
    call_command("evaluate_tactic_rules", str(HELDOUT), "--misses")
    out = capsys.readouterr().out
    assert "guilt-tripping" in out
    assert "micro: precision" in out
    assert "macro: precision" in out
    assert "Not exactly right" in out


def test_the_command_measures_what_the_app_suggests_or_the_rules_alone(tmp_path, capsys):
    # A file anywhere (a blind set lives outside the repository). "Just checking in" is
    # hoovering to the rules and to the app alike; the report names the method.
    path = tmp_path / "blind.json"
    path.write_text(json.dumps([{"text": "Hey stranger, just checking in", "tactics": ["hoovering"]}]))
    call_command("evaluate_tactic_rules", str(path))
    app = capsys.readouterr().out
    call_command("evaluate_tactic_rules", str(path), "--method", "rules")
    rules = capsys.readouterr().out
    assert "method: app" in app and "method: rules" in rules
    assert "micro: precision  100%  recall  100%" in app
    assert "micro: precision  100%  recall  100%" in rules


def test_the_default_method_is_what_the_log_suggests():
    from apps.tactics.management.commands.evaluate_tactic_rules import METHODS
    from apps.tactics.matching import suggest_tactics

    assert METHODS["app"] is suggest_tactics
    assert METHODS["rules"] is rule_suggestions


def test_the_command_reports_a_bad_file_clearly(tmp_path):
    with pytest.raises(CommandError, match=r"missing\.json"):
        call_command("evaluate_tactic_rules", str(tmp_path / "missing.json"))


def test_load_labelled_reads_the_research_slugs_as_ours(tmp_path):
    path = tmp_path / "research.json"
    rows = [{"text": "a", "tactics": ["vague_posting", "hot_cold_switching", "rage"], "kind": "plain"}]
    path.write_text(json.dumps(rows))
    assert load_labelled(path)[0].tactics == {"vague-posting", "hot-and-cold", "rage"}


def test_the_panel_truth_adds_what_readers_also_named_and_the_writer_truth_does_not(tmp_path, capsys):
    path = tmp_path / "read_messages.json"
    rows = [
        {"text": "happy birthday, hope you miss me", "tactics": ["timed_contact"]},
        {"text": "pickup at 3", "tactics": []},
    ]
    path.write_text(json.dumps(rows))
    assert readers_path(path).name == "read_messages.readers.json"
    readers_path(path).write_text(json.dumps({"also_named": [["hoovering"], []]}))
    assert load_labelled(path)[0].tactics == {"timed-contact", "hoovering"}
    assert load_labelled(path, truth="panel")[0].tactics == {"timed-contact", "hoovering"}
    assert load_labelled(path, truth="writer")[0].tactics == {"timed-contact"}
    with pytest.raises(ValueError, match="truth"):
        load_labelled(path, truth="mine")
    call_command("evaluate_tactic_rules", str(path), "--truth", "writer")
    assert "truth: writer" in capsys.readouterr().out


def test_an_unknown_slug_among_those_also_named_is_an_error(tmp_path):
    path = tmp_path / "typo_messages.json"
    path.write_text(json.dumps([{"text": "a", "tactics": []}]))
    readers_path(path).write_text(json.dumps({"also_named": [["hovering"]]}))
    with pytest.raises(ValueError, match="hovering"):
        load_labelled(path)
    assert load_labelled(path, truth="writer")[0].tactics == frozenset()


def test_a_readers_file_out_of_step_with_its_messages_is_an_error(tmp_path):
    path = tmp_path / "short_messages.json"
    path.write_text(json.dumps([{"text": "a", "tactics": []}, {"text": "b", "tactics": []}]))
    readers_path(path).write_text(json.dumps({"also_named": [[]]}))
    with pytest.raises(ValueError, match="1 entries for 2 messages"):
        load_labelled(path)


def test_messages_of_a_kind_can_be_left_out(tmp_path, capsys):
    path = tmp_path / "mixed.json"
    rows = [
        {"text": "you are so cold", "tactics": ["blame_reversal"], "kind": "plain"},
        {"text": "eres tan frío", "tactics": ["blame_reversal"], "kind": "spanish"},
    ]
    path.write_text(json.dumps(rows, ensure_ascii=False))
    assert [m.text for m in load_labelled(path, without_kinds=["spanish"])] == ["you are so cold"]
    call_command("evaluate_tactic_rules", str(path), "--without-kind", "spanish")
    out = capsys.readouterr().out
    assert "(without kind spanish): 1 messages" in out
    assert "recall  100%" in out


def test_the_round4_check_set_is_apart_from_what_was_tuned_on():
    check = {m.text for m in load_labelled(ROUND4_CHECK)}
    tuned = {m.text for path in (ROUND4, LABELLED, HELDOUT, HELDOUT2, HELDOUT3, FROZEN) for m in load_labelled(path)}
    assert len(check) >= 100
    assert not check & tuned


ROUND6 = HERE / "round6_messages.json"
FROZEN3 = HERE / "frozen3_messages.json"
STYLES = {
    "plain",
    "no_punctuation",
    "typos_abbrev",
    "all_caps",
    "emoji",
    "very_short",
    "long_rambling",
    "voicemail",
    "email",
    "social_media",
    "relayed",
    "gift_note",
}


def test_the_round6_set_is_big_in_every_style_and_weighted_to_the_weak_tactics():
    rows = json.loads(ROUND6.read_text(encoding="utf-8"))
    messages = load_labelled(ROUND6)
    assert len(messages) >= 600
    assert {row["kind"] for row in rows} == STYLES
    per_tactic = {slug: sum(slug in m.tactics for m in messages) for slug in SLUGS}
    assert min(per_tactic.values()) >= 15
    weak = ("baiting", "blame-reversal", "devaluation", "hot-and-cold", "pity-play")
    assert all(per_tactic[slug] >= 50 for slug in weak)
    assert sum(1 for m in messages if not m.tactics) >= 60
    assert sum(1 for m in messages if len(m.tactics) >= 2) >= 60
    # Bracketed social-media actions and voicemails, as the blind sets write them.
    assert sum(row["text"].startswith("[") for row in rows) >= 80


def test_the_round6_set_repeats_no_message_of_another_labelled_file():
    texts = [m.text for m in load_labelled(ROUND6)]
    assert len(set(texts)) == len(texts)
    others = {m.text for path in HERE.glob("*_messages.json") if path != ROUND6 for m in load_labelled(path)}
    assert not set(texts) & others


def test_frozen3_is_the_spent_blind_set_byte_for_byte():
    # Measured once while blind (tests/tactics/README.md), then copied in as training data.
    digest = hashlib.sha256(FROZEN3.read_bytes()).hexdigest()
    assert digest == "81506bebe5a6c63c2d7a3de488883012c646083f78a278e5c3a8e2dd99ce496c"


FROZEN4 = HERE / "frozen4_messages.json"


def test_frozen4_is_the_spent_blind_set_byte_for_byte():
    # blind5's set, measured once while blind by round 7 (tests/tactics/README.md), then
    # copied in as training data; the sha256 is the one its README gave.
    digest = hashlib.sha256(FROZEN4.read_bytes()).hexdigest()
    assert digest == "8da4112aa8e3264100fa4fca229eb05bbc75d3e38ad611beec32063a1107c1c8"


def test_the_model_is_judged_on_frozen4_as_on_the_other_blind_sets():
    from apps.tactics.model.building import RULES_NEVER_TUNED_ON

    assert {"frozen2_messages.json", "frozen3_messages.json", "frozen4_messages.json"} <= set(RULES_NEVER_TUNED_ON)


FROZEN5 = HERE / "frozen5_messages.json"


def test_frozen5_is_the_spent_blind_set_byte_for_byte():
    # blind6's set, measured once while blind, then copied in as training data by round 8
    # (tests/tactics/README.md); the sha256 is the one its README gave.
    digest = hashlib.sha256(FROZEN5.read_bytes()).hexdigest()
    assert digest == "ea299a67c4fb9ad1e4957eda6487458324059909f909b8f4eee4378b1f36a25b"


def test_the_model_is_judged_on_frozen5_as_on_the_other_blind_sets():
    from apps.tactics.model.building import RULES_NEVER_TUNED_ON

    assert "frozen5_messages.json" in RULES_NEVER_TUNED_ON


FROZEN7 = HERE / "frozen7_messages.json"
# Blind sets measured once and not yet trained on (tests/tactics/README.md): outside the
# "*_messages.json" files of this folder, which are all training data.
SPENT = HERE / "spent"
FROZEN8 = SPENT / "frozen8_messages.json"


def test_frozen9_is_the_blind_set_measured_in_round_10_byte_for_byte():
    # blind17's set: measured once before and once after round 10, never trained on.
    digest = hashlib.sha256((SPENT / "frozen9_messages.json").read_bytes()).hexdigest()
    assert digest == "d74f120b9d4a4c33e1de93e6701fda222d8683100dfa80ed46896e330e5ed75e"


def test_frozen8_is_the_blind_set_measured_in_round_9_byte_for_byte():
    digest = hashlib.sha256(FROZEN8.read_bytes()).hexdigest()
    assert digest == "a86147beb7fd52a0f2b9b0bb7567b8ca9240c6b599898f7e4a3d03d89143e842"


def test_frozen7_is_the_spent_blind_set_byte_for_byte():
    # blind15's set (round 9), measured once while blind before and once after the model
    # was trained on the readers' labels, then copied in as training data
    # (tests/tactics/README.md); the sha256 is the one its README gave.
    digest = hashlib.sha256(FROZEN7.read_bytes()).hexdigest()
    assert digest == "4008a7f40df184176278a88d84ced3e672bf84a600e3280efd7c4b643b8de2a1"


def test_the_model_is_judged_on_frozen7_as_on_the_other_blind_sets():
    from apps.tactics.model.building import RULES_NEVER_TUNED_ON

    assert "frozen7_messages.json" in RULES_NEVER_TUNED_ON


ROUND7 = HERE / "round7_messages.json"
# The tactics whose cross-validated recall rose most when the training folds grew from 60%
# to 100% of their messages (round 7: more data should help them most).
STARVED = ("strategic-silence", "nostalgia-bait", "surveillance", "projection", "smear-campaign")


def test_the_round7_set_feeds_the_starved_tactics_in_many_styles():
    rows = json.loads(ROUND7.read_text(encoding="utf-8"))
    messages = load_labelled(ROUND7)
    assert len(messages) >= 70
    assert len({row["kind"] for row in rows}) >= 10
    assert all(sum(slug in m.tactics for m in messages) >= 8 for slug in STARVED)
    # Everyday messages that use the same words stay in, so precision is tested too.
    assert sum(1 for m in messages if not m.tactics) >= 10


def test_the_round7_set_repeats_no_message_of_another_labelled_file():
    texts = [m.text.strip().lower() for m in load_labelled(ROUND7)]
    assert len(set(texts)) == len(texts)
    others = {
        m.text.strip().lower() for path in HERE.glob("*_messages.json") if path != ROUND7 for m in load_labelled(path)
    }
    assert not set(texts) & others


# Round 10: six writers, each given three to six tactics to weigh (the weakest on the
# unseen messages first) and a world of senders and styles of its own; one blind reader each.
# Trained on, it did not help (docs/suggestions.md, round 10), so it is kept apart in
# unseen/, outside the training files, as a yardstick for the next change of method.
ROUND10 = HERE / "unseen" / "round10_messages.json"
ROUND10_FOCUS = {
    "w1": ("baiting", "devaluation", "hot-and-cold"),
    "w2": ("guilt-tripping", "pity-play", "smear-campaign"),
    "w3": ("strategic-silence", "gaslighting", "blame-reversal"),
    "w4": ("hoovering", "breadcrumbing", "nostalgia-bait", "timed-contact"),
    "w5": ("flying-monkeys", "triangulation", "surveillance", "showing-up", "vague-posting"),
    "w6": ("rage", "projection", "fake-apology", "love-bombing", "devaluation", "hot-and-cold"),
}


def test_the_round10_set_weighs_each_writers_tactics_in_many_styles():
    rows = json.loads(ROUND10.read_text(encoding="utf-8"))
    writer = load_labelled(ROUND10, truth="writer")
    assert len(rows) >= 1100
    assert len({row["kind"] for row in rows}) >= 12
    for batch, focus in ROUND10_FOCUS.items():
        labels = [m.tactics for row, m in zip(rows, writer, strict=True) if row["batch"] == batch]
        assert len(labels) >= 190
        assert all(sum(slug in tactics for tactics in labels) >= 20 for slug in focus), batch
        # Everyday messages that share the tactics' words keep the model honest on precision.
        assert sum(1 for tactics in labels if not tactics) >= 20, batch
    assert all(sum(slug in m.tactics for m in writer) >= 45 for slug in SLUGS)


def test_the_round10_set_repeats_no_message_of_another_labelled_file():
    texts = [m.text.strip().lower() for m in load_labelled(ROUND10)]
    assert len(set(texts)) == len(texts)
    others = {
        m.text.strip().lower()
        for path in HERE.glob("**/*_messages.json")
        if path != ROUND10
        for m in load_labelled(path)
    }
    assert not set(texts) & others


def test_the_round10_set_is_no_training_file():
    assert ROUND10 not in HERE.glob("*_messages.json")
    assert readers_path(ROUND10).exists()


@pytest.mark.slow  # suggests for 1,176 messages
def test_the_app_stays_above_its_measured_floor_on_the_round10_messages_it_never_saw():
    # Measured on round 9's model (a228917), never trained on: panel P 67% R 41%, no-tactic
    # messages left empty 128 of 145; writer P 62% R 44%. Floors a little under.
    report = evaluate(load_labelled(ROUND10))
    assert report.micro.precision >= 0.65
    assert report.micro.recall >= 0.39
    assert report.empty_kept >= 124


def test_the_spanish_messages_of_the_labelled_sets_get_the_spanish_rules_alone():
    # 35 Spanish messages by five hands (frozen3's 7, frozen4's 8 and frozen5's 8 too): the
    # English model never reads them; what they get is the Spanish phrase rules' (spanish/).
    from apps.tactics.matching import spanish_suggestions

    spanish = [
        row["text"]
        for path in sorted(HERE.glob("*_messages.json"))
        for row in json.loads(path.read_text(encoding="utf-8"))
        if row.get("kind") == "spanish"
    ]
    assert len(spanish) >= 35
    assert [text for text in spanish if suggest_tactics(text) != spanish_suggestions(text)] == []
    assert sum(1 for text in spanish if suggest_tactics(text)) >= 25


# A loaded occasion named in a message (tactics.json's timed contact: "birthdays,
# anniversaries, bad news, a sudden illness"), roughly: enough to compare the files.
LOADED_OCCASION = re.compile(
    r"hospital|\bward\b|surgery|operation|\bop\b|chemo|cancer|tumou?r|biopsy|\bscans?\b|test results|diagnos|"
    r"heart attack|stroke|funeral|passed away|\bdied\b|memorial|crematorium|late (?:grand|nan|mum|dad)|"
    r"rest (?:easy|in peace)|christmas|xmas|mother'?s day|father'?s day|thanksgiving|easter|new year|"
    r"birthday|bday|\b\d{2}(?:st|nd|rd|th)\b(?! (?:at|of|,))|anniversary|years (?:ago )?today|wedding",
    re.IGNORECASE,
)


def test_every_big_file_draws_the_timed_contact_line_in_about_the_same_place():
    # Round 8: round6 labelled 28% of its messages that carry a tactic and name a loaded
    # occasion as timed contact, where the other hands labelled 47 to 77%; the model learnt
    # round6's line. Each file with at least 10 such messages now labels at least 45%.
    shares = {}
    for path in sorted(HERE.glob("*_messages.json")):
        occasion = [
            m for m in load_labelled(path, without_kinds=("spanish",)) if m.tactics and LOADED_OCCASION.search(m.text)
        ]
        if len(occasion) >= 10:
            shares[path.name] = sum("timed-contact" in m.tactics for m in occasion) / len(occasion)
    assert {"round6_messages.json", "frozen5_messages.json", "round4_messages.json"} <= shares.keys()
    assert min(shares.values()) >= 0.45, shares


# A go-between passing something on at the other person's request (frozen3, frozen5:
# flying monkeys "goes on messages a go-between sends on the sender's behalf").
ON_THEIR_BEHALF = re.compile(
    r"(?:asked|wanted|wants|told) me to (?:tell|say|ask|pass|let you know)|(?:says|said) to tell you|"
    r"(?:his|her) words,? not mine",
    re.IGNORECASE,
)


def test_every_file_labels_a_message_passed_on_for_them_as_flying_monkeys():
    # Round 8: round6 labelled 14 of its 36 such messages that carry a tactic as flying
    # monkeys; every other file labels all of them so.
    passed_on = [
        m
        for path in sorted(HERE.glob("*_messages.json"))
        for m in load_labelled(path, without_kinds=("spanish",))
        if m.tactics and ON_THEIR_BEHALF.search(m.text)
    ]
    assert len(passed_on) >= 60
    assert [m.text for m in passed_on if "flying-monkeys" not in m.tactics] == []


@pytest.mark.parametrize("path", sorted(HERE.glob("*_messages.json")), ids=lambda p: p.stem)
def test_every_labelled_file_has_its_readers_file_in_step(path):
    # Round 9: independent readers labelled every English message (docs/suggestions.md).
    rows = json.loads(path.read_text(encoding="utf-8"))
    named = json.loads(readers_path(path).read_text(encoding="utf-8"))["also_named"]
    assert len(named) == len(rows)
    writer = load_labelled(path, truth="writer")
    panel = load_labelled(path)
    assert [m.text for m in writer] == [m.text for m in panel]
    assert all(w.tactics <= p.tactics for w, p in zip(writer, panel, strict=True))
    for row, also in zip(rows, named, strict=True):
        assert not {slug.replace("_", "-") for slug in row["tactics"]} & {s.replace("_", "-") for s in also}
        if row.get("kind") == "spanish":
            assert also == []  # not read: the readers read the English messages only


@pytest.mark.parametrize(
    ("name", "first", "second", "folder"),
    [
        ("frozen4", "a", "b", HERE),
        ("frozen5", "a", "b", HERE),
        ("frozen7", "c", "d", HERE),
        ("frozen8", "e", "f", SPENT),
        ("frozen9", "g", "h", SPENT),
    ],
)
def test_a_set_read_by_two_readers_keeps_what_both_named(name, first, second, folder):
    # The readers' own files (tests/tactics/readers/, brief.md) and what the panel adds:
    # the tags both named that the writer did not.
    def read(reader: str) -> dict[int, set[str]]:
        rows = json.loads((HERE / "readers" / f"{name}_reader_{reader}.json").read_text(encoding="utf-8"))
        return {int(row["id"].rsplit("-", 1)[1]): {our_slug(s) for s in row["tactics"]} for row in rows}

    path = folder / f"{name}_messages.json"
    rows = json.loads(path.read_text(encoding="utf-8"))
    named = json.loads(readers_path(path).read_text(encoding="utf-8"))["also_named"]
    one, two = read(first), read(second)
    for n, (row, also) in enumerate(zip(rows, named, strict=True)):
        if row.get("kind") == "spanish":
            continue
        writer = {our_slug(s) for s in row["tactics"]}
        assert {our_slug(s) for s in also} == (one[n] & two[n]) - writer, n


@pytest.mark.slow  # starts a process
def test_label_agreement_gives_the_figures_docs_suggestions_reports_for_frozen7():
    readers = HERE / "readers"
    result = subprocess.run(
        [
            sys.executable,
            "tools/label_agreement.py",
            str(HERE / "frozen7_messages.json"),
            str(readers / "frozen7_reader_c.json"),
            str(readers / "frozen7_reader_d.json"),
        ],
        cwd=HERE.parent.parent,
        capture_output=True,
        text=True,
        check=True,
    )
    assert "112 English messages, 182 tags by the writer" in result.stdout
    assert "frozen7_reader_c.json against the writer: P 83%  R 93%" in result.stdout
    assert "frozen7_reader_d.json against the writer: P 85%  R 93%" in result.stdout
    assert "the first reader against the second: P 94%  R 96%  F1 95%" in result.stdout
