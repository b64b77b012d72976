"""Markup the insights page writes out by hand (for speed), held equal to where it comes
from: the heat map's frame to the chart's geometry, the fixed links to their URL names,
the choice of period and person and the calendar file's reminder to what Django writes
for their forms."""

import datetime as dt
import re

import pytest
from django.contrib.humanize.templatetags.humanize import intcomma
from django.template.defaultfilters import pluralize
from django.test.html import parse_html
from django.urls import reverse, set_script_prefix

from apps.counter.clock import user_today
from apps.counter.services import person_archive, special_date_create
from apps.insights import charts
from apps.insights.forms import ChoiceForm, ReminderForm
from apps.insights.links import links
from apps.insights.page import InsightsPage
from apps.insights.parts import Responses
from apps.insights.selectors import people_and_dates
from apps.insights.stats import WEEKDAYS
from tests.factories import make_attempt, make_person

pytestmark = pytest.mark.django_db


def between(html: str, start: str, end: str) -> str:
    part = html[html.index(start) :]
    return part[: part.index(end)]


def test_the_heat_maps_written_out_frame_sits_on_its_grid(alice_client, alice):
    make_attempt(user=alice, person=make_person(user=alice))
    html = alice_client.get(reverse("insights:page")).content.decode()
    svg = between(html, '<svg class="chart__heat"', "</svg>")
    labels = re.findall(r'<text class="chart__text" x="([\d.]+)" y="([\d.]+)">(\w+)</text>', svg)
    rows = [("0", str(weekday * charts.CELL + 8), name[:3]) for weekday, name in enumerate(WEEKDAYS)]
    hours = [(str(charts.LEFT + hour * charts.CELL), "80", f"{hour:02d}") for hour in (0, 6, 12, 18)]
    assert labels == rows + hours
    heading = between(html, '<table class="heat-table">', "</thead>")
    assert re.findall(r'<th scope="col">(\w+)</th>', heading) == ["Day", *(f"{hour:02d}" for hour in range(24))]


def test_the_links_reversed_once_lead_where_their_names_say(alice_client, alice):
    person = make_person(user=alice)
    make_attempt(user=alice, person=person)
    soon = user_today(alice) + dt.timedelta(days=20)
    special_date_create(person=person, kind="their_birthday", date=soon.replace(year=1980))
    html = alice_client.get(reverse("insights:page")).content.decode()
    form = between(html, '<form class="card insights-choice"', ">")
    assert f'action="{reverse("insights:page")}"' in form and f'hx-get="{reverse("insights:page")}"' in form
    ahead = between(html, '<section id="ahead"', "</section>")
    prepare = re.findall(r'<p class="ahead__prepare">Prepare: (.*?)</p>', ahead)
    assert prepare, "every date ahead has its prepare links"
    article = reverse("library:article", args=["timed-contact"])
    for line in prepare:
        assert re.findall(r'href="([^"]+)"', line) == [article, reverse("counter:reasons"), reverse("counter:urge")]
    assert f'action="{reverse("insights:ics")}"' in ahead
    assert f'href="{reverse("insights:dates")}"' in ahead


def choice_fields(html: str) -> str:
    """The page's period and person fields, as it writes them."""
    form = between(html, '<form class="card insights-choice"', "</form>")
    return form[form.index("<p>") : form.index('<p class="insights-choice__go">')]


@pytest.mark.parametrize(
    ("asked", "shown"),
    [
        ({}, {"period": "90", "person": ""}),  # fresh: the default period, everyone
        ({"period": "30", "person": "first"}, {"period": "30", "person": "first"}),  # chosen
        ({"period": "all", "person": "archived"}, {"period": "all", "person": "archived"}),
        ({"period": "forever"}, {"period": "90", "person": ""}),  # an unknown period: the default, shown as chosen
    ],
)
def test_the_written_out_choice_fields_equal_djangos(alice_client, alice, asked, shown):
    first = make_person(user=alice, label='R. <b>"Ro"</b> & co')
    archived = make_person(user=alice, label="Old")
    person_archive(person=archived)
    ids = {"first": str(first.pk), "archived": str(archived.pk), "": ""}
    make_attempt(user=alice, person=first)
    html = alice_client.get(reverse("insights:page"), {k: ids.get(v, v) for k, v in asked.items()}).content.decode()
    people, _ = people_and_dates(alice)
    djangos = ChoiceForm({k: ids.get(v, v) for k, v in shown.items()}, people=people)
    assert djangos.is_valid()
    assert parse_html(choice_fields(html)) == parse_html(djangos.as_p())


def test_the_choice_comparison_sees_a_difference(alice_client, alice):
    make_attempt(user=alice, person=make_person(user=alice))
    html = alice_client.get(reverse("insights:page"), {"period": "30"}).content.decode()
    people, _ = people_and_dates(alice)
    assert parse_html(choice_fields(html)) != parse_html(ChoiceForm({"period": "90"}, people=people).as_p())


def test_the_written_out_reminder_field_equals_djangos(alice_client, alice):
    html = alice_client.get(reverse("insights:page")).content.decode()
    field = between(html, '<form class="ahead__file"', "</form>")
    field = field[field.index("<p>") : field.index("<p><button")]
    assert parse_html(field) == parse_html(ReminderForm().as_p())


@pytest.mark.parametrize("n", [0, 1, 7, 999, 1234, 1234567])
def test_the_counts_read_as_intcomma_and_pluralize_write_them(n):
    responses = Responses(replied=n, let_pass=n + 1, other=n + 2, segments=[])
    assert (responses.replied_text, responses.let_pass_text, responses.other_text) == (
        intcomma(n),
        intcomma(n + 1),
        intcomma(n + 2),
    )
    page = InsightsPage(**dict.fromkeys(InsightsPage.__dataclass_fields__) | {"total": n})
    assert page.total_text == f"{intcomma(n)} attempt{pluralize(n)}"


def test_the_summary_and_the_legend_say_how_many(alice_client, alice):
    person = make_person(user=alice)
    make_attempt(user=alice, person=person)
    html = alice_client.get(reverse("insights:page")).content.decode()
    assert "<strong>1 attempt</strong> in the last 90 days" in html
    assert "You let 1 pass, without a reply or by blocking" in html and "You replied to 0</li>" in html
    make_attempt(user=alice, person=person)
    assert "<strong>2 attempts</strong>" in alice_client.get(reverse("insights:page")).content.decode()


def test_the_links_follow_the_script_prefix():
    try:
        set_script_prefix("/somewhere/")
        assert links().page == "/somewhere/insights/" and links().log == reverse("attempts:log")
    finally:
        set_script_prefix("/")
    assert links().page == "/insights/"
