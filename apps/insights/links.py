"""The insights page's links that are the same for everyone, reversed once per process.

A `{% url %}` costs about 35 us (reverse() about 17), and the page writes seven of these
plus a few dozen links to the log. Nothing here depends on the user: the paths only
(the script prefix a process serves under does not change while it runs)."""

from dataclasses import dataclass
from functools import cache

from django.urls import reverse


@dataclass(frozen=True)
class Links:
    page: str  # the insights page itself (its choice form)
    log: str  # the log, which log_url filters
    ics: str  # the weeks ahead as a calendar file
    dates: str  # the holidays to watch, the user's own dates
    article: str  # "prepare": the article about timed contact
    reasons: str  # "prepare": the user's reasons
    urge: str  # "prepare": the urge moment


@cache
def links() -> Links:
    return Links(
        page=reverse("insights:page"),
        log=reverse("attempts:log"),
        ics=reverse("insights:ics"),
        dates=reverse("insights:dates"),
        article=reverse("library:article", args=["timed-contact"]),
        reasons=reverse("counter:reasons"),
        urge=reverse("counter:urge"),
    )
