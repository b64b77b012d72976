from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection

from apps.library import search
from apps.library.models import Passage, SearchDocument, Transcript
from apps.library.services import transcript_ingest
from apps.library.sources import SourceError
from tests.library.helpers import SAMPLE_TALK, make_library, write_transcripts

SHIPPED = Path(settings.BASE_DIR) / "content" / "transcripts"


def _snapshot():
    """Everything the library stores, as plain values."""
    return (
        list(
            Transcript.objects.order_by("slug").values_list(
                "pk",
                "slug",
                "title",
                "source_name",
                "sha256",
                "raw_chars",
                "cleaned_text",
                "repeats_removed",
                "junk_removed",
                "ingested_at",
            )
        ),
        list(
            Passage.objects.order_by("pk").values_list(
                "pk",
                "transcript__slug",
                "ordinal",
                "text",
                "start",
                "end",
                "tactic_slugs",
                "theme_slugs",
            )
        ),
        list(SearchDocument.objects.order_by("pk").values_list("pk", "url", "body")),
        _fts_rows(),
    )


def _fts_rows():
    if connection.vendor != "sqlite":
        return []
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT rowid, body FROM {search.FTS_TABLE} ORDER BY rowid")
        return cursor.fetchall()


@pytest.mark.django_db
def test_it_ingests_the_shipped_transcripts():
    report = transcript_ingest(directory=SHIPPED)
    assert report.ingested == 4
    assert Transcript.objects.count() == 4
    assert Passage.objects.count() == report.passages_written > 200
    assert SearchDocument.objects.count() == Passage.objects.count()
    assert report.repeats_removed > 20
    assert report.junk_removed > 10
    talk = Transcript.objects.get(slug="000-e2e7126ae7691c85")
    assert talk.title == "Talk 1"
    assert talk.source_name == "000_e2e7126ae7691c85.txt"
    assert talk.raw_chars == 26118
    assert len(talk.sha256) == 64


@pytest.mark.django_db
def test_ingesting_twice_gives_the_same_rows(tmp_path):
    make_library(tmp_path)
    before = _snapshot()
    report = transcript_ingest(directory=tmp_path)
    assert report.unchanged == 1 and report.ingested == 0
    assert _snapshot() == before


@pytest.mark.django_db
def test_a_changed_file_replaces_only_its_own_rows(tmp_path):
    make_library(tmp_path, {"000_a.txt": SAMPLE_TALK, "001_b.txt": SAMPLE_TALK})
    untouched = list(Passage.objects.filter(transcript__slug="000-a").values_list("pk", "text"))
    write_transcripts(tmp_path, {"001_b.txt": "A new first sentence is here. " + SAMPLE_TALK})
    report = transcript_ingest(directory=tmp_path)
    assert (report.ingested, report.unchanged) == (1, 1)
    assert list(Passage.objects.filter(transcript__slug="000-a").values_list("pk", "text")) == untouched
    changed = Passage.objects.filter(transcript__slug="001-b").order_by("ordinal")
    assert changed[0].text.startswith("A new first sentence is here.")
    assert SearchDocument.objects.count() == Passage.objects.count()
    assert len(_fts_rows()) in (0, Passage.objects.count())
    assert Transcript.objects.count() == 2


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "empty"),
        (b"   \n\n  ", "empty"),
        (b"Some text\x00\x01\x02 with NUL bytes", "binary"),
        ("Caf\u00e9 na\u00efve r\u00e9sum\u00e9".encode("latin-1"), "not UTF-8"),
        (bytes(range(1, 32)) * 20, "does not look like text"),
    ],
)
def test_a_bad_file_leaves_the_stored_library_untouched(tmp_path, content, message):
    make_library(tmp_path)
    before = _snapshot()
    write_transcripts(
        tmp_path,
        {"000_sample.txt": "Changed text. " + SAMPLE_TALK, "009_bad.txt": content},
    )
    with pytest.raises(SourceError) as error:
        transcript_ingest(directory=tmp_path)
    assert "009_bad.txt" in str(error.value)
    assert message in str(error.value)
    assert _snapshot() == before


@pytest.mark.django_db
def test_it_reports_every_bad_file_at_once(tmp_path):
    write_transcripts(tmp_path, {"a.txt": b"", "b.txt": b"\xff\xfe\x00x", "c.txt": "Fine."})
    with pytest.raises(SourceError) as error:
        transcript_ingest(directory=tmp_path)
    assert len(error.value.problems) == 2
    assert Transcript.objects.count() == 0


