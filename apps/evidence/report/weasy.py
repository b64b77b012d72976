"""WeasyPrint, imported without its side effect on the rest of the app.

Importing WeasyPrint sets Pillow's process-wide `ImageFile.LOAD_TRUNCATED_IMAGES = True`,
which would make the log's upload check (apps/attempts/evidence.py) accept truncated,
damaged images. The flag is put back as it was; the report only ever embeds display
copies the app made itself, so it needs no leniency.
"""

from PIL import ImageFile

_before = ImageFile.LOAD_TRUNCATED_IMAGES

from weasyprint import CSS, HTML  # noqa: E402
from weasyprint.urls import URLFetcher, URLFetcherResponse  # noqa: E402

ImageFile.LOAD_TRUNCATED_IMAGES = _before

__all__ = ["CSS", "HTML", "URLFetcher", "URLFetcherResponse"]
