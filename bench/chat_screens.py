"""Generated chat screenshots with their true words: the OCR test set (issue 17).

    screens = chat_screens(count=24)   # [(PNG bytes, Screen), ...]

Drawn with Pillow in a font on the machine (DejaVu Sans), at a phone's size (1080 x 2340),
in two layouts (a messenger with a wallpaper colour, ticks and times inside the bubbles;
one with round grey and blue bubbles and times between them), light and dark, with emoji
(drawn as coloured faces and hearts, as phones show them), short and long messages. The
other person's bubbles are on the left; the user's on the right. `Screen.theirs` is what
the other person wrote, emoji left out: what reading the screenshot should give.
"""

import io
import random
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

WIDTH, HEIGHT = 1080, 2340
FONT_PATHS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
)
EMOJI = "\N{SMILING FACE WITH SMILING EYES}"  # placeholder in the text: drawn as a face
HEART = "\N{HEAVY BLACK HEART}"

THEIRS = [
    "Why are you ignoring me?",
    "I just want to talk, that is all.",
    "You know you will regret this one day.",
    "Everyone thinks you overreacted. Even your sister said so.",
    "Call me back.",
    "I miss you " + EMOJI,
    "I saw your car outside the library yesterday and I waited for an hour.",
    "Fine. Do what you want. I am done trying.",
    "Happy birthday " + HEART + " I hope you think about what you threw away",
    "Are you there?",
    "I left your things at the door, come and get them before Friday or they go.",
    "Please answer me. I am worried about you.",
    "Nobody will ever love you the way I do.",
    "Remember the summer at the lake? We were so happy " + EMOJI + " " + EMOJI,
    "I have changed, I promise. Give me one more chance.",
    "You owe me an explanation after everything I did for you.",
    "ok",
    "Hello?",
    "Your mother called me today. She agrees with me.",
    "I am outside. Come down for five minutes.",
    "If you do not reply by tonight I will come over.",
    "Just tell me what I did wrong so I can fix it.",
    "I found the letters you wrote me. Should I show them to your friends?",
    "Thinking of you " + HEART,
    "Why did you block me on everything? That is childish.",
    "We need to sort out the money you still owe me.",
    "Good morning",
    "I will not stop until you talk to me.",
]
MINE = [
    "Please stop messaging me.",
    "I have said what I needed to say.",
    "No.",
    "I will not reply again.",
    "Please respect my decision.",
]


@dataclass(frozen=True)
class Screen:
    layout: str  # "bubbles" (times inside) or "rounded" (times between)
    dark: bool
    theirs: tuple[str, ...]  # the other person's messages, as they should be read
    mine: tuple[str, ...]


def _font(size: int) -> ImageFont.FreeTypeFont:
    for path in FONT_PATHS:
        try:
            return ImageFont.truetype(path, size)
        except OSError:
            continue
    raise RuntimeError("No DejaVu or Liberation font on this machine: apt-get install -y fonts-dejavu-core")


def without_emoji(text: str) -> str:
    return " ".join(text.replace(EMOJI, " ").replace(HEART, " ").split())


PALETTES = {
    ("bubbles", False): {
        "bg": (239, 234, 226),
        "bar": (0, 128, 105),
        "bar_text": (255, 255, 255),
        "theirs": (255, 255, 255),
        "mine": (217, 253, 211),
        "text": (17, 27, 33),
        "time": (102, 119, 129),
        "chip": (255, 255, 255),
        "input": (255, 255, 255),
        "doodle": (229, 222, 211),
    },
    ("bubbles", True): {
        "bg": (11, 20, 26),
        "bar": (32, 44, 51),
        "bar_text": (233, 237, 239),
        "theirs": (32, 44, 51),
        "mine": (0, 92, 75),
        "text": (233, 237, 239),
        "time": (134, 150, 160),
        "chip": (24, 34, 41),
        "input": (32, 44, 51),
        "doodle": (18, 28, 35),
    },
    ("rounded", False): {
        "bg": (255, 255, 255),
        "bar": (246, 246, 246),
        "bar_text": (0, 0, 0),
        "theirs": (233, 233, 235),
        "mine": (11, 132, 255),
        "mine_text": (255, 255, 255),
        "text": (0, 0, 0),
        "time": (142, 142, 147),
        "chip": (255, 255, 255),
        "input": (255, 255, 255),
        "doodle": (255, 255, 255),
    },
    ("rounded", True): {
        "bg": (0, 0, 0),
        "bar": (28, 28, 30),
        "bar_text": (255, 255, 255),
        "theirs": (38, 37, 42),
        "mine": (11, 132, 255),
        "mine_text": (255, 255, 255),
        "text": (255, 255, 255),
        "time": (142, 142, 147),
        "chip": (0, 0, 0),
        "input": (28, 28, 30),
        "doodle": (0, 0, 0),
    },
}


