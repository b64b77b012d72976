"""The pages the browser audits (test_axe.py) visit. Each app adds its main pages here,
one line each.

`path` is a path, or a function of the signed-in user that returns one: for a page about
one of the user's objects, create it there with tests.factories, e.g.
`lambda user: f"/log/{make_attempt(user=user).pk}/"`.
"""

from collections.abc import Callable
from dataclasses import dataclass

from django.contrib.auth.models import AbstractBaseUser

from tests.factories import shipped_library_path


@dataclass(frozen=True)
class AuditPage:
    name: str
    path: str | Callable[[AbstractBaseUser], str]
    signed_in: bool = True  # audit it signed in
    signed_out: bool = False  # ... and signed out (a page anyone can see)

    def path_for(self, user: AbstractBaseUser) -> str:
        return self.path(user) if callable(self.path) else self.path


AUDIT_PAGES: list[AuditPage] = [
    AuditPage("home", "/", signed_out=True),
    AuditPage("account", "/accounts/settings/"),
    AuditPage("password change", "/accounts/password/change/"),
    AuditPage("two-step sign-in", "/accounts/2fa/"),
    AuditPage("authenticator app", "/accounts/2fa/totp/activate/"),
    AuditPage("confirm it is you", "/accounts/reauthenticate/"),
    AuditPage("email", "/accounts/email/"),
    AuditPage("sign-in", "/accounts/login/", signed_in=False, signed_out=True),
    AuditPage("sign-up", "/accounts/signup/", signed_in=False, signed_out=True),
    AuditPage("password reset", "/accounts/password/reset/", signed_in=False, signed_out=True),
    AuditPage("library", shipped_library_path("/library/"), signed_out=True),
    AuditPage("article", shipped_library_path("/library/hoovering/"), signed_out=True),
    AuditPage("library search", shipped_library_path("/library/search/?q=guilt"), signed_out=True),
    AuditPage("transcript", shipped_library_path("/library/transcripts/000-e2e7126ae7691c85/"), signed_out=True),
]
