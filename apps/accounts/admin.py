from django.contrib import admin

from .models import Profile


@admin.register(Profile)
class ProfileAdmin(admin.ModelAdmin):
    list_display = ("user", "time_zone", "time_zone_chosen")
    raw_id_fields = ("user",)
