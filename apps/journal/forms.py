"""The journal's forms: they validate and normalise, nothing more."""

import datetime as dt
from uuid import UUID

from django import forms
from django.core.exceptions import ValidationError

from apps.attempts.models import Attempt
from apps.counter.clock import check_not_future
from apps.counter.models import Person, Urge

from .models import TEXT_MAX
from .moods import Mood
from .prompts import PROMPTS
from .selectors import LinkChoices, linked
from .services import EMPTY
from .text import plain_text

CHECK_IN_LINE_MAX = 200
MOOD_ERROR = "Choose one of the five moods, from Very low to Very good."


class TextField(forms.CharField):
    """Free text as the journal keeps it: pasted markup turned into plain text first,
    then measured (a long web page can shrink to a few words)."""

    def __init__(self, *, max_length: int, holder: str = "one entry", advice: str = "", **kwargs):
        self.limit, self.holder = max_length, holder
        self.advice = advice or "You could keep the first part here and the rest in a second entry."
        super().__init__(required=False, strip=False, **kwargs)

    def clean(self, value):
        text = plain_text(super().clean(value) or "")
        if len(text) > self.limit:
            raise forms.ValidationError(
                f"This is {len(text):,} characters long; {self.holder} holds up to {self.limit:,}. "
                f"Nothing is lost: your words are still here. {self.advice}",
                code="too_long",
            )
        return text


def mood_field(*, required: bool) -> forms.TypedChoiceField:
    return forms.TypedChoiceField(
        label="How you feel",
        choices=Mood.choices if required else [("", "Not noted"), *Mood.choices],
        coerce=int,
        empty_value=None,
        required=required,
        widget=forms.RadioSelect,
        error_messages={"invalid_choice": MOOD_ERROR, "required": MOOD_ERROR},
    )


class _OwnedChoiceField(forms.ChoiceField):
    """One of the user's own objects, offered from a short list (never the whole
    history): an id, looked up in the user's rows when the form is cleaned."""

    def valid_value(self, value) -> bool:
        return True  # checked against the user's rows in EntryForm.clean_<name>


class EntryForm(forms.Form):
    date = forms.DateField(label="Day", widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"))
    mood = mood_field(required=False)
    prompt = forms.ChoiceField(
        label="Write from a question",
        choices=[("", "No question"), *((p.key, p.question) for p in PROMPTS)],
        required=False,
        widget=forms.RadioSelect,
    )
    text = TextField(
        label="Your words",
        max_length=TEXT_MAX,
        widget=forms.Textarea(attrs={"rows": 10, "spellcheck": "true", "autocomplete": "off"}),
    )
    person = _OwnedChoiceField(label="About someone", required=False)
    attempt = _OwnedChoiceField(label="About a contact attempt", required=False)
    urge = _OwnedChoiceField(label="About an urge to reach out", required=False)

    def __init__(self, *args, user, today: dt.date, choices: LinkChoices, **kwargs):
        super().__init__(*args, **kwargs)
        self.user, self.today = user, today
        offered = {
            "person": [("", "No one in particular"), *((c.value, c.label) for c in choices.people)],
            "attempt": [("", "None"), *((c.value, c.label) for c in choices.attempts)],
            "urge": [("", "None"), *((c.value, c.label) for c in choices.urges)],
        }
        for name, options in offered.items():
            field = self.fields[name]
            assert isinstance(field, forms.ChoiceField)
            field.choices = options

    def clean_date(self) -> dt.date:
        day = self.cleaned_data["date"]
        try:
            check_not_future("date", day, self.today)
        except ValidationError as error:
            raise forms.ValidationError(error.message_dict["date"]) from error
        return day

    def _owned(self, name: str, queryset):
        value = self.cleaned_data.get(name)
        if not value:
            return None
        try:
            found = queryset.filter(pk=UUID(str(value))).first()
        except ValueError:
            found = None
        if found is None:
            raise forms.ValidationError("Choose one from the list.", code="invalid_choice")
        return found

    def clean_person(self) -> Person | None:
        return self._owned("person", Person.objects.for_user(self.user))

    def clean_attempt(self) -> Attempt | None:
        return self._owned("attempt", Attempt.objects.for_user(self.user).live())

    def clean_urge(self) -> Urge | None:
        return self._owned("urge", Urge.objects.filter(user=self.user))

    def clean(self):
        data = super().clean() or {}
        if "text" in data and "mood" in data and not data["text"] and data["mood"] is None:
            raise forms.ValidationError(EMPTY, code="empty")
        return data

    @staticmethod
    def initial_for(entry) -> dict:
        """The entry as it stands; a link to something deleted since is left out, so
        that saving the entry drops it (selectors.linked)."""
        person, attempt, urge = linked(entry)
        return {
            "date": entry.date,
            "mood": entry.mood,
            "prompt": entry.prompt,
            "text": entry.text,
            "person": person.pk if person else None,
            "attempt": attempt.pk if attempt else None,
            "urge": urge.pk if urge else None,
        }


class CheckInForm(forms.Form):
    """The home page's check-in: a mood, and one line if the user wants."""

    mood = mood_field(required=True)
    line = TextField(
        label="One line, if you like",
        max_length=CHECK_IN_LINE_MAX,
        holder="a check-in",
        advice="For more, write an entry in your journal.",
        widget=forms.TextInput(attrs={"autocomplete": "off"}),
    )

    def clean_line(self) -> str:
        return " ".join(self.cleaned_data["line"].split())  # one line


class SearchForm(forms.Form):
    q = forms.CharField(
        label="Find words in your journal",
        max_length=200,
        required=False,
        strip=True,
        error_messages={"max_length": "Search for a few words: up to 200 characters."},
    )


DRAFT_MAX = 5_000


class ReplyCheckForm(forms.Form):
    draft = TextField(
        label="Your draft reply",
        max_length=DRAFT_MAX,
        holder="the check",
        advice="A reply this long is worth cutting down first.",
        widget=forms.Textarea(attrs={"rows": 6, "autocomplete": "off", "spellcheck": "true"}),
    )
    attempt = forms.CharField(required=False, widget=forms.HiddenInput)

    def clean_draft(self) -> str:
        if not self.cleaned_data["draft"]:
            raise forms.ValidationError("Paste or write the reply you are thinking of sending.", code="empty")
        return self.cleaned_data["draft"]


class ReplySaveForm(forms.Form):
    reply = TextField(
        label="The reply to keep",
        max_length=DRAFT_MAX,
        holder="a reply",
        advice="Shorten it before saving.",
        widget=forms.Textarea(attrs={"rows": 5, "autocomplete": "off", "spellcheck": "true"}),
    )
    attempt = forms.CharField(required=False, widget=forms.HiddenInput)

    def clean_reply(self) -> str:
        if not self.cleaned_data["reply"]:
            raise forms.ValidationError("There is nothing to save yet.", code="empty")
        return self.cleaned_data["reply"]
