"""The quick-log form's template writes its two fields out by hand (for speed); these
tests hold that markup equal to what Django's own widgets would write for the same
form: the same elements, attributes, options and text, fresh, bound and with errors."""

from html.parser import HTMLParser
from zoneinfo import ZoneInfo

import pytest
from django.template.loader import render_to_string
from django.test import RequestFactory

from apps.attempts.forms import QuickLogForm
from tests.factories import make_person

pytestmark = pytest.mark.django_db
UTC = ZoneInfo("UTC")
AWKWARD = "\n<b>\"Hi\" & 'bye'</b>\n  second line  "


class Fields(HTMLParser):
    """The form's controls: (tag, attributes) for each select, option, textarea and
    input named person, with a textarea's text and an option's label."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[str, dict[str, str | None], str]] = []
        self._open: str | None = None

    def handle_starttag(self, tag, attrs) -> None:
        attributes = dict(attrs)
        if tag in ("select", "option", "textarea") or (tag == "input" and attributes.get("name") == "person"):
            self.found.append((tag, attributes, ""))
            self._open = tag if tag in ("option", "textarea") else None

    def handle_data(self, data) -> None:
        if self._open and self.found:
            tag, attributes, text = self.found[-1]
            self.found[-1] = (tag, attributes, text + data)

    def handle_endtag(self, tag) -> None:
        self._open = None


def controls(html: str) -> list[tuple[str, dict[str, str | None], str]]:
    parser = Fields()
    parser.feed(html)
    return parser.found


def by_django(form: QuickLogForm) -> list:
    person = str(form["person"]) if form.several_people else form["person"].as_hidden()
    return controls(person + str(form["message"]))


def by_template(form: QuickLogForm, user) -> list:
    request = RequestFactory().post("/")
    request.user = user
    html = render_to_string("attempts/_quick_log.html", {"quick_form": form}, request=request)
    return controls(html)


@pytest.fixture
def people(alice):
    return [make_person(user=alice, label=label) for label in ("R.", "Mum & <Dad>", "Jamie (co-parent)")]


def forms_to_compare(alice, people):
    first, second = people[0], people[-1]
    yield QuickLogForm(user=alice, tz=UTC)  # fresh: the first person preselected
    yield QuickLogForm(initial={"person": second.pk}, user=alice, tz=UTC, people=people)  # after a save
    yield QuickLogForm({"person": str(second.pk), "message": AWKWARD}, user=alice, tz=UTC)  # bound
    yield QuickLogForm({"person": "not-one-of-them", "message": "   "}, user=alice, tz=UTC)  # both wrong
    yield QuickLogForm({"person": str(first.pk), "message": "x" * 20_001}, user=alice, tz=UTC)  # too long
    yield QuickLogForm({}, user=alice, tz=UTC)  # nothing posted


def test_the_written_out_fields_equal_djangos_widgets(alice, people):
    for form in forms_to_compare(alice, people):
        form.is_bound and form.is_valid()
        assert by_template(form, alice) == by_django(form)


def test_with_one_person_the_choice_is_a_hidden_field_equal_to_djangos(alice, people):
    for person in people[1:]:
        person.delete()
    for form in forms_to_compare(alice, people[:1]):
        form.is_bound and form.is_valid()
        assert not form.several_people
        assert by_template(form, alice) == by_django(form)


def test_the_comparison_sees_a_difference(alice, people):
    """The parser is not blind: a select with another option chosen differs."""
    form = QuickLogForm(initial={"person": people[1].pk}, user=alice, tz=UTC, people=people)
    other = QuickLogForm(initial={"person": people[2].pk}, user=alice, tz=UTC, people=people)
    assert by_template(form, alice) != by_django(other)
    assert ("select", {"name": "person", "id": "id_person"}, "") in by_django(form)
