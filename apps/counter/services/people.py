import datetime as dt

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import ProtectedError
from django.utils import timezone

from apps.counter.clock import check_not_future, user_today
from apps.counter.models import Person, SpecialDate, Streak


@transaction.atomic
def person_create(
    *,
    user,
    label: str,
    start: dt.date,
    rule: str = Person.Rule.NO_CONTACT,
    allowed_contact: str = "",
) -> Person:
    """A new person, with their first streak starting on `start` (which may be in the past)."""
    check_not_future("start", start, user_today(user))
    person = Person(
        user=user,
        label=label.strip(),
        rule=rule,
        allowed_contact=allowed_contact.strip(),
        current_start=start,
    )
    person.full_clean(exclude=["current_streak"])
    person.save()
    streak = Streak(person=person, start=start)
    streak.full_clean()
    streak.save()
    person.current_streak = streak
    person.save(update_fields=["current_streak"])
    return person


@transaction.atomic
def person_update(*, person: Person, label: str, rule: str, allowed_contact: str = "") -> Person:
    person.label = label.strip()
    person.rule = rule
    person.allowed_contact = allowed_contact.strip()
    person.full_clean()
    person.save(update_fields=["label", "rule", "allowed_contact"])
    return person


@transaction.atomic
def person_archive(*, person: Person) -> Person:
    """Hide a person from the dashboard, keeping everything about them."""
    if person.archived_at is None:
        person.archived_at = timezone.now()
        person.save(update_fields=["archived_at"])
    return person


@transaction.atomic
def person_restore(*, person: Person) -> Person:
    person.archived_at = None
    person.save(update_fields=["archived_at"])
    return person


def person_delete(*, person: Person) -> None:
    """Delete a person and their whole history: streaks, slips and their notes, dates,
    urges, corrections.

    Entries of the attempt log point to the person they came from (`person.attempts`,
    read here without importing the log). While any of them is live, nothing is deleted:
    the log's own service deletes a person together with their entries. Deleted entries
    (tombstones) must keep pointing somewhere, so a person only they name is erased to a
    stub instead: no label, no history, hidden from every page. Records another app keeps
    (which protect the person) also stop the deletion.
    """
    if person.attempts.live().exists():
        raise ValidationError(
            "Entries in your log are about this person, so nothing was deleted. "
            "You can archive them, or delete them together with their entries.",
            code="has_entries",
        )
    try:
        with transaction.atomic():
            if person.attempts.exists():
                _erase(person)
            else:
                person.delete()
    except ProtectedError:
        raise ValidationError(
            "Other records still point to this person, so nothing was deleted. You can archive them instead.",
            code="protected",
        ) from None


def _erase(person: Person) -> None:
    """Delete everything about `person` but the row itself, which keeps no words."""
    for history in (person.slips, person.streaks, person.changes, person.special_dates, person.urges):
        history.all().delete()
    now = timezone.now()
    Person.objects.filter(pk=person.pk).update(
        label="",
        allowed_contact="",
        rule=Person.Rule.NO_CONTACT,
        current_streak=None,
        current_start=now.date(),
        past_streaks=0,
        longest_past_days=0,
        total_past_days=0,
        resisted_urges=0,
        corrections=0,
        archived_at=now,
        erased_at=now,
    )


@transaction.atomic
def special_date_create(*, person: Person, kind: str, date: dt.date, label: str = "") -> SpecialDate:
    special = SpecialDate(person=person, kind=kind, date=date, label=label.strip())
    if kind == SpecialDate.Kind.OTHER and not special.label:
        raise ValidationError(
            {"label": "Give this date a name, for example 'Moving day'."},
            code="required",
        )
    special.full_clean()
    special.save()
    return special


@transaction.atomic
def special_date_delete(*, special_date: SpecialDate) -> None:
    special_date.delete()
