from django import template

from apps.library.themes import theme_name

register = template.Library()


@register.filter
def tactic_label(slug: str) -> str:
    """A readable name for a tactic slug ("vague_posting" -> "Vague posting")."""
    return slug.replace("_", " ").replace("-", " ").capitalize()


@register.filter
def theme_label(slug: str) -> str:
    return theme_name(slug)
