from typing import Any

from allauth.account.adapter import DefaultAccountAdapter
from allauth.account.models import EmailAddress
from allauth.core.internal import ratelimit
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.http import HttpRequest

from nocontact.http import HtmxRequest

from .announcements import announcement
from .middleware import SESSION_TIME_ZONE
from .models import AccountEvent, Profile
from .services import account_event_record, account_sign_in_record, auth_log_event, request_origin

# allauth calls send_notification_mail for each change to how one signs in. We send no
# such mail (an inbox may be read by someone else) but record the change instead.
NOTIFIED_CHANGES = {
    "account/email/password_changed": AccountEvent.Kind.PASSWORD_CHANGED,
    "account/email/password_set": AccountEvent.Kind.PASSWORD_CHANGED,
    "account/email/password_reset": AccountEvent.Kind.PASSWORD_RESET,
    "account/email/email_changed": AccountEvent.Kind.EMAIL_PRIMARY,
    "account/email/email_deleted": AccountEvent.Kind.EMAIL_REMOVED,
    "mfa/email/totp_activated": AccountEvent.Kind.TOTP_ON,
    "mfa/email/totp_deactivated": AccountEvent.Kind.TOTP_OFF,
    "mfa/email/recovery_codes_generated": AccountEvent.Kind.RECOVERY_CODES,
}
ACCOUNT_LIMIT = "login_failed_account"


class AccountAdapter(DefaultAccountAdapter):
    """Neutral emails, no mail that reveals whether an account exists, a sign-in
    throttle that nobody else can turn into a lasting lock-out, and a record of every
    sign-in and change for the owner's activity list."""

    error_messages = {
        **DefaultAccountAdapter.error_messages,
        "too_many_login_attempts": "Too many attempts in a short time. Please wait a few minutes, then try again.",
        "username_password_mismatch": "That username and password do not match. Please check them and try again.",
        "username_taken": "That username is not available. Please choose another one.",
        "username_blacklisted": "That username is not available. Please choose another one.",
    }

    def format_email_subject(self, subject: str) -> str:
        return f"{settings.ACCOUNT_EMAIL_SUBJECT_PREFIX}{subject}"

    def send_mail(self, template_prefix: str, email: str, context: dict) -> None:
        super().send_mail(template_prefix, email, {"site_name": settings.SITE_NAME, **context})

    def send_account_already_exists_mail(self, email: str) -> None:
        # Never tell an address that it already has an account: the mail itself would
        # confirm it to whoever controls (or watches) that inbox.
        return None

    def send_notification_mail(self, template_prefix: str, user: User, *args: Any, **kwargs: Any) -> None:
        kind = NOTIFIED_CHANGES.get(template_prefix)
        if kind is not None:
            account_event_record(user=user, kind=kind, request=self.request)
        if kind == AccountEvent.Kind.PASSWORD_RESET and self.request is not None:
            # Whoever was guessing, the owner has just proved they hold the address.
            self._clear_account_throttle(self.request, username=user.get_username())
        super().send_notification_mail(template_prefix, user, *args, **kwargs)

    def confirm_email(self, request: HttpRequest, email_address: EmailAddress) -> bool:
        confirmed = super().confirm_email(request, email_address)
        if confirmed:
            account_event_record(user=email_address.user, kind=AccountEvent.Kind.EMAIL_CONFIRMED, request=request)
        return confirmed

    def login(self, request: HttpRequest, user) -> None:
        super().login(request, user)
        stored = Profile.objects.filter(user=user).values_list("time_zone", flat=True).first()
        request.session[SESSION_TIME_ZONE] = stored or "UTC"
        for event in account_sign_in_record(user=user, request=request):
            messages.warning(request, announcement(event, time_zone=request.session[SESSION_TIME_ZONE]))

    def logout(self, request: HtmxRequest) -> None:
        super().logout(request)
        request.leave_no_traces = True  # SignOutTracesMiddleware

    def authentication_failed(self, request: HttpRequest, **credentials: Any) -> None:
        super().authentication_failed(request, **credentials)
        user = self._user_named(credentials.get("username", ""))
        if user is None:
            # Never log the name that was typed: people type passwords into it too.
            auth_log_event(AccountEvent.Kind.SIGN_IN_FAILED, user_id=None, ip=request_origin(request)[0])
        else:
            account_event_record(user=user, kind=AccountEvent.Kind.SIGN_IN_FAILED, request=request)

    def _user_named(self, username: str) -> User | None:
        if not username:
            return None
        return get_user_model().objects.filter(username__iexact=username).first()

    def _get_login_attempts_cache_key(self, request: HttpRequest, **credentials: Any) -> str:
        # allauth counts failures per username. Someone who knows the username could
        # then keep its owner out for as long as they keep failing on purpose. Counting
        # per username *and* address confines this throttle to the one who fails; the
        # per-address limit and the per-account limit below still slow guessing.
        return f"{self._account_key(request, **credentials)}:{self.get_client_ip(request)}"

    def _account_key(self, request: HttpRequest, **credentials: Any) -> str:
        return super()._get_login_attempts_cache_key(request, **credentials)

    def pre_authenticate(self, request: HttpRequest, **credentials: Any) -> None:
        # Per address, and per username and address (allauth's login_failed).
        super().pre_authenticate(request, **credentials)
        # Per account, across every address: guesses spread over many addresses are
        # slowed too. It never locks anyone out for good: each failure counts for
        # 15 minutes only, a right password takes its own try back, and a password
        # reset by email clears the count.
        self._account_rl_usage = ratelimit.consume(
            request, app="allauth.account", action=ACCOUNT_LIMIT, key=self._account_key(request, **credentials)
        )
        if not self._account_rl_usage:
            self._rollback_login_failed_rl_usage()
            user = self._user_named(credentials.get("username", ""))
            auth_log_event("sign_in_throttled", user_id=user.pk if user else None, ip=request_origin(request)[0])
            raise self.validation_error("too_many_login_attempts")

    def _rollback_login_failed_rl_usage(self) -> None:
        super()._rollback_login_failed_rl_usage()
        usage = getattr(self, "_account_rl_usage", None)
        if usage:
            usage.rollback()
            self._account_rl_usage = None

    def _clear_account_throttle(self, request: HttpRequest, *, username: str) -> None:
        ratelimit.clear(
            request, app="allauth.account", action=ACCOUNT_LIMIT, key=self._account_key(request, username=username)
        )
