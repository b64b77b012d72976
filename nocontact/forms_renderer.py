"""A form renderer that writes Django's plain field and widget markup in Python.

Django draws every field through templates: a text field is five (field, label, error
list, widget, attributes), a select three more per option, a checkbox chip three. On a
page with a form or two that is most of the page's time. `FastRenderer` writes the
same characters for the templates named below, straight from the context Django
builds for them, and leaves the rest (whole forms, file inputs, anything a form or
widget names itself) to the templates as before. tests/test_forms_renderer.py checks
its output against the templates, character for character.
"""

from collections.abc import Callable

from django.forms.renderers import DjangoTemplates
from django.utils.html import conditional_escape

WIDGETS = "django/forms/widgets/"
type Writer = Callable[["FastRenderer", dict], str]


def _text(value) -> str:
    """`{{ value }}` or `{{ value|stringformat:'s' }}`: the value as text, escaped."""
    return conditional_escape(value if isinstance(value, str) else str(value))


def _attrs(widget: dict) -> str:
    """django/forms/widgets/attrs.html (and django/forms/attrs.html, the same)"""
    return "".join(
        f" {_text(name)}" if value is True else f' {_text(name)}="{_text(value)}"'
        for name, value in widget["attrs"].items()
        if value is not False
    )


def input_tag(widget: dict) -> str:
    """django/forms/widgets/input.html"""
    value = widget["value"]
    shown = "" if value is None else f' value="{_text(value)}"'
    return f'<input type="{_text(widget["type"])}" name="{_text(widget["name"])}"{shown}{_attrs(widget)}>\n'


def _input(renderer: "FastRenderer", widget: dict) -> str:
    return input_tag(widget)


def _input_include(renderer: "FastRenderer", widget: dict) -> str:
    """text.html, hidden.html and the others that only include input.html."""
    return _input(renderer, widget) + "\n"


def _textarea(renderer: "FastRenderer", widget: dict) -> str:
    value = _text(widget["value"]) if widget["value"] else ""
    return f'<textarea name="{_text(widget["name"])}"{_attrs(widget)}>\n{value}</textarea>\n'


def _select_option(renderer: "FastRenderer", widget: dict) -> str:
    return f'<option value="{_text(widget["value"])}"{_attrs(widget)}>{_text(widget["label"])}</option>\n'


def _select(renderer: "FastRenderer", widget: dict) -> str:
    parts = [f'<select name="{_text(widget["name"])}"{_attrs(widget)}>']
    for group_name, options, _index in widget["optgroups"]:
        if group_name:
            parts.append(f'\n  <optgroup label="{_text(group_name)}">')
        parts.extend(f"\n  {renderer.include(option)}" for option in options)
        if group_name:
            parts.append("\n  </optgroup>")
    parts.append("\n</select>\n")
    return "".join(parts)


def _input_option(renderer: "FastRenderer", widget: dict) -> str:
    if not widget.get("wrap_label"):
        return _input(renderer, widget) + "\n"
    widget_id = widget["attrs"].get("id")
    label_for = f' for="{_text(widget_id)}"' if widget_id else ""
    return f"<label{label_for}>{_input(renderer, widget)} {_text(widget['label'])}</label>\n"


def _option_include(renderer: "FastRenderer", widget: dict) -> str:
    """checkbox_option.html and radio_option.html: input_option.html, included."""
    return _input_option(renderer, widget) + "\n"


def _multiple_input(renderer: "FastRenderer", widget: dict) -> str:
    widget_id, css_class = widget["attrs"].get("id"), widget["attrs"].get("class")
    parts = [
        "<div",
        f' id="{_text(widget_id)}"' if widget_id else "",
        f' class="{_text(css_class)}"' if css_class else "",
        ">",
    ]
    for group, options, _index in widget["optgroups"]:
        if group:
            parts.append(f"\n  <div><label>{_text(group)}</label>")
        parts.extend(f"<div>\n    {renderer.include(option)}</div>" for option in options)
        if group:
            parts.append("\n  </div>")
    parts.append("\n</div>\n")
    return "".join(parts)


