"""Our own widgets. Their markup is in templates/widgets/ (FORM_RENDERER reads the
project's templates), with one measured exception: QuickSelect."""

from html import escape

from django import forms
from django.forms.utils import flatatt
from django.utils.safestring import SafeString, mark_safe

# Radios or checkboxes as a row of chips. Put the field inside a `fieldset` with its
# legend and a `div.chips__list`.
CHIPS = "widgets/chips.html"


class ChipsRadioSelect(forms.RadioSelect):
    template_name = CHIPS


class ChipsCheckboxSelectMultiple(forms.CheckboxSelectMultiple):
    template_name = CHIPS


def _option(value, label, chosen: set[str]) -> str:
    value = "" if value is None else str(value)
    selected = " selected" if value in chosen else ""
    return f'<option value="{escape(value)}"{selected}>{escape(str(label), quote=False)}</option>'


class QuickSelect(forms.Select):
    """A single-choice select, optgroups included, written here rather than by a
    template: the one widget that does, because it pays. The account page's 507 time
    zones take about 1 ms this way, 5 ms through a template that loops over plain
    (value, label) rows, 17 ms through Django's own select (a template per option),
    on a page that otherwise takes about 4 ms (`python tools/measure_select.py`)."""

    def render(self, name, value, attrs=None, renderer=None) -> SafeString:
        chosen = {str(v) for v in self.format_value(value)}
        parts = [f'<select name="{escape(name)}"{flatatt(self.build_attrs(self.attrs, attrs))}>']
        for option_value, option_label in self.choices:
            if isinstance(option_label, list | tuple):
                parts.append(f'<optgroup label="{escape(str(option_value))}">')
                parts.extend(_option(v, label, chosen) for v, label in option_label)
                parts.append("</optgroup>")
            else:
                parts.append(_option(option_value, option_label, chosen))
        parts.append("</select>")
        return mark_safe("".join(parts))  # every value above is escaped
