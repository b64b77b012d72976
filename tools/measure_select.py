"""What the account page's time-zone select costs, rendered three ways, in process with
production settings (the cached template loader):

    .venv/bin/python tools/measure_select.py [--iterations 300]

  quick     nocontact.widgets.QuickSelect: the <option>s written in Python
  template  a template that loops over plain (value, label, selected) rows itself
  django    forms.Select with Django's own templates (one include per option)

Prints the median and the fastest render of the field (label, help text and select).
QuickSelect stays only while it pays against the other two (issue 11).
"""

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# The loop a template-only select would use: no include and no filter per option.
TEMPLATE = (
    '<select name="{{ widget.name }}"{% include "django/forms/widgets/attrs.html" %}>'
    "{% for group, options in widget.groups %}"
    '{% if group %}<optgroup label="{{ group }}">{% endif %}'
    '{% for value, label, selected in options %}<option value="{{ value }}"{% if selected %} selected{% endif %}>'
    "{{ label }}</option>{% endfor %}{% if group %}</optgroup>{% endif %}{% endfor %}</select>"
)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=300)
    options = parser.parse_args()

    from bench.run import configure

    configure(Path(tempfile.mkdtemp(prefix="nocontact-select-")))
    import django

    django.setup()
    from django import forms
    from django.template import engines
    from django.utils.safestring import mark_safe

    from apps.accounts.forms import TimeZoneForm
    from nocontact.widgets import QuickSelect

    template = engines["django"].from_string(TEMPLATE)

    class TemplateSelect(forms.Select):
        def get_context(self, name, value, attrs):
            context = forms.Widget.get_context(self, name, value, attrs)
            chosen = {str(v) for v in self.format_value(value)}
            groups = []
            for group, label in self.choices:
                if isinstance(label, list | tuple):
                    groups.append((group, [(str(v), text, str(v) in chosen) for v, text in label]))
                else:
                    groups.append(("", [(str(group), label, str(group) in chosen)]))
            context["widget"]["groups"] = groups
            return context

        def _render(self, template_name, context, renderer=None):
            return mark_safe(template.render(context))

    def field_html(widget_class) -> str:
        form = TimeZoneForm(initial={"time_zone": "Europe/London"})
        field = form.fields["time_zone"]
        field.widget = widget_class(choices=field.choices)
        return str(form["time_zone"].as_field_group())

    for name, widget_class in {"quick": QuickSelect, "template": TemplateSelect, "django": forms.Select}.items():
        html = field_html(widget_class)
        for _ in range(20):
            field_html(widget_class)
        samples = []
        for _ in range(options.iterations):
            start = time.perf_counter_ns()
            field_html(widget_class)
            samples.append(time.perf_counter_ns() - start)
        print(
            f"{name:9} median {statistics.median(samples) / 1e6:6.2f} ms  fastest {min(samples) / 1e6:6.2f} ms"
            f"  ({html.count('<option')} options, {len(html)} bytes)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
