from collections import defaultdict

from django import forms

from .models import time_zone_names


def time_zone_choices() -> list[tuple[str, list[tuple[str, str]]] | tuple[str, str]]:
    """Zones grouped by region (Africa, America, ...), as a select with optgroups."""
    groups: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for name in sorted(time_zone_names()):
        if "/" not in name or name.startswith(("Etc/", "SystemV/", "US/")):
            continue
        region, _, city = name.partition("/")
        groups[region].append((name, city.replace("_", " ").replace("/", " / ")))
    return [("UTC", "UTC"), *sorted(groups.items())]


class TimeZoneForm(forms.Form):
    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)

    time_zone = forms.ChoiceField(
        label="Time zone",
        help_text="Your day counts change at midnight here.",
        choices=time_zone_choices,
        error_messages={
            "invalid_choice": "Choose a time zone from the list, for example Europe/London.",
            "required": "Choose a time zone from the list.",
        },
    )
