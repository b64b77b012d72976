"""The insights page's choices: the holidays the user watches and dates of their own (in
their own words). The daily roll-ups the page reads are not exported: the attempts part
counts them again from the imported log.

Added in version 2 of the export: a version 1 file has no "watchlist", and the defaults
apply after importing it.
"""

from typing import Any

from apps.insights.forms import OWN_DATES_MAX, OwnDateForm
from apps.insights.models import Watchlist

from ..registry import Part, Section
from ..restoring import Restore
from ..values import counted

FIELDS = ("christmas", "new_year", "mothers_day", "fathers_day", "region")


def read_watchlist(user) -> dict[str, Any]:
    watchlist = Watchlist.objects.filter(user=user).first() or Watchlist(user=user)
    return {
        "chosen": watchlist.pk is not None,
        **{name: getattr(watchlist, name) for name in FIELDS},
        "own_dates": [{"label": d["label"], "month": d["month"], "day": d["day"]} for d in watchlist.own_dates],
    }


def write_watchlist(restore: Restore, item: dict) -> None:
    if not item["chosen"]:
        return  # the defaults: nothing was ever saved
    if len(item["own_dates"]) > OWN_DATES_MAX:
        restore.refuse(f"it holds more than {OWN_DATES_MAX} dates of the user's own")
    own = []
    for date in item["own_dates"]:
        form = OwnDateForm(data=date)
        if not form.is_valid():
            restore.refuse(f"a date of the user's own is not a date: {date.get('month')}/{date.get('day')}")
        own.append({"label": form.cleaned_data["label"], "month": form.cleaned_data["month"], "day": date["day"]})
    watchlist = Watchlist(user=restore.user, own_dates=own, **{name: item[name] for name in FIELDS})
    restore.check(watchlist, exclude=["user"])
    watchlist.save()


def erase(user) -> list[str]:
    Watchlist.objects.filter(user=user).delete()
    return []


def describe(user) -> list[str]:
    own = read_watchlist(user)["own_dates"]
    return [f"The holidays you watch in the weeks ahead, and {counted(len(own), 'date', 'dates')} of your own"]


PART = Part(
    name="insights",
    models=("insights.Watchlist",),
    sections=(Section("watchlist", many=False, read=read_watchlist, write=write_watchlist, since=3),),
    erase=erase,
    describe=describe,
)
