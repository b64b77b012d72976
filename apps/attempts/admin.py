from django.contrib import admin

from nocontact.admin_privacy import ContentFreeAdmin

from .models import Attempt


@admin.register(Attempt)
class AttemptAdmin(ContentFreeAdmin):
    """Read-only, and without the entry's content (words, notes, via, tactics, how it
    felt, when it happened): the log is the user's evidence and no one else's to read,
    and edits outside the app would break its chain."""

    list_display = ["id", "user", "recorded_at", "revision_count", "deleted_at"]
    fields = readonly_fields = ("id", "user", "recorded_at", "revision_count", "file_count", "deleted_at")

    @admin.display(description="files")
    def file_count(self, obj: Attempt) -> int:
        return obj.files.count()
