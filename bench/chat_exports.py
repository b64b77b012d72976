"""Generated chat exports (issue 17): WhatsApp's .txt as Android and iOS write it.

whatsapp_export(lines=100_000, variant="android") -> bytes
"""

import random
from datetime import datetime, timedelta

from bench.chat_screens import MINE, THEIRS, without_emoji


def whatsapp_export(
    *,
    lines: int = 1000,
    variant: str = "android",
    them: str = "Alex",
    you: str = "Sam",
    seed: int = 17,
    start: datetime = datetime(2024, 1, 5, 8, 0),
    twelve_hour: bool = False,
    month_first: bool = False,
) -> bytes:
    """About `lines` lines: mostly messages from them, some replies, multi-line messages,
    media left out, a deleted message and the app's notices."""
    rng = random.Random(seed)
    out: list[str] = []
    when = start

    def stamp(at: datetime) -> str:
        day, month = (at.month, at.day) if month_first else (at.day, at.month)
        date = f"{day:02d}/{month:02d}/{at.year}" if variant == "android" else f"{day}/{month}/{at.year % 100:02d}"
        if twelve_hour:
            clock = f"{at.hour % 12 or 12}:{at.minute:02d}{f':{at.second:02d}' if variant == 'ios' else ''}\u202f{'AM' if at.hour < 12 else 'PM'}"
        else:
            clock = f"{at:%H:%M}" + (f":{at.second:02d}" if variant == "ios" else "")
        return f"[{date}, {clock}] " if variant == "ios" else f"{date}, {clock} - "

    notice = "Messages and calls are end-to-end encrypted. No one outside of this chat can read them."
    out.append(f"{stamp(when)}{them}: \u200e{notice}" if variant == "ios" else f"{stamp(when)}{notice}")
    while len(out) < lines:
        when += timedelta(minutes=rng.randint(1, 90), seconds=rng.randint(0, 59))
        roll = rng.random()
        if roll < 0.7:
            text = without_emoji(rng.choice(THEIRS)) + f" ({len(out)})"
            out.append(f"{stamp(when)}{them}: {text}")
            if rng.random() < 0.08:
                out.append("and another thing, " + without_emoji(rng.choice(THEIRS)).lower())
        elif roll < 0.9:
            out.append(f"{stamp(when)}{you}: {rng.choice(MINE)}")
        elif roll < 0.96:
            media = "<Media omitted>" if variant == "android" else "\u200eimage omitted"
            out.append(f"{stamp(when)}{them}: {media}")
        else:
            out.append(f"{stamp(when)}{them}: This message was deleted")
    return ("\n".join(out[:lines]) + "\n").encode()
