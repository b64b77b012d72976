from typing import Any

from allauth.account.adapter import DefaultAccountAdapter
from django.conf import settings
from django.http import HttpRequest


class AccountAdapter(DefaultAccountAdapter):
    """Neutral emails, no mail that reveals whether an account exists, and a sign-in
    throttle that nobody else can turn into a lock-out."""

    error_messages = {
        **DefaultAccountAdapter.error_messages,
        "too_many_login_attempts": "Too many attempts in a short time. Please wait a few minutes, then try again.",
        "username_password_mismatch": "That username and password do not match. Please check them and try again.",
        "username_taken": "That username is not available. Please choose another one.",
        "username_blacklisted": "That username is not available. Please choose another one.",
    }

    def format_email_subject(self, subject: str) -> str:
        return f"{settings.ACCOUNT_EMAIL_SUBJECT_PREFIX}{subject}"

    def send_account_already_exists_mail(self, email: str) -> None:
        # Never tell an address that it already has an account: the mail itself would
        # confirm it to whoever controls (or watches) that inbox.
        return None

    def login(self, request: HttpRequest, user) -> None:
        super().login(request, user)
        from .middleware import SESSION_TIME_ZONE
        from .models import Profile

        stored = Profile.objects.filter(user=user).values_list("time_zone", flat=True).first()
        request.session[SESSION_TIME_ZONE] = stored or "UTC"

    def _get_login_attempts_cache_key(self, request: HttpRequest, **credentials: Any) -> str:
        # allauth counts failures per username. Someone who knows the username could
        # then keep its owner out for as long as they keep failing on purpose. Counting
        # per username *and* address confines the throttle to the one who fails; the
        # per-address limit (ACCOUNT_RATE_LIMITS) still slows guessing.
        key = super()._get_login_attempts_cache_key(request, **credentials)
        return f"{key}:{self.get_client_ip(request)}"