@pytest.mark.django_db
def test_it_refuses_a_file_with_nothing_left_after_cleaning(tmp_path):
    make_library(tmp_path)
    before = _snapshot()
    write_transcripts(tmp_path, {"001_widgets.txt": "Leave a Comment\nShare this:\n"})
    with pytest.raises(SourceError, match=r"001_widgets\.txt: nothing is left"):
        transcript_ingest(directory=tmp_path)
    assert _snapshot() == before


@pytest.mark.django_db
def test_it_refuses_a_missing_or_empty_folder(tmp_path):
    with pytest.raises(SourceError, match="no such folder"):
        transcript_ingest(directory=tmp_path / "missing")
    with pytest.raises(SourceError, match=r"no \.txt files"):
        transcript_ingest(directory=tmp_path)


# The reader shows a passage's tags spoken of in two sentences (apps.library.about).
TAGGED_TALK = (
    "They may send a message that says just checking in, and then nothing for weeks. "
    "Just checking in is how they hoover you back. Your boundary is for your own safety. "
    "Nobody needs to approve of your boundaries. Closure can come from within. "
    "You do not need closure from them."
)


@pytest.mark.django_db
def test_it_tags_passages_with_tactics_and_themes(tmp_path):
    make_library(tmp_path, {"000_sample.txt": TAGGED_TALK})
    passages = list(Passage.objects.order_by("ordinal"))
    assert "hoovering" in passages[0].tactic_slugs
    tagged_themes = {slug for p in passages for slug in p.theme_slugs}
    assert {"boundaries", "closure"} <= tagged_themes
    assert Passage.objects.speaking_of_tactic("hoovering").count() >= 1
    assert Passage.objects.speaking_of_tactic("hoover").count() == 0
    assert Passage.objects.speaking_of_theme("closure").count() >= 1


@pytest.mark.django_db
def test_it_brings_tags_of_unchanged_files_up_to_date(tmp_path, monkeypatch):
    make_library(tmp_path, {"000_sample.txt": TAGGED_TALK})
    Passage.objects.update(tactic_slugs=[], theme_slugs=[])
    report = transcript_ingest(directory=tmp_path)
    assert report.retagged == Passage.objects.count()
    assert Passage.objects.speaking_of_tactic("hoovering").exists()


@pytest.mark.django_db
def test_it_cleans_again_when_forced(tmp_path):
    make_library(tmp_path)
    report = transcript_ingest(directory=tmp_path, force=True)
    assert report.ingested == 1
    assert SearchDocument.objects.count() == Passage.objects.count()


@pytest.mark.django_db
def test_it_reports_progress(tmp_path):
    write_transcripts(tmp_path, {"a.txt": SAMPLE_TALK, "b.txt": SAMPLE_TALK + " More."})
    calls = []
    transcript_ingest(directory=tmp_path, on_progress=lambda *a: calls.append(a))
    assert calls == [(1, 2), (2, 2)]


def test_it_labels_each_source_by_its_kind(db, tmp_path):
    from apps.library.services import transcript_ingest

    for name in ("000_a.txt", "001_b.txt", "002_c.txt"):
        (tmp_path / name).write_text("A real sentence about healing and rest. " * 20, encoding="utf-8")
    (tmp_path / "kinds.json").write_text('{"001_b.txt": "article"}', encoding="utf-8")
    transcript_ingest(directory=tmp_path)
    labels = {t.source_name: (t.title, t.kind) for t in Transcript.objects.all()}
    assert labels == {
        "000_a.txt": ("Talk 1", "talk"),
        "001_b.txt": ("Article 1", "article"),
        "002_c.txt": ("Talk 2", "talk"),
    }


def test_it_refuses_a_kinds_file_with_an_unknown_kind(db, tmp_path):
    from apps.library.services import transcript_ingest
    from apps.library.sources import SourceError

    (tmp_path / "000_a.txt").write_text("A real sentence about healing and rest. " * 20, encoding="utf-8")
    (tmp_path / "kinds.json").write_text('{"000_a.txt": "poem"}', encoding="utf-8")
    with pytest.raises(SourceError):
        transcript_ingest(directory=tmp_path)
    assert not Transcript.objects.exists()
