from django.db import transaction
from django.db.models import Max

from apps.counter.models import Reason, SafeContact


@transaction.atomic
def reason_create(*, user, text: str, kind: str = Reason.Kind.WHY) -> Reason:
    """Add a reason at the end of its list."""
    last = Reason.objects.filter(user=user, kind=kind).aggregate(m=Max("position"))["m"]
    reason = Reason(
        user=user,
        kind=kind,
        text=text.strip(),
        position=0 if last is None else last + 1,
    )
    reason.full_clean()
    reason.save()
    return reason


@transaction.atomic
def reason_update(*, reason: Reason, text: str) -> Reason:
    reason.text = text.strip()
    reason.full_clean()
    reason.save(update_fields=["text"])
    return reason


@transaction.atomic
def reason_move(*, reason: Reason, direction: str) -> Reason:
    """Move a reason one place up or down its list (numbering the list afresh)."""
    if direction not in ("up", "down"):
        raise ValueError(f"direction must be 'up' or 'down', not {direction!r}")
    siblings = list(
        Reason.objects.select_for_update().filter(user=reason.user, kind=reason.kind).order_by("position", "created_at")
    )
    index = next(i for i, r in enumerate(siblings) if r.pk == reason.pk)
    other = index - 1 if direction == "up" else index + 1
    if 0 <= other < len(siblings):
        siblings[index], siblings[other] = siblings[other], siblings[index]
    for position, sibling in enumerate(siblings):
        sibling.position = position
    Reason.objects.bulk_update(siblings, ["position"])
    return next(r for r in siblings if r.pk == reason.pk)


@transaction.atomic
def reason_delete(*, reason: Reason) -> None:
    reason.delete()


@transaction.atomic
def safe_contact_create(*, user, name: str, phone: str = "") -> SafeContact:
    contact = SafeContact(user=user, name=name.strip(), phone=phone.strip())
    contact.full_clean()
    contact.save()
    return contact


@transaction.atomic
def safe_contact_delete(*, safe_contact: SafeContact) -> None:
    safe_contact.delete()
