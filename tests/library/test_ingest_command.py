from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from apps.library.management.commands import ingest_transcripts
from apps.library.models import Passage, Transcript
from tests.library.helpers import SAMPLE_TALK, write_transcripts


def _run(*args):
    out, err = StringIO(), StringIO()
    call_command("ingest_transcripts", *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


@pytest.mark.django_db
def test_it_prints_what_it_did(tmp_path):
    write_transcripts(tmp_path, {"000_a.txt": SAMPLE_TALK + " " + SAMPLE_TALK})
    out, err = _run(str(tmp_path))
    passages = Passage.objects.count()
    assert f"000_a.txt: {passages} passages; removed " in out
    assert "1 file: 1 ingested, 0 unchanged." in out
    assert "repeat" in out and "junk fragment" in out
    assert err == ""  # small input: no progress bar

    out, _ = _run(str(tmp_path))
    assert "000_a.txt: unchanged, skipped" in out
    assert "1 file: 0 ingested, 1 unchanged. 0 passages written" in out


@pytest.mark.django_db
def test_it_shows_a_progress_bar_on_large_input(tmp_path, monkeypatch):
    monkeypatch.setattr(ingest_transcripts, "LARGE_INPUT_BYTES", 10)
    write_transcripts(tmp_path, {"a.txt": SAMPLE_TALK, "b.txt": SAMPLE_TALK + " Yes."})
    _, err = _run(str(tmp_path))
    assert "[###############---------------] 1/2 files" in err
    assert "[##############################] 2/2 files" in err


@pytest.mark.django_db
def test_it_rejects_a_bad_file_with_a_clear_message_and_changes_nothing(tmp_path):
    write_transcripts(tmp_path, {"000_a.txt": SAMPLE_TALK})
    _run(str(tmp_path))
    before = list(Passage.objects.values_list("pk", "text"))
    write_transcripts(tmp_path, {"001_b.txt": "d\u00e9j\u00e0 vu".encode("latin-1")})
    with pytest.raises(CommandError) as error:
        _run(str(tmp_path))
    message = str(error.value)
    assert message.startswith("Nothing was changed")
    assert "001_b.txt: this is not UTF-8 text" in message
    assert list(Passage.objects.values_list("pk", "text")) == before
    assert Transcript.objects.count() == 1


@pytest.mark.django_db
def test_it_loads_the_shipped_folder_by_default():
    out, _ = _run()
    assert "4 files: 4 ingested" in out
