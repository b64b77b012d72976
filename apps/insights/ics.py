"""The weeks ahead as a calendar file (.ics): a download, never a subscription URL.

Everything in it is neutral, for a calendar someone else may glance at or that syncs
to other devices: titles are the public names of holidays or "Plan ahead", never a
person's label, a date's own name or the app's name; there is no description, no link,
no location. Reminders are optional, at 9:00 on the chosen number of days before.
"""

import datetime as dt
import uuid
from collections.abc import Iterable

from django.utils.crypto import salted_hmac
from icalendar import Alarm, Calendar, Event

from .ahead import AheadDate

PRODID = "-//Calendar//Dates//EN"
REMINDERS = {"": "No reminder", "1": "The day before", "3": "Three days before", "7": "A week before"}
# UIDs are stable for the same user and date (a second download updates, not doubles),
# and say nothing: a name-based UUID under a namespace of our own, of a key that only
# this server can work out from the user (owner_key). Built from the user's id alone,
# anyone with the source could tell from a file found on a phone which account made it.
_NAMESPACE = uuid.UUID("6f1c3e0a-7d5b-4c1e-9a42-2f8e5b0c9d13")


def owner_key(user_id: int) -> str:
    """The user's key for UIDs: an HMAC of their id under the server's SECRET_KEY
    (a new SECRET_KEY gives new UIDs: a later download then adds, not updates)."""
    return salted_hmac("insights.ics.uid", str(user_id), algorithm="sha256").hexdigest()


def calendar_file(dates: Iterable[AheadDate], *, owner: str, reminder_days: int | None, now: dt.datetime) -> bytes:
    """`owner` is the user's owner_key."""
    calendar = Calendar()
    calendar.add("prodid", PRODID)
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    for date in dates:
        event = Event()
        event.add("uid", str(uuid.uuid5(_NAMESPACE, f"{owner}:{date.kind}:{date.first}:{date.title}")))
        event.add("dtstamp", now)
        event.add("summary", date.title)
        event.add("dtstart", date.first)
        event.add("dtend", date.last + dt.timedelta(days=1))
        event.add("transp", "TRANSPARENT")
        event.add("class", "PRIVATE")
        if reminder_days:
            alarm = Alarm()
            alarm.add("action", "DISPLAY")
            alarm.add("description", date.title)
            alarm.add("trigger", dt.timedelta(days=-reminder_days, hours=9))
            event.add_component(alarm)
        calendar.add_component(event)
    return calendar.to_ical()
