#!/usr/bin/env python3
"""Check the library's articles against the transcripts they quote.

Plain Python, standard library only (no Django), so it runs before anything is installed:

    python tools/check_article_quotes.py [--articles DIR] [--transcripts DIR]

For every `content/articles/*.md` it parses the front matter, normalises the named transcript
(curly quotes to straight, en/em dashes to "-", the ellipsis character to "...", runs of spaces
and tabs to one space) and checks that:

- the front matter has exactly the expected fields, the slug matches the file name and the kind
  is tactic, recovery or safety;
- every quote is an exact substring of its normalised transcript, on one line, of a sensible length;
- every `{{quote N}}` in the body points at an existing quote, and every quote is used;
- tactic articles carry 2-4 quotes and the sections of the house outline, with 350-800 words;
- the listed tactic and theme slugs are known ones;
- links to /library/<slug>/ point at existing articles;
- the body has no exclamation marks, no links to other hosts and nothing that looks like a
  phone number (the library never invents helplines);
- all 22 tactics of the log have their article.

It prints one line per problem and a summary, and exits 1 when anything is wrong.
"""

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The 22 tactics of the log; a tactic's article has the tactic's slug.
TACTICS = (
    "hoovering",
    "baiting",
    "vague-posting",
    "surveillance",
    "guilt-tripping",
    "pity-play",
    "smear-campaign",
    "flying-monkeys",
    "triangulation",
    "breadcrumbing",
    "strategic-silence",
    "love-bombing",
    "fake-apology",
    "gaslighting",
    "blame-reversal",
    "timed-contact",
    "showing-up",
    "nostalgia-bait",
    "rage",
    "projection",
    "devaluation",
    "hot-and-cold",
)

# The library's theme vocabulary (apps/library/themes.py, drawn from shared/research/themes.json).
# The checker reads it from the app when the app is there, so the two cannot drift apart; this
# copy is only the fallback for a checkout without it.
FALLBACK_THEMES = frozenset(
    {
        "why-no-contact",
        "remembering-why",
        "grief-and-detox",
        "boundaries",
        "self-trust",
        "closure",
        "rebuilding-your-life",
        "reclaiming-power",
        "self-worth",
        "stop-explaining",
        "inner-space",
        "your-empathy",
    }
)


def known_themes() -> tuple[frozenset[str], str]:
    """The theme slugs, and where they came from. Importing the module needs no Django."""
    sys.path.insert(0, str(ROOT))
    try:
        from apps.library.themes import THEMES as APP_THEMES
    except ImportError:
        return FALLBACK_THEMES, "the checker's own list"
    finally:
        sys.path.remove(str(ROOT))
    return frozenset(t.slug for t in APP_THEMES), "apps/library/themes.py"


KINDS = ("tactic", "recovery", "safety", "reference")
FIELDS = ("title", "slug", "kind", "summary", "tactics", "themes", "quotes")
# Optional: other names and everyday phrasings the search should know ("hovering").
OPTIONAL_FIELDS = ("aliases",)
QUOTE_COUNTS = {"tactic": (2, 4), "recovery": (0, 3), "safety": (0, 3), "reference": (0, 0)}
QUOTE_WORDS = (6, 40)
TACTIC_WORDS = (350, 800)
TACTIC_SECTIONS = (
    "What it is",
    "What it can look like",
    "Why it happens",
    "How it can feel",
    "What you can do",
    "What to avoid",
    "When to get help",
)

SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
QUOTE_REF_RE = re.compile(r"\{\{\s*quote\s+(\d+)\s*\}\}")
QUOTE_LINE_RE = re.compile(r"^\{\{quote [1-9]\d*\}\}$")
PHONE_RE = re.compile(r"\+?\d[\d ()./-]{6,}\d")
LIBRARY_LINK_RE = re.compile(r"\]\(/library/([^/)]+)/\)")
LINK_RE = re.compile(r"https?://|www\.", re.IGNORECASE)


sys.path.insert(0, str(ROOT))
from apps.library.frontmatter import Article, FrontMatterError, normalise, parse_article  # noqa: E402

__all__ = ["Article", "FrontMatterError", "check_article", "main", "normalise", "parse_article"]


