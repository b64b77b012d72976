"""Our own widgets. Their markup is in templates/widgets/ (FORM_RENDERER reads the
project's templates)."""

from django import forms

# Radios or checkboxes as a row of chips. Put the field inside a `fieldset` with its
# legend and a `div.chips__list`.
CHIPS = "widgets/chips.html"


class ChipsRadioSelect(forms.RadioSelect):
    template_name = CHIPS


class ChipsCheckboxSelectMultiple(forms.CheckboxSelectMultiple):
    template_name = CHIPS


# A row of RowsSelect: (value, label, selected), or a group: (label, rows).
type Option = tuple[str, str, bool]
type OptionGroup = tuple[str, list[Option]]


class RowsSelect(forms.Select):
    """A single-choice select, optgroups included, whose template loops over
    display-ready rows (templates/widgets/rows_select.html) instead of including
    Django's option template once per option: the account page's 507 time zones take
    about 5 ms this way, 14 ms through Django's own select (`python
    tools/measure_select.py`)."""

    template_name = "widgets/rows_select.html"

    def get_context(self, name, value, attrs) -> dict:
        context = forms.Widget.get_context(self, name, value, attrs)
        chosen = {str(v) for v in self.format_value(value)}
        groups: list[OptionGroup] = [
            (str(label), [_option(v, text, chosen) for v, text in choices])
            if isinstance(choices, list | tuple)
            else ("", [_option(label, choices, chosen)])
            for label, choices in self.choices
        ]
        context["widget"]["groups"] = groups
        return context


def _option(value, label, chosen: set[str]) -> Option:
    value = "" if value is None else str(value)
    return value, str(label), value in chosen
