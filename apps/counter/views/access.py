"""Every object in a URL is loaded through one of these: other users' rows are a 404."""

import uuid

from django.http import HttpRequest
from django.shortcuts import get_object_or_404

from apps.counter.models import (
    Person,
    Reason,
    SafeContact,
    Slip,
    SpecialDate,
    Streak,
    Urge,
)


def get_person_for_user(request: HttpRequest, pk: uuid.UUID) -> Person:
    return get_object_or_404(Person.objects.for_user(request.user), pk=pk)


def get_person_and_profile_for_user(request: HttpRequest, pk: uuid.UUID) -> Person:
    """The person, with the user and their profile in the same query (for their today)."""
    return get_object_or_404(Person.objects.for_user(request.user).select_related("user__profile"), pk=pk)


def get_streak_for_user(request: HttpRequest, pk: uuid.UUID) -> Streak:
    return get_object_or_404(Streak.objects.select_related("person"), pk=pk, person__user=request.user)


def get_slip_for_user(request: HttpRequest, pk: uuid.UUID) -> Slip:
    return get_object_or_404(
        Slip.objects.select_related("person", "ended_streak", "next_streak"),
        pk=pk,
        person__user=request.user,
    )


def get_special_date_for_user(request: HttpRequest, pk: uuid.UUID) -> SpecialDate:
    return get_object_or_404(SpecialDate.objects.select_related("person"), pk=pk, person__user=request.user)


def get_reason_for_user(request: HttpRequest, pk: uuid.UUID) -> Reason:
    return get_object_or_404(Reason, pk=pk, user=request.user)


def get_safe_contact_for_user(request: HttpRequest, pk: uuid.UUID) -> SafeContact:
    return get_object_or_404(SafeContact, pk=pk, user=request.user)


def get_urge_for_user(request: HttpRequest, pk: uuid.UUID) -> Urge:
    return get_object_or_404(Urge.objects.select_related("person"), pk=pk, user=request.user)
