"""Reading transcript files: every file is checked before anything is stored."""

import hashlib
import json
import re
from dataclasses import dataclass, replace
from pathlib import Path

from django.utils.text import slugify


class SourceError(Exception):
    """One or more files cannot be ingested; `problems` says which and why."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


TALK, ARTICLE = "talk", "article"
# What each shipped file is, when it is not a talk: {"file name": "article"}.
KINDS_FILE = "kinds.json"


@dataclass(frozen=True)
class SourceFile:
    name: str  # the file name, as shipped
    text: str  # decoded, untouched
    sha256: str  # of the raw bytes
    size: int  # bytes
    kind: str = TALK  # a spoken talk (automatic transcript) or a written article
    number: int = 0  # its place among the sources of its kind, from 1

    @property
    def slug(self) -> str:
        return slug_for(self.name)

    @property
    def title(self) -> str:
        if self.number:
            return f"{'Talk' if self.kind == TALK else 'Article'} {self.number}"
        return title_for(self.name)


def read_kinds(directory: Path) -> dict[str, str]:
    """The kinds file of a folder ({} when there is none); SourceError if it is wrong."""
    path = directory / KINDS_FILE
    if not path.exists():
        return {}
    try:
        kinds = json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError) as error:
        raise SourceError([f"{KINDS_FILE}: not valid JSON ({error})."]) from None
    bad = {k: v for k, v in kinds.items() if v not in (TALK, ARTICLE)} if isinstance(kinds, dict) else kinds
    if bad or not isinstance(kinds, dict):
        raise SourceError([f'{KINDS_FILE}: each file name maps to "talk" or "article".'])
    return kinds


def slug_for(name: str) -> str:
    return slugify(Path(name).stem).replace("_", "-")[:120] or "transcript"


def title_for(name: str) -> str:
    """A neutral title: "Talk 1" for a file named 000_..., else the file's name."""
    stem = Path(name).stem
    number = re.match(r"\d+", stem)
    if number:
        return f"Talk {int(number.group(0)) + 1}"
    words = re.sub(r"[_-]+", " ", stem).strip()
    return words[:1].upper() + words[1:] if words else "Talk"


def _control_ratio(text: str) -> float:
    controls = sum(1 for c in text if ord(c) < 32 and c not in "\n\r\t\f")
    return controls / len(text)


def decode(name: str, data: bytes) -> str:
    """The text of a file, or ValueError saying in plain words what is wrong with it."""
    if not data.strip():
        raise ValueError(f"{name}: the file is empty.")
    if b"\x00" in data:
        raise ValueError(f"{name}: this looks like a binary file (it has NUL bytes).")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ValueError(
            f"{name}: this is not UTF-8 text (byte {error.start} is "
            f"{data[error.start]:#04x}). Save the file as UTF-8 and try again."
        ) from None
    if not text.strip():
        raise ValueError(f"{name}: the file is empty.")
    letters = sum(1 for c in text if c.isalpha())
    if _control_ratio(text) > 0.01 or letters < 0.3 * len(text.strip()):
        raise ValueError(f"{name}: this does not look like text (too few letters).")
    return text


def read_sources(directory: Path) -> list[SourceFile]:
    """Every .txt file of a folder, decoded; SourceError listing every bad file."""
    if not directory.is_dir():
        raise SourceError([f"{directory}: no such folder."])
    paths = sorted(p for p in directory.iterdir() if p.suffix == ".txt" and p.is_file())
    if not paths:
        raise SourceError([f"{directory}: there are no .txt files here."])
    kinds = read_kinds(directory)
    counts = {TALK: 0, ARTICLE: 0}
    sources: list[SourceFile] = []
    problems: list[str] = []
    slugs: dict[str, str] = {}
    for path in paths:
        data = path.read_bytes()
        try:
            text = decode(path.name, data)
        except ValueError as error:
            problems.append(str(error))
            continue
        source = SourceFile(
            name=path.name,
            text=text,
            sha256=hashlib.sha256(data).hexdigest(),
            size=len(data),
        )
        if source.slug in slugs:
            problems.append(
                f"{path.name}: its page address would be the same as {slugs[source.slug]}'s. Rename one of them."
            )
            continue
        slugs[source.slug] = path.name
        kind = kinds.get(path.name, TALK)
        counts[kind] += 1
        sources.append(replace(source, kind=kind, number=counts[kind]))
    if problems:
        raise SourceError(problems)
    return sources
