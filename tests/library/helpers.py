"""Transcripts to ingest in the library's tests: files written to a folder, a short
sample talk, long varied talks."""


def write_transcripts(directory, files):
    """Write {file name: str or bytes} into directory; return the directory."""
    directory.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        path = directory / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return directory


SAMPLE_TALK = (
    "When you step back, the quiet can feel strange at first. It is not a punishment. "
    "It is room to breathe. They may send a message that says just checking in, and "
    "then nothing for weeks. You do not owe anyone a reply. Guilt is a powerful hook, "
    "and it can pull you back before you notice. Remembering why you left helps. "
    "Your boundary is for your own safety, sanity and healing. Nobody needs to approve "
    "of it. Closure can come from within, on your own time. You can rebuild a life that "
    "is yours, one small step at a time, with people who are kind to you."
)


def make_library(directory, files=None):
    """Ingest transcripts (by default one short talk) and return the report."""
    from apps.library.services import transcript_ingest

    write_transcripts(directory, files or {"000_sample.txt": SAMPLE_TALK})
    return transcript_ingest(directory=directory)


_WORDS = [
    "quiet",
    "morning",
    "letter",
    "friend",
    "river",
    "window",
    "garden",
    "promise",
    "evening",
    "silence",
    "kitchen",
    "journal",
    "walk",
    "coffee",
    "memory",
    "patience",
    "window",
    "door",
    "street",
    "music",
    "rain",
    "lamp",
    "blanket",
    "notebook",
    "bench",
    "station",
    "bridge",
    "market",
    "ladder",
    "shelf",
    "candle",
    "island",
    "meadow",
    "harbour",
]


def varied_talk(sentences, *, word="guilt", seed=1):
    """A long talk of different sentences, each with `word` in it: nothing for the
    cleaning to collapse."""
    import random

    rng = random.Random(seed)
    return " ".join(
        f"The {rng.choice(_WORDS)} and the {rng.choice(_WORDS)} remind me that {word} "
        f"fades near the {rng.choice(_WORDS)} by the {rng.choice(_WORDS)}."
        for _ in range(sentences)
    )
