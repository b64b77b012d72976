"""The pages `make bench` measures. Adding a page is one line in PAGES.

A page's `url` is a path, or a function of the measured user that returns one (for
pages about one of the user's objects, e.g. `lambda user: reverse("attempts:detail",
args=[Attempt.objects.for_user(user).latest("pk").pk])`). It is called once the data
of each size exists, so it may query. `data` (the body of a POST) works the same way;
both are worked out once per size, before the timing starts.

The pages the issue names are all here (kind "list" for the log and search; throughput
and lighthouse for the dashboard, the log and an article), measured on the demo account
that `manage.py seed_demo` builds (bench/data.py).
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from django.contrib.auth.models import AbstractBaseUser
from django.urls import reverse

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
    # A budget of its own, where the issue that made the page set one: its median
    # server time as a multiple of the shell's, and its SQL queries.
    per_shell: float | None = None
    queries: int | None = None
    # Over HTTP, for whole pages (GET, no headers) only:
    throughput: bool = False  # requests/s under gunicorn, against the shell's
    lighthouse: bool = False  # the four Lighthouse scores

    def path(self, user: AbstractBaseUser) -> str:
        return self.url(user) if callable(self.url) else self.url

    def payload(self, user: AbstractBaseUser) -> Mapping[str, str]:
        return self.data(user) if callable(self.data) else self.data


BARE = Page("bare", "/_bench/bare", kind="reference", signed_in=False)
SHELL = Page("shell", "/_bench/shell", kind="reference", throughput=True, lighthouse=True)


def _latest_attempt(user: AbstractBaseUser) -> str:
    from apps.attempts.models import Attempt

    attempt = Attempt.objects.for_user(user).live().order_by("-occurred_at", "-id").first()
    return reverse("attempts:detail", args=[attempt.pk])


def _saved_suggestions(user: AbstractBaseUser) -> str:
    # The suggestions for an entry the quick log has just saved, with the quick log's words,
    # so that every size asks for the same message's (an entry of the demo's would differ).
    from apps.attempts.services import attempt_create

    saved = attempt_create(user=user, person=_first_person(user), message=_quick_log(user)["message"])
    return reverse("attempts:suggestions", args=[saved.pk])


def _first_person(user: AbstractBaseUser):
    from apps.counter.models import Person

    return Person.objects.for_user(user).active().first()


def _person_page(user: AbstractBaseUser) -> str:
    return reverse("counter:person-detail", args=[_first_person(user).pk])


def _quick_log(user: AbstractBaseUser) -> Mapping[str, str]:
    # The dashboard's quick-log form (htmx): who it is from, and their words. The test
    # client skips CSRF checks, as a page that already holds the token would pass them.
    return {"person": str(_first_person(user).pk), "message": "Hey, just checking in. Hope you're ok x"}


_MESSAGE_EN = "Your grandmother asks about you every day. Is it so hard to call your own family? After all we did."
_MESSAGE_ES = (
    "Tu abuela pregunta por ti todos los días. ¿Tan difícil es llamar a tu familia? Después de todo lo que hicimos."
)


def _latest_entry(user: AbstractBaseUser) -> str:
    from apps.journal.models import Entry

    entry = Entry.objects.for_user(user).filter(kind=Entry.Kind.ENTRY).order_by("-date", "-created_at").first()
    return reverse("journal:detail", args=[entry.pk])


PAGES: list[Page] = [
    Page("home", "/", throughput=True, lighthouse=True),
    Page("log", "/log/", kind="list", throughput=True, lighthouse=True),
    # Filters that fill a whole page (50 rows) at 1,000 attempts as at 100,000, so growth
    # compares like with like: 149 and 65 matches at 1,000 in the demo data.
    Page("log-tactic", "/log/?tactic=guilt-tripping", kind="list"),
    # Words are POSTed (they never go into a URL): the search answers htmx with the
    # results fragment and a token URL.
    Page("log-words", "/log/search/", kind="list", method="POST", data={"q": "please"}, headers={"HX-Request": "true"}),
    Page("attempt", _latest_attempt),
    # Ten queries: the eight of saving an entry and its chain link, and the insights
    # page's daily roll-ups (issue 15: every write keeps them up to date), one statement
    # per person and one over everyone (AttemptRollupTotal).
    Page("quick-log", "/log/quick/", method="POST", data=_quick_log, headers={"HX-Request": "true"}, queries=10),
    # What the quick log's confirmation asks for as it appears: the saved entry's tactic
    # suggestions, in a request of their own so that the save is confirmed at once.
    Page("saved-suggestions", _saved_suggestions, headers={"HX-Request": "true"}),
    # The log form's live suggestions as the words are typed: English (rules and model),
    # and Spanish (its phrase rules alone, after the language check).
    Page("suggest", "/log/suggest/", method="POST", data={"message": _MESSAGE_EN}, headers={"HX-Request": "true"}),
    Page(
        "suggest-spanish",
        "/log/suggest/",
        method="POST",
        data={"message": _MESSAGE_ES},
        headers={"HX-Request": "true"},
    ),
    Page("person", _person_page),
    # The journal (issue 18): its list costs what the log's list costs. Words are POSTed
    # (never in a URL): htmx gets the list and a token URL.
    Page("journal", "/journal/", kind="list"),
    Page(
        "journal-words",
        "/journal/search/",
        kind="list",
        method="POST",
        data={"q": "river"},
        headers={"HX-Request": "true"},
    ),
    Page("journal-entry", _latest_entry),
    Page(
        "reply-check",
        "/journal/reply-check/",
        method="POST",
        data={"draft": "I'm sorry, I only said it because you shouted. Can we talk? Pick-up is at 5 on Friday."},
        headers={"HX-Request": "true"},
    ),
    Page("urge", "/urge/"),
    Page("library", "/library/"),
    Page("article", "/library/hoovering/", throughput=True, lighthouse=True),
    # POSTed, as the log's search: words never go in a URL (a ?q= would search nothing).
    Page(
        "library-search",
        "/library/search/",
        kind="list",
        method="POST",
        data={"q": "guilt"},
        headers={"HX-Request": "true"},
    ),
    Page("account", "/accounts/settings/"),
    # Issue 15: insights at most 4x the shell at 10,000 attempts, and the common 8 queries.
    Page("insights", "/insights/", per_shell=4.0),
    Page("welcome", "/", signed_in=False),
    Page("sign-in", "/accounts/login/", signed_in=False),
]
