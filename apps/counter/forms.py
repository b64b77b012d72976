"""Forms validate and tidy input; the services check it against the saved history."""

import datetime as dt

from django import forms

from nocontact.widgets import ChipsCheckboxSelectMultiple, ChipsRadioSelect

from .clock import check_not_future
from .models import Person, Reason, Slip, SpecialDate, Urge

TOO_LONG = "Please keep this to %(limit_value)d characters or fewer (it has %(show_value)d)."
BAD_DATE = "Enter a date, for example 2026-05-03."


def date_field(label: str, **kwargs) -> forms.DateField:
    return forms.DateField(
        label=label,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
        error_messages={"invalid": BAD_DATE, "required": "Choose a date."},
        **kwargs,
    )


def text_field(
    label: str,
    max_length: int,
    *,
    required: bool = False,
    error_messages: dict[str, str] | None = None,
    **kwargs,
) -> forms.CharField:
    return forms.CharField(
        label=label,
        max_length=max_length,
        required=required,
        error_messages={
            "max_length": TOO_LONG,
            "required": "Please fill this in.",
            **(error_messages or {}),
        },
        **kwargs,
    )


class Form(forms.Form):
    """Labels without a trailing colon, as everywhere else in the app."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)


class TodayMixin(Form):
    """Forms with dates that may not lie in the future know the user's today."""

    date_fields: tuple[str, ...] = ()

    def __init__(self, *args, today: dt.date, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.today = today
        for name in self.date_fields:
            self.fields[name].widget.attrs["max"] = today.isoformat()
            self.fields[name].initial = self.fields[name].initial or today

    def clean(self):
        super().clean()
        cleaned = self.cleaned_data
        for name in self.date_fields:
            value = cleaned.get(name)
            if value is not None:
                try:
                    check_not_future(name, value, self.today)
                except forms.ValidationError as error:
                    self.add_error(None, error)
        return cleaned


class PersonForm(Form):
    label = text_field(
        "Name or label",
        60,
        required=True,
        help_text="A nickname or an initial is enough. Only you see it.",
        error_messages={"required": "Give them a label, even just an initial."},
    )
    rule = forms.ChoiceField(
        label="Your rule",
        choices=Person.Rule.choices,
        initial=Person.Rule.NO_CONTACT,
        widget=forms.RadioSelect,
        help_text="No contact: no communication either way. No response: they may write, "
        "you don't answer. Limited contact: only what you allow (for example, "
        "arrangements for children); contact within it doesn't end a streak.",
        error_messages={
            "required": "Choose a rule.",
            "invalid_choice": "Choose one of the rules.",
        },
    )
    allowed_contact = text_field(
        "What contact you allow",
        500,
        help_text="For limited contact: for example, short messages about the children's pick-up times.",
        widget=forms.Textarea(attrs={"rows": 2}),
    )

    def clean(self):
        super().clean()
        cleaned = self.cleaned_data
        if cleaned.get("rule") == Person.Rule.LIMITED and not cleaned.get("allowed_contact", "").strip():
            self.add_error(
                "allowed_contact",
                "Write down what contact you allow, so you know what is outside it.",
            )
        return cleaned


class PersonCreateForm(TodayMixin, PersonForm):
    date_fields = ("start",)
    start = date_field(
        "Your no-contact began on",
        help_text="Already some time in? Pick the day it began: that day counts as day 0.",
    )
    field_order = ("label", "start", "rule", "allowed_contact")


class SlipForm(TodayMixin, Form):
    date_fields = ("date", "next_start")
    date = date_field("When did it happen?")
    kind = forms.ChoiceField(
        label="What happened",
        choices=Slip.Kind.choices,
        initial=Slip.Kind.MESSAGED,
        widget=forms.RadioSelect,
        error_messages={
            "required": "Choose what happened.",
            "invalid_choice": "Choose one of the options.",
        },
    )
    note = text_field(
        "A note for yourself (optional)",
        2000,
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text="What led up to it, how you feel. Only you see this.",
    )
    next_start = date_field(
        "Your new streak begins on",
        help_text="Usually today. It counts as day 0.",
    )


class StreakStartForm(TodayMixin, Form):
    date_fields = ("start",)
    start = date_field("This streak began on")


class SpecialDateForm(Form):
    kind = forms.ChoiceField(
        label="Which date",
        choices=SpecialDate.Kind.choices,
        error_messages={
            "required": "Choose which date this is.",
            "invalid_choice": "Choose one of the options.",
        },
    )
    label = text_field("Name (for another date)", 60)
    date = date_field("Date", help_text="It comes round every year.")

    def clean(self):
        super().clean()
        cleaned = self.cleaned_data
        if cleaned.get("kind") == SpecialDate.Kind.OTHER and not cleaned.get("label"):
            self.add_error("label", "Give this date a name, for example 'Moving day'.")
        return cleaned


class ReasonForm(Form):
    LABELS: dict[str, str] = {
        Reason.Kind.WHY: "Add a reason, or something that happened",
        Reason.Kind.COST: "Add what contact would cost you",
    }

    kind = forms.ChoiceField(choices=Reason.Kind.choices, initial=Reason.Kind.WHY, widget=forms.HiddenInput)
    text = text_field(
        "In your own words",
        1000,
        required=True,
        widget=forms.Textarea(attrs={"rows": 2}),
        error_messages={"required": "Write a few words first."},
    )

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        kind = self.data.get("kind") if self.is_bound else self.initial.get("kind")
        self.fields["text"].label = self.LABELS.get(kind or "", "In your own words")


class SafeContactForm(Form):
    name = text_field(
        "Name",
        60,
        required=True,
        error_messages={"required": "Write a name (or a nickname)."},
    )
    phone = text_field(
        "Phone number (optional)",
        30,
        widget=forms.TextInput(attrs={"inputmode": "tel", "autocomplete": "off"}),
    )

    def clean_phone(self) -> str:
        phone = self.cleaned_data["phone"].strip()
        if phone and not all(c.isdigit() or c in " +-()." for c in phone):
            raise forms.ValidationError("Use digits, spaces and a leading + only, for example +44 7700 900123.")
        return phone


class PersonChoiceField(forms.ModelChoiceField):
    """A choice of the user's people, each shown by its label."""

    def label_from_instance(self, obj: Person) -> str:
        return obj.label


class UrgeForm(Form):
    person = PersonChoiceField(
        label="About",
        queryset=Person.objects.none(),
        empty_label=None,
        widget=ChipsRadioSelect,
        error_messages={
            "invalid_choice": "Choose one of your people.",
            "required": "Choose one of your people.",
        },
    )
    unsent_message = text_field(
        "What you want to say to them",
        5000,
        widget=forms.Textarea(attrs={"rows": 4}),
        help_text="Write it here instead. It is private and never sent.",
    )
    intensity = forms.IntegerField(
        label="How strong is it? (1 to 10)",
        min_value=1,
        max_value=10,
        initial=5,
        widget=forms.NumberInput(attrs={"type": "range", "step": 1}),
        error_messages={
            "min_value": "Choose a number from 1 to 10.",
            "max_value": "Choose a number from 1 to 10.",
            "invalid": "Choose a number from 1 to 10.",
            "required": "Choose a number from 1 to 10.",
        },
    )
    triggers = forms.MultipleChoiceField(
        label="What set it off?",
        choices=Urge.Trigger.choices,
        required=False,
        widget=ChipsCheckboxSelectMultiple,
        error_messages={"invalid_choice": "Choose from the options shown."},
    )
    trigger_note = text_field(
        "Anything else about what set it off (optional)", 300, widget=forms.Textarea(attrs={"rows": 2})
    )
    outcome = forms.ChoiceField(
        choices=Urge.Outcome.choices,
        initial=Urge.Outcome.PENDING,
        required=False,
        widget=forms.HiddenInput,
    )

    def __init__(self, *args, user, people: list[Person] | None = None, **kwargs) -> None:
        """`people` are the user's active people when the page has them already (saves a query)."""
        super().__init__(*args, **kwargs)
        field = self.fields["person"]
        assert isinstance(field, forms.ModelChoiceField)
        field.queryset = Person.objects.for_user(user).active()
        if people is not None:
            field.choices = [(p.pk, p.label) for p in people]

    def clean_outcome(self) -> str:
        return self.cleaned_data["outcome"] or Urge.Outcome.PENDING

    @property
    def chosen_triggers(self) -> list[str]:
        """The triggers shown as ticked: the ones posted, or none. (The page writes this
        field and the two texts out itself, as Django's widgets would:
        tests/counter/test_urge_markup.py holds them equal.)"""
        return [str(value) for value in self["triggers"].value() or ()]


class UrgeOutcomeForm(Form):
    outcome = forms.ChoiceField(
        choices=Urge.Outcome.choices,
        error_messages={
            "required": "Choose how it went.",
            "invalid_choice": "Choose how it went.",
        },
    )
