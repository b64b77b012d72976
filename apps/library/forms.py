from django import forms

from nocontact.search_words import MAX_WORDS

MAX_QUERY_LENGTH = MAX_WORDS  # what the session keeps of a search


class SearchForm(forms.Form):
    q = forms.CharField(
        label="Search the library",
        required=False,
        max_length=MAX_QUERY_LENGTH,
        strip=True,
        error_messages={
            "max_length": "That is a long search. A few words work best: try again "
            "with fewer than %(limit_value)d characters."
        },
        widget=forms.TextInput(attrs={"type": "search", "autocomplete": "off"}),
    )
    page = forms.IntegerField(required=False, min_value=1, max_value=1000)
