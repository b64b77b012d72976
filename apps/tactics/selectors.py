"""The 22 tactics, kept in memory: pages that name tactics on every row look them up
here instead of joining or prefetching them.

The copy is per process. Saving or deleting a Tactic forgets it in that process; other
processes reload after REFRESH_SECONDS, or at once when asked for an id they lack.
"""

import time
from dataclasses import dataclass

from django.urls import NoReverseMatch, reverse

from .models import Tactic

REFRESH_SECONDS = 300.0


@dataclass(frozen=True)
class TacticInfo:
    id: int
    slug: str
    name: str
    order: int
    definition: str = ""  # one line, the same words wherever the tactic is named
    article_url: str = ""  # the library's article on it (by URL name: no import)


def _article_url(slug: str) -> str:
    try:
        return reverse("library:article", args=[slug])
    except NoReverseMatch:  # a project without the library
        return ""


@dataclass(frozen=True)
class _Loaded:
    by_id: dict[int, TacticInfo]
    by_slug: dict[str, TacticInfo]
    ordered: tuple[TacticInfo, ...]
    at: float


_loaded: _Loaded | None = None


def _load() -> _Loaded:
    global _loaded
    rows = Tactic.objects.by_position().values_list("id", "slug", "name", "order", "definition")
    ordered = tuple(
        TacticInfo(pk, slug, name, order, definition, article_url=_article_url(slug))
        for pk, slug, name, order, definition in rows
    )
    _loaded = _Loaded(
        by_id={t.id: t for t in ordered},
        by_slug={t.slug: t for t in ordered},
        ordered=ordered,
        at=time.monotonic(),
    )
    return _loaded


def _current() -> _Loaded:
    loaded = _loaded
    if loaded is None or time.monotonic() - loaded.at > REFRESH_SECONDS:
        loaded = _load()
    return loaded


def forget_tactics() -> None:
    """Drop this process's copy (a tactic was saved or deleted)."""
    global _loaded
    _loaded = None


def tactics_ordered() -> tuple[TacticInfo, ...]:
    """Every tactic in list order."""
    return _current().ordered


def tactic_by_slug(slug: str) -> TacticInfo | None:
    return _current().by_slug.get(slug)


def tactics_by_ids(ids) -> list[TacticInfo]:
    """The tactics with these ids, in list order (reloads once for an unknown id)."""
    loaded = _current()
    if any(i not in loaded.by_id for i in ids):
        loaded = _load()
    found = [loaded.by_id[i] for i in ids if i in loaded.by_id]
    return sorted(found, key=lambda t: (t.order, t.name))
