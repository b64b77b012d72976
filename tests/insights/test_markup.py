"""Markup the insights page writes out by hand (for speed), held equal to where it comes
from: the heat map's frame to the chart's geometry."""

import re

import pytest
from django.urls import reverse

from apps.insights import charts
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
