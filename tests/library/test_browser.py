import pytest
from playwright.sync_api import expect

from tests.library.helpers import make_library


@pytest.mark.browser
def test_a_reader_searches_and_follows_a_result_to_its_passage(transactional_db, tmp_path, page):
    make_library(tmp_path)
    page.goto("/library/")
    page.get_by_role("link", name="Talk 1").wait_for()
    page.get_by_label("Search the library").fill("guilt")
    page.get_by_role("button", name="Search").click()
    page.wait_for_url("**/library/search/?s=*")
    assert "guilt" not in page.url  # the words stay out of the address and the history
    expect(page.locator(".hit mark").first).to_have_text("Guilt")
    first_url = page.url

    # On the search page, htmx swaps the results in and keeps the address in step.
    page.evaluate("window.samePage = true")
    page.get_by_label("Search the library").fill("closure")
    page.get_by_role("button", name="Search").click()
    expect(page.locator(".hit mark").first).to_have_text("Closure")
    page.wait_for_url(lambda url: "?s=" in url and url != first_url)
    assert "closure" not in page.url
    assert page.evaluate("window.samePage === true")  # swapped, not reloaded

    page.locator(".hit__label").first.click()
    page.wait_for_url("**/library/transcripts/000-sample/#p-*")
    anchor = page.url.rsplit("#", 1)[1]
    passage = page.locator(f"#{anchor}")
    expect(passage).to_contain_text("Closure can come from within")
    expect(passage).to_be_in_viewport()


@pytest.mark.browser
def test_a_reader_searches_opens_an_article_and_follows_a_quote(transactional_db, page):
    from apps.library.services import DEFAULT_TRANSCRIPTS_DIR, articles_load, transcript_ingest

    transcript_ingest(directory=DEFAULT_TRANSCRIPTS_DIR)
    articles_load()
    page.goto("/library/")
    page.get_by_label("Search the library").fill("hoovering")
    page.get_by_role("button", name="Search").click()
    page.wait_for_url("**/library/search/?s=*")
    page.locator(".hit__label", has_text="Hoovering").first.click()
    page.wait_for_url("**/library/hoovering/")
    expect(page.locator("h1")).to_have_text("Hoovering")
    quote = page.locator("figure.quote").first
    quoted = quote.locator("blockquote").inner_text().strip()
    quote.get_by_role("link", name="read it in context").click()
    page.wait_for_url("**/library/transcripts/**#p-*")
    anchor = page.url.rsplit("#", 1)[1]
    passage = page.locator(f"#{anchor}")
    expect(passage).to_contain_text(quoted)
    expect(passage).to_be_in_viewport()


@pytest.mark.browser
def test_a_garbled_sentence_is_marked_greyed_and_still_readable(transactional_db, tmp_path, page):
    from tests.library.test_unclear import GARBLED_TALK

    make_library(tmp_path, {"000_talk.txt": GARBLED_TALK})
    page.goto("/library/")
    page.get_by_role("link", name="Talk 1").click()
    marked = page.locator(".unclear")
    expect(marked).to_have_count(1)
    expect(marked.locator(".unclear__label")).to_have_text("(unclear in the recording)")
    expect(marked.locator(".unclear__text")).to_have_text("Are obsessed with how they appear to others.")
    text_colour = page.locator(".passage__text").first.evaluate("e => getComputedStyle(e).color")
    marked_colour = marked.locator(".unclear__text").evaluate("e => getComputedStyle(e).color")
    assert marked_colour != text_colour  # greyed, so the reader sees it is not plain text
