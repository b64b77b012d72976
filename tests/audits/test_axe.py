"""axe-core over every main page (tests/audits/pages.py), signed in and out, at phone
and desktop widths, light and dark: no violations.

axe is injected into the page, which the app's Content Security Policy would block: the
browser context bypasses the CSP, for the audit only.
"""

from pathlib import Path
from urllib.parse import urlsplit

import pytest
from django.conf import settings
from django.test import Client

from tests.audits.pages import AUDIT_PAGES, AuditPage
from tests.factories import PASSWORD, make_user

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

AXE = Path(__file__).parent / "vendor" / "axe.min.js"
VIEWS = [  # (label, width, height, colour scheme)
    ("phone", 375, 812, "light"),
    ("phone", 375, 812, "dark"),
    ("desktop", 1280, 900, "light"),
    ("desktop", 1280, 900, "dark"),
]
CASES = [
    pytest.param(page, signed_in, id=f"{page.name}-signed-{'in' if signed_in else 'out'}")
    for page in AUDIT_PAGES
    for signed_in in (True, False)
    if (page.signed_in if signed_in else page.signed_out)
]


def describe(violations: list[dict], where: str) -> list[str]:
    lines = []
    for v in violations:
        lines.append(f"{where}: {v['id']} [{v['impact']}] {v['help']}\n    {v['helpUrl']}")
        for node in v["nodes"]:
            target = " ".join(str(t) for t in node["target"])
            summary = node["failureSummary"].replace("\n", "\n        ")
            lines.append(f"    at {target}\n        {summary}")
    return lines


@pytest.mark.parametrize(("audit_page", "signed_in"), CASES)
def test_page_has_no_accessibility_violations(browser, live_server, audit_page: AuditPage, signed_in: bool):
    user = make_user(username="alice")
    path = audit_page.path_for(user)
    context = browser.new_context(base_url=live_server.url, bypass_csp=True)
    if signed_in:
        client = Client()
        client.force_login(user)
        name = settings.SESSION_COOKIE_NAME
        cookie = {"name": name, "value": client.cookies[name].value}
        context.add_cookies([{**cookie, "url": live_server.url}])
    page = context.new_page()
    problems: list[str] = []
    # One load, then every width and colour scheme: the media queries re-apply
    # without a reload, and loading axe is the slow part.
    response = page.goto(path)
    if urlsplit(page.url).path == "/accounts/reauthenticate/" != path:
        # A sensitive page asks for the password again first, as allauth does.
        page.fill("input[name=password]", PASSWORD)
        with page.expect_navigation() as navigation:
            page.click("main button[type=submit]")
        response = navigation.value
    assert response is not None
    assert response.status == 200, f"{path} answered {response.status}"
    assert urlsplit(page.url).path == urlsplit(path).path, f"{path} went to {page.url}"
    page.add_script_tag(path=str(AXE))
    for label, width, height, scheme in VIEWS:
        page.set_viewport_size({"width": width, "height": height})
        page.emulate_media(color_scheme=scheme)
        result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
        who = "signed in" if signed_in else "signed out"
        where = f"{audit_page.name} ({path}, {who}, {label} {width}px, {scheme})"
        problems += describe(result["violations"], where)
    context.close()
    assert not problems, "axe found violations:\n" + "\n".join(problems)


def test_the_audit_reports_a_violation(browser):
    """The harness itself: a page with an unlabelled field must not pass."""
    context = browser.new_context(bypass_csp=True)
    page = context.new_page()
    page.set_content('<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><input type="text"></main></html>')
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    context.close()
    lines = describe(result["violations"], "canary")
    assert any(line.startswith("canary: label [critical]") for line in lines), lines
