"""The safety signs (apps/tactics/safety.py): a hurried text read in its spoken forms and
with its slips put right, the labelled sets held to what the rules read in them, a threat
of suicide tied to you, and someone turning up told apart from the rest."""

import json
import re
from pathlib import Path

import pytest

from apps.tactics.safety import safety_signs, spoken
from apps.tactics.spelling import Speller
from tests.blind_sets import sha256_as_written

SETS = Path(__file__).resolve().parent / "safety"


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("ill end you", "i will end you"),
        ("i swear ill find you", "i swear i will find you"),
        ("hell kill my parents", "he will kill my parents"),
        ("shell jump off the bridge", "she will jump off the bridge"),
        ("want 2 die", "want to die"),
        ("hes been followin me", "hes been following me"),
        ("i kno were she parks", "i know where she parks"),
        ("he got in2 my fb", "he got into my facebook"),
        ("i hurt my self again", "i hurt myself again"),
    ],
)
def test_a_hurried_text_is_read_in_its_spoken_forms(typed, read):
    assert spoken(typed) == read


@pytest.mark.parametrize(
    "text",
    ["i am ill today", "what the hell is this", "he had to shell out for it", "i have 2 kids", "go to hell"],
)
def test_spoken_forms_leave_ordinary_words_alone(text):
    assert spoken(text) == text


def test_a_word_the_reader_waits_for_wins_over_a_more_common_one():
    plain = Speller()
    waiting = Speller(preferred=["slapped", "pillow"])
    assert plain.correct("slaped") == "shaped"
    assert waiting.correct("slaped") == "slapped"
    assert waiting.correct("pilow") == "pillow"
    assert waiting.correct("table") == "table"  # a word spelt right is never touched


@pytest.mark.parametrize(
    "text",
    ["my dad slaped me so hard", "she held a pilow over my face", "he has a knfie", "my mom said she'll poisen my dog"],
)
def test_a_sign_typed_with_a_slip_is_still_read(text):
    assert safety_signs(text).danger


@pytest.mark.parametrize(
    "text",
    [
        "If you walk out that door I'm taking every pill in the cabinet.",
        "im gonna kill myself n its ur fault 4 leaving me",
        "he keeps sayin hell hang himself if i leave him",
        "Si no vuelves conmigo me voy a quitar la vida.",
    ],
)
def test_a_threat_of_suicide_tied_to_you_is_a_sign_of_danger_and_of_self_harm(text):
    signs = safety_signs(text)
    assert signs.self_harm and signs.danger


@pytest.mark.parametrize("text", ["Thinking of taking all my tablets tonight.", "want 2 die tbh"])
def test_your_own_talk_of_self_harm_is_not_read_as_danger(text):
    signs = safety_signs(text)
    assert signs.self_harm and not signs.danger


@pytest.mark.parametrize(
    ("text", "only"),
    [
        ("mum turned up at my door", True),
        ("I'M AT YOUR DOOR. OPEN IT.", True),
        ("he turned up at my work with a knife", False),
        ("i know where you live", False),
    ],
)
def test_someone_turning_up_is_told_apart_from_the_other_signs(text, only):
    signs = safety_signs(text)
    assert signs.danger
    assert signs.turning_up_only is only


@pytest.mark.parametrize(
    "text",
    [
        "I would literally kill for a nap right now",
        "my sister is gonna murder me for forgeting her birthday",
        "let out this strangled laugh when I read her so-called apology",
        "I will cut you off if you keep this up",
        "i'll hit you up later",
        "Got the MOT done. Passed, just needed a wiper blade.",
        "I'm at the garden centre and they've got the same wind chimes",
        "I'll text you when I'm outside.",
        "mom says im killing her by not calling",
        "im gonna strangle my printer it jammed again lol",
        "my cat scratched me really badly and now im on antibiotics lol",
        "EVERYONE KNOWS WHAT YOU ARE NOW. I TOLD THEM ALL. YOUR BOSS IS NEXT.",
        "my dad keeps saying going no contact is emotional suicide for the family",
    ],
)
def test_everyday_words_bring_no_note(text):
    signs = safety_signs(text)
    assert not signs.danger and not signs.self_harm


# What the rules read in each labelled set, as measured when they were last changed: a
# change that loses a sign, or adds a false one, fails here (README.md in safety/).
FLOORS = {
    "danger19_dev": {"danger": (97, 0), "self_harm": (23, 1)},
    "danger19_first": {"danger": (94, 3), "self_harm": (26, 0)},
    "danger19b": {"danger": (99, 1), "self_harm": (29, 3)},
    "danger19c": {"danger": (103, 4), "self_harm": (38, 0)},
    "danger20": {"danger": (127, 2), "self_harm": (37, 0)},
    "danger21": {"danger": (67, 3), "self_harm": (20, 0)},
}


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_each_labelled_set_keeps_what_the_rules_read_in_it(name):
    items = json.loads((SETS / f"{name}.json").read_text())
    read = [safety_signs(item["text"]) for item in items]
    for sign, (caught, false) in FLOORS[name].items():
        found = [getattr(signs, sign) for signs in read]
        assert sum(f and item[sign] for f, item in zip(found, items, strict=True)) >= caught, sign
        assert sum(f and not item[sign] for f, item in zip(found, items, strict=True)) <= false, sign


def test_few_of_the_labelled_tactic_messages_bring_a_note_of_danger():
    # 3,037 messages of every tactic; 43 bring the note, every one but a relayed "she
    # knows where I am" a real sign (someone outside, at the door, at the school gates or
    # at your gym, "i know where you're staying", "stop telling people i pushed you", "still
    # got your spare key", a threat of suicide tied to you).
    texts = []
    for path in sorted([*SETS.parent.glob("*_messages.json"), *SETS.parent.glob("spent/*_messages.json")]):
        data = json.loads(path.read_text())
        texts += [item["text"] for item in (data if isinstance(data, list) else data["messages"])]
    texts = list(dict.fromkeys(texts))
    assert len(texts) > 3000
    assert sum(safety_signs(text).danger for text in texts) <= 43


def test_no_rule_holds_a_number_pair_written_out_by_a_format_string():
    # In an rf-string, "{0,3}" is a Python expression: the pattern holds "(0, 3)" and
    # silently stops matching. Such a quantifier must be written "{{0,3}}" there.
    from apps.tactics.rules import DANGER, SELF_HARM_SIGNS, TURNING_UP

    assert not [p for p in (*DANGER, *TURNING_UP, *SELF_HARM_SIGNS) if re.search(r"\(\d+, \d+\)", p)]


@pytest.mark.parametrize(
    ("name", "sha256"),
    [
        ("sealed/danger22.json.gz", "b5d5834a18f050a472e4e6f796379d5fb2a535438ca04d5f0bff519e074eb0c8"),
        ("danger21.json", "2fc6f88d949e39c86e52445578b039ce9169ca0fd188d8dd22cd07718a2f5a6c"),
        ("danger20.json", "5a1aa8f0b765091b3f247934f62d3d91eeb51a64ad8e9a527e993b1464f3e498"),
    ],
)
def test_the_blind_sets_are_as_their_writers_left_them(name, sha256):
    # safety/sealed/README.md: the sealed set never studied, the spent ones as written.
    assert sha256_as_written(SETS / name) == sha256
