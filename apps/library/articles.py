"""Articles: Markdown with front matter, rendered once to sanitised HTML.

Quotes are written in the body as a `{{quote N}}` line and become an attributed block
that links to the quoted place in the transcript reader.
"""

import re
from dataclasses import dataclass

import nh3
from django.utils.html import escape
from markdown_it import MarkdownIt

_markdown = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
_QUOTE_PARAGRAPH = re.compile(r"<p>\{\{quote (\d+)\}\}</p>")

ALLOWED_TAGS = {
    "p", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "a", "blockquote", "figure", "figcaption",
    "code", "hr", "br",
}  # fmt: skip
ALLOWED_ATTRIBUTES = {"a": {"href"}, "figure": {"class", "id"}, "figcaption": set(), "blockquote": set()}


@dataclass(frozen=True)
class RenderedQuote:
    number: int
    text: str
    source_title: str
    url: str


class ArticleError(ValueError):
    """An article file that cannot be loaded, with the reason in plain words."""


def _quote_html(quote: RenderedQuote) -> str:
    return (
        f'<figure class="quote" id="quote-{quote.number}"><blockquote><p>{escape(quote.text)}</p></blockquote>'
        f'<figcaption>{escape(quote.source_title)}, <a href="{escape(quote.url)}">read it in context</a>'
        "</figcaption></figure>"
    )


def render_body(body: str, quotes: list[RenderedQuote]) -> str:
    """Markdown to HTML, quote markers to attributed quotes, then sanitised with nh3."""
    by_number = {q.number: q for q in quotes}

    def replace(match: re.Match) -> str:
        number = int(match.group(1))
        if number not in by_number:
            raise ArticleError(f"{{{{quote {number}}}}} has no quote in the front matter")
        return _quote_html(by_number[number])

    html = _QUOTE_PARAGRAPH.sub(replace, _markdown.render(body))
    return nh3.clean(html, tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES, url_schemes={"https", "http"})


# A heading's last word, when no punctuation ends it ("<h2>Keep it written</h2>").
_OPEN_HEADING_END = re.compile(r"(?<=[^\s.!?:;,])(\s*</h[1-6]>)")


# A quote's attribution ("Talk 1, read it in context"): a link, not the article's words.
_ATTRIBUTION = re.compile(r"<figcaption>.*?</figcaption>", re.DOTALL)


def plain_text(html: str) -> str:
    """The words of rendered HTML, for the search index. A heading ends in a full stop, so
    a snippet reads "Keep it written. Where you can, ..." and not "Keep it written Where
    you can"; a quote's attribution is left out, so no snippet reads "... power back. Talk
    1, read it in context What to avoid."."""
    html = _OPEN_HEADING_END.sub(r".\1", _ATTRIBUTION.sub("", html))
    return re.sub(r"\s+", " ", nh3.clean(html.replace("><", "> <"), tags=set())).strip()
