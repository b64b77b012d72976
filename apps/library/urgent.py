"""The library's two articles for when safety comes first, and which of them a search
must bring first.

A search that speaks of danger ("he says he has a knife", "he always knows where i am")
or of harming oneself ("i want to end it all") gets the article on it first, whatever
else its words find, and the page shows the help-now block above the results. The words
are read by the tactics vocabulary (tactics.safety).
"""

from apps.tactics.safety import safety_signs

DANGER = "when-contact-becomes-dangerous"
CRISIS = "when-you-are-in-crisis"


def urgent_articles(text: str) -> tuple[str, ...]:
    """The slugs of the safety articles `text` calls for, the one it speaks of most
    directly first: danger before crisis when it names both ("he keeps threatening
    suicide" is a sign of danger that also holds the word)."""
    signs = safety_signs(text)
    return tuple(slug for slug, wanted in ((DANGER, signs.danger), (CRISIS, signs.self_harm)) if wanted)
