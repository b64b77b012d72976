"""Widgets that write their HTML in Python.

Django renders a select through one template per option: about 40 µs an option, so
the 500 time zones cost 26 ms, more than the rest of their page. These write the same
markup directly.
"""

from html import escape

from django import forms
from django.forms.utils import flatatt
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe

from nocontact.forms_renderer import input_tag


def _option(value, label, chosen: set[str]) -> str:
    value = "" if value is None else str(value)
    selected = " selected" if value in chosen else ""
    return f'<option value="{escape(value)}"{selected}>{escape(str(label), quote=False)}</option>'


class QuickSelect(forms.Select):
    """A single-choice select, optgroups included, rendered without templates."""

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


class ChipsMixin:
    """Radios or checkboxes as a row of chips: `<label class="chip">` around each
    input and its `<span>` label, with nothing between them. Put the field inside a
    `fieldset` with its legend and a `div.chips__list`."""

    def render(self, name, value, attrs=None, renderer=None) -> SafeString:
        chips = []
        # A mixin for ChoiceWidget subclasses (ChipsRadioSelect, ChipsCheckboxSelectMultiple).
        context = self.get_context(name, value, attrs)  # type: ignore[attr-defined]
        for _group, options, _index in context["widget"]["optgroups"]:
            for option in options:
                label_for, label = conditional_escape(option["attrs"].get("id")), conditional_escape(option["label"])
                chips.append(
                    f'<label class="chip" for="{label_for}">{input_tag(option).strip()}<span>{label}</span></label>'
                )
        return mark_safe("".join(chips))  # every value above is escaped


class ChipsRadioSelect(ChipsMixin, forms.RadioSelect):
    pass


class ChipsCheckboxSelectMultiple(ChipsMixin, forms.CheckboxSelectMultiple):
    pass
