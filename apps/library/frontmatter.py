"""Article files: YAML-style front matter (the small subset the articles use) and a
Markdown body. Standard library only, so tools/check_article_quotes.py can use it too."""

import re
from dataclasses import dataclass, field
from pathlib import Path


def normalise(text: str) -> str:
    """The same normalisation the brief gives for quotes (newlines are kept)."""
    for a, b in (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'), ("\u201d", '"')):
        text = text.replace(a, b)
    text = text.replace("\u2013", "-").replace("\u2014", "-").replace("\u2026", "...")
    return re.sub(r"[ \t]+", " ", text)


class FrontMatterError(ValueError):
    pass


@dataclass
class Article:
    path: Path
    meta: dict = field(default_factory=dict)
    body: str = ""


def _scalar(raw: str, where: str) -> str:
    """A plain or double-quoted YAML scalar, as used in the articles."""
    raw = raw.strip()
    if raw.startswith('"'):
        if len(raw) < 2 or not raw.endswith('"'):
            raise FrontMatterError(f"{where}: unterminated double-quoted string")
        out, i, inner = [], 0, raw[1:-1]
        while i < len(inner):
            ch = inner[i]
            if ch == "\\":
                nxt = inner[i + 1 : i + 2]
                if nxt not in ('"', "\\"):
                    raise FrontMatterError(f"{where}: unsupported escape \\{nxt}")
                out.append(nxt)
                i += 2
                continue
            if ch == '"':
                raise FrontMatterError(f'{where}: unescaped " inside a quoted string')
            out.append(ch)
            i += 1
        return "".join(out)
    # Plain scalars must stay plain YAML: nothing a YAML parser would read differently.
    if not raw:
        raise FrontMatterError(f"{where}: empty value")
    if raw[0] in "'[]{}>|*&!%@`#,?-:" or ": " in raw or " #" in raw or raw.endswith(":"):
        raise FrontMatterError(f"{where}: plain value needs double quotes: {raw!r}")
    return raw


def _flow_list(raw: str, where: str) -> list[str]:
    raw = raw.strip()
    if not (raw.startswith("[") and raw.endswith("]")):
        raise FrontMatterError(f"{where}: expected a [list]")
    inner = raw[1:-1].strip()
    return [_scalar(x, where) for x in inner.split(",")] if inner else []


def parse_article(path: Path) -> Article:
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    if not lines or lines[0] != "---":
        raise FrontMatterError("the file must start with a '---' line")
    try:
        end = lines.index("---", 1)
    except ValueError:
        raise FrontMatterError("no closing '---' line") from None
    meta: dict = {}
    quotes: list[dict] | None = None
    for n, line in enumerate(lines[1:end], start=2):
        where = f"line {n}"
        if not line.strip():
            continue
        if quotes is not None and line.startswith("  "):
            stripped = line.strip()
            if stripped.startswith("- "):
                quotes.append({})
                stripped = stripped[2:]
            elif not quotes or not line.startswith("    "):
                raise FrontMatterError(f"{where}: unexpected indentation in quotes")
            key, sep, value = stripped.partition(":")
            if not sep or key not in ("transcript", "text"):
                raise FrontMatterError(f"{where}: a quote has 'transcript' and 'text' only")
            if key in quotes[-1]:
                raise FrontMatterError(f"{where}: '{key}' given twice in one quote")
            quotes[-1][key] = _scalar(value, where)
            continue
        key, sep, value = line.partition(":")
        if not sep or line.startswith(" "):
            raise FrontMatterError(f"{where}: expected 'key: value'")
        if key in meta:
            raise FrontMatterError(f"{where}: '{key}' given twice")
        if key == "quotes":
            if value.strip() == "[]":
                meta[key], quotes = [], None
                continue
            if value.strip():
                raise FrontMatterError(f"{where}: quotes is a block list")
            quotes = meta[key] = []
        elif key in ("tactics", "themes", "aliases"):
            quotes = None
            meta[key] = _flow_list(value, where)
        else:
            quotes = None
            meta[key] = _scalar(value, where)
    for q in meta.get("quotes", []):
        if set(q) != {"transcript", "text"}:
            raise FrontMatterError("a quote needs both 'transcript' and 'text'")
    return Article(path=path, meta=meta, body="\n".join(lines[end + 1 :]))
