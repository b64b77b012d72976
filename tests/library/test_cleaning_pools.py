"""Noisy sets built from pools in a JSON file (noisegen.load_pools, measure_cleaning --pools),
so that a set can be written by someone who never reads the cleaner's rules."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.blind_sets import sha256_as_written
from tests.library.noisegen import POOLS_4, SETS, Score, build_from_pools, build_set, line_by_line, load_pools, score

SAMPLE = Path(__file__).resolve().parent / "pools" / "sample.json"
ROOT = Path(__file__).resolve().parents[2]


def test_pools_load_from_a_json_file():
    pools = load_pools(SAMPLE)
    assert pools.lines == ["Skip the intro", "Listen on the app"]
    assert pools.spoken == ["Thanks for hanging out with me tonight, everyone."]
    assert len(pools.off_topic) == 4


def test_a_set_from_a_pools_file_injects_only_that_files_noise():
    pools = load_pools(SAMPLE)
    transcripts = build_from_pools(pools, first_seed=424242)
    assert len(transcripts) == 12
    boilerplate = {i.text for noisy in transcripts for i in noisy.injections if i.kind == "boilerplate"}
    tails = {i.text for noisy in transcripts for i in noisy.injections if i.kind == "tail"}
    assert boilerplate and boilerplate <= set(pools.lines) | set(pools.spoken)
    assert set(pools.off_topic) & tails
    assert all(text in "\n".join(n.text for n in transcripts) for text in boilerplate)


def test_the_same_pools_and_seeds_build_heldout4_again():
    # heldout4 is (both bases, every article, seeds 5001 on, POOLS_4): a pools file is
    # built the same way, so the lead's measure of a blind file is comparable with it.
    assert SETS["heldout4"][2] == 5001
    rebuilt = build_from_pools(POOLS_4, first_seed=5001)
    assert [n.text for n in rebuilt] == [n.text for n in build_set("heldout4")]


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"boilerplate_lines": ["Share"], "spoken": ["Bye all."]},  # no off_topic
        {"boilerplate_lines": ["Share"], "spoken": [], "off_topic": ["a.", "b.", "c.", "d."]},
        {"boilerplate_lines": ["Share"], "spoken": ["Bye all."], "off_topic": ["a.", "b.", "c."]},
        {"boilerplate_lines": ["Share", 3], "spoken": ["Bye all."], "off_topic": ["a.", "b.", "c.", "d."]},
    ],
)
def test_a_malformed_pools_file_is_refused_with_a_clear_error(tmp_path, data):
    path = tmp_path / "pools.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match=r"pools\.json"):
        load_pools(path)


def _measure_cleaning(*args: str, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "tools/measure_cleaning.py", *args], cwd=ROOT, capture_output=True, text=True, check=check
    )


@pytest.mark.slow  # starts a process
def test_measure_cleaning_measures_a_pools_file():
    result = _measure_cleaning("--pools", str(SAMPLE), "--seed", "424242")
    assert "set: sample.json, seeds 424242-424253" in result.stdout
    assert "noise removed, boilerplate" in result.stdout


def test_line_by_line_puts_each_line_alone_into_a_talk():
    pools = load_pools(SAMPLE)
    texts: list[str] = []

    def keep_all(text: str) -> str:
        texts.append(text)
        return text

    result = line_by_line(pools, keep_all)

    assert result.total == {"boilerplate_lines": 2, "spoken": 1, "off_topic": 4}
    assert result.removed == {"boilerplate_lines": 0, "spoken": 0, "off_topic": 0}
    assert len(result.left) == 7 and len(texts) == 7
    assert all(sum(line in text for line in [*pools.lines, *pools.spoken, *pools.off_topic]) == 1 for text in texts)
    assert f"\n{pools.lines[0]}\n" in texts[0]  # a web line on a line of its own


def test_line_by_line_counts_what_the_cleaner_removes():
    from apps.library.cleaning import clean

    result = line_by_line(load_pools(SAMPLE), lambda text: clean(text).text)

    assert result.removed["boilerplate_lines"] == 2  # "Skip the intro", "Listen on the app"
    assert result.removed["spoken"] == 1  # thanks to the audience
    assert sum(result.removed.values()) + len(result.left) == 7


@pytest.mark.slow  # starts a process
def test_measure_cleaning_measures_a_pools_file_line_by_line():
    result = _measure_cleaning("--pools", str(SAMPLE), "--lines")
    assert "pools: sample.json, each line alone in a talk" in result.stdout
    assert "removed, boilerplate_lines" in result.stdout


@pytest.mark.slow  # starts a process
def test_measure_cleaning_wants_a_seed_with_a_pools_file():
    result = _measure_cleaning("--pools", str(SAMPLE), check=False)
    assert result.returncode == 2
    assert "--pools and --seed go together" in result.stderr


def _cleaned_set(name: str) -> Score:
    """A named set cleaned, scored as tools/measure_cleaning.py scores it."""
    from apps.library.cleaning import clean

    total = Score()
    for noisy in build_set(name):
        total.add(score(clean(noisy.text).text, noisy))
    return total


# The sets helper clean5 studied (each measured once first: see the report). Held here so
# that a later rule cannot quietly undo what they taught; tune16 and tune21 were never
# studied and are left to tools/measure_cleaning.py. Helper clean7 studied heldout5 (spent)
# and tune23; tune22 is its held-out and stays out. Helper clean8 studied tune27 and tune28;
# tune29 is its held-out and stays out.
STUDIED = [f"tune{n}" for n in (8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20)] + [
    "heldout5",
    "tune23",
    "tune27",
    "tune28",
]


@pytest.mark.slow
@pytest.mark.parametrize("name", STUDIED)
def test_the_studied_sets_keep_real_sentences_and_lose_their_outros(name):
    total = _cleaned_set(name)
    assert total.real_kept / total.real_total >= 0.99, total.lost
    assert total.removed["boilerplate"] / total.injected["boilerplate"] >= 0.92, total.left


# The measured sets of rounds 11 to 14, never trained on, with the share of boilerplate
# the cleaner removed from each when the last round ended (less a margin): tune30 24 of 26,
# tune31 35 of 41, heldout10 35 of 35, heldout11 21 of 24; heldout12 35 of 43, heldout13
# 32 of 39, heldout14 29 of 37, heldout15 30 of 35; after round 15 heldout16 28 of 35. A
# later change may not quietly lose it.
MEASURED = [
    ("tune30", 0.9),
    ("tune31", 0.8),
    ("heldout10", 0.95),
    ("heldout11", 0.8),
    ("heldout12", 0.78),
    ("heldout13", 0.78),
    ("heldout14", 0.75),
    ("heldout15", 0.8),
    ("heldout16", 0.75),
]


@pytest.mark.slow
@pytest.mark.parametrize(("name", "floor"), MEASURED)
def test_the_measured_sets_hold_their_figures(name, floor):
    total = _cleaned_set(name)
    assert total.real_kept / total.real_total >= 0.99, total.lost
    assert total.removed["boilerplate"] / total.injected["boilerplate"] >= floor, total.left


@pytest.mark.parametrize(
    ("name", "sha256"),
    [
        ("heldout17", "39363d7fc8b4c1d87ff0618f5c33f8f357a43b5bb98a9a7ac5cdb8f1245bde4c"),
    ],
)
def test_the_sealed_blind_pools_are_as_their_writer_left_them(name, sha256):
    # tests/library/pools/sealed/README.md: never studied; the sha256 of the unzipped file.
    assert sha256_as_written(ROOT / "tests" / "library" / "pools" / "sealed" / f"{name}_pools.json.gz") == sha256


@pytest.mark.parametrize(
    ("name", "sha256"),
    [
        ("heldout10", "30b6a35c6181be368b0c9e63b05f66ed4e919a9ae3bbed003e2af17f3acda48b"),
        ("heldout11", "b553f3a9af3ebfb2b7ea36792c1bc48f1925a91bb332962e95b7106379638a30"),
        ("heldout12", "adbddb4a767f4e6b91ab3408b9362ee4f559b0ab765161bdefa3359767694aee"),
        ("heldout13", "391eafc69335161c70a80da2ed1c0be6e685694b56095beca67bb092061b9f20"),
        ("heldout14", "3ce029208a6eb2d120c022b490df0b914cc1f0e04102ace07ae70941525f154a"),
        ("heldout15", "dd018ab9db52d61167d23878312540beb0539edd9e47b1f49077310a2a46305e"),
        ("heldout16", "3926dea713aebc64a1548f2d309f895cf952053a160e25777fe592b2d0132f69"),
    ],
)
def test_a_spent_blind_pool_is_as_its_writer_left_it(name, sha256):
    # Measured once before and once after round 11 (heldout10, 11), 12 (heldout12, 13), 14
    # (heldout14, 15) or 15 (heldout16), then unzipped here (spent).
    assert sha256_as_written(ROOT / "tests" / "library" / "pools" / f"{name}.json") == sha256
