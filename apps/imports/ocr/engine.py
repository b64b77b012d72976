"""Tesseract on this server, or None.

Debian's `tesseract-ocr-eng` package provides the English model (`eng.traineddata`);
tesserocr (a binding that keeps one Tesseract loaded in the worker's process) reads with
it. pytesseract, which starts the `tesseract` program for every image, read the same
words on the generated test set but took about ten times as long per screenshot (one
program start per bubble), so tesserocr it is (bench/imports.py measures both).

When the model or the binding is missing, `engine()` is None: screenshots are still kept
as evidence, and the page says quietly that reading text is off.
"""

import functools
import importlib.util
import os
import threading
from pathlib import Path

from PIL import Image

MODEL_DIRS = (
    os.environ.get("TESSDATA_PREFIX", ""),
    "/usr/share/tesseract-ocr/5/tessdata",
    "/usr/share/tesseract-ocr/4.00/tessdata",
    "/usr/share/tessdata",
)


def model_dir() -> str | None:
    for folder in MODEL_DIRS:
        if folder and (Path(folder) / "eng.traineddata").is_file():
            return folder.rstrip("/") + "/"
    return None


def available() -> bool:
    """Whether screenshots can be read here, asked without loading Tesseract: web processes
    ask this (the pages, the upload); only the worker that reads loads the engine."""
    return model_dir() is not None and importlib.util.find_spec("tesserocr") is not None


class Engine:
    """One Tesseract, reading one bubble at a time (its API is not thread-safe)."""

    def __init__(self, folder: str) -> None:
        import tesserocr

        self._api = tesserocr.PyTessBaseAPI(path=folder, lang="eng", psm=tesserocr.PSM.SINGLE_BLOCK)
        # A capital I drawn as a bar is read as a pipe, which chat messages hardly ever
        # hold: without it, Tesseract picks the next likeliest letter.
        self._api.SetVariable("tessedit_char_blacklist", "|")
        self._lock = threading.Lock()
        self.version = tesserocr.tesseract_version().split()[1]
        self.name = f"Tesseract {self.version} (tesserocr {tesserocr.__version__}), English"

    def read(self, image: Image.Image) -> str:
        with self._lock:
            self._api.SetImage(image)
            return self._api.GetUTF8Text()


@functools.cache
def engine() -> Engine | None:
    folder = model_dir()
    if folder is None:
        return None
    try:
        return Engine(folder)
    except (ImportError, RuntimeError):
        return None
