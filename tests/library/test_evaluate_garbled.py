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
    _passage("000", 1, "They want your obsession. The the subtle subtle where.")
    _passage("001", 1, "A clean sentence. Another one.")
    sample = {
        "about": "test",
        "passages": [
            {
                "source": "000",
                "ordinal": 1,
                "sentences": [
                    {"text": "They want your obsession.", "garbled": False},
                    {"text": "The the subtle subtle where.", "garbled": True},
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
    assert "1 of 2 passages carry a garbled sentence; 1 of 2 judged garbled sentences still shown" in out
