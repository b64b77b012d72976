"""FastRenderer writes, character for character, what Django's widget templates write."""

import datetime as dt

import pytest
from django import forms
from django.forms.renderers import DjangoTemplates
from django.utils.safestring import mark_safe

from nocontact.forms_renderer import CONTEXT_WRITERS, WRITERS, FastRenderer

CHOICES = [("a", "A & <b>"), ("b", 'Say "hi"'), ("", "None of these")]
GROUPED = [("UTC", "UTC"), ("Europe", [("Europe/London", "London"), ("Europe/Paris", "Paris")])]


class EveryWidget(forms.Form):
    text = forms.CharField(max_length=20, help_text="A hint", widget=forms.TextInput(attrs={"autofocus": True}))
    empty = forms.CharField(required=False, widget=forms.TextInput(attrs={"disabled": False, "class": "x"}))
    number = forms.IntegerField(widget=forms.NumberInput(attrs={"type": "range", "step": 1}))
    day = forms.DateField(widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"))
    email = forms.EmailField(required=False)
    secret = forms.CharField(widget=forms.PasswordInput)
    hidden = forms.CharField(widget=forms.HiddenInput)
    note = forms.CharField(widget=forms.Textarea(attrs={"rows": 2}))
    agree = forms.BooleanField(required=False)
    pick = forms.ChoiceField(choices=CHOICES)
    zone = forms.ChoiceField(choices=GROUPED)
    many = forms.MultipleChoiceField(choices=CHOICES, required=False)
    radio = forms.ChoiceField(choices=CHOICES, widget=forms.RadioSelect)
    radio_grouped = forms.ChoiceField(choices=GROUPED, widget=forms.RadioSelect(attrs={"class": "chips"}))
    boxes = forms.MultipleChoiceField(choices=CHOICES, widget=forms.CheckboxSelectMultiple, required=False)
    safe_label = forms.ChoiceField(choices=[("s", mark_safe("<em>kept</em>"))], widget=forms.RadioSelect)

    def clean(self):
        if self.data.get("text") == "both":
            raise forms.ValidationError(["Not <both>.", "Really."])


DATA = {
    "text": 'He said "<no>" & left',
    "number": "7",
    "day": "2026-05-03",
    "email": "not an email",
    "secret": "x",
    "hidden": "h&",
    "note": "line one\n<line two>",
    "agree": "on",
    "pick": "a",
    "zone": "Europe/Paris",
    "many": ["a", "b"],
    "radio": "b",
    "radio_grouped": "UTC",
    "boxes": ["b"],
    "safe_label": "s",
}
INITIAL = {"day": dt.date(2026, 5, 3), "note": "", "pick": "", "number": 5}


class Styled(EveryWidget):
    required_css_class = "required"
    error_css_class = "error"


def forms_under_test(renderer) -> list[forms.Form]:
    return [
        Styled(DATA, renderer=renderer, label_suffix=""),
        EveryWidget({**DATA, "text": "both"}, renderer=renderer),
        Styled({"text": "x" * 30, "pick": "nope"}, renderer=renderer, prefix="p"),
        EveryWidget(renderer=renderer),
        EveryWidget(renderer=renderer, initial=INITIAL, auto_id="f_%s"),
        EveryWidget(DATA, renderer=renderer),
        EveryWidget({}, renderer=renderer, auto_id=False),
    ]


def written(renderer) -> list[str]:
    out = []
    for form in forms_under_test(renderer):
        form.is_valid()
        out.extend([form.as_div(), form.as_p(), str(form.non_field_errors())])
        for field in form:
            out.extend([str(field), field.as_field_group(), field.as_hidden(), str(field.errors)])
            out.extend([field.label_tag(), field.legend_tag(), field.label_tag("<b>", attrs={"class": "c"})])
            out.extend(sub.tag() for sub in field.subwidgets)
    return out


def test_it_writes_what_the_templates_write():
    fast, templates = written(FastRenderer()), written(DjangoTemplates())
    assert len(fast) == len(templates)
    for ours, django in zip(fast, templates, strict=True):
        assert ours == django


def test_it_is_the_forms_renderer(settings):
    assert settings.FORM_RENDERER == "nocontact.forms_renderer.FastRenderer"


@pytest.mark.parametrize("name", sorted([*WRITERS, *CONTEXT_WRITERS]))
def test_every_template_it_replaces_exists(name):
    assert DjangoTemplates().get_template(name)
