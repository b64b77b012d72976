import json

import pytest
from django.core.management import call_command
from django.utils import timezone

from apps.library.models import Passage, Transcript

pytestmark = pytest.mark.django_db


def _passage(source: str, ordinal: int, text: str) -> None:
    transcript, _ = Transcript.objects.get_or_create(
        slug=f"t-{source}",
        defaults={
            "title": source,
            "source_name": f"{source}_abc.txt",
            "sha256": "0" * 64,
            "raw_chars": 1,
            "ingested_at": timezone.now(),
        },
    )
    Passage.objects.create(transcript=transcript, ordinal=ordinal, text=text, start=0, end=1)


def test_the_several_source_sample_counts_passages_still_carrying_a_garbled_sentence(tmp_path, capsys):
    _passage("000", 1, "They want your obsession. They plan to do it.")
    _passage("001", 1, "A clean sentence. Another one.")
    _passage("003", 1, "Them. They are quiet now.")
    sample = {
        "about": "test",
        "passages": [
            {
                "source": "000",
                "ordinal": 1,
                "sentences": [
                    {"text": "They want your obsession.", "garbled": False},
                    {"text": "They plan to do it.", "garbled": True},  # shown, and not marked
                ],
            },
            {
                "source": "003",
                "ordinal": 1,
                "sentences": [
                    {"text": "Them.", "garbled": True},  # shown, marked unclear
                    {"text": "They are quiet now.", "garbled": False},
                ],
            },
            {
                "source": "001",
                "ordinal": 1,
                "sentences": [
                    {"text": "Rejection is one of the the tools.", "garbled": True},  # no longer shown
                ],
            },
        ],
    }
    path = tmp_path / "sample.json"
    path.write_text(json.dumps(sample))
    call_command("evaluate_garbled", str(path))
    out = capsys.readouterr().out
    assert (
        "1 of 3 passages carry a garbled sentence; 1 of 3 judged garbled sentences still shown unmarked; "
        "0 of 2 sentences judged clear marked unclear"
    ) in out
    # Caught: "Them." marked and "Rejection ..." no longer shown; the one marked sentence was garbled.
    assert "(caught 2 of 3: 67%; precision 1 of 1 marked: 100%)" in out


def test_a_clear_sentence_the_reader_marks_is_counted(tmp_path, capsys):
    _passage("000", 1, "They want your obsession. Them.")
    sample = {
        "about": "test",
        "passages": [
            {
                "source": "000",
                "ordinal": 1,
                "sentences": [
                    {"text": "They want your obsession.", "garbled": False},
                    {"text": "Them.", "garbled": False},  # judged clear, yet marked
                ],
            }
        ],
    }
    path = tmp_path / "sample.json"
    path.write_text(json.dumps(sample))
    call_command("evaluate_garbled", str(path))
    out = capsys.readouterr().out
    assert "1 of 2 sentences judged clear marked unclear" in out
    assert "(caught 0 of 0: n/a; precision 0 of 1 marked: 0%)" in out


def test_the_one_transcript_sample_counts_unmarked_garbled_sentences_and_other_marked_ones(tmp_path, capsys):
    _passage("000", 1, "They want your obsession. They plan to do it. Them.")
    _passage("000", 2, "A clean sentence. And.")
    sample = {
        "about": "test",
        "transcript": "000_abc.txt",
        "end": 10,
        "passages": 2,
        "sentences": ["They plan to do it.", "Them."],  # the first is not marked, the second is
    }
    path = tmp_path / "sample.json"
    path.write_text(json.dumps(sample))
    call_command("evaluate_garbled", str(path))
    out = capsys.readouterr().out
    # "And." is marked but was not judged garbled: one other sentence marked.
    assert (
        "1 of 2 passages carry a garbled sentence; 1 of 2 judged garbled sentences still shown unmarked; "
        "1 of 3 other sentences marked"
    ) in out
    assert "(caught 1 of 2: 50%; precision 1 of 2 marked: 50%)" in out


def test_several_samples_get_a_line_each_and_a_pooled_line(tmp_path, capsys):
    _passage("000", 1, "They want your obsession. They plan to do it. Them.")
    _passage("003", 1, "And. They are quiet now.")
    first = {
        "about": "test",
        "passages": [
            {
                "source": "000",
                "ordinal": 1,
                "sentences": [
                    {"text": "They want your obsession.", "garbled": False},
                    {"text": "They plan to do it.", "garbled": True},  # shown, and not marked
                    {"text": "Them.", "garbled": True},  # marked
                ],
            }
        ],
    }
    second = {
        "about": "test",
        "passages": [
            {
                "source": "003",
                "ordinal": 1,
                "sentences": [
                    {"text": "And.", "garbled": False},  # judged clear, yet marked
                    {"text": "They are quiet now.", "garbled": False},
                ],
            }
        ],
    }
    paths = []
    for name, sample in (("one", first), ("two", second)):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(sample))
        paths.append(str(path))
    call_command("evaluate_garbled", *paths)
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("one: 1 of 1 passages carry a garbled sentence; 1 of 2 judged garbled")
    assert out[1].startswith("two: 0 of 1 passages carry a garbled sentence; 0 of 0 judged garbled")
    assert out[2] == (
        "pooled over 2 samples: 1 of 2 passages carry a garbled sentence; "
        "1 of 2 judged garbled sentences still shown unmarked; 1 of 3 sentences not judged garbled marked "
        "(caught 1 of 2: 50%; precision 1 of 2 marked: 50%)"
    )
