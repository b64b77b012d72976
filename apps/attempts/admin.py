from django.contrib import admin

from .models import Attempt


@admin.register(Attempt)
class AttemptAdmin(admin.ModelAdmin):
    """Read-only: the log is evidence, and edits outside the app would break its chain."""

    list_display = ["id", "user", "channel", "occurred_at", "recorded_at", "deleted_at"]
    list_filter = ["channel"]
    readonly_fields = [f.name for f in Attempt._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
