"""The holidays a user can choose to watch, and when they fall: pure date arithmetic.

Mother's and Father's Day fall on different days in different countries. Three
conventions cover most people; the user picks one (the default comes from their time
zone, `region_for_zone`), and adds any other date of their own:

- "most" (the United States, Canada, most of Europe and Asia): Mother's Day on the second
  Sunday of May, Father's Day on the third Sunday of June;
- "uk" (the United Kingdom and Ireland): Mothering Sunday three weeks before Easter
  Sunday, Father's Day on the third Sunday of June;
- "au" (Australia and New Zealand): Mother's Day on the second Sunday of May, Father's Day
  on the first Sunday of September.
"""

import datetime as dt

HOLIDAYS = {
    "christmas": "Christmas Day",
    "new_year": "New Year's Day",
    "mothers_day": "Mother's Day",
    "fathers_day": "Father's Day",
}
REGIONS = {
    "most": "Second Sunday of May and third Sunday of June (the US, Canada, most of Europe and Asia)",
    "uk": "Mothering Sunday, three weeks before Easter, and third Sunday of June (the UK and Ireland)",
    "au": "Second Sunday of May and first Sunday of September (Australia and New Zealand)",
}
_UK_ZONES = {
    "Europe/London",
    "Europe/Dublin",
    "Europe/Belfast",
    "Europe/Guernsey",
    "Europe/Jersey",
    "Europe/Isle_of_Man",
}
_AU_PREFIXES = ("Australia/", "Pacific/Auckland", "Pacific/Chatham", "Antarctica/McMurdo", "NZ")
SUNDAY = 6


def region_for_zone(time_zone: str) -> str:
    if time_zone in _UK_ZONES or time_zone in ("GB", "Eire"):
        return "uk"
    if time_zone.startswith(_AU_PREFIXES):
        return "au"
    return "most"


def easter(year: int) -> dt.date:
    """Easter Sunday in the Gregorian calendar (the anonymous Gregorian algorithm)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7  # noqa: E741 (the algorithm's own name)
    m = (a + 11 * h + 22 * l) // 451
    month, day = divmod(h + l - 7 * m + 114, 31)
    return dt.date(year, month, day + 1)


def nth_sunday(year: int, month: int, n: int) -> dt.date:
    first = dt.date(year, month, 1)
    return first + dt.timedelta(days=(SUNDAY - first.weekday()) % 7 + 7 * (n - 1))


def holiday_on(key: str, year: int, region: str = "most") -> dt.date:
    """When a holiday falls in `year`."""
    if key == "christmas":
        return dt.date(year, 12, 25)
    if key == "new_year":
        return dt.date(year, 1, 1)
    if key == "mothers_day":
        return easter(year) - dt.timedelta(days=21) if region == "uk" else nth_sunday(year, 5, 2)
    if key == "fathers_day":
        return nth_sunday(year, 9, 1) if region == "au" else nth_sunday(year, 6, 3)
    raise ValueError(f"unknown holiday {key!r}")


def holidays_between(key: str, first: dt.date, last: dt.date, region: str = "most") -> list[dt.date]:
    """Every day `key` falls on from `first` to `last`, both included."""
    found = (holiday_on(key, year, region) for year in range(first.year, last.year + 1))
    return [day for day in found if first <= day <= last]


def yearly_between(month: int, day: int, first: dt.date, last: dt.date) -> list[dt.date]:
    """Every day a yearly date (29 February: the 28th in other years) falls on, first to last."""
    found = []
    for year in range(first.year, last.year + 1):
        try:
            date = dt.date(year, month, day)
        except ValueError:
            date = dt.date(year, month, 28)
        if first <= date <= last:
            found.append(date)
    return found
