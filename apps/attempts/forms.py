import uuid
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from django import forms
from django.conf import settings
from django.core.exceptions import ValidationError
from django.http import HttpRequest, QueryDict
from django.utils import timezone

from apps.counter.models import Person
from apps.tactics.models import Tactic
from nocontact.search_words import TOKEN_PARAM, stashed_words

from .evidence import inspect_upload
from .models import MESSAGE_MAX, NOTES_MAX, Attempt, Channel, Response
from .quota import check_room
from .search import message_terms

FUTURE_SLACK = timedelta(minutes=5)  # clocks differ a little between phone and server


class MultipleFileInput(forms.ClearableFileInput):
    allow_multiple_selected = True


class MultipleFileField(forms.FileField):
    widget = MultipleFileInput

    def clean(self, data, initial=None):
        files = data if isinstance(data, list | tuple) else ([data] if data else [])
        return [super(MultipleFileField, self).clean(f, initial) for f in files]


class LocalDateTimeField(forms.DateTimeField):
    widget = forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M")
    input_formats = ["%Y-%m-%dT%H:%M", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M"]


def _message_field(required: bool) -> forms.CharField:
    return forms.CharField(
        label="Their words",
        required=required,
        max_length=MESSAGE_MAX,
        strip=False,
        widget=forms.Textarea(attrs={"rows": 5, "spellcheck": "false", "autocomplete": "off"}),
        error_messages={
            "max_length": f"This is longer than {MESSAGE_MAX:,} characters. Please keep the part that matters most, "
            "or attach the rest as a file.",
            "required": "Paste or type what they sent.",
        },
    )


class UserScopedForm(forms.Form):
    """A form whose person choices are the signed-in user's own people."""

    def __init__(self, *args, user, tz: ZoneInfo, people_listed: bool = False, **kwargs) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)
        self.user = user
        self.tz = tz
        person = self.fields["person"]
        assert isinstance(person, forms.ModelChoiceField)
        if not people_listed:  # otherwise the form checks the choice against people it was given
            person.queryset = Person.objects.for_user(user).active()
        person.error_messages["invalid_choice"] = "Choose one of your people."


class ListedChoiceField(forms.ModelChoiceField):
    """A ModelChoiceField that checks the choice against rows the form has already
    read (`listed`, {str(pk): instance}) instead of querying again."""

    listed: dict | None = None

    def to_python(self, value):
        if self.listed is None:
            return super().to_python(value)
        if value in self.empty_values:
            return None
        try:
            key = str(uuid.UUID(str(value)))
        except ValueError:
            key = None
        if key not in self.listed:
            raise ValidationError(self.error_messages["invalid_choice"], code="invalid_choice", params={"value": value})
        return self.listed[key]


class QuickLogForm(UserScopedForm):
    person = ListedChoiceField(queryset=Person.objects.none(), empty_label=None, label="From")
    message = _message_field(required=True)

    def __init__(self, *args, people=None, **kwargs) -> None:
        super().__init__(*args, people_listed=people is not None, **kwargs)
        field = self.fields["person"]
        assert isinstance(field, ListedChoiceField)
        if people is None:
            assert field.queryset is not None
            people = field.queryset
        self.people = list(people)
        field.choices = [(p.pk, p.label) for p in self.people]  # no second query to render them
        field.listed = {str(p.pk): p for p in self.people}  # nor to check the choice
        self.several_people = len(self.people) > 1
        if self.people and not self.initial.get("person"):
            self.initial["person"] = self.people[0].pk  # preselected: one field, one tap

    @property
    def chosen_person(self) -> str:
        """The person the form shows as chosen, as the select's value: the one posted,
        or the one preselected. (Its template writes the two fields out itself, as
        Django's widgets would: tests/attempts/test_quick_log_markup.py holds them equal.)"""
        value = self["person"].value()
        return "" if value is None else str(value)

    def clean_message(self) -> str:
        # Their words are kept exactly as pasted, but a blank box is not a message.
        message = self.cleaned_data["message"]
        if not message.strip():
            raise ValidationError(self.fields["message"].error_messages["required"])
        return message


def _lines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


