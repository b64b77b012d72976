"""Where the messages are on a chat screenshot: plain Pillow, no OCR, no database.

A chat screen is a plain background with bubbles stacked on it, the other person's on
one side and the user's on the other, between a top bar and an input bar. This finds
the bubbles by their colour:

1. the background is the most common colour at the screen's edges;
2. a row belongs to something when any pixel in it differs clearly from the background
   (a faint wallpaper pattern does not); runs of such rows are bands;
3. a band is a bubble when most of its box is filled (text alone on the background, such
   as a time between messages or "Delivered", fills little of its box);
4. a bubble as wide as the screen is a bar (chrome); one in the middle is a date chip; the
   rest are on the left or on the right.
"""

from dataclasses import dataclass

from PIL import Image, ImageChops

DIFFERS = 18  # how far (0-255, in its most different channel) a pixel must be from the background
MIN_GAP = 3  # rows of plain background that separate two bands
MIN_HEIGHT = 0.018  # of the screen's height: smaller bands are not messages
FILLED = 0.55  # share of a bubble's box that is not background
EDGE = 0.93  # a band wider than this share of the screen is a bar
CENTRE = 0.06  # margins this close (share of the width) mean "in the middle"


def pixels(image: Image.Image):
    """An image's pixel values in one flat sequence (Pillow 13 renamed getdata)."""
    return image.get_flattened_data() if hasattr(image, "get_flattened_data") else image.getdata()


@dataclass(frozen=True)
class Bubble:
    box: tuple[int, int, int, int]  # left, top, right, bottom, in the image's pixels
    side: str  # "left" or "right"
    fill: tuple[int, int, int]  # the bubble's own colour


def screen_background(image: Image.Image) -> tuple[int, int, int]:
    """The chat's background: the commonest colour of the screen's outer edges between
    the bars (bubbles never reach the edges; bars may share a bubble's colour)."""
    width, height = image.size
    strips = [
        image.crop((0, height // 5, max(1, width // 40), height * 4 // 5)),
        image.crop((width - max(1, width // 40), height // 5, width, height * 4 // 5)),
    ]
    counts: dict = {}  # colour: pixels
    for strip in strips:
        for count, colour in strip.getcolors(strip.width * strip.height) or []:
            counts[colour] = counts.get(colour, 0) + count
    return max(counts, key=lambda colour: counts[colour]) if counts else background_of(image)


def background_of(image: Image.Image) -> tuple[int, int, int]:
    small = image.resize((max(1, image.width // 8), max(1, image.height // 8)), Image.Resampling.NEAREST)
    colours = small.getcolors(small.width * small.height) or [(1, (255, 255, 255))]
    colour = max(colours, key=lambda c: c[0])[1]
    assert isinstance(colour, tuple)  # an RGB image's colours are (r, g, b)
    return colour


def _bands(mask: Image.Image) -> list[tuple[int, int]]:
    """Runs of rows with anything on them, split by MIN_GAP plain rows."""
    rows = pixels(mask.resize((1, mask.height), Image.Resampling.BOX))
    bands, start, gap = [], None, 0
    for y, value in enumerate(rows):
        if value > 0:
            if start is None:
                start = y
            gap = 0
        elif start is not None:
            gap += 1
            if gap >= MIN_GAP:
                bands.append((start, y - gap + 1))
                start, gap = None, 0
    if start is not None:
        bands.append((start, mask.height - gap))
    return bands


def find_bubbles(image: Image.Image) -> list[Bubble]:
    """The message bubbles of a chat screenshot, top to bottom, with their side."""
    rgb = image.convert("RGB")
    background = screen_background(rgb)
    red, green, blue = ImageChops.difference(rgb, Image.new("RGB", rgb.size, background)).split()
    difference = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    mask = difference.point(lambda v: 255 if v > DIFFERS else 0)
    width, height = rgb.size
    found = []
    for top, bottom in _bands(mask):
        if bottom - top < MIN_HEIGHT * height:
            continue
        box = mask.crop((0, top, width, bottom)).getbbox()
        if box is None:
            continue
        left, _, right, _ = box
        if right - left > EDGE * width:
            continue  # a bar across the screen
        area = mask.crop((left, top, right, bottom))
        filled = sum(pixels(area.resize((1, 1), Image.Resampling.BOX))) / 255
        if filled < FILLED:
            continue  # text on the background: a time, "Delivered", a name in the bar
        margin_left, margin_right = left, width - right
        if abs(margin_left - margin_right) < CENTRE * width:
            continue  # a date chip in the middle
        side = "left" if margin_left < margin_right else "right"
        inner = rgb.crop((left, top, right, bottom))
        found.append(Bubble((left, top, right, bottom), side, background_of(inner)))
    return found
