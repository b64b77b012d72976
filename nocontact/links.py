"""Links to many objects without a URL lookup for each one: a route is reversed once
per process (and script prefix) with a stand-in argument, which each object's own then
replaces. Pages that list many objects use `link` instead of `{% url %}` per row."""

from collections.abc import Callable
from functools import cache
from uuid import UUID

from django.urls import get_script_prefix, reverse

ANY_ID = str(UUID(int=0))  # stands in for a <uuid:...> argument


@cache
def _pattern(name: str, stand_in: str, prefix: str) -> str:
    return reverse(name, args=[stand_in])


def link(name: str, value: object, *, stand_in: str = ANY_ID) -> str:
    """The URL of route `name` for `value` (an id; for a route that takes another kind
    of argument, pass a `stand_in` that its converter accepts, e.g. a slug)."""
    return _pattern(name, stand_in, get_script_prefix()).replace(stand_in, str(value))


def linker(name: str, *, stand_in: str = ANY_ID) -> Callable[[object], str]:
    """`link` for one route and many values: the route is split around its stand-in
    once, so each link is one concatenation."""
    before, _, after = link(name, stand_in, stand_in=stand_in).partition(stand_in)
    return lambda value: f"{before}{value}{after}"
