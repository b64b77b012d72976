"""The dashboard shows other apps' boxes (the log's quick log) that the project package
passes in: the counter neither imports the log nor loads its template tags (issue 11)."""

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.sessions.backends.db import SessionStore
from django.test import RequestFactory

from apps.counter.views.dashboard import Panel, dashboard
from tests.factories import make_person

pytestmark = pytest.mark.django_db


def test_the_counters_templates_load_no_tag_library_of_an_app_above_it():
    counter_templates = Path(settings.BASE_DIR, "templates", "counter").glob("*.html")
    loads = {name for path in counter_templates for name in re.findall(r"{%\s*load\s+([^%]+?)\s*%}", path.read_text())}
    assert not {"attempts", "library", "insights"} & {lib for line in loads for lib in line.split()}


def test_home_shows_the_quick_log_under_the_counts(alice_client, alice):
    make_person(user=alice, label="M")
    make_person(user=alice, label="N")
    content = alice_client.get("/").content.decode()
    assert content.index('id="people-cards"') < content.index('id="quick-log"') < content.index("urge-cta")
    assert 'action="/log/quick/"' in content
    assert re.search(r'<select name="person"[^>]*>\s*<option value="[^"]+" selected>M</option>', content)


def test_home_shows_no_quick_log_before_the_first_person(alice_client):
    content = alice_client.get("/").content.decode()
    assert 'id="quick-log"' not in content
    assert "Who are you keeping your distance from?" in content


def test_the_dashboard_alone_shows_only_the_panels_it_is_given(alice, settings, tmp_path):
    """Without the project's wiring the counter shows no quick log; with a panel, that
    panel's template with its context, under the counts."""
    (tmp_path / "a_panel.html").write_text('<aside id="a-panel">{{ panel_word }} for {{ user.get_username }}</aside>')
    settings.TEMPLATES = [{**settings.TEMPLATES[0], "DIRS": [*settings.TEMPLATES[0]["DIRS"], tmp_path]}]
    person = make_person(user=alice, label="M")
    request = RequestFactory().get("/")
    request.user, request.htmx, request.session = alice, False, SessionStore()
    plain = dashboard(request).content.decode()
    assert 'id="quick-log"' not in plain
    assert "day-card__number" in plain

    seen = []

    def a_panel(request, people) -> Panel:
        seen.append(people)
        return Panel("a_panel.html", {"panel_word": "Hello"})

    content = dashboard(request, panels=[a_panel]).content.decode()
    assert seen == [[person]]
    assert content.index('id="people-cards"') < content.index('<aside id="a-panel">Hello for alice</aside>')
