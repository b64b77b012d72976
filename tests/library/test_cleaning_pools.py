"""Noisy sets built from pools in a JSON file (noisegen.load_pools, measure_cleaning --pools),
so that a set can be written by someone who never reads the cleaner's rules."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.library.noisegen import POOLS_4, SETS, build_from_pools, build_set, load_pools

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


def test_measure_cleaning_measures_a_pools_file():
    result = subprocess.run(
        [sys.executable, "tools/measure_cleaning.py", "--pools", str(SAMPLE), "--seed", "424242"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert "set: sample.json, seeds 424242-424253" in result.stdout
    assert "noise removed, boilerplate" in result.stdout


def test_measure_cleaning_wants_a_seed_with_a_pools_file():
    result = subprocess.run(
        [sys.executable, "tools/measure_cleaning.py", "--pools", str(SAMPLE)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert "--pools and --seed go together" in result.stderr
