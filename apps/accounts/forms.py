from collections import defaultdict
from functools import cache

from allauth.account.forms import LoginForm, SignupForm
from django import forms

from nocontact.widgets import QuickSelect

from .models import time_zone_names


class CalmLoginForm(LoginForm):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        remember = self.fields["remember"]
        remember.label = "Stay signed in on this device"
        remember.label_suffix = ""
        remember.help_text = "Leave this off on a shared device, or one someone else can open."


class CalmSignupForm(SignupForm):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        email = self.fields["email"]
        email.label = "Email (optional)"
        email.help_text = (
            "Only used if you forget your password. If you add one, choose an address the other person cannot read."
        )
        self.fields["username"].help_text = "Any name you like. It does not need to be your real name."


@cache
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
        widget=QuickSelect,
        error_messages={
            "invalid_choice": "Choose a time zone from the list, for example Europe/London.",
            "required": "Choose a time zone from the list.",
        },
    )
