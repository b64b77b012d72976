"""Which tag's article a passage reads most like: the passage's own subject, from all
its words rather than one phrase.

A phrase rule finds that a passage names a tactic; it cannot tell a passage ABOUT the
tactic from one that names it in passing ("the guilt trips, the drama, the fake
apologies"). The library's own articles can: each tactic has its article (its slug), each
recovery theme the recovery articles that list it first. A passage whose words are
closest to a tag's articles (TF-IDF, cosine) is about that tag. Nothing here is learned
from the judged samples; the articles are the library's content.
"""

import math
import re
from collections import Counter
from functools import cache
from pathlib import Path

from django.conf import settings

from apps.library.frontmatter import parse_article

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


def _article_texts(directory: Path) -> dict[str, list[str]]:
    """Tag slug -> the texts of its articles: a tactic's own article, and the recovery
    articles whose first theme is the theme."""
    texts: dict[str, list[str]] = {}
    for path in sorted(directory.glob("*.md")):
        meta, body = (article := parse_article(path)).meta, article.body
        kind, themes = meta.get("kind"), meta.get("themes") or []
        slug = meta.get("slug") if kind == "tactic" else (themes[0] if kind == "recovery" and themes else None)
        if slug:
            words = [meta.get("title", ""), meta.get("summary", ""), *meta.get("aliases", [])]
            words += [q["text"] for q in meta.get("quotes", [])]
            texts.setdefault(slug, []).append(" ".join([*words, body]))
    return texts


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
