"""Reads of the counter app. Nothing here adds up history: totals are stored."""

import datetime as dt
import uuid
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.db.models import Q, QuerySet
from django.utils import dateformat

from nocontact.links import link

from . import days
from .days import Milestone
from .links import person_links
from .models import Change, Person, Reason, SafeContact, Slip, SpecialDate, Streak, Urge

# Special dates this close are mentioned on the dashboard card.
UPCOMING_DAYS = 14
# The person page shows the newest streaks, the urge list a page of urges; older ones
# are a link away.
STREAKS_PER_PAGE = 5
URGES_PER_PAGE = 20


@dataclass(frozen=True)
class Upcoming:
    special_date: SpecialDate
    date: dt.date
    days_to_go: int

    @property
    def delete_url(self) -> str:
        return link("counter:date-delete", self.special_date.pk)


@dataclass(frozen=True)
class PersonCard:
    person: Person
    days: int
    longest: int
    total: int
    next_milestone: Milestone  # not days.Milestone: in this class, `days` is the field above
    upcoming: list[Upcoming] = field(default_factory=list)

    @property
    def links(self) -> dict[str, str]:
        return person_links(self.person.pk)


def special_dates(person: Person, today: dt.date, specials: Iterable[SpecialDate] | None = None) -> list[Upcoming]:
    """All of a person's dates, soonest first (from `specials` when they are loaded already)."""
    dates = []
    for special in person.special_dates.all() if specials is None else specials:
        date = special.next_on(today)
        dates.append(Upcoming(special, date, (date - today).days))
    return sorted(dates, key=lambda u: u.date)


def person_card(person: Person, today: dt.date, specials: Iterable[SpecialDate] = ()) -> PersonCard:
    """The counts for one person; `upcoming` holds those of `specials` that are near."""
    return PersonCard(
        person=person,
        days=person.days_on(today),
        longest=person.longest_days_on(today),
        total=person.total_days_on(today),
        next_milestone=days.next_milestone(person.current_start, today),
        upcoming=[u for u in special_dates(person, today, specials) if u.days_to_go <= UPCOMING_DAYS],
    )


def count_cards(*, user, today: dt.date) -> list[PersonCard]:
    """The active people's counts, without their special dates: one query."""
    return [person_card(person, today) for person in Person.objects.for_user(user).active()]


def dashboard_cards(*, user, today: dt.date) -> list[PersonCard]:
    """One card per active person, from stored totals: two queries, whatever the history."""
    people = list(Person.objects.for_user(user).active())
    specials: dict[uuid.UUID, list[SpecialDate]] = defaultdict(list)
    if people:
        # One plain query rather than prefetch_related, which costs more than the page's cards.
        for special in SpecialDate.objects.filter(person__in=people):
            specials[special.person_id].append(special)
    return [person_card(person, today, specials[person.pk]) for person in people]


def people_for_user(*, user) -> QuerySet[Person]:
    return Person.objects.for_user(user).order_by("archived_at", "created_at")


def _long_date(date: dt.date) -> str:
    return dateformat.format(date, "j F Y")  # as the template filter date:"j F Y" writes it


@dataclass(frozen=True)
class SlipRow:
    """The slip that ended a streak, as its row shows it."""

    kind: str
    date: str
    note: str
    edit_url: str
    withdraw_url: str


@dataclass(frozen=True)
class StreakRow:
    """One row of a person's streak history, every string worked out once here (the
    template only prints them)."""

    pk: uuid.UUID
    length: str
    start: str
    end: str
    is_longest: bool
    is_current: bool
    edit_url: str
    slip: SlipRow | None


def streak_page(
    *, person: Person, today: dt.date, longest: int = -1, older_than: Streak | None = None
) -> tuple[list[StreakRow], bool]:
    """A page of a person's streaks, newest first (keyset pagination), and whether
    there are older ones. Each row comes with the slip that ended its streak."""
    streaks = person.streaks.select_related("ending_slip").order_by("-start", "-created_at")
    if older_than is not None:
        streaks = streaks.filter(
            Q(start__lt=older_than.start) | Q(start=older_than.start, created_at__lt=older_than.created_at)
        )
    page = list(streaks[: STREAKS_PER_PAGE + 1])
    rows = [streak_row(streak, length=streak.days_on(today), longest=longest) for streak in page[:STREAKS_PER_PAGE]]
    return rows, len(page) > STREAKS_PER_PAGE


def streak_row(streak: Streak, *, length: int, longest: int) -> StreakRow:
    slip = getattr(streak, "ending_slip", None)  # the current streak has none
    return StreakRow(
        pk=streak.pk,
        length=f"{length} day{'' if length == 1 else 's'}",
        start=_long_date(streak.start),
        end=_long_date(streak.end) if streak.end else "today",
        is_longest=length == longest,
        is_current=not streak.end,
        edit_url=link("counter:streak-edit", streak.pk),
        slip=None if slip is None else slip_row(slip),
    )


def slip_row(slip: Slip) -> SlipRow:
    return SlipRow(
        kind=slip.get_kind_display(),
        date=_long_date(slip.date),
        note=slip.note,
        edit_url=link("counter:slip-edit", slip.pk),
        withdraw_url=link("counter:slip-withdraw", slip.pk),
    )


def withdrawn_slips(*, person: Person) -> QuerySet[Slip]:
    if not person.corrections:  # a withdrawal always leaves a Change: none, so none withdrawn
        return person.slips.none()
    return person.slips.filter(withdrawn_at__isnull=False).order_by("-withdrawn_at")


def recent_changes(*, person: Person, limit: int = 20) -> list[Change]:
    if not person.corrections:
        return []
    return list(person.changes.all()[:limit])


def reasons_for_user(*, user) -> dict[str, list[Reason]]:
    """The user's reasons, by kind, in their own order."""
    grouped: dict[str, list[Reason]] = {kind: [] for kind in Reason.Kind.values}
    for reason in Reason.objects.filter(user=user).order_by("position", "created_at"):
        grouped[reason.kind].append(reason)
    return grouped


def safe_contacts_for_user(*, user) -> QuerySet[SafeContact]:
    return SafeContact.objects.filter(user=user)


def urge_page(*, user, older_than: Urge | None = None) -> tuple[list[Urge], bool]:
    urges = Urge.objects.filter(user=user).select_related("person")
    if older_than is not None:
        urges = urges.filter(created_at__lt=older_than.created_at)
    page = list(urges[: URGES_PER_PAGE + 1])
    return page[:URGES_PER_PAGE], len(page) > URGES_PER_PAGE