def _multiple_include(renderer: "FastRenderer", widget: dict) -> str:
    """checkbox_select.html and radio.html: multiple_input.html, included."""
    return _multiple_input(renderer, widget) + "\n"


def _field(renderer: "FastRenderer", context: dict) -> str:
    """django/forms/field.html: label (or legend), help text, errors, widget."""
    field = context["field"]
    fieldset = field.use_fieldset
    if fieldset:
        described = field.aria_describedby
        described = f' aria-describedby="{_text(described)}"' if described else ""
        parts = [f"\n  <fieldset{described}>\n  ", field.legend_tag() if field.label else "", "\n"]
    else:
        parts = ["\n  ", field.label_tag() if field.label else "", "\n"]
    parts.append("\n")
    if field.help_text:
        helptext_id = f' id="{_text(field.auto_id)}_helptext"' if field.auto_id else ""
        parts.append(f'<div class="helptext"{helptext_id}>{field.help_text}</div>')
    parts.extend(["\n", _text(field.errors), "\n", _text(field), "</fieldset>" if fieldset else "", "\n"])
    return "".join(parts)


def _label(renderer: "FastRenderer", context: dict) -> str:
    """django/forms/label.html"""
    label = _text(context["label"])
    if not context["use_tag"]:
        return label + "\n"
    tag = _text(context["tag"])
    return f"<{tag}{_attrs(context)}>{label}</{tag}>\n"


def _error_list(renderer: "FastRenderer", context: dict) -> str:
    """django/forms/errors/list/ul.html (and default.html, which includes it)"""
    errors = context["errors"]
    if not errors:
        return ""
    field_id = f' id="{_text(errors.field_id)}_error"' if errors.field_id else ""
    items = "".join(f"<li>{_text(error)}</li>" for error in errors)
    return f'<ul class="{_text(context["error_class"])}"{field_id}>{items}</ul>'


INPUTS = ("checkbox", "color", "date", "datetime", "email", "hidden", "number", "password", "search", "tel", "text")
WRITERS: dict[str, Writer] = {
    WIDGETS + "input.html": _input,
    **{f"{WIDGETS}{name}.html": _input_include for name in (*INPUTS, "time", "url")},
    WIDGETS + "textarea.html": _textarea,
    WIDGETS + "select.html": _select,
    WIDGETS + "select_option.html": _select_option,
    WIDGETS + "input_option.html": _input_option,
    WIDGETS + "checkbox_option.html": _option_include,
    WIDGETS + "radio_option.html": _option_include,
    WIDGETS + "multiple_input.html": _multiple_input,
    WIDGETS + "checkbox_select.html": _multiple_include,
    WIDGETS + "radio.html": _multiple_include,
}


# These take the whole context, not only its widget.
FORMS = "django/forms/"
CONTEXT_WRITERS: dict[str, Writer] = {
    FORMS + "field.html": _field,
    FORMS + "label.html": _label,
    FORMS + "errors/list/default.html": _error_list,
    FORMS + "errors/list/ul.html": _error_list,
}


class FastRenderer(DjangoTemplates):
    """Django's default renderer, with the common widgets written in Python."""

    def render(self, template_name, context, request=None):
        writer = WRITERS.get(template_name)
        if writer is not None:
            return writer(self, context["widget"]).strip()
        writer = CONTEXT_WRITERS.get(template_name)
        if writer is not None:
            return writer(self, context).strip()
        return super().render(template_name, context, request)

    def include(self, option: dict) -> str:
        """`{% include option.template_name with widget=option %}`"""
        writer = WRITERS.get(option["template_name"])
        if writer is None:
            return self.get_template(option["template_name"]).render({"widget": option})
        return writer(self, option)
