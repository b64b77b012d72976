"""Slips and streaks: the only code that ends, starts, moves or joins a streak.

Every change keeps the chain intact (each streak starts on or after the slip that
ended the one before, and ends on the date of its own slip), updates the person's
stored totals, and, for corrections, leaves a visible `Change`.
"""

import datetime as dt

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.counter import days
from apps.counter.clock import check_not_future, nice, user_today
from apps.counter.models import Change, Person, Slip, Streak, Urge


def _lock(person: Person) -> Person:
    """The person row, locked for the rest of the transaction (PostgreSQL)."""
    return Person.objects.select_for_update().get(pk=person.pk)


def _record_change(person: Person, kind: str, before: dict, after: dict) -> None:
    """Leave a visible `Change`, and count it on the person (saved by `_recount`)."""
    Change.objects.create(person=person, kind=kind, before=before, after=after)
    person.corrections += 1


def _recount(person: Person) -> None:
    """Recompute the stored totals from the streaks: at write time, never per view."""
    past = [
        days.days_between(start, end)
        for start, end in person.streaks.filter(end__isnull=False).values_list("start", "end")
        if end is not None  # filtered above; said again for the type checker
    ]
    person.past_streaks = len(past)
    person.longest_past_days = max(past, default=0)
    person.total_past_days = sum(past)
    current = person.current_streak
    assert current is not None, "a person always has a current streak (person_create makes the first)"
    person.current_start = current.start
    person.save(
        update_fields=[
            "current_streak",
            "current_start",
            "past_streaks",
            "longest_past_days",
            "total_past_days",
            "corrections",
        ]
    )


@transaction.atomic
def person_recount(*, person: Person) -> Person:
    """Work out every stored total of a person again from their rows: after an import
    (which writes the rows as they were exported), and as the recount that tests compare
    the running totals with."""
    person = Person.objects.select_for_update(of=("self",)).select_related("current_streak").get(pk=person.pk)
    person.corrections = person.changes.count()
    person.resisted_urges = person.urges.filter(outcome=Urge.Outcome.RESISTED).count()
    person.save(update_fields=["resisted_urges"])
    _recount(person)
    return person


def _check_slip_dates(*, streak: Streak, date: dt.date, next_start: dt.date, latest: dt.date) -> None:
    """A slip falls within the streak it ends; the next streak starts on or after it."""
    check_not_future("date", date, latest)
    if date < streak.start:
        raise ValidationError(
            {"date": f"This streak began on {nice(streak.start)}. Choose that day or a later one."},
            code="before_streak",
        )
    check_not_future("next_start", next_start, latest)
    if next_start < date:
        raise ValidationError(
            {"next_start": f"The new streak can begin on the day of the slip ({nice(date)}) or later, not before."},
            code="before_slip",
        )


@transaction.atomic
def slip_record(
    *,
    person: Person,
    date: dt.date,
    kind: str = Slip.Kind.MESSAGED,
    note: str = "",
    next_start: dt.date | None = None,
) -> Slip:
    """End the current streak on `date` and start a new one on `next_start` (default: today)."""
    person = _lock(person)
    today = user_today(person.user)
    next_start = next_start or today
    current = person.current_streak
    assert current is not None, "a person always has a current streak (person_create makes the first)"
    _check_slip_dates(streak=current, date=date, next_start=next_start, latest=today)
    current.end = date
    current.save(update_fields=["end"])
    new = Streak(person=person, start=next_start)
    new.full_clean()
    new.save()
    slip = Slip(
        person=person,
        ended_streak=current,
        next_streak=new,
        date=date,
        kind=kind,
        note=note.strip(),
    )
    slip.full_clean()
    slip.save()
    person.current_streak = new
    _recount(person)
    return slip


def _slip_values(slip: Slip, next_start: dt.date) -> dict[str, str]:
    return {
        "Date": nice(slip.date),
        "What happened": slip.get_kind_display(),
        "Note": slip.note,
        "Next streak began": nice(next_start),
    }


