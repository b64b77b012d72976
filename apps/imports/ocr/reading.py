"""Reading a chat screenshot's words: the bubbles (layout.py), cleaned up, through Tesseract.

    read_screenshot(data, theirs="left") -> Read(text=..., messages=[...], seconds=...)

Each bubble is cut out and read on its own, so that one bubble is one message:
- emoji (bright colours, unlike text) are painted over with the bubble's colour first;
- a dark bubble (dark mode) is inverted, so the text is dark on light as Tesseract likes;
- the time printed inside a bubble, and the ticks, are dropped from the end of the text;
- bars, date chips and times between bubbles are never read (layout.py leaves them out).
With `theirs` ("left" or "right") only the other person's side is read; with "" both are.
"""

import io
import re
import time
from dataclasses import dataclass

from PIL import Image, ImageChops, ImageOps

from .engine import Engine
from .layout import Bubble, find_bubbles, pixels

# Times and ticks inside a bubble are printed lighter than its words: after contrast is
# stretched (words near 0, the bubble 255) anything lighter than this is blanked.
LIGHTER = 70
BORDER = 24  # white pixels around a bubble's text: Tesseract misses letters at an edge
PAD = 6  # pixels cut off each side of a bubble (its rounded edge)
TARGET_HEIGHT = 2340  # screenshots are read at about a phone's size
# A time at the end of a bubble's text ("14:05", "2:05 PM", "14.05"), maybe with ticks or
# "Edited"/"edited" beside it, which chat apps print inside the bubble.
_TRAILING_TIME = re.compile(r"(?:\s+(?:edited|Edited))?\s*\b\d{1,2}[:.]\d{2}(?:\s*[AaPp]\.?\s?[Mm]\.?)?\W{0,4}$")
_JUNK = re.compile(r"^[^\w\"'(]+|[^\w.!?,\"')…]+$")  # stray marks at the ends of a line


@dataclass(frozen=True)
class Read:
    text: str  # the messages, one paragraph each
    messages: tuple[str, ...]
    bubbles: int  # bubbles found on the screen (both sides)
    seconds: float


def _without_emoji(bubble: Image.Image, fill: tuple[int, int, int]) -> Image.Image:
    """Paint over pixels in bright colours far from the bubble's own colour: emoji and
    ticks, never black, white or grey text."""
    hsv = bubble.convert("HSV")
    _, saturation, value = hsv.split()
    bright = ImageChops.multiply(
        saturation.point(lambda s: 255 if s > 90 else 0), value.point(lambda v: 255 if v > 60 else 0)
    )
    red, green, blue = ImageChops.difference(bubble, Image.new("RGB", bubble.size, fill)).split()
    far = ImageChops.lighter(ImageChops.lighter(red, green), blue).point(lambda d: 255 if d > 60 else 0)
    mask = ImageChops.multiply(bright, far)
    cleaned = bubble.copy()
    cleaned.paste(fill, mask=mask)
    return cleaned


def prepare(image: Image.Image, bubble: Bubble) -> Image.Image:
    """The bubble's text, dark on light, in grey."""
    left, top, right, bottom = bubble.box
    crop = image.crop((left + PAD, top + PAD, right - PAD, bottom - PAD))
    grey = _without_emoji(crop, bubble.fill).convert("L")
    if sum(pixels(grey.resize((1, 1), Image.Resampling.BOX))) < 128:
        grey = ImageOps.invert(grey)  # dark mode: light text on a dark bubble
    grey = ImageOps.autocontrast(grey)
    grey = grey.point(lambda v: 255 if v > LIGHTER else v)
    return ImageOps.expand(grey, border=BORDER, fill=255)


# Phone fonts draw a capital I as a plain bar, which Tesseract reads as "|", "l", "1", "!"
# or "/": standing alone before a word in small letters, it was an I ("1 found" -> "I
# found"; "and! waited" -> "and I waited"). A lone "1" before a word is kept when the word
# reads like a count ("1 more", "1 hour").
_BAR = re.compile(r"(?:(?<=\s)|^)(?:[|l!/1]|!/|/!)(?=\s+[a-z])")
_BAR_GLUED = re.compile(r"(?<=[a-z])[!|](?=\s+[a-z])")
_COUNTED = re.compile(
    r"^1\s+(?:more|hour|day|week|month|year|minute|time|thing|question|of|or|and|to|less|last|other)\b"
)
_STRAY = re.compile("(?:(?<=\\s)|^)[_\u2014\u2013~=]+(?=\\s|$)")


def _bars_to_i(text: str) -> str:
    def one(match: re.Match) -> str:
        if match.group() == "1" and _COUNTED.match(text[match.start() :]):
            return "1"
        return "I"

    text = _BAR.sub(one, text)
    text = _BAR_GLUED.sub(" I", text)
    return _STRAY.sub("", text)


def tidy(raw: str) -> str:
    """One message from what Tesseract read of its bubble: lines joined, the time and
    stray marks at the ends dropped."""
    lines = [_JUNK.sub("", line.strip()) for line in raw.splitlines()]
    text = " ".join(line for line in lines if line)
    text = _TRAILING_TIME.sub("", text).strip()
    return " ".join(_bars_to_i(" ".join(text.split())).split())


def read_image(image: Image.Image, *, engine: Engine, theirs: str = "") -> Read:
    started = time.perf_counter()
    image = image.convert("RGB")
    if image.height > TARGET_HEIGHT * 1.2:
        scale = TARGET_HEIGHT / image.height
        image = image.resize((round(image.width * scale), TARGET_HEIGHT), Image.Resampling.LANCZOS)
    bubbles = find_bubbles(image)
    chosen = [b for b in bubbles if not theirs or b.side == theirs]
    messages = []
    for bubble in chosen:
        text = tidy(engine.read(prepare(image, bubble)))
        if text:
            messages.append(text)
    return Read("\n\n".join(messages), tuple(messages), len(bubbles), time.perf_counter() - started)


def read_screenshot(data: bytes, *, engine: Engine, theirs: str = "") -> Read:
    """Read an image already checked by the evidence upload check (inspect_upload)."""
    with Image.open(io.BytesIO(data)) as opened:
        return read_image(ImageOps.exif_transpose(opened), engine=engine, theirs=theirs)
