import shutil

import pytest
from django.test import Client

from tests.factories import PASSWORD, make_user

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


@pytest.fixture(autouse=True)
def _fresh_tactic_copy():
    """Each test reads the tactics afresh: a test may add, rename or reload them (with
    new ids) and roll back afterwards, which the in-memory copy cannot see."""
    from apps.tactics.selectors import forget_tactics

    forget_tactics()
    yield
    forget_tactics()


@pytest.fixture(autouse=True)
def _fresh_rate_limits():
    """Rate limits (sign-in, sign-up, reset: allauth keeps them in the cache) start
    afresh in each test."""
    from django.core.cache import cache

    cache.clear()
    yield


@pytest.fixture
def alice(db):
    return make_user(username="alice")


@pytest.fixture
def bob(db):
    return make_user(username="bob")


@pytest.fixture
def alice_client(alice) -> Client:
    client = Client()
    client.force_login(alice)
    return client


def confirm_password(client: Client, password: str = PASSWORD) -> None:
    """Re-authenticate a signed-in test client, as allauth's reauthentication asks before
    sensitive changes (views behind @reauthentication_required). Valid for
    ACCOUNT_REAUTHENTICATION_TIMEOUT seconds."""
    response = client.post("/accounts/reauthenticate/", {"password": password})
    assert response.status_code == 302, "re-authentication failed"


@pytest.fixture
def reauthenticate():
    """The confirm_password helper, as a fixture: `reauthenticate(client)`."""
    return confirm_password


@pytest.fixture
def alice_reauthenticated_client(alice_client) -> Client:
    """alice_client that has just confirmed her password again (see confirm_password)."""
    confirm_password(alice_client)
    return alice_client


@pytest.fixture(scope="session")
def browser():
    """A real, headless Chromium (Debian's package) driven by Playwright.

    A missing browser fails the browser tests (never skips them): they are part of
    every test run. Deselect them on purpose with `-m "not browser"`.
    """
    executable = shutil.which("chromium")
    if not executable:
        pytest.fail("Chromium is not installed: apt-get install -y chromium", pytrace=False)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, headless=True, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser, live_server):
    context = browser.new_context(base_url=live_server.url, viewport={"width": 390, "height": 844})
    page = context.new_page()
    # The quick-exit destination is another site: answer it here, never on the network.
    page.route(
        "https://neutral.example/**",
        lambda route: route.fulfill(status=200, content_type="text/html", body="<title>Weather</title>Weather"),
    )
    yield page
    context.close()
