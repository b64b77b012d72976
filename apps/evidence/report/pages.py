"""Join the report's parts into one PDF and stamp every page's footer.

The parts are rendered one by one (see render.py) so that a 10,000-entry report never
holds more than one part's layout in memory. Only once they are joined is the number of
pages known, so the footer (the running exhibit number, "page X of Y" and the report id)
is written here, as a few characters of PDF text in a standard font, on every page.
"""

import io
from collections.abc import Iterable

from pypdf import PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    DecodedStreamObject,
    DictionaryObject,
    NameObject,
)

FONT = "/NCFooter"
FONT_SIZE = 7.5
MARGIN_X = 42.5  # 1.5 cm, as in report.css
BASELINE = 26  # points from the bottom edge


def _text(value: str) -> bytes:
    """A PDF string literal of plain ASCII (the footer has nothing else)."""
    safe = value.encode("ascii", "replace").replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
    return b"(" + safe + b")"


def _width(value: str) -> float:
    return len(value) * FONT_SIZE * 0.5  # Helvetica averages about half an em per character


def _stream(writer: PdfWriter, data: bytes):
    stream = DecodedStreamObject()
    stream.set_data(data)
    return writer._add_object(stream)


def join_and_stamp(parts: Iterable[bytes], *, prefix: str, report_id: str) -> tuple[PdfWriter, int]:
    """One writer holding every page of `parts`, each with its footer; and the page count."""
    writer = PdfWriter()
    for part in parts:
        writer.append(PdfReader(io.BytesIO(part)))
    total = len(writer.pages)
    font = writer._add_object(
        DictionaryObject(
            {
                NameObject("/Type"): NameObject("/Font"),
                NameObject("/Subtype"): NameObject("/Type1"),
                NameObject("/BaseFont"): NameObject("/Helvetica"),
                NameObject("/Encoding"): NameObject("/WinAnsiEncoding"),
            }
        )
    )
    save, restore = _stream(writer, b"q\n"), _stream(writer, b"\nQ\n")
    for number, page in enumerate(writer.pages, start=1):
        width = float(page.mediabox.width)
        left = f"{prefix}-{number:06d}"
        middle = f"Report {report_id}"
        right = f"page {number} of {total}"
        spots = ((MARGIN_X, left), ((width - _width(middle)) / 2, middle), (width - MARGIN_X - _width(right), right))
        text = b"".join(
            b"BT %s %.1f Tf 1 0 0 1 %.2f %.2f Tm %s Tj ET\n" % (FONT.encode(), FONT_SIZE, x, BASELINE, _text(s))
            for x, s in spots
        )
        footer = _stream(writer, b"0.3 0.3 0.3 rg\n" + text)
        resources = page.get("/Resources")
        resources = resources.get_object() if resources is not None else DictionaryObject()
        fonts = resources.get("/Font")
        fonts = fonts.get_object() if fonts is not None else DictionaryObject()
        fonts[NameObject(FONT)] = font
        resources[NameObject("/Font")] = fonts
        page[NameObject("/Resources")] = resources
        contents = page.get("/Contents")
        existing = contents.get_object() if contents is not None else ArrayObject()
        old = list(existing) if isinstance(existing, ArrayObject) else [contents]
        page[NameObject("/Contents")] = ArrayObject([save, *old, restore, footer])
    return writer, total
