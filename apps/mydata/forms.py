from django import forms
from django.conf import settings
from django.core.exceptions import ValidationError
from django.template.defaultfilters import filesizeformat


class DeleteAccountForm(forms.Form):
    """The typed confirmation: the user's own username, exactly."""

    confirm = forms.CharField(
        label="Type your username to confirm",
        max_length=200,
        widget=forms.TextInput(attrs={"autocomplete": "off", "autocapitalize": "none", "spellcheck": "false"}),
        error_messages={"required": "Type your username to confirm, or go back to keep your account."},
    )

    def __init__(self, *args, user, **kwargs) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)
        self.user = user
        self.fields["confirm"].label = f"To confirm, type your username: {user.get_username()}"

    def clean_confirm(self) -> str:
        value = self.cleaned_data["confirm"]
        if value != self.user.get_username():
            raise ValidationError(
                "That is not your username, so nothing was deleted. Type it exactly as you type it to sign in."
            )
        return value


class ImportForm(forms.Form):
    file = forms.FileField(
        label="Your export (a .zip file)",
        error_messages={"required": "Choose the .zip file you downloaded from the other server."},
    )

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)

    def clean_file(self):
        upload = self.cleaned_data["file"]
        if upload.size > settings.IMPORT_MAX_BYTES:
            limit = filesizeformat(settings.IMPORT_MAX_BYTES)
            raise ValidationError(f"This file is larger than this server accepts ({limit}).")
        return upload
