from collections.abc import Iterable
from dataclasses import dataclass

from .matching import suggest_tactics
from .models import Tactic


@dataclass(frozen=True)
class SuggestionRow:
    tactic: Tactic
    # The words of the message that triggered the suggestion (empty when the user had
    # ticked the tactic but the words no longer suggest it).
    triggers: tuple[str, ...]
    checked: bool


def tactic_suggestions(*, text: str, checked: Iterable[str] = ()) -> list[SuggestionRow]:
    """Suggested tactics for a message, best first, then any tactic the user already
    ticked that the words no longer suggest. One query."""
    checked = list(checked)
    suggestions = suggest_tactics(text) if text else []
    triggers = {s.slug: s.triggers for s in suggestions}
    slugs = list(triggers) + [slug for slug in checked if slug not in triggers]
    tactics = Tactic.objects.in_bulk(slugs, field_name="slug") if slugs else {}
    return [SuggestionRow(tactics[slug], triggers.get(slug, ()), slug in checked) for slug in slugs if slug in tactics]
