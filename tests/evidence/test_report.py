"""The report PDF: what it says, on every page, and its signature."""

import io

import pytest
from pypdf import PdfReader

from apps.attempts.models import ChainHead
from apps.evidence.bundle import NothingToExport, report_build
from apps.evidence.collect import Scope, collect
from apps.evidence.keys import grouped, instance_keys
from apps.evidence.report.render import report_render
from apps.evidence.report.sign import check_pdf

from .conftest import tamper


@pytest.fixture
def pdf(log, alice):
    return report_render(collect(user=alice, scope=Scope(include_tags=True)), report_id="R-TEST-0001")


def pages(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def test_every_page_has_its_number_the_total_and_the_report_id(pdf):
    texts = pages(pdf)
    for number, text in enumerate(texts, start=1):
        assert f"EX-{number:06d}" in text
        assert f"page {number} of {len(texts)}" in text
        assert "Report R-TEST-0001" in text


def test_the_cover_names_the_chain_head_and_the_key(pdf, alice):
    cover = pages(pdf)[0]
    head = ChainHead.objects.get(user=alice)
    assert f"link {head.seq}: {head.hash}" in cover.replace("\n", "")
    assert grouped(instance_keys().fingerprint)[:19] in cover
    assert "alice" in cover


def test_the_chronology_has_the_exact_words_the_hash_and_the_history(log, pdf):
    text = "\n".join(pages(pdf))
    assert "message number 0: you owe me" in text
    assert "message number 1, edited" in text
    assert "Earlier words: “message number 1: you owe me”" in text
    assert "Deleted " in text and "message number 3" not in text
    latest = log[0].links.get().record_hash[:12]
    assert latest in text
    assert "9:30:15" in text  # seconds kept


def test_tags_appear_only_when_asked_and_as_the_users_reading(log, alice):
    without = "\n".join(pages(report_render(collect(user=alice, scope=Scope()), report_id="R-1")))
    assert "Guilt tripping" not in without
    with_tags = "\n".join(pages(report_render(collect(user=alice, scope=Scope(include_tags=True)), report_id="R-2")))
    assert "The user's own reading (tags): Guilt tripping" in with_tags


def test_it_is_signed_by_the_instance_and_a_change_is_caught(pdf):
    assert check_pdf(pdf).ok
    assert "R-TEST-0001" in check_pdf(pdf).reason
    changed = tamper(pdf)
    assert changed != pdf
    assert check_pdf(changed).message == "This PDF was changed after it was signed."


def test_a_pdf_without_our_signature_is_not_accepted(log):
    from weasyprint import HTML

    plain = HTML(string="<p>hello</p>").write_pdf()
    assert check_pdf(plain).message.startswith("This PDF carries no signature")
    assert check_pdf(b"GIF89a").message == "This file is not a PDF this page can read."


def test_the_images_are_embedded_and_pdfs_attached(pdf):
    reader = PdfReader(io.BytesIO(pdf))
    names = sorted(reader.attachments)
    assert names[0].startswith("exhibit-2-") and names[1] == "receipt.txt"
    exhibits = reader.pages[-1]
    assert exhibits.images  # the screenshot


def test_an_empty_period_writes_no_pdf(alice, tmp_path):
    with pytest.raises(NothingToExport):
        report_build(user=alice, scope=Scope(), out=tmp_path / "r.pdf")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "url", ["file:///etc/passwd", "https://example.com/x.png", "exhibit:99", "data:image/png;base64,AA"]
)
def test_the_renderer_fetches_nothing_but_this_reports_exhibits(url):
    from apps.evidence.report.render import ExhibitFetcher

    with pytest.raises(ValueError, match="not an exhibit of this report"):
        ExhibitFetcher({}).fetch(url)


def test_markup_in_their_words_is_printed_not_followed(alice, tmp_path):
    from tests.factories import make_attempt

    make_attempt(user=alice, message='<img src="https://example.com/track.png"> hello')
    text = "\n".join(pages(report_render(collect(user=alice, scope=Scope()), report_id="R-3")))
    assert '<img src="https://example.com/track.png"> hello' in text


def test_content_added_after_signing_is_caught(pdf):
    from pyhanko.pdf_utils.generic import NameObject, TextStringObject
    from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter

    writer = IncrementalPdfFileWriter(io.BytesIO(pdf))
    info = writer.trailer["/Info"]
    info[NameObject("/Title")] = TextStringObject("Something else")
    writer.update_container(info)
    out = io.BytesIO()
    writer.write(out)
    assert check_pdf(out.getvalue()).message == "This PDF has content added after it was signed."


def test_making_reports_leaves_the_upload_check_strict(pdf):
    """WeasyPrint turns on Pillow's leniency for truncated images when imported; the
    log's upload check must still refuse them in a process that makes reports."""
    from django.core.exceptions import ValidationError
    from PIL import ImageFile

    from apps.attempts.evidence import inspect_upload
    from tests.factories import png_bytes

    assert ImageFile.LOAD_TRUNCATED_IMAGES is False
    with pytest.raises(ValidationError):
        inspect_upload(png_bytes()[:60], max_bytes=10_000_000, max_pixels=40_000_000)
