from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from apps.counter.models import Person, Urge


def _count_resisted(person: Person, delta: int) -> None:
    if delta:
        Person.objects.filter(pk=person.pk).update(resisted_urges=F("resisted_urges") + delta)


@transaction.atomic
def urge_record(
    *,
    user,
    person: Person,
    intensity: int,
    triggers: list[str] | None = None,
    trigger_note: str = "",
    unsent_message: str = "",
    outcome: str = Urge.Outcome.PENDING,
) -> Urge:
    """Keep a record of an urge. The unsent message is only ever stored, never sent."""
    if person.user_id != user.pk:
        raise ValidationError({"person": "Choose one of your own people."})
    urge = Urge(
        user=user,
        person=person,
        intensity=intensity,
        triggers=list(dict.fromkeys(triggers or [])),
        trigger_note=trigger_note.strip(),
        unsent_message=unsent_message.strip(),
        outcome=outcome,
        outcome_at=None if outcome == Urge.Outcome.PENDING else timezone.now(),
    )
    urge.full_clean()
    urge.save()
    _count_resisted(person, 1 if outcome == Urge.Outcome.RESISTED else 0)
    return urge


@transaction.atomic
def urge_set_outcome(*, urge: Urge, outcome: str) -> Urge:
    urge = Urge.objects.select_for_update().get(pk=urge.pk)
    was_resisted = urge.outcome == Urge.Outcome.RESISTED
    urge.outcome = outcome
    urge.outcome_at = None if outcome == Urge.Outcome.PENDING else timezone.now()
    urge.full_clean()
    urge.save(update_fields=["outcome", "outcome_at"])
    is_resisted = outcome == Urge.Outcome.RESISTED
    _count_resisted(urge.person, int(is_resisted) - int(was_resisted))
    return urge
