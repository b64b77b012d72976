"""Which tag's article a passage reads most like: the passage's own subject, from all
its words rather than one phrase.

A phrase rule finds that a passage names a tactic; it cannot tell a passage ABOUT the
tactic from one that names it in passing ("the guilt trips, the drama, the fake
apologies"). The library's own articles can: each tactic has its article (its slug), each
recovery theme the recovery articles that list it first. A passage whose words are
closest to a tag's articles (TF-IDF, cosine) is about that tag. The articles' aliases
("silent treatment", "ghosting") corroborate a tag the rules found: another sentence that
names it counts as speaking of it (corroborated). Nothing here is learned from the judged
samples; the articles are the library's content.
"""

import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path

from django.conf import settings

from apps.library.frontmatter import Article, parse_article

ARTICLES_DIR = Path(settings.BASE_DIR) / "content" / "articles"
_WORD = re.compile(r"[a-z']+")
_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "if",
        "of",
        "to",
        "in",
        "on",
        "at",
        "for",
        "with",
        "from",
        "by",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "they",
        "them",
        "their",
        "you",
        "your",
        "yours",
        "i",
        "me",
        "my",
        "we",
        "our",
        "he",
        "she",
        "his",
        "her",
        "not",
        "no",
        "do",
        "does",
        "did",
        "have",
        "has",
        "had",
        "will",
        "would",
        "can",
        "could",
        "should",
        "may",
        "might",
        "just",
        "so",
        "than",
        "then",
        "there",
        "here",
        "what",
        "when",
        "where",
        "who",
        "why",
        "how",
        "which",
        "about",
        "into",
        "out",
        "up",
        "down",
        "over",
        "again",
        "once",
        "all",
        "any",
        "some",
        "more",
        "most",
        "very",
        "also",
        "too",
        "only",
        "own",
        "same",
        "such",
        "both",
        "each",
        "few",
        "other",
        "don't",
        "it's",
        "they're",
        "you're",
        "isn't",
    ]
)
Vector = dict[str, float]


def _words(text: str) -> Counter[str]:
    return Counter(w for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) > 2)


def _articles(directory: Path) -> dict[str, list[Article]]:
    """Tag slug -> its articles: a tactic's own article, and the recovery articles whose
    first theme is the theme."""
    articles: dict[str, list[Article]] = {}
    for path in sorted(directory.glob("*.md")):
        meta = (article := parse_article(path)).meta
        kind, themes = meta.get("kind"), meta.get("themes") or []
        slug = meta.get("slug") if kind == "tactic" else (themes[0] if kind == "recovery" and themes else None)
        if slug:
            articles.setdefault(slug, []).append(article)
    return articles


def _article_texts(directory: Path) -> dict[str, list[str]]:
    texts: dict[str, list[str]] = {}
    for slug, articles in _articles(directory).items():
        for article in articles:
            meta = article.meta
            words = [meta.get("title", ""), meta.get("summary", ""), *meta.get("aliases", [])]
            words += [q["text"] for q in meta.get("quotes", [])]
            texts.setdefault(slug, []).append(" ".join([*words, article.body]))
    return texts


@cache
def _aliases(directory: Path = ARTICLES_DIR) -> dict[str, re.Pattern[str]]:
    """Tag slug -> its articles' aliases ("silent treatment", "ghosting"), as one pattern."""
    found = {
        slug: [a for article in articles for a in article.meta.get("aliases", [])]
        for slug, articles in _articles(directory).items()
    }
    return {
        slug: re.compile(r"(?<!\w)(?:" + "|".join(re.escape(a) for a in aliases) + r")(?!\w)", re.IGNORECASE)
        for slug, aliases in found.items()
        if aliases
    }


def corroborated(
    text: str, evidence: Mapping[str, Iterable[int]], directory: Path = ARTICLES_DIR
) -> dict[str, list[int]]:
    """evidence (tag slug -> where the rules found it spoken of), with the places the text
    uses one of the tag's aliases added: a tag the rules found in one sentence is spoken
    of in two when another sentence names it as its article does. An alias alone never
    makes a tag."""
    aliases = _aliases(directory)
    return {
        slug: [*starts, *(m.start() for m in aliases[slug].finditer(text))] if slug in aliases else list(starts)
        for slug, starts in evidence.items()
    }


def _vector(counts: Counter[str], idf: dict[str, float]) -> Vector:
    weights = {w: (1 + math.log(n)) * idf.get(w, 0.0) for w, n in counts.items()}
    norm = math.sqrt(sum(x * x for x in weights.values())) or 1.0
    return {w: x / norm for w, x in weights.items() if x}


@cache
def _profiles(directory: Path = ARTICLES_DIR) -> tuple[dict[str, float], dict[str, Vector]]:
    """(idf, tag slug -> its articles' vector)."""
    counts = {slug: _words(" ".join(texts)) for slug, texts in _article_texts(directory).items()}
    df = Counter(w for c in counts.values() for w in c)
    idf = {w: math.log(len(counts) / n) for w, n in df.items()}
    return idf, {slug: _vector(c, idf) for slug, c in counts.items()}


def nearest_tags(text: str, directory: Path = ARTICLES_DIR) -> list[str]:
    """Tag slugs whose articles share words with the text, the closest first."""
    idf, profiles = _profiles(directory)
    passage = _vector(_words(text), idf)
    similarity = {slug: sum(x * p.get(w, 0.0) for w, x in passage.items()) for slug, p in profiles.items()}
    return sorted((s for s, v in similarity.items() if v > 0), key=lambda s: (-similarity[s], s))
