import pytest
from django.urls import reverse

URL = "/tactics/suggest/"
HTMX = {"HX-Request": "true"}


def test_the_url_is_named():
    assert reverse("tactics:suggest") == URL


def test_it_sends_anonymous_visitors_to_sign_in(client, db):
    r = client.post(URL, {"text": "just checking in"})
    assert r.status_code == 302
    assert r.url.startswith(reverse("account_login"))


def test_it_rejects_get(alice_client):
    assert alice_client.get(URL).status_code == 405


def test_it_returns_a_fragment_for_htmx(alice_client):
    r = alice_client.post(URL, {"text": "Hey stranger, just checking in"}, headers=HTMX)
    assert r.status_code == 200
    assert b"<html" not in r.content
    assert b'id="tactic-suggestions"' in r.content
    assert b'name="tactics" value="hoovering"' in r.content
    assert b"<mark>just checking in</mark>" in r.content
    assert b"Hoovering" in r.content


def test_it_returns_a_full_page_without_htmx(alice_client):
    r = alice_client.post(URL, {"text": "Happy birthday"})
    assert r.status_code == 200
    assert b"<html" in r.content
    assert b"<title>Suggestions" in r.content
    assert b'value="timed-contact"' in r.content
    assert b">Happy birthday</textarea>" in r.content  # the words are kept


def test_it_lists_the_best_suggestion_first(alice_client):
    text = "Sorry. I have changed, I am in therapy. Happy birthday."
    content = alice_client.post(URL, {"text": text}, headers=HTMX).content.decode()
    assert content.index('value="fake-apology"') < content.index('value="timed-contact"')


def test_it_says_so_calmly_when_nothing_is_suggested(alice_client):
    r = alice_client.post(URL, {"text": "Rent is due on the 1st."}, headers=HTMX)
    assert b"No suggestions for these words" in r.content
    assert b'type="checkbox"' not in r.content


def test_empty_text_gives_an_empty_fragment(alice_client):
    r = alice_client.post(URL, {}, headers=HTMX)
    assert r.status_code == 200
    assert b'id="tactic-suggestions"' in r.content
    assert b"checkbox" not in r.content
    assert b"No suggestions" not in r.content


def test_ticked_tactics_stay_ticked_even_when_no_longer_suggested(alice_client):
    r = alice_client.post(
        URL,
        {
            "text": "just checking in",
            "tactics": ["hoovering", "rage", "no-such-tactic"],
        },
        headers=HTMX,
    )
    content = r.content.decode()
    assert 'value="hoovering" id="suggested-hoovering" checked' in content
    assert 'value="rage" id="suggested-rage" checked' in content
    assert "Chosen by you." in content
    assert "no-such-tactic" not in content


def test_it_escapes_the_message(alice_client):
    text = 'just checking in <script>alert("x")</script>'
    r = alice_client.post(URL, {"text": text})
    assert b"<script>alert" not in r.content
    assert b"&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in r.content


@pytest.mark.parametrize("headers", [HTMX, {}])
def test_a_message_over_20000_characters_gets_a_clear_message_not_an_error(alice_client, headers):
    text = "just checking in " * 1200  # 20,400 characters
    r = alice_client.post(URL, {"text": text, "tactics": ["rage"]}, headers=headers)
    assert r.status_code == 200
    assert b"longer than 20,000 characters" in r.content
    assert b'value="hoovering"' not in r.content
    assert b'value="rage" id="suggested-rage" checked' in r.content  # kept


def test_a_message_of_exactly_20000_characters_is_accepted(alice_client):
    text = ("just checking in " * 1200)[:20_000]
    r = alice_client.post(URL, {"text": text}, headers=HTMX)
    assert b"longer than" not in r.content
    assert b'value="hoovering"' in r.content


def test_it_runs_a_fixed_number_of_queries(alice_client, django_assert_num_queries):
    text = "Sorry. I've changed. Happy birthday. Remember our song? I hate you."
    # Expect 3 queries:
    # * the session
    # * the user
    # * the suggested and ticked tactics, in one query
    with django_assert_num_queries(3):
        r = alice_client.post(URL, {"text": text, "tactics": ["rage"]}, headers=HTMX)
    assert r.status_code == 200