def _wrap(draw: ImageDraw.ImageDraw, text: str, font, width: int) -> list[str]:
    lines, current = [], ""
    for word in text.split():
        trial = f"{current} {word}".strip()
        if draw.textlength(trial, font=font) <= width or not current:
            current = trial
        else:
            lines.append(current)
            current = word
    return [*lines, current] if current else lines


def _emoji(draw: ImageDraw.ImageDraw, x: float, y: float, size: int, kind: str) -> None:
    if kind == HEART:
        r = size // 4
        draw.ellipse((x, y + 2, x + 2 * r, y + 2 + 2 * r), fill=(231, 39, 66))
        draw.ellipse((x + 2 * r, y + 2, x + 4 * r, y + 2 + 2 * r), fill=(231, 39, 66))
        draw.polygon([(x, y + r + 4), (x + 4 * r, y + r + 4), (x + 2 * r, y + size - 2)], fill=(231, 39, 66))
        return
    draw.ellipse((x, y, x + size, y + size), fill=(255, 201, 61), outline=(230, 160, 20), width=2)
    eye = size // 9
    draw.ellipse(
        (x + size * 0.3 - eye, y + size * 0.38 - eye, x + size * 0.3 + eye, y + size * 0.38 + eye), fill=(102, 69, 0)
    )
    draw.ellipse(
        (x + size * 0.7 - eye, y + size * 0.38 - eye, x + size * 0.7 + eye, y + size * 0.38 + eye), fill=(102, 69, 0)
    )
    draw.arc((x + size * 0.25, y + size * 0.4, x + size * 0.75, y + size * 0.8), 20, 160, fill=(102, 69, 0), width=3)
    draw.ellipse((x + size * 0.12, y + size * 0.55, x + size * 0.3, y + size * 0.7), fill=(255, 150, 120))


def _draw_line(draw: ImageDraw.ImageDraw, x: float, y: float, line: str, font, colour) -> None:
    """Text with emoji drawn as pictures, the way a phone shows them."""
    size = font.size
    for part in line.split(" "):
        if part in (EMOJI, HEART):
            _emoji(draw, x, y + 2, size, part)
            x += size + draw.textlength(" ", font=font)
            continue
        draw.text((x, y), part, font=font, fill=colour)
        x += draw.textlength(part + " ", font=font)


def _line_width(draw: ImageDraw.ImageDraw, line: str, font) -> float:
    return sum(
        (font.size if part in (EMOJI, HEART) else draw.textlength(part, font=font)) for part in line.split(" ")
    ) + draw.textlength(" ", font=font) * (len(line.split(" ")) - 1)


