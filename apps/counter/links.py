"""Links to the counter's objects without a URL lookup for each one: a route is reversed
once per process (and script prefix) with a stand-in id, which each object's id then
replaces. Pages that list many objects use these instead of `{% url %}` per row."""

from functools import cache
from uuid import UUID

from django.urls import get_script_prefix, reverse

_ANY_ID = str(UUID(int=0))


@cache
def _pattern(name: str, prefix: str) -> str:
    return reverse(name, args=[_ANY_ID])


def link(name: str, pk: object) -> str:
    """The URL of route `name` for the object whose id is `pk`."""
    return _pattern(name, get_script_prefix()).replace(_ANY_ID, str(pk))


def person_links(pk: object) -> dict[str, str]:
    """The person page's own links, by what they do."""
    names = {
        "detail": "counter:person-detail",
        "slip": "counter:slip-create",
        "add_date": "counter:date-create",
        "edit": "counter:person-edit",
        "archive": "counter:person-archive",
        "delete": "counter:person-delete",
    }
    return {key: link(name, pk) for key, name in names.items()}
