import pytest
from django.conf import settings
from django.test import Client

from tests.factories import make_tactics, make_user


def sign_in(page, live_server, username="carol"):
    client = Client()
    client.force_login(make_user(username=username))
    page.context.add_cookies(
        [
            {
                "name": settings.SESSION_COOKIE_NAME,
                "value": client.cookies[settings.SESSION_COOKIE_NAME].value,
                "url": live_server.url,
            }
        ]
    )


def open_suggestions_page(page, live_server):
    # The page is reached by a POST (from a form without JavaScript): post an empty one.
    # Under `Referrer-Policy: no-referrer` a plain form post says `Origin: null`; main
    # lets same-origin form posts through with a middleware, which this test does not
    # depend on: it states the origin itself.
    def with_origin(route):
        headers = {**route.request.headers, "origin": live_server.url}
        route.fulfill(response=route.fetch(headers=headers))

    page.route("**/tactics/suggest/", with_origin)
    page.goto("/")
    page.evaluate(
        """() => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = "/tactics/suggest/";
        const token = JSON.parse(document.body.getAttribute("hx-headers"))["x-csrftoken"];
        form.innerHTML = `<input type="hidden" name="csrfmiddlewaretoken" value="${token}">`;
        document.body.append(form);
        form.submit();
    }"""
    )
    page.wait_for_url("**/tactics/suggest/")


@pytest.mark.browser
def test_suggestions_appear_as_you_type_and_ticks_survive_a_refresh(page, live_server, transactional_db):
    make_tactics()  # an earlier live-server test may have flushed them
    sign_in(page, live_server)
    open_suggestions_page(page, live_server)
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)

    page.fill("#suggest-text", "Hey stranger, just checking in.")
    hoovering = page.locator("#suggested-hoovering")
    hoovering.wait_for()
    assert page.locator("#tactic-suggestions mark").first.inner_text() == "Hey stranger"
    hoovering.check()

    page.fill("#suggest-text", "Hey stranger, just checking in. Happy birthday.")
    page.locator("#suggested-timed-contact").wait_for()
    assert page.locator("#suggested-hoovering").is_checked()
    assert not page.locator("#suggested-timed-contact").is_checked()
    assert page.url.endswith("/tactics/suggest/")
    assert errors == []
