"""Writes of the insights app: the watchlist and the user's own dates."""

from django.core.exceptions import ValidationError
from django.db import transaction

from .forms import OWN_DATES_MAX
from .models import Watchlist


def _watchlist(user) -> Watchlist:
    watchlist, _ = Watchlist.objects.select_for_update().get_or_create(user=user)
    return watchlist


@transaction.atomic
def watchlist_save(
    *, user, christmas: bool, new_year: bool, mothers_day: bool, fathers_day: bool, region: str
) -> Watchlist:
    watchlist = _watchlist(user)
    watchlist.christmas, watchlist.new_year = christmas, new_year
    watchlist.mothers_day, watchlist.fathers_day, watchlist.region = mothers_day, fathers_day, region
    watchlist.full_clean()
    watchlist.save()
    return watchlist


@transaction.atomic
def own_date_add(*, user, label: str, month: int, day: int) -> Watchlist:
    watchlist = _watchlist(user)
    if len(watchlist.own_dates) >= OWN_DATES_MAX:
        raise ValidationError(
            f"You have {OWN_DATES_MAX} dates of your own already. Remove one to add another.", code="too_many"
        )
    watchlist.own_dates = [*watchlist.own_dates, {"label": label, "month": month, "day": day}]
    watchlist.save(update_fields=["own_dates"])
    return watchlist


@transaction.atomic
def own_date_remove(*, user, index: int) -> bool:
    """Remove the user's own date at `index`; False when there is none there."""
    watchlist = _watchlist(user)
    if not 0 <= index < len(watchlist.own_dates):
        return False
    watchlist.own_dates = [d for i, d in enumerate(watchlist.own_dates) if i != index]
    watchlist.save(update_fields=["own_dates"])
    return True
