from django import forms

from .matching import SLUGS

MAX_MESSAGE_LENGTH = 20_000


class SuggestForm(forms.Form):
    text = forms.CharField(
        required=False,
        strip=False,
        max_length=MAX_MESSAGE_LENGTH,
        error_messages={
            "max_length": (
                "This message is longer than 20,000 characters, so no suggestions "
                "are shown. You can still choose tactics yourself."
            )
        },
    )

    def checked_slugs(self) -> list[str]:
        """The tactics already ticked in the form this fragment lives in, so that a
        refresh never unticks them. Unknown values are dropped, never an error."""
        ticked = self.data.getlist("tactics") if hasattr(self.data, "getlist") else []
        return [slug for slug in SLUGS if slug in ticked]
