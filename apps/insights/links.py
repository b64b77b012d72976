"""The insights page's links that are the same for everyone, reversed once per process
and script prefix (as nocontact/links.py does for links to objects).

A `{% url %}` costs about 35 us (reverse() about 17), and the page writes seven of these
plus a few dozen links to the log. Nothing here depends on the user."""

from dataclasses import dataclass
from functools import cache

from django.urls import get_script_prefix, reverse

from apps.library import urgent


@dataclass(frozen=True)
class Links:
    page: str  # the insights page itself (its choice form)
    log: str  # the log, which log_url filters
    ics: str  # the weeks ahead as a calendar file
    dates: str  # the holidays to watch, the user's own dates
    article: str  # "prepare": the article about timed contact
    danger: str  # rising contact: the article on danger
    reasons: str  # "prepare": the user's reasons
    urge: str  # "prepare": the urge moment


def links() -> Links:
    return _links(get_script_prefix())


@cache
def _links(prefix: str) -> Links:  # reverse() adds the prefix: the key keeps each apart
    return Links(
        page=reverse("insights:page"),
        log=reverse("attempts:log"),
        ics=reverse("insights:ics"),
        dates=reverse("insights:dates"),
        article=reverse("library:article", args=["timed-contact"]),
        danger=reverse("library:article", args=[urgent.DANGER]),
        reasons=reverse("counter:reasons"),
        urge=reverse("counter:urge"),
    )
