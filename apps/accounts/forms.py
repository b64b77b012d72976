import time
from collections import defaultdict
from functools import cache
from typing import Any

from allauth.account import app_settings as account_settings
from allauth.account.forms import AddEmailForm, ChangePasswordForm, LoginForm, ResetPasswordForm, SignupForm
from allauth.account.internal.flows.login import get_authentication_records
from allauth.account.models import EmailAddress
from allauth.core import context, ratelimit
from allauth.mfa.base.forms import AuthenticateForm, ReauthenticateForm
from django import forms
from django.conf import settings
from django.contrib.auth.models import User
from django.http import HttpRequest

from nocontact.widgets import QuickSelect

from .models import AccountEvent, time_zone_names
from .services import account_event_record

SIGNUP_LIMITED = (
    "Many accounts were made from this connection in a short time, so we have paused new ones for a few "
    "minutes. Your details are still here: please try again in ten minutes."
)
RESET_LIMITED = (
    "Several reset links were asked for in a short time, so we have paused them for a while. "
    "Please check your inbox (and spam folder) for the earlier ones, or try again in an hour."
)


def over_limit(action: str, key: str | None = None) -> bool:
    """Count one try against allauth's rate limit `action` (ACCOUNT_RATE_LIMITS); True
    when it is used up. The form then says so and keeps what was typed."""
    request = context.request
    return request is not None and not ratelimit.consume(request, action=action, key=key)


class CalmLoginForm(LoginForm):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        days = settings.SESSION_REMEMBER_SECONDS // 86400
        remember = self.fields["remember"]
        remember.label = "Keep me signed in on this device"
        remember.label_suffix = ""
        remember.help_text = (
            f"For up to {days} days. Leave this off on a shared device, or one someone else can open: "
            "then you are signed out when the browser closes, or after a while without activity."
        )


class CalmSignupForm(SignupForm):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        email = self.fields["email"]
        email.label = "Email (optional)"
        email.help_text = (
            "Only used if you forget your password, once you have confirmed it from the link we send. "
            "If you add one, choose an address the other person cannot read."
        )
        self.fields["username"].help_text = "Any name you like. It does not need to be your real name."

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        if over_limit("signup_attempt"):
            raise forms.ValidationError(SIGNUP_LIMITED, code="rate_limited")
        return cleaned


class VerifiedResetPasswordForm(ResetPasswordForm):
    """A reset link goes only to an address its owner has confirmed. Someone who adds
    their own address to another person's account cannot use it to take the account
    over before the link in the confirmation mail is followed. The page answers the
    same whichever address is typed."""

    users: list[User]  # allauth's: the accounts the address belongs to

    def clean_email(self) -> str:
        email = super().clean_email()
        confirmed = set(
            EmailAddress.objects.filter(email__iexact=email, verified=True).values_list("user_id", flat=True)
        )
        self.users = [user for user in self.users if user.pk in confirmed]
        return email

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        email = cleaned.get("email")
        if email and over_limit("reset_password_attempt", key=email.lower()):
            raise forms.ValidationError(RESET_LIMITED, code="rate_limited")
        return cleaned


def password_just_confirmed(request: HttpRequest | None) -> bool:
    """True when the latest re-authentication of this session, within allauth's time
    limit, was by password."""
    if request is None or not request.user.is_authenticated:
        return False
    confirmed = [r for r in get_authentication_records(request, request.user) if r.get("reauthenticated")]
    if not confirmed:
        return False
    latest = confirmed[-1]
    fresh = time.time() - latest["at"] < account_settings.REAUTHENTICATION_TIMEOUT
    return fresh and latest.get("method") == "password"


class ConfirmedChangePasswordForm(ChangePasswordForm):
    """The change-password page sits behind re-authentication. When that was by password
    a moment ago, the current password is not asked for a second time; after a two-step
    code it still is, so a phone holding the authenticator is not enough to change it."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        if password_just_confirmed(context.request):
            del self.fields["oldpassword"]


class RecordedAddEmailForm(AddEmailForm):
    def save(self, request: HttpRequest) -> EmailAddress:
        email_address = super().save(request)
        if email_address.pk:
            account_event_record(user=self.user, kind=AccountEvent.Kind.EMAIL_ADDED, request=request)
        return email_address


class RecordedAuthenticateForm(AuthenticateForm):
    def _emit_authentication_failed(self, authenticator) -> None:
        super()._emit_authentication_failed(authenticator)
        account_event_record(user=self.user, kind=AccountEvent.Kind.CODE_FAILED, request=context.request)


class RecordedReauthenticateForm(ReauthenticateForm):
    def _emit_authentication_failed(self, authenticator) -> None:
        super()._emit_authentication_failed(authenticator)
        account_event_record(user=self.user, kind=AccountEvent.Kind.CODE_FAILED, request=context.request)


@cache
def time_zone_choices() -> list[tuple[str, list[tuple[str, str]]] | tuple[str, str]]:
    """Zones grouped by region (Africa, America, ...), as a select with optgroups."""
    groups: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for name in sorted(time_zone_names()):
        if "/" not in name or name.startswith(("Etc/", "SystemV/", "US/")):
            continue
        region, _, city = name.partition("/")
        groups[region].append((name, city.replace("_", " ").replace("/", " / ")))
    return [("UTC", "UTC"), *sorted(groups.items())]


class TimeZoneForm(forms.Form):
    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)

    time_zone = forms.ChoiceField(
        label="Time zone",
        help_text="Your day counts change at midnight here.",
        choices=time_zone_choices,
        widget=QuickSelect,
        error_messages={
            "invalid_choice": "Choose a time zone from the list, for example Europe/London.",
            "required": "Choose a time zone from the list.",
        },
    )
