from django.conf import settings
from django.db import models

from .calendar import REGIONS


class Watchlist(models.Model):
    """The holidays a user watches in "the weeks ahead", and dates of their own.

    Until the user saves a choice there is no row, and the defaults apply: Christmas and
    New Year watched, Mother's and Father's Day not (they can hurt for reasons of their
    own), the convention for those from the time zone (calendar.region_for_zone).
    """

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="watchlist")
    christmas = models.BooleanField("Christmas Day", default=True)
    new_year = models.BooleanField("New Year's Day", default=True)
    mothers_day = models.BooleanField("Mother's Day", default=False)
    fathers_day = models.BooleanField("Father's Day", default=False)
    region = models.CharField("Mother's and Father's Day fall on", max_length=8, choices=REGIONS, blank=True)
    # Dates of the user's own, each {"label": str, "month": int, "day": int}, in the
    # order they were added (forms.OwnDateForm checks them; at most OWN_DATES_MAX).
    own_dates = models.JSONField(default=list, blank=True)

    def __str__(self) -> str:
        return f"Watchlist of {self.user_id}"

    def watches(self, key: str) -> bool:
        return bool(getattr(self, key))
