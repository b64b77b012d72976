"""Whatever is pasted into the journal is kept as plain text.

Text copied from a web page, an email or a word processor can arrive as HTML or RTF
markup (a browser's textarea receives plain text, but a script, an app or a paste of
"view source" may not). It is turned into the words it shows, line breaks kept, and
stored that way; pages print it escaped, so nothing in it is ever markup again.
Pure functions, no Django.
"""

import re
import unicodedata
from html.parser import HTMLParser

# Control characters other than newline and tab, and invisible format characters
# (zero-width spaces and joiners, direction marks) that a paste can bring along.
_INVISIBLE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")
_SPACES = re.compile(r"[ \t\u00a0]+")
_BLANK_LINES = re.compile(r"\n{3,}")


class _TextOfHTML(HTMLParser):
    """The words an HTML fragment shows, read by Python's own HTML parser."""

    HIDDEN = frozenset({"script", "style", "head", "title", "template"})
    LINE_ENDS = frozenset({"p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "blockquote", "pre"})
    LINE_ENDS |= {"section", "article", "ul", "ol", "table", "dl", "dt", "dd", "header", "footer", "address"}
    LINE_ENDS |= {"figure", "figcaption"}
    CELLS = frozenset({"td", "th"})  # a table's cells, kept apart by a space

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.hidden = 0  # how deep inside elements whose content is not shown
        self.markup = 0  # tags, comments and declarations read
        self.a_document = False  # a doctype, or <html> before any text
        self.text_seen = False

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.markup += 1
        self.a_document |= tag == "html" and not self.text_seen
        if tag in self.HIDDEN:
            self.hidden += 1
        elif tag in ("br", "hr"):
            self.parts.append("\n")
        elif tag == "li":
            self.parts.append("\n- ")

    def handle_endtag(self, tag: str) -> None:
        self.markup += 1
        if tag in self.HIDDEN:
            self.hidden = max(0, self.hidden - 1)
        elif tag in self.LINE_ENDS:
            self.parts.append("\n")
        elif tag in self.CELLS:
            self.parts.append(" ")

    def handle_data(self, data: str) -> None:
        self.text_seen |= bool(data.strip())
        if not self.hidden:
            self.parts.append(data)

    def handle_comment(self, data: str) -> None:
        self.markup += 1

    def handle_decl(self, decl: str) -> None:
        self.markup += 1
        self.a_document |= decl.lower().startswith("doctype")


def _read_html(markup: str) -> _TextOfHTML:
    parser = _TextOfHTML()
    parser.feed(markup)
    parser.close()
    return parser


def looks_like_html(text: str) -> bool:
    """Two pieces of markup in the first 5,000 characters, or a whole document: "a < b"
    and "I <3 you" are text."""
    parser = _read_html(text[:5000])
    return parser.markup >= 2 or parser.a_document


def html_to_text(markup: str) -> str:
    """The text an HTML fragment shows: scripts, styles and comments dropped, block
    ends and <br> as line breaks, list items as "- ", entities decoded."""
    return "".join(_read_html(markup).parts)


# RTF: destinations that hold no text (fonts, colours, pictures, ...).
_RTF_SKIP = {
    "fonttbl", "colortbl", "stylesheet", "info", "pict", "header", "footer", "headerl", "headerr", "footerl",
    "footerr", "listtable", "listoverridetable", "rsidtbl", "generator", "themedata", "colorschememapping",
    "latentstyles", "datastore", "xmlnstbl", "filetbl", "revtbl", "object", "fldinst", "mmathPr", "pgdsctbl",
}  # fmt: skip
_RTF_TOKEN = re.compile(r"\\([a-zA-Z]+)(-?\d+)? ?|\\'([0-9a-fA-F]{2})|\\([^a-zA-Z])|([{}])|\r?\n|([^\\{}\r\n]+)")
_RTF_BREAKS = {"par", "line", "row", "sect", "page"}


def looks_like_rtf(text: str) -> bool:
    return text.lstrip().startswith("{\\rtf")


def rtf_to_text(rtf: str) -> str:
    """The text of an RTF document: control words dropped, paragraphs as line breaks,
    \\'hh and \\uN characters decoded (hex as Windows-1252, the usual code page)."""
    out: list[str] = []
    stack: list[tuple[bool, int]] = []
    skipping, skip_chars, uc = False, 0, 1
    for word, number, hexed, symbol, brace, plain in _RTF_TOKEN.findall(rtf):
        if brace == "{":
            stack.append((skipping, uc))
        elif brace == "}":
            skipping, uc = stack.pop() if stack else (False, 1)
        elif symbol == "*":
            skipping = True  # an optional destination this reader does not know
        elif word:
            if word in _RTF_SKIP:
                skipping = True
            elif word == "uc":
                uc = int(number or 1)
            elif skipping:
                continue
            elif word in _RTF_BREAKS:
                out.append("\n")
            elif word == "tab":
                out.append("\t")
            elif word == "u" and number:
                code = int(number)
                out.append(chr(code + 65536 if code < 0 else code))
                skip_chars = uc  # the fallback characters after \uN
        elif skipping:
            continue
        elif hexed:
            if skip_chars:
                skip_chars -= 1
            else:
                out.append(bytes([int(hexed, 16)]).decode("cp1252", errors="replace"))
        elif symbol:
            if symbol in "\\{}":
                out.append(symbol)
            elif symbol == "~":
                out.append("\u00a0")
            elif symbol in "-_":
                out.append("-" if symbol == "_" else "")
            elif symbol in "\r\n":
                out.append("\n")
        elif plain:
            if skip_chars:
                dropped = min(skip_chars, len(plain))
                plain, skip_chars = plain[dropped:], skip_chars - dropped
            out.append(plain)
    return "".join(out)


def plain_text(raw: str) -> str:
    """What is kept of pasted or typed text: HTML and RTF turned into their words,
    line endings unified, invisible characters gone, runs of spaces and of blank lines
    shortened, each line's trailing spaces and the whole text's ends trimmed, composed
    characters (NFC). Idempotent: plain_text(plain_text(x)) == plain_text(x)."""
    text = raw.replace("\r\n", "\n").replace("\r", "\n")
    for _ in range(3):  # markup inside markup (escaped HTML in a page) comes out too
        if looks_like_rtf(text):
            text = rtf_to_text(text)
        elif looks_like_html(text):
            text = html_to_text(text)
        else:
            break
    text = unicodedata.normalize("NFC", _INVISIBLE.sub("", text))
    lines = [_SPACES.sub(" ", line).strip() for line in text.split("\n")]
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()
