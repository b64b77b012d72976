"""The urge page writes its two texts and its triggers out by hand (for speed); these
tests hold that markup equal to what Django's own field and widget templates write for
the same form: fresh, posted, and with errors."""

import re

import pytest
from django.template.loader import render_to_string
from django.test import RequestFactory
from django.test.html import parse_html

from apps.counter.forms import UrgeForm
from tests.factories import make_person

pytestmark = pytest.mark.django_db
AWKWARD = "\n<b>\"Hi\" & 'bye'</b>\n  second line  "


def page_part(html: str, start: str, end: str) -> str:
    return re.search(re.escape(start) + "(.*?)" + re.escape(end), html, re.DOTALL).group(1)


def by_template(form: UrgeForm, user, person) -> dict[str, str]:
    request = RequestFactory().get("/")
    request.user = user
    cards = [type("Card", (), {"person": person})()]
    html = render_to_string("counter/urge.html#urge-form", {"form": form, "cards": cards}, request=request)
    return {
        "unsent": page_part(html, '<div class="urge-form__message">', '</div>\n  <div class="intensity">'),
        "triggers": page_part(html, '<div class="chips__list">\n      ', "\n    </div>\n  </fieldset>\n  <div>"),
        "note": page_part(html, "</fieldset>\n  <div>", '</div>\n  <fieldset class="outcome">'),
    }


def by_django(form: UrgeForm) -> dict[str, str]:
    return {
        "unsent": form["unsent_message"].as_field_group(),
        "triggers": str(form["triggers"]),
        "note": form["trigger_note"].as_field_group(),
    }


def forms_to_compare(user, person):
    yield UrgeForm(None, user=user, people=[person], initial={"person": person.pk})  # fresh
    yield UrgeForm(  # posted, all well
        {
            "person": str(person.pk),
            "unsent_message": AWKWARD,
            "intensity": "7",
            "triggers": ["guilt", "date"],
            "trigger_note": "It was <her> birthday & I 'missed' it",
        },
        user=user,
    )
    yield UrgeForm(  # every field wrong
        {
            "person": "nope",
            "unsent_message": "x" * 5001,
            "intensity": "11",
            "triggers": ["nope", "guilt"],
            "trigger_note": "y" * 301,
        },
        user=user,
    )


def test_the_written_out_fields_equal_djangos(alice):
    person = make_person(user=alice, label="R.")
    for form in forms_to_compare(alice, person):
        form.is_bound and form.is_valid()
        mine, djangos = by_template(form, alice, person), by_django(form)
        for part in ("unsent", "triggers", "note"):
            assert parse_html(mine[part]) == parse_html(djangos[part]), (part, mine[part], djangos[part])


def test_the_comparison_sees_a_difference(alice):
    person = make_person(user=alice, label="R.")
    fresh = UrgeForm(None, user=alice, people=[person])
    ticked = UrgeForm({"person": str(person.pk), "triggers": ["guilt"]}, user=alice)
    ticked.is_valid()
    assert parse_html(by_template(fresh, alice, person)["triggers"]) != parse_html(by_django(ticked)["triggers"])
