from django.contrib import admin

from nocontact.admin_privacy import ContentFreeAdmin

from .models import Person


@admin.register(Person)
class PersonAdmin(ContentFreeAdmin):
    # Counts and dates only: not the label the user gave the person, nor what they allow.
    list_display = ("id", "user", "created_at", "archived_at", "past_streaks")
    fields = ("id", "user", "created_at", "archived_at", "past_streaks", "corrections")
    readonly_fields = fields
