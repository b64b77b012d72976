from django.contrib import admin

from apps.library.models import Passage, Transcript


@admin.register(Transcript)
class TranscriptAdmin(admin.ModelAdmin):
    list_display = (
        "title",
        "source_name",
        "repeats_removed",
        "junk_removed",
        "ingested_at",
    )
    readonly_fields = [f.name for f in Transcript._meta.fields]


@admin.register(Passage)
class PassageAdmin(admin.ModelAdmin):
    list_display = ("transcript", "ordinal", "start", "end")
    list_filter = ("transcript",)
    readonly_fields = [f.name for f in Passage._meta.fields]
