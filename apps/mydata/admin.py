"""The operator's view of accounts: deleting one goes through `account_delete` (every
app's rows, files, sessions and search index, the same as the user's own "Delete my
account"), and nothing shown carries what users wrote or their sign-in secrets.

This app comes last in INSTALLED_APPS, so the admins it replaces are registered first.
"""

from allauth.mfa.models import Authenticator
from django.apps import apps
from django.contrib import admin
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import UserAdmin
from django.db.models import QuerySet
from django.http import HttpRequest

from nocontact.admin_privacy import ContentFreeAdmin

from .parts import PARTS
from .services import account_delete

User = get_user_model()


class AccountAdmin(UserAdmin):
    search_fields = ("username",)

    def delete_model(self, request: HttpRequest, obj) -> None:
        account_delete(user=obj)

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet) -> None:
        for user in queryset:
            account_delete(user=user)

    def get_deleted_objects(self, objs, request: HttpRequest):
        """What the confirmation page lists: for each account, what it holds, in
        counts (Django's default lists every row by its own name: people's labels,
        reasons' words). Nothing protects an account from deletion."""
        lines = [
            f"{user.get_username()}: " + "; ".join(line for part in PARTS for line in part.describe(user))
            for user in objs
        ]
        return lines, {}, set(), []


admin.site.unregister(User)
admin.site.register(User, AccountAdmin)


class AuthenticatorAdmin(ContentFreeAdmin):
    """Which kind of two-step sign-in an account has, never its secret (`data` holds the
    TOTP seed and the recovery codes). The operator may remove one for a user who lost
    their device and their codes."""

    list_display = ("id", "user", "type", "created_at", "last_used_at")
    list_filter = ("type",)
    fields = ("id", "user", "type", "created_at", "last_used_at")
    readonly_fields = fields

    def has_delete_permission(self, request: HttpRequest, obj=None) -> bool:
        return request.user.is_superuser


admin.site.unregister(Authenticator)
admin.site.register(Authenticator, AuthenticatorAdmin)


if apps.is_installed("allauth.usersessions"):
    from allauth.usersessions.models import UserSession

    class UserSessionAdmin(ContentFreeAdmin):
        """When sessions began and were last used; not the session key (it would let the
        operator act as the user), nor the address and browser (where someone is)."""

        list_display = ("id", "user", "created_at", "last_seen_at")
        fields = ("id", "user", "created_at", "last_seen_at")
        readonly_fields = fields

    if admin.site.is_registered(UserSession):
        admin.site.unregister(UserSession)
    admin.site.register(UserSession, UserSessionAdmin)
