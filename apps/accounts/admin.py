from django.contrib import admin

from nocontact.admin_privacy import ContentFreeAdmin

from .models import Profile


@admin.register(Profile)
class ProfileAdmin(ContentFreeAdmin):
    # Not the time zone: it says roughly where someone lives.
    list_display = ("id", "user", "time_zone_chosen")
    fields = ("id", "user", "time_zone_chosen")
    readonly_fields = fields
