import time

from django.apps import AppConfig


def stamp_session(sender, request, user, **kwargs) -> None:
    """Every way of signing in (allauth's forms, the admin, a test's force_login) starts
    the session's clock for its idle and lifetime limits (apps.accounts.sessions)."""
    from .sessions import stamp_sign_in

    if request is not None and hasattr(request, "session"):
        stamp_sign_in(request.session, time.time())


class AccountsConfig(AppConfig):
    name = "apps.accounts"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Session bookkeeping, not domain logic: Django's own sign-in signal is the one
        # place every sign-in path passes through.
        from django.contrib.auth.signals import user_logged_in

        user_logged_in.connect(stamp_session, dispatch_uid="accounts.stamp_session")
