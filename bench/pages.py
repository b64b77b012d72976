"""The pages `make bench` measures. Adding a page is one line in PAGES.

A page's `url` is a path, or a function of the measured user that returns one (for
pages about one of the user's objects, e.g. `lambda user: reverse("attempts:detail",
args=[Attempt.objects.for_user(user).latest("pk").pk])`). It is called once the data
of each size exists, so it may query. `data` (the body of a POST) works the same way;
both are worked out once per size, before the timing starts.

Pages the issue names, to add as their apps land (kind "list" for the log and search;
throughput and lighthouse for the dashboard, the log and an article): dashboard, log,
log filtered by a tactic, attempt detail, quick-log POST, counter, library index, an
article, a library search, insights.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from django.contrib.auth.models import AbstractBaseUser

type UrlBuilder = Callable[[AbstractBaseUser], str]
type DataBuilder = Callable[[AbstractBaseUser], Mapping[str, str]]


@dataclass(frozen=True)
class Page:
    name: str
    url: str | UrlBuilder
    # "list" pages (the log, search) get the looser time budget; "reference" marks
    # the two views everything is measured against.
    kind: Literal["page", "list", "reference"] = "page"
    method: Literal["GET", "POST"] = "GET"
    data: Mapping[str, str] | DataBuilder = field(default_factory=dict)
    # Request headers, e.g. {"HX-Request": "true"} for an htmx fragment.
    headers: Mapping[str, str] = field(default_factory=dict)
    signed_in: bool = True
    # Over HTTP, for whole pages (GET, no headers) only:
    throughput: bool = False  # requests/s under gunicorn, against the shell's
    lighthouse: bool = False  # the four Lighthouse scores

    def path(self, user: AbstractBaseUser) -> str:
        return self.url(user) if callable(self.url) else self.url

    def payload(self, user: AbstractBaseUser) -> Mapping[str, str]:
        return self.data(user) if callable(self.data) else self.data


BARE = Page("bare", "/_bench/bare", kind="reference", signed_in=False)
SHELL = Page("shell", "/_bench/shell", kind="reference", throughput=True, lighthouse=True)

PAGES: list[Page] = [
    Page("home", "/", throughput=True, lighthouse=True),
    Page("account", "/accounts/settings/"),
    Page("welcome", "/", signed_in=False),
    Page("sign-in", "/accounts/login/", signed_in=False),
]
