"""The privacy and safety page (issue 12, item 8; checklist E2): linked before sign-up
and from every page's footer, covering what a person on a shared or watched device
needs to know, in plain words for any country."""

import re

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

SECTIONS = {
    "exit": ["What Exit does, and what it can't do", "cannot remove this site from the browser's history"],
    "history": ["Browser history and private windows", "private window"],
    "devices": ["Shared and watched devices", "spying software", "safer device"],
    "account": ["An account without email, and recovery codes", "recovery codes", "optional"],
    "stored": ["What this site keeps, and who can see it", "operator", "backups"],
    "help": ["Finding help where you live", "112", "911", "999", "000", "findahelpline.com"],
}


def test_it_covers_every_topic(client):
    r = client.get("/privacy/")
    assert r.status_code == 200
    html = r.content.decode()
    for anchor, phrases in SECTIONS.items():
        assert f'id="{anchor}"' in html
        assert f'href="#{anchor}"' in html
        for phrase in phrases:
            assert phrase.replace("'", "'") in html, phrase


def test_its_title_and_address_are_neutral(client):
    html = client.get("/privacy/").content.decode()
    assert re.search(r"<title>Privacy · Daybook</title>", html)


def test_it_is_linked_before_sign_up(client):
    for url in ("/", "/accounts/signup/"):
        assert 'href="/privacy/"' in client.get(url).content.decode(), url
    signup = client.get("/accounts/signup/").content.decode()
    assert signup.index('href="/privacy/"') < signup.index('name="username"')


def test_every_page_links_to_it_in_the_footer(client, alice_client):
    pages = [client.get(u) for u in ("/", "/accounts/login/", "/library/", "/no-such-page/")]
    pages += [alice_client.get(u) for u in ("/", "/log/", "/accounts/settings/", "/accounts/activity/")]
    for r in pages:
        html = r.content.decode()
        footer = html[html.index('<footer class="site-footer">') :]
        assert 'href="/privacy/"' in footer, r.request["PATH_INFO"]


def test_it_reads_the_same_signed_in(alice_client):
    html = alice_client.get("/privacy/").content.decode()
    assert "after 20 minutes without activity" in html


def test_it_rejects_post():
    assert Client().post("/privacy/").status_code == 405
