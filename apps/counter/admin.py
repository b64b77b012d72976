from django.contrib import admin

from .models import Person


@admin.register(Person)
class PersonAdmin(admin.ModelAdmin):
    # Counts only: the admin never needs to show what a user wrote.
    list_display = ("id", "user", "current_start", "past_streaks")
    raw_id_fields = ("user", "current_streak")
    fields = (
        "user",
        "current_start",
        "past_streaks",
        "longest_past_days",
        "total_past_days",
    )
    readonly_fields = fields
