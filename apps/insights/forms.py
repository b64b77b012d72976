"""Forms only validate: the page's choices (GET), the watchlist, dates of the user's own,
and the calendar file's reminder."""

import calendar as month_names
import datetime as dt
from collections.abc import Sequence

from django import forms

from .calendar import REGIONS
from .ics import REMINDERS
from .models import Watchlist
from .page import DEFAULT_PERIOD, PERIODS
from .selectors import PersonRow

OWN_DATES_MAX = 20
LABEL_MAX = 60


class Form(forms.Form):
    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)


class ChoiceForm(Form):
    """The page's period and person: plain GET parameters (ids only, never words). The
    page writes its fields out by hand, as Django writes them (tests/insights/test_markup.py
    holds the two equal)."""

    period = forms.ChoiceField(
        label="Period", required=False, choices=[(key, label.capitalize()) for key, (label, _) in PERIODS.items()]
    )
    person = forms.ChoiceField(label="Person", required=False)

    def __init__(self, *args, people: Sequence[PersonRow], **kwargs) -> None:
        kwargs.setdefault("auto_id", "i-%s")
        super().__init__(*args, **kwargs)
        self._people = {str(person.id): person for person in people}
        choices = [(key, f"{p.label} (archived)" if p.archived else p.label) for key, p in self._people.items()]
        self.fields["person"].choices = [("", "Everyone"), *choices]  # type: ignore[attr-defined]

    def clean_person(self) -> PersonRow | None:
        return self._people.get(self.cleaned_data["person"])

    def chosen(self) -> tuple[str, PersonRow | None]:
        """(period, person or None); an unknown period falls back to the default."""
        self.is_valid()
        data = self.cleaned_data if hasattr(self, "cleaned_data") else {}
        return data.get("period") or DEFAULT_PERIOD, data.get("person")

    @property
    def person_invalid(self) -> bool:
        """Someone not among the user's people (another user's, or no one's)."""
        return "person" in self.errors


class WatchForm(forms.ModelForm):
    class Meta:
        model = Watchlist
        fields = ["christmas", "new_year", "mothers_day", "fathers_day", "region"]
        widgets = {"region": forms.RadioSelect}

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)
        region = self.fields["region"]
        assert isinstance(region, forms.ChoiceField), "the region is a model field with choices"
        region.choices = list(REGIONS.items())
        region.required = True
        region.error_messages["required"] = "Choose when Mother's and Father's Day fall for you."


class OwnDateForm(Form):
    label = forms.CharField(
        label="What it is",
        max_length=LABEL_MAX,
        help_text="Only you see this. The calendar file calls it 'Plan ahead'.",
        error_messages={
            "required": "Give the date a name, for example 'The day I left'.",
            "max_length": f"Please keep this to {LABEL_MAX} characters or fewer.",
        },
        widget=forms.TextInput(attrs={"autocomplete": "off"}),
    )
    month = forms.TypedChoiceField(
        label="Month",
        coerce=int,
        choices=[(i, month_names.month_name[i]) for i in range(1, 13)],
        error_messages={"invalid_choice": "Choose a month from the list.", "required": "Choose a month."},
    )
    day = forms.IntegerField(
        label="Day",
        min_value=1,
        max_value=31,
        error_messages={
            "required": "Enter the day of the month, 1 to 31.",
            "invalid": "Enter the day of the month as a number, 1 to 31.",
            "min_value": "Enter the day of the month, 1 to 31.",
            "max_value": "Enter the day of the month, 1 to 31.",
        },
    )

    def clean_label(self) -> str:
        label = " ".join(self.cleaned_data["label"].split())
        if not label:
            raise forms.ValidationError("Give the date a name, for example 'The day I left'.")
        return label

    def clean(self):
        data = super().clean() or {}
        month, day = data.get("month"), data.get("day")
        if month and day:
            try:
                dt.date(2000, month, day)  # a leap year: 29 February is allowed
            except ValueError:
                self.add_error("day", f"{month_names.month_name[month]} has no day {day}.")
        return data


class ReminderForm(Form):
    """The calendar file's reminder. The page writes its field out by hand, as Django
    writes it (tests/insights/test_markup.py holds the two equal)."""

    reminder = forms.ChoiceField(label="Reminder", required=False, choices=list(REMINDERS.items()))

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("auto_id", "a-%s")
        super().__init__(*args, **kwargs)

    def days(self) -> int | None:
        if not self.is_valid() or not self.cleaned_data["reminder"]:
            return None
        return int(self.cleaned_data["reminder"])
