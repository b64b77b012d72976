from datetime import datetime

from django import forms
from django.conf import settings
from django.core.exceptions import ValidationError
from django.utils import timezone

from apps.accounts.models import time_zone_names
from apps.attempts.evidence import inspect_upload
from apps.attempts.forms import FUTURE_SLACK, LocalDateTimeField
from apps.attempts.models import MESSAGE_MAX, Channel
from apps.counter.models import Person
from apps.tactics.models import Tactic

from .parsing import ME, ORDER_LABELS

SIDES = [
    ("right", "On the right (most phones)"),
    ("left", "On the left"),
    ("", "I'm not sure: read both sides"),
]


class ScreenshotUploadForm(forms.Form):
    image = forms.FileField(label="Screenshot", help_text="JPEG, PNG or WebP. The original is kept unchanged.")
    mine = forms.ChoiceField(
        label="Where are your own messages?", choices=SIDES, initial="right", required=False, widget=forms.RadioSelect
    )

    def clean_image(self) -> tuple[str, bytes]:
        upload = self.cleaned_data["image"]
        if upload.size > settings.EVIDENCE_MAX_BYTES:
            raise ValidationError(f"This file is larger than {settings.EVIDENCE_MAX_BYTES // (1024 * 1024)} MB.")
        data = upload.read()
        found = inspect_upload(data, max_bytes=settings.EVIDENCE_MAX_BYTES, max_pixels=settings.EVIDENCE_MAX_PIXELS)
        if not found.width:
            raise ValidationError("Please choose an image (JPEG, PNG or WebP), not a PDF.")
        return upload.name, data


class ScreenshotSaveForm(forms.Form):
    person = forms.ModelChoiceField(queryset=Person.objects.none(), empty_label=None, label="From")
    occurred_at = LocalDateTimeField(label="When it happened")
    channel = forms.ChoiceField(label="How", choices=Channel.choices, initial=Channel.TEXT)
    message = forms.CharField(
        label="Their words",
        max_length=MESSAGE_MAX,
        strip=False,
        widget=forms.Textarea(attrs={"rows": 8, "spellcheck": "false", "autocomplete": "off"}),
        error_messages={"required": "Type or paste what they sent, or the words you can read on the screenshot."},
    )
    tactics = forms.ModelMultipleChoiceField(  # as on the log's own form: its suggestion chips tick these
        queryset=Tactic.objects.all(),
        to_field_name="slug",
        required=False,
        widget=forms.CheckboxSelectMultiple,
        label="Tactics you recognise",
        error_messages={"invalid_choice": "One of the chosen tactics is not on the list. Please choose again."},
    )

    def __init__(self, *args, user, tz, **kwargs) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)
        self.tz = tz
        person = self.fields["person"]
        assert isinstance(person, forms.ModelChoiceField)
        person.queryset = Person.objects.for_user(user).active()
        person.error_messages["invalid_choice"] = "Choose one of your people."

    def clean_message(self) -> str:
        message = self.cleaned_data["message"]
        if not message.strip():
            raise ValidationError(self.fields["message"].error_messages["required"])
        return message

    def clean_occurred_at(self) -> datetime:
        value = self.cleaned_data["occurred_at"]
        if timezone.is_naive(value):
            value = value.replace(tzinfo=self.tz)
        if value > timezone.now() + FUTURE_SLACK:
            raise ValidationError("This time is in the future. Please check the date and time.")
        return value


class ChatUploadForm(forms.Form):
    file = forms.FileField(
        label="The exported chat",
        help_text="WhatsApp's “Export chat” (.txt, or .zip with media), an SMS Backup & Restore file (.xml), "
        "or a CSV with time, sender and text.",
    )

    def clean_file(self):
        upload = self.cleaned_data["file"]
        if upload.size > settings.IMPORTS_MAX_BYTES:
            raise ValidationError(
                f"This file is larger than {settings.IMPORTS_MAX_BYTES // (1024 * 1024)} MB, the most this site accepts. "
                "If it is a ZIP with media, exporting without media makes it much smaller."
            )
        return upload


class ChatChoicesForm(forms.Form):
    date_order = forms.ChoiceField(label="Dates in this file are written", widget=forms.RadioSelect)
    them = forms.ChoiceField(label="Which sender is the other person?")
    you = forms.ChoiceField(label="Which sender is you?", required=False)
    person = forms.ModelChoiceField(queryset=Person.objects.none(), empty_label=None, label="In your log, they are")
    channel = forms.ChoiceField(label="How they reached you", choices=Channel.choices, initial=Channel.TEXT)
    time_zone = forms.ChoiceField(label="Time zone of the times in the file")
    suggest = forms.BooleanField(
        label="Suggest tactics for the imported messages (you confirm them afterwards)", required=False
    )

    def __init__(self, *args, chat, user, **kwargs) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)
        self.chat = chat
        date_order, them, you, person, time_zone = (
            self._choice(name) for name in ("date_order", "them", "you", "person", "time_zone")
        )
        orders = [o for o in chat.date_orders.split(",") if o] or [chat.date_order or "dmy"]
        date_order.choices = [(o, ORDER_LABELS[o]) for o in orders]
        date_order.initial = chat.date_order or orders[0]
        sms = chat.format == "sms-backup"
        names = chat.preview.get("threads" if sms else "senders", [])
        self.counts = dict(names)
        them.choices = [(name, f"{name} ({n:,} messages)") for name, n in names]
        them.error_messages["invalid_choice"] = "Choose one of the senders in the file."
        if names:
            them.initial = names[0][0]
        if sms:
            you.choices = [(ME, "You (the messages you sent)")]
            you.initial = ME
        else:
            you.choices = [("", "None of them"), *[(name, name) for name, _ in names]]
            if len(names) >= 2:
                you.initial = names[1][0]
        assert isinstance(person, forms.ModelChoiceField)
        person.queryset = Person.objects.for_user(user).active()
        person.error_messages["invalid_choice"] = "Choose one of your people."
        time_zone.choices = [(z, z.replace("_", " ")) for z in sorted(time_zone_names())]

    def _choice(self, name: str) -> forms.ChoiceField:
        field = self.fields[name]
        assert isinstance(field, forms.ChoiceField)  # ModelChoiceField is one too
        return field

    def clean(self):
        data = super().clean() or {}
        them, you = data.get("them"), data.get("you")
        if them and them == you:
            self.add_error("you", "You and the other person must be different senders.")
        if them and not self.counts.get(them):
            self.add_error("them", "There are no messages from this sender in the file.")
        return data
