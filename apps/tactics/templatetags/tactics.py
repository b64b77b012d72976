from django import template

from apps.tactics.selectors import TacticInfo, tactic_by_slug

register = template.Library()


@register.simple_tag
def tactic_info(slug: str) -> TacticInfo | None:
    """A tactic's name, definition and article link, from the in-memory copy (no query):
    `{% tactic_info choice.data.value as tactic %}`."""
    return tactic_by_slug(str(slug))


@register.filter
def suggestion_note(text: str) -> str:
    """The quiet note for a message in Spanish or another language, or "" (language.suggestion_note)."""
    from apps.tactics.language import suggestion_note as note

    return note(text or "")
