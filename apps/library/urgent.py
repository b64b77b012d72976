"""The library's two articles for when safety comes first, and where a search brings them.

A search that speaks of danger ("he says he has a knife", "he always knows where i am")
or of harming oneself ("i want to end it all") gets the article on it first, whatever
else its words find, and the page shows the help-now block above the results. When the
only sign is someone turning up or waiting ("my mum turned up at my door"), the article
on showing up is what the words are about: the block still shows, and the article on
danger joins the results after the first few. The words are read by the tactics
vocabulary (tactics.safety).
"""

from dataclasses import dataclass

from apps.tactics.safety import safety_signs

DANGER = "when-contact-becomes-dangerous"
CRISIS = "when-you-are-in-crisis"


@dataclass(frozen=True)
class Urgent:
    slugs: tuple[str, ...]  # the safety articles the words call for, the most direct first
    first: bool  # whether they come before every other result


def urgent_articles(text: str) -> Urgent:
    """The safety articles `text` calls for, the one it speaks of most directly first:
    danger before crisis when it names both ("he keeps threatening suicide" is a sign of
    danger that also holds the word); and whether they come first."""
    signs = safety_signs(text)
    slugs = tuple(slug for slug, wanted in ((DANGER, signs.danger), (CRISIS, signs.self_harm)) if wanted)
    return Urgent(slugs=slugs, first=not (signs.turning_up_only and not signs.self_harm))