def draw_screen(*, layout: str, dark: bool, messages: list[tuple[bool, str]], seed: int) -> tuple[bytes, Screen]:
    """One screenshot of `messages` ((from them?, text), oldest first)."""
    rng = random.Random(seed)
    colours = PALETTES[(layout, dark)]
    image = Image.new("RGB", (WIDTH, HEIGHT), colours["bg"])
    draw = ImageDraw.Draw(image)
    body, small, name = _font(44), _font(30), _font(50)
    if layout == "bubbles":  # a faint wallpaper of small shapes behind the chat
        for _ in range(140):
            x, y = rng.randrange(0, WIDTH), rng.randrange(300, HEIGHT - 200)
            draw.ellipse((x, y, x + 26, y + 26), outline=colours["doodle"], width=3)
    # Chrome: the status bar and the top bar with a name, the input bar at the bottom.
    draw.rectangle((0, 0, WIDTH, 300), fill=colours["bar"])
    draw.text((40, 30), f"{rng.randint(7, 22)}:{rng.randint(0, 59):02d}", font=small, fill=colours["bar_text"])
    draw.text((WIDTH - 160, 30), "87%", font=small, fill=colours["bar_text"])
    draw.ellipse((110, 150, 220, 260), fill=(150, 160, 170))
    draw.text((250, 160), "Alex", font=name, fill=colours["bar_text"])
    draw.text((250, 220), "online" if layout == "bubbles" else "iMessage", font=small, fill=colours["bar_text"])
    draw.polygon([(40, 205), (75, 170), (75, 240)], fill=colours["bar_text"])
    draw.rectangle((0, HEIGHT - 190, WIDTH, HEIGHT), fill=colours["bar"])
    draw.rounded_rectangle((30, HEIGHT - 160, WIDTH - 170, HEIGHT - 60), radius=50, fill=colours["input"])
    draw.text((90, HEIGHT - 135), "Message", font=body, fill=colours["time"])
    draw.ellipse((WIDTH - 140, HEIGHT - 160, WIDTH - 40, HEIGHT - 60), fill=colours["mine"])
    y = 340
    chip = rng.choice(["TODAY", "YESTERDAY", "12 MARCH 2025"]) if layout == "bubbles" else None
    if chip:
        w = draw.textlength(chip, font=small)
        draw.rounded_rectangle(((WIDTH - w) / 2 - 24, y, (WIDTH + w) / 2 + 24, y + 56), radius=14, fill=colours["chip"])
        draw.text(((WIDTH - w) / 2, y + 10), chip, font=small, fill=colours["time"])
        y += 100
    theirs, mine = [], []
    max_text = int(WIDTH * 0.72)
    for index, (from_them, text) in enumerate(messages):
        hour, minute = rng.randint(0, 23), rng.randint(0, 59)
        stamp = (
            f"{hour:02d}:{minute:02d}"
            if rng.random() < 0.6
            else f"{hour % 12 or 12}:{minute:02d} {'AM' if hour < 12 else 'PM'}"
        )
        if layout == "rounded" and (index == 0 or rng.random() < 0.3):
            label = f"{rng.choice(['Today', 'Yesterday', 'Tue'])} {stamp}"
            w = draw.textlength(label, font=small)
            draw.text(((WIDTH - w) / 2, y), label, font=small, fill=colours["time"])
            y += 70
        lines = _wrap(draw, text, body, max_text)
        line_h = 58
        text_w = max(_line_width(draw, line, body) for line in lines)
        stamp_w = draw.textlength(stamp, font=small) + (50 if not from_them else 0)
        pad = 30
        if layout == "bubbles":
            inline = _line_width(draw, lines[-1], body) + stamp_w + 30 <= max_text
            width = max(text_w, _line_width(draw, lines[-1], body) + stamp_w + 30 if inline else stamp_w)
            height = len(lines) * line_h + (0 if inline else 44) + 2 * pad - 6
        else:
            width, height = text_w, len(lines) * line_h + 2 * pad - 10
        if y + height > HEIGHT - 230:
            break
        left = 36 if from_them else WIDTH - 36 - width - 2 * pad
        fill = colours["theirs"] if from_them else colours["mine"]
        radius = 22 if layout == "bubbles" else 44
        draw.rounded_rectangle((left, y, left + width + 2 * pad, y + height), radius=radius, fill=fill)
        text_colour = colours["text"] if from_them else colours.get("mine_text", colours["text"])
        for n, line in enumerate(lines):
            _draw_line(draw, left + pad, y + pad - 6 + n * line_h, line, body, text_colour)
        if layout == "bubbles":
            sx = left + width + 2 * pad - pad - stamp_w
            draw.text((sx, y + height - pad - 30), stamp, font=small, fill=colours["time"])
            if not from_them:
                draw.text((left + width + pad - 44, y + height - pad - 30), "✓✓", font=small, fill=(83, 189, 235))
        (theirs if from_them else mine).append(without_emoji(text))
        y += height + (16 if index + 1 < len(messages) and messages[index + 1][0] == from_them else 36)
    if layout == "rounded" and mine and not messages[-1][0]:
        draw.text((WIDTH - 200, y - 20), "Delivered", font=small, fill=colours["time"])
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=6)
    return out.getvalue(), Screen(layout, dark, tuple(theirs), tuple(mine))


def chat_screens(count: int = 24, *, seed: int = 17) -> list[tuple[bytes, Screen]]:
    """`count` screenshots: each layout in light and dark in turn, 4 to 9 messages each."""
    rng = random.Random(seed)
    screens = []
    for index in range(count):
        layout = ("bubbles", "rounded")[index % 2]
        dark = bool((index // 2) % 2)
        messages = [(rng.random() < 0.7, rng.choice(THEIRS) if True else "") for _ in range(rng.randint(4, 9))]
        messages = [(them, text if them else rng.choice(MINE)) for them, text in messages]
        screens.append(draw_screen(layout=layout, dark=dark, messages=messages, seed=seed * 1000 + index))
    return screens
