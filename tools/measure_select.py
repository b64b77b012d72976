"""What the account page's time-zone select costs, rendered three ways, in process with
production settings (the cached template loader):

    .venv/bin/python tools/measure_select.py [--iterations 300]

  rows      nocontact.widgets.RowsSelect (shipped): its template loops over display-ready rows
  django    forms.Select with Django's own templates (one include per option)

Prints the median and the fastest render of the field (label, help text and select).
"""

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=300)
    options = parser.parse_args()

    from bench.run import configure

    configure(Path(tempfile.mkdtemp(prefix="nocontact-select-")))
    import django

    django.setup()
    from django import forms

    from apps.accounts.forms import TimeZoneForm
    from nocontact.widgets import RowsSelect

    def field_html(widget_class) -> str:
        form = TimeZoneForm(initial={"time_zone": "Europe/London"})
        field = form.fields["time_zone"]
        field.widget = widget_class(choices=field.choices)
        return str(form["time_zone"].as_field_group())

    for name, widget_class in {"rows": RowsSelect, "django": forms.Select}.items():
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
