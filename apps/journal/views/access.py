from uuid import UUID

from django.shortcuts import get_object_or_404

from apps.attempts.models import Attempt
from nocontact.http import AuthenticatedRequest

from ..models import Entry


def get_entry_for_user(request: AuthenticatedRequest, pk: UUID) -> Entry:
    """The signed-in user's entry, with what it is about; 404 for anyone else's."""
    qs = Entry.objects.for_user(request.user).select_related("person", "attempt", "urge")
    return get_object_or_404(qs, pk=pk)


def get_attempt_for_user(request: AuthenticatedRequest, pk: UUID | str | None) -> Attempt | None:
    """A live attempt of the signed-in user named in a form or a query, or None."""
    try:
        return Attempt.objects.for_user(request.user).live().select_related("person").filter(pk=UUID(str(pk))).first()
    except (TypeError, ValueError):
        return None
