import datetime as dt
import logging

from allauth.core.internal.httpkit import get_client_ip
from django.contrib.auth.models import User
from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone

from .devices import device_label
from .models import AccountEvent, Profile

# Authentication events for the operator's log: user id, event and network address,
# never a password, code, token, email address or anything the user wrote.
auth_log = logging.getLogger("nocontact.auth")

# Changes announced at the owner's next sign-in: what someone holding an unlocked
# session could do to take the account over.
ANNOUNCED = (
    AccountEvent.Kind.EMAIL_ADDED,
    AccountEvent.Kind.EMAIL_PRIMARY,
    AccountEvent.Kind.PASSWORD_CHANGED,
    AccountEvent.Kind.TOTP_OFF,
)
# Sign-in activity is kept this long.
KEEP_EVENTS = dt.timedelta(days=90)


def profile_get_or_create(*, user: User) -> Profile:
    """The user's profile, made with safe defaults the first time it is needed."""
    profile, _ = Profile.objects.get_or_create(user=user)
    return profile


@transaction.atomic
def profile_set_time_zone(*, user: User, time_zone: str) -> Profile:
    profile = profile_get_or_create(user=user)
    profile.time_zone = time_zone
    profile.time_zone_chosen = True
    profile.full_clean()
    profile.save(update_fields=["time_zone", "time_zone_chosen"])
    return profile


def request_origin(request: HttpRequest | None) -> tuple[str | None, str]:
    """(network address, device label) of a request; (None, "") without one."""
    if request is None:
        return None, ""
    return get_client_ip(request), device_label(request.META.get("HTTP_USER_AGENT", ""))


def auth_log_event(kind: str, *, user_id: object, ip: str | None) -> None:
    auth_log.info("auth event=%s user=%s ip=%s", kind, user_id if user_id is not None else "unknown", ip or "-")


def account_event_record(*, user: User, kind: str, request: HttpRequest | None) -> AccountEvent:
    """Add one entry to the user's sign-in activity, and to the server log."""
    ip, device = request_origin(request)
    event = AccountEvent.objects.create(user=user, kind=kind, at=timezone.now(), ip=ip, device=device)
    auth_log_event(kind, user_id=user.pk, ip=ip)
    return event


@transaction.atomic
def account_sign_in_record(*, user: User, request: HttpRequest) -> list[AccountEvent]:
    """Record a sign-in. Returns the changes made since the one before it, to tell the
    owner about, and forgets activity older than KEEP_EVENTS."""
    events = AccountEvent.objects.filter(user=user)
    previous = events.filter(kind=AccountEvent.Kind.SIGNED_IN).order_by("-id").values_list("id", flat=True).first()
    changes = events.filter(kind__in=ANNOUNCED).order_by("id")
    if previous is not None:
        changes = changes.filter(id__gt=previous)
    announce = list(changes[:5])
    events.filter(at__lt=timezone.now() - KEEP_EVENTS).delete()
    account_event_record(user=user, kind=AccountEvent.Kind.SIGNED_IN, request=request)
    return announce