def check_article(art: Article, transcripts: dict[str, str], slugs: set[str], themes: frozenset[str]) -> list[str]:
    problems: list[str] = []
    meta, body = art.meta, art.body
    missing = [f for f in FIELDS if f not in meta]
    extra = [f for f in meta if f not in FIELDS + OPTIONAL_FIELDS]
    if missing:
        problems.append(f"missing fields: {', '.join(missing)}")
    if extra:
        problems.append(f"unknown fields: {', '.join(extra)}")
    if missing:
        return problems
    slug, kind = meta["slug"], meta["kind"]
    if slug != art.path.stem or not SLUG_RE.match(slug):
        problems.append(f"slug {slug!r} must be lowercase-hyphenated and match the file name")
    if kind not in KINDS:
        problems.append(f"kind {kind!r} is not one of {', '.join(KINDS)}")
        return problems
    if kind == "tactic" and slug not in TACTICS:
        problems.append(f"tactic article {slug!r} is not one of the 22 tactics")
    if kind == "tactic" and slug not in meta["tactics"]:
        problems.append("a tactic article lists its own slug in tactics")
    for t in meta["tactics"]:
        if t not in TACTICS:
            problems.append(f"unknown tactic {t!r}")
    for t in meta["themes"]:
        if t not in themes:
            problems.append(f"unknown theme {t!r}")

    quotes = meta["quotes"]
    low, high = QUOTE_COUNTS[kind]
    if not low <= len(quotes) <= high:
        problems.append(f"{len(quotes)} quotes; a {kind} article carries {low}-{high}")
    for i, q in enumerate(quotes, start=1):
        source = transcripts.get(q["transcript"])
        if source is None:
            problems.append(f"quote {i}: no transcript named {q['transcript']!r}")
            continue
        text = q["text"]
        if text != normalise(text) or text != text.strip():
            problems.append(f"quote {i}: write it normalised (straight quotes, '-', single spaces)")
        if "\n" in text:
            problems.append(f"quote {i}: spans a line break")
        words = len(text.split())
        if not QUOTE_WORDS[0] <= words <= QUOTE_WORDS[1]:
            problems.append(f"quote {i}: {words} words; keep quotes short but whole")
        count = source.count(text)
        if count == 0:
            problems.append(f"quote {i}: not found in {q['transcript']}: {text!r}")

    refs = [int(n) for n in QUOTE_REF_RE.findall(body)]
    for n in refs:
        if not 1 <= n <= len(quotes):
            problems.append(f"{{{{quote {n}}}}} refers to no quote (there are {len(quotes)})")
    body_lines = body.split("\n")
    for n, line in enumerate(body_lines):
        if not QUOTE_REF_RE.search(line):
            continue
        if not QUOTE_LINE_RE.match(line):
            problems.append(f"a quote marker must stand alone on its line: {line.strip()!r}")
        neighbours = body_lines[max(n - 1, 0) : n] + body_lines[n + 1 : n + 2]
        if any(x.strip() for x in neighbours):
            problems.append(f"a blank line goes before and after {line.strip()!r}, outside any list")
    unused = sorted(set(range(1, len(quotes) + 1)) - set(refs))
    if unused:
        problems.append(f"quotes never placed in the body: {unused}")

    prose = QUOTE_REF_RE.sub("", body)
    if "!" in prose.replace("![", ""):
        problems.append("the body has an exclamation mark")
    if LINK_RE.search(prose):
        problems.append("the body links to another host")
    for target in LIBRARY_LINK_RE.findall(prose):
        if target not in slugs:
            problems.append(f"link to /library/{target}/, which is no article")
    if PHONE_RE.search(prose):
        problems.append(f"something like a phone number: {PHONE_RE.search(prose).group(0)!r}")
    if re.search(r"(?m)^# ", body):
        problems.append("use ## headings; the page template shows the title")
    words = len(re.findall(r"[A-Za-z0-9']+", prose))
    if kind == "tactic":
        headings = re.findall(r"(?m)^## (.+)$", body)
        for section in TACTIC_SECTIONS:
            if not any(h.startswith(section) for h in headings):
                problems.append(f"missing section '## {section}'")
        if not TACTIC_WORDS[0] <= words <= TACTIC_WORDS[1]:
            problems.append(f"{words} words; a tactic article has {TACTIC_WORDS[0]}-{TACTIC_WORDS[1]}")
    art.meta["_words"] = words
    return problems


def find_transcripts(arg: str | None) -> Path:
    candidates = [Path(arg)] if arg else [ROOT / "content" / "transcripts", ROOT.parent / "shared" / "transcripts"]
    for c in candidates:
        if c.is_dir() and any(c.glob("*.txt")):
            return c
    sys.exit(f"No transcripts found in {', '.join(map(str, candidates))}; pass --transcripts DIR.")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--articles", default=str(ROOT / "content" / "articles"))
    parser.add_argument("--transcripts", default=None)
    args = parser.parse_args(argv)

    tdir = find_transcripts(args.transcripts)
    transcripts = {p.name: normalise(p.read_text(encoding="utf-8")) for p in sorted(tdir.glob("*.txt"))}
    paths = sorted(Path(args.articles).glob("*.md"))
    slugs = {p.stem for p in paths}
    themes, themes_from = known_themes()
    failures = 0
    kinds: dict[str, int] = dict.fromkeys(KINDS, 0)
    total_quotes = 0
    seen: set[str] = set()
    for path in paths:
        try:
            art = parse_article(path)
            problems = check_article(art, transcripts, slugs, themes)
        except FrontMatterError as exc:
            problems, art = [f"front matter: {exc}"], None
        if art is not None and art.meta.get("kind") in kinds:
            kinds[art.meta["kind"]] += 1
            total_quotes += len(art.meta["quotes"])
        if art is not None and not problems:
            seen.add(art.meta["slug"])
            print(
                f"ok    {path.name:<48} {art.meta['kind']:<9} {len(art.meta['quotes'])} quotes, {art.meta['_words']} words"
            )
        for p in problems:
            failures += 1
            print(f"FAIL  {path.name}: {p}")
    for slug in TACTICS:
        if slug not in seen and not (Path(args.articles) / f"{slug}.md").exists():
            failures += 1
            print(f"FAIL  no article for the tactic {slug!r}")

    print(
        f"\n{len(paths)} articles ({', '.join(f'{v} {k}' for k, v in kinds.items())}), "
        f"{total_quotes} quotes checked against {len(transcripts)} transcripts in {tdir}; "
        f"themes from {themes_from}."
    )
    if failures:
        print(f"{failures} problem(s).")
        return 1
    print("All quotes are exact; all 22 tactics have an article.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
