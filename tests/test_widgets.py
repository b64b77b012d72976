"""Our widgets: the chips come from their template, QuickSelect writes what Django's select does."""

import re

from django import forms
from django.utils.safestring import mark_safe

from apps.accounts.forms import time_zone_choices
from nocontact.widgets import ChipsCheckboxSelectMultiple, ChipsRadioSelect, QuickSelect

CHOICES = [("a", 'A & <b> "quoted"'), ("b", mark_safe("<em>kept</em>"))]


class Chips(forms.Form):
    one = forms.ChoiceField(choices=CHOICES, widget=ChipsRadioSelect)
    many = forms.MultipleChoiceField(choices=CHOICES, widget=ChipsCheckboxSelectMultiple, required=False)


def folded(html: str) -> str:
    """The markup without the whitespace between tags, which the browser ignores here."""
    return re.sub(r">\s+<", "><", str(html)).strip()


def test_the_forms_renderer_is_djangos_own_reading_our_templates(settings):
    assert settings.FORM_RENDERER == "django.forms.renderers.TemplatesSetting"
    assert "django.forms" in settings.INSTALLED_APPS  # Django's widget templates


def test_chips_are_labels_around_each_input_and_its_escaped_text():
    form = Chips({"one": "b", "many": ["a", "b"]})
    assert folded(form["one"]) == (
        '<label class="chip" for="id_one_0"><input type="radio" name="one" value="a" required id="id_one_0">'
        "<span>A &amp; &lt;b&gt; &quot;quoted&quot;</span></label>"
        '<label class="chip" for="id_one_1"><input type="radio" name="one" value="b" required id="id_one_1" checked>'
        "<span><em>kept</em></span></label>"
    )
    assert folded(form["many"]) == (
        '<label class="chip" for="id_many_0"><input type="checkbox" name="many" value="a" id="id_many_0" checked>'
        "<span>A &amp; &lt;b&gt; &quot;quoted&quot;</span></label>"
        '<label class="chip" for="id_many_1"><input type="checkbox" name="many" value="b" id="id_many_1" checked>'
        "<span><em>kept</em></span></label>"
    )


def test_chips_render_from_their_template(settings, tmp_path):
    """The markup is the template's: another template in its place changes it."""
    (tmp_path / "widgets").mkdir()
    (tmp_path / "widgets" / "chips.html").write_text(
        "{% for g, options, i in widget.optgroups %}[{{ options|length }}]{% endfor %}"
    )
    settings.TEMPLATES = [{**settings.TEMPLATES[0], "DIRS": [tmp_path, *settings.TEMPLATES[0]["DIRS"]]}]
    assert str(Chips()["one"]) == "[1][1]"


def test_quick_select_writes_what_djangos_select_writes():
    """The time zones, grouped by region, one of them chosen: the same tags as Django's
    own select (its template puts whitespace between them)."""

    class Zones(forms.Form):
        quick = forms.ChoiceField(choices=time_zone_choices, widget=QuickSelect)
        django = forms.ChoiceField(choices=time_zone_choices)

    form = Zones(initial={"quick": "Europe/London", "django": "Europe/London"})
    quick, django = folded(form["quick"]), folded(form["django"]).replace("django", "quick")
    assert quick.count("<option") > 400
    assert quick.count(" selected") == 1
    assert quick == django


def test_quick_select_escapes_values_and_labels():
    widget = QuickSelect(choices=[('"><script>', "<b>&</b>"), ("Group <g>", [("x", "y")])])
    html = widget.render("zone", '"><script>')
    assert "<script>" not in html
    assert '<option value="&quot;&gt;&lt;script&gt;" selected>&lt;b&gt;&amp;&lt;/b&gt;</option>' in html
    assert '<optgroup label="Group &lt;g&gt;">' in html