class AttemptForm(UserScopedForm):
    person = forms.ModelChoiceField(queryset=Person.objects.none(), empty_label=None, label="From")
    occurred_at = LocalDateTimeField(label="When it happened")
    occurred_approx = forms.BooleanField(label="The time is approximate", required=False)
    channel = forms.ChoiceField(label="How", choices=Channel.choices, initial=Channel.TEXT)
    via = forms.CharField(
        label="Through whom",
        required=False,
        max_length=100,
        help_text='If it came through someone else, a label such as "mutual friend" or "their mother".',
    )
    message = _message_field(required=False)
    tactics = forms.ModelMultipleChoiceField(
        queryset=Tactic.objects.all(),
        to_field_name="slug",
        required=False,
        widget=forms.CheckboxSelectMultiple,
        label="Tactics you recognise",
        error_messages={"invalid_choice": "One of the chosen tactics is not on the list. Please choose again."},
    )
    intensity = forms.IntegerField(
        label="How it felt (1 calm, 10 overwhelming)",
        required=False,
        min_value=1,
        max_value=10,
        widget=forms.NumberInput(attrs={"inputmode": "numeric"}),
    )
    response = forms.ChoiceField(label="Your response", choices=Response.choices, initial=Response.NONE)
    notes = forms.CharField(
        label="Notes for yourself",
        required=False,
        max_length=NOTES_MAX,
        widget=forms.Textarea(attrs={"rows": 3}),
    )
    # Named like BaseForm.files (the uploads): the form's metaclass moves declared fields
    # off the class, so on an instance `files` is still the uploads.
    files = MultipleFileField(  # type: ignore[assignment]
        label="Screenshots, photos or PDFs",
        required=False,
        help_text="JPEG, PNG, WebP or PDF. The original is kept unchanged; pages show a copy without location or device data.",
    )

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        files = self.fields["files"]
        mb = 1024 * 1024
        files.help_text = (
            f"JPEG, PNG, WebP or PDF: up to {settings.EVIDENCE_MAX_FILES} files of {settings.EVIDENCE_MAX_BYTES // mb} MB, "
            f"{settings.REQUEST_MAX_BYTES // mb} MB together. The original is kept unchanged; pages show a copy "
            "without location or device data."
        )
        files.widget.attrs.update(
            {
                "data-max-files": settings.EVIDENCE_MAX_FILES,
                "data-max-file": settings.EVIDENCE_MAX_BYTES,
                "data-max-total": settings.REQUEST_MAX_BYTES - mb,  # room for the words typed
            }
        )

    def clean_occurred_at(self) -> datetime:
        value = self.cleaned_data["occurred_at"]
        if timezone.is_naive(value):
            value = value.replace(tzinfo=self.tz)
        # The field shows minutes: the same minute back means the time was left as it
        # was, seconds and microseconds included (an unchanged save changes nothing).
        stored = self.initial.get("occurred_at")
        if (
            isinstance(stored, datetime)
            and timezone.is_aware(stored)
            and value == stored.astimezone(self.tz).replace(second=0, microsecond=0)
        ):
            value = stored
        if value > timezone.now() + FUTURE_SLACK:
            raise ValidationError("This time is in the future. Please check the date and time.")
        return value

    def clean(self) -> dict:
        data = super().clean() or {}
        for name in ("message", "via", "notes"):
            # Browsers send a textarea's line breaks as CRLF: text that differs from
            # what is stored only in its line breaks is what is stored.
            stored, sent = self.initial.get(name), data.get(name)
            if isinstance(stored, str) and isinstance(sent, str) and _lines(sent) == _lines(stored):
                data[name] = stored
        return data

    def clean_files(self) -> list[tuple[str, bytes]]:
        uploads = self.cleaned_data.get("files") or []
        if len(uploads) > settings.EVIDENCE_MAX_FILES:
            raise ValidationError(
                f"You can attach up to {settings.EVIDENCE_MAX_FILES} files at once. "
                "Please choose fewer, and add the others by editing the entry afterwards."
            )
        check_room(self.user, adding=sum(upload.size for upload in uploads))
        cleaned = []
        for upload in uploads:
            if upload.size > settings.EVIDENCE_MAX_BYTES:
                limit = settings.EVIDENCE_MAX_BYTES // (1024 * 1024)
                raise ValidationError(f"{upload.name} is larger than {limit} MB. Please choose a smaller file.")
            data = upload.read()
            try:
                inspect_upload(
                    data,
                    max_bytes=settings.EVIDENCE_MAX_BYTES,
                    max_pixels=settings.EVIDENCE_MAX_PIXELS,
                )
            except ValidationError as error:
                raise ValidationError(f"{upload.name}: {error.messages[0]}") from None
            cleaned.append((upload.name, data))
        return cleaned

    @classmethod
    def initial_for(cls, attempt: Attempt, tz: ZoneInfo) -> dict:
        return {
            "person": attempt.person_id,
            "occurred_at": attempt.occurred_at.astimezone(tz),  # shown to the minute, kept exact
            "occurred_approx": attempt.occurred_approx,
            "channel": attempt.channel,
            "via": attempt.via,
            "message": attempt.message,
            "tactics": [t.slug for t in attempt.tactics.all()],
            "intensity": attempt.intensity,
            "response": attempt.response,
            "notes": attempt.notes,
        }


class LogFilterForm(forms.Form):
    """The log's filters: every one optional, every one a plain GET parameter."""

    person = forms.UUIDField(required=False)
    tactic = forms.SlugField(required=False)
    channel = forms.ChoiceField(required=False, choices=[("", "Any way"), *Channel.choices])
    start = forms.DateField(required=False, label="From", widget=forms.DateInput(attrs={"type": "date"}))
    end = forms.DateField(required=False, label="To", widget=forms.DateInput(attrs={"type": "date"}))
    q = forms.CharField(
        required=False,
        max_length=200,
        label="Words in the message",
        help_text="Finds entries with every word you type, whole or as the start of a word: "
        "“call” also finds “calling”. Capitals don't matter.",
    )

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)

    def active_filters(self) -> dict:
        """Every valid, non-empty filter; an invalid one is shown on the form and ignored."""
        self.is_valid()
        return {k: v for k, v in self.cleaned_data.items() if k not in self.errors and v not in (None, "")}

    def clean_q(self) -> str:
        q = self.cleaned_data["q"]
        if q and not message_terms(q):
            raise ValidationError("Type a word to look for (letters or numbers).")
        return q

    def clean(self):
        super().clean()
        data = self.cleaned_data
        if data.get("start") and data.get("end") and data["start"] > data["end"]:
            self.add_error("end", "The end date is before the start date.")
        return data


def log_filters(request: HttpRequest, params: QueryDict) -> LogFilterForm:
    """The log's filter form for a GET (the page or an export): the words come from the
    session, behind the `s` token, never from the URL."""
    data = params.copy()
    data["q"] = stashed_words(request, params.get(TOKEN_PARAM, ""))
    return LogFilterForm(data)


class PersonEraseForm(forms.Form):
    """Delete a person with their entries: how many entries the page said would go."""

    entries = forms.IntegerField(min_value=0)
