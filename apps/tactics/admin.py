from django import forms
from django.contrib import admin
from django.http import HttpRequest

from .models import Tactic


class TacticAdminForm(forms.ModelForm):
    class Meta:
        model = Tactic
        fields = ("slug", "name", "definition", "also_known_as", "order")
        widgets = {"definition": forms.Textarea(attrs={"rows": 3})}


@admin.register(Tactic)
class TacticAdmin(admin.ModelAdmin):
    form = TacticAdminForm
    list_display = ("name", "slug", "order", "definition")
    list_editable = ("order",)
    search_fields = ("name", "slug", "definition", "also_known_as")
    fields = ("slug", "name", "definition", "also_known_as", "order")

    def get_readonly_fields(self, request: HttpRequest, obj: Tactic | None = None):
        # The slug is a stable key (attempts, links and the matcher's rules use it):
        # set once when a tactic is added, never changed afterwards.
        return ("slug",) if obj is not None else ()

    def get_prepopulated_fields(self, request: HttpRequest, obj: Tactic | None = None):
        return {} if obj is not None else {"slug": ("name",)}
