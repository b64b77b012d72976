from django.contrib import admin

from apps.library.models import Passage, Transcript


class _ReadOnly(admin.ModelAdmin):
    """The library is written by `ingest_transcripts` only: look, do not edit."""

    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Transcript)
class TranscriptAdmin(_ReadOnly):
    list_display = (
        "title",
        "source_name",
        "repeats_removed",
        "junk_removed",
        "ingested_at",
    )


@admin.register(Passage)
class PassageAdmin(_ReadOnly):
    list_display = ("transcript", "ordinal", "start", "end")
    list_filter = ("transcript",)
