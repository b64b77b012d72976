import re

from django import forms

from apps.counter.models import Person
from apps.tactics.selectors import tactics_ordered

from .collect import Scope

PREFIX = re.compile(r"^[A-Z0-9]{1,8}$")


class ReportForm(forms.Form):
    KINDS = [
        ("bundle", "A bundle: the signed report, every entry's data, the original files and a checker (ZIP)"),
        ("report", "The signed report only (PDF)"),
    ]
    kind = forms.ChoiceField(label="What to make", choices=KINDS, initial="bundle", widget=forms.RadioSelect)
    people = forms.MultipleChoiceField(
        label="People", required=False, widget=forms.CheckboxSelectMultiple, help_text="None ticked: everyone."
    )
    start = forms.DateField(label="From", required=False, widget=forms.DateInput(attrs={"type": "date"}))
    end = forms.DateField(label="To", required=False, widget=forms.DateInput(attrs={"type": "date"}))
    tactics = forms.MultipleChoiceField(
        label="Only entries you tagged with",
        required=False,
        widget=forms.CheckboxSelectMultiple,
        help_text="None ticked: every entry, tagged or not.",
    )
    include_tags = forms.BooleanField(
        label="Include my tags",
        required=False,
        help_text="Your tags are shown as your own reading of each message, not as facts. Left out unless ticked.",
    )
    # Named like BaseForm.prefix: the form's metaclass moves declared fields off the
    # class, so the form's own prefix stays None.
    prefix = forms.CharField(  # type: ignore[assignment]
        label="Page number prefix",
        initial="EX",
        max_length=8,
        help_text="Printed before each page's number, for example EX-000001. Capital letters and digits.",
    )

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        people, tactics = self.fields["people"], self.fields["tactics"]
        assert isinstance(people, forms.ChoiceField) and isinstance(tactics, forms.ChoiceField)
        people.choices = [(str(pk), label) for pk, label in Person.objects.for_user(user).values_list("pk", "label")]
        tactics.choices = [(t.slug, t.name) for t in tactics_ordered()]

    def clean_prefix(self) -> str:
        prefix = self.cleaned_data["prefix"].strip().upper()
        if not PREFIX.match(prefix):
            raise forms.ValidationError("Use up to 8 capital letters or digits, for example EX.")
        return prefix

    def clean(self):
        super().clean()
        data = self.cleaned_data
        if data.get("start") and data.get("end") and data["start"] > data["end"]:
            self.add_error("end", "This date is before the first one. Choose a later day.")
        return data

    def scope(self, *, time_zone: str) -> Scope:
        data = self.cleaned_data
        return Scope(
            people=tuple(data["people"]),
            start=data["start"],
            end=data["end"],
            tactics=tuple(data["tactics"]),
            include_tags=data["include_tags"],
            prefix=data["prefix"],
            time_zone=time_zone,
        )


class CheckForm(forms.Form):
    file = forms.FileField(label="A bundle (.zip) or a report (.pdf)")
    receipts = forms.CharField(
        label="Receipts (optional)",
        required=False,
        widget=forms.Textarea(attrs={"rows": 5, "autocomplete": "off", "spellcheck": "false"}),
        help_text="Paste the text of one or more receipts, one after the other.",
    )

    def receipt_texts(self) -> list[tuple[str, str]]:
        """Each pasted receipt, split where the next one's signature line ends."""
        texts, current = [], []
        for line in self.cleaned_data.get("receipts", "").splitlines():
            current.append(line)
            if line.strip().lower().startswith("signature:"):
                texts.append("\n".join(current))
                current = []
        return [(f"{i}", text) for i, text in enumerate(texts, start=1)]
