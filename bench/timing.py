"""Server time in this process: every page through the whole middleware stack with
Django's test client, pages interleaved so that drift on a noisy machine hits all of
them alike."""

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

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


# Transaction control is no query over the data: BEGIN and COMMIT around a write are
# left out of a page's count, as the test suite's query counts (run inside a
# transaction) leave them out too.
TRANSACTION_CONTROL = ("BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE SAVEPOINT")


def count_queries(captured: CaptureQueriesContext) -> int:
    return sum(1 for query in captured if not query["sql"].lstrip().upper().startswith(TRANSACTION_CONTROL))


def prepare(page: Page, user: AbstractBaseUser) -> Callable[[], HttpResponse]:
    """The page's request, ready to send again and again as its visitor."""
    client = Client()
    if page.signed_in:
        client.force_login(user)
    path, headers = page.path(user), dict(page.headers)
    if page.method == "POST":
        return partial(client.post, path, page.payload(user), headers=headers)
    return partial(client.get, path, headers=headers)


def check(page: Page, send: Callable[[], HttpResponse]) -> None:
    """A GET must answer 200 (not a redirect to sign-in); a POST, under 400."""
    response = send()
    status = response.status_code
    if status != 200 and not (page.method == "POST" and status < 400):
        path, where = response.request["PATH_INFO"], response.get("Location", "")
        raise PageError(f"{page.name}: {page.method} {path} answered {status} {where}")


def measure(pages: list[Page], user: AbstractBaseUser, *, iterations: int, warmup: int) -> dict[str, Timing]:
    send = {page.name: prepare(page, user) for page in pages}
    for page in pages:
        check(page, send[page.name])
        for _ in range(warmup):
            send[page.name]()

    queries = {}
    for page in pages:
        with CaptureQueriesContext(connection) as captured:
            send[page.name]()
        queries[page.name] = count_queries(captured)

    samples: dict[str, list[int]] = {page.name: [] for page in pages}
    order = list(pages)
    shuffle = random.Random(6).shuffle
    for _ in range(iterations):
        shuffle(order)
        for page in order:
            start = time.perf_counter_ns()
            send[page.name]()
            samples[page.name].append(time.perf_counter_ns() - start)

    return {
        name: Timing(
            median_ms=statistics.median(times) / 1e6,
            p95_ms=statistics.quantiles(times, n=20, method="inclusive")[18] / 1e6,
            queries=queries[name],
        )
        for name, times in samples.items()
    }