@transaction.atomic
def slip_update(
    *,
    slip: Slip,
    date: dt.date,
    kind: str,
    note: str = "",
    next_start: dt.date,
) -> Slip:
    """Correct a slip. The streak it ended and the one it started move with it."""
    person = _lock(slip.person)
    slip = Slip.objects.select_related("ended_streak", "next_streak").get(pk=slip.pk)
    if slip.is_withdrawn:
        raise ValidationError("This slip was withdrawn and can't be edited.")
    ended, following = slip.ended_streak, slip.next_streak
    assert ended is not None and following is not None, "only a withdrawal unlinks a slip's streaks"
    _check_slip_dates(streak=ended, date=date, next_start=next_start, latest=user_today(person.user))
    if following.end and next_start > following.end:
        raise ValidationError(
            {"next_start": f"The next streak ended on {nice(following.end)}, so it must begin on that day or earlier."},
            code="after_next_slip",
        )
    before = _slip_values(slip, following.start)
    slip.date, slip.kind, slip.note = date, kind, note.strip()
    slip.full_clean()
    slip.save()
    ended.end = date
    ended.save(update_fields=["end"])
    following.start = next_start
    following.save(update_fields=["start"])
    after = _slip_values(slip, next_start)
    if before != after:
        _record_change(person, Change.Kind.SLIP_EDITED, before, after)
    _recount(person)
    return slip


@transaction.atomic
def streak_set_start(*, streak: Streak, start: dt.date) -> Streak:
    """Move the day a streak began (for example, the first one was typed wrongly)."""
    person = _lock(streak.person)
    streak = Streak.objects.get(pk=streak.pk)
    check_not_future("start", start, user_today(person.user))
    if streak.end and start > streak.end:
        raise ValidationError(
            {"start": f"This streak ended on {nice(streak.end)}, so it must begin on that day or earlier."},
            code="after_end",
        )
    starting = Slip.objects.filter(next_streak=streak).first()
    if starting and start < starting.date:
        raise ValidationError(
            {"start": f"It follows the slip on {nice(starting.date)}, so it can begin on that day or later."},
            code="before_slip",
        )
    if start != streak.start:
        _record_change(
            person,
            Change.Kind.STREAK_EDITED,
            before={"Streak began": nice(streak.start)},
            after={"Streak began": nice(start)},
        )
    streak.start = start
    streak.full_clean()
    streak.save(update_fields=["start"])
    _recount(person)
    return streak


@transaction.atomic
def slip_withdraw(*, slip: Slip) -> Slip:
    """Take back a slip recorded by mistake. The slip stays in the history, marked as
    withdrawn; the streak it ended runs on through the one it started."""
    person = _lock(slip.person)
    slip = Slip.objects.select_related("ended_streak", "next_streak").get(pk=slip.pk)
    if slip.is_withdrawn:
        return slip
    ended, following = slip.ended_streak, slip.next_streak
    assert ended is not None and following is not None, "only a withdrawal unlinks a slip's streaks"
    later_slip = Slip.objects.filter(ended_streak=following).first()
    today = user_today(person.user)
    _record_change(
        person,
        Change.Kind.SLIP_WITHDRAWN,
        before={
            "Slip": f"{slip.get_kind_display()} on {nice(slip.date)}",
            "Streak": f"{nice(ended.start)} to {nice(slip.date)}, {ended.days_on(today)} days",
            "Next streak": f"from {nice(following.start)}, {following.days_on(today)} days",
        },
        after={
            "Slip": "withdrawn",
            "Streak": f"from {nice(ended.start)}, joined with the next one",
            "Next streak": "joined into the streak before it",
        },
    )
    slip.ended_streak = slip.next_streak = None
    slip.withdrawn_at = timezone.now()
    slip.save(update_fields=["ended_streak", "next_streak", "withdrawn_at"])
    ended.end = following.end
    ended.save(update_fields=["end"])
    if later_slip:
        later_slip.ended_streak = ended
        later_slip.save(update_fields=["ended_streak"])
    if person.current_streak_id == following.pk:
        person.current_streak = ended
        person.save(update_fields=["current_streak"])
    following.delete()
    _recount(person)
    return slip
