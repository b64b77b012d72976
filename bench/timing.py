"""Server time in this process: every page through the whole middleware stack with
Django's test client, pages interleaved so that drift on a noisy machine hits all of
them alike."""

import random
import statistics
import time
from dataclasses import dataclass

from django.contrib.auth.models import AbstractBaseUser
from django.db import connection
from django.http import HttpResponse
from django.test import Client
from django.test.utils import CaptureQueriesContext

from bench.pages import Page


class PageError(Exception):
    """A page did not answer as it should, so its figures would mean nothing."""


@dataclass(frozen=True)
class Timing:
    median_ms: float
    p95_ms: float
    queries: int


class Visitor:
    """Sends one page's request as a signed-in or anonymous visitor."""

    def __init__(self, user: AbstractBaseUser) -> None:
        self.user = user
        self.anonymous = Client()
        self.signed_in = Client()
        self.signed_in.force_login(user)
        self._paths: dict[str, str] = {}

    def send(self, page: Page) -> HttpResponse:
        client = self.signed_in if page.signed_in else self.anonymous
        path = self._paths.get(page.name) or self._paths.setdefault(
            page.name, page.path(self.user)
        )
        if page.method == "POST":
            return client.post(path, page.payload(self.user))
        return client.get(path)

    def check(self, page: Page) -> None:
        """A GET must answer 200 (not a redirect to sign-in); a POST, under 400."""
        status = self.send(page).status_code
        if status != 200 and not (page.method == "POST" and status < 400):
            raise PageError(
                f"{page.name}: {page.method} {self._paths[page.name]} answered {status}"
            )


def measure(
    pages: list[Page], user: AbstractBaseUser, *, iterations: int, warmup: int
) -> dict[str, Timing]:
    visitor = Visitor(user)
    for page in pages:
        visitor.check(page)
        for _ in range(warmup):
            visitor.send(page)

    queries = {}
    for page in pages:
        with CaptureQueriesContext(connection) as captured:
            visitor.send(page)
        queries[page.name] = len(captured)

    samples: dict[str, list[int]] = {page.name: [] for page in pages}
    order = list(pages)
    shuffle = random.Random(6).shuffle
    for _ in range(iterations):
        shuffle(order)
        for page in order:
            start = time.perf_counter_ns()
            visitor.send(page)
            samples[page.name].append(time.perf_counter_ns() - start)

    return {
        name: Timing(
            median_ms=statistics.median(times) / 1e6,
            p95_ms=statistics.quantiles(times, n=20, method="inclusive")[18] / 1e6,
            queries=queries[name],
        )
        for name, times in samples.items()
    }
