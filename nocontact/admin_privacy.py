"""The operator's admin shows what running the service needs (owners, counts, dates)
and never what a user wrote.

`ContentFreeAdmin` is read-only and never prints a row's own text: Django's admin shows
`str(obj)` in a change page's title, breadcrumbs and history, and several of our models
name themselves by what the user wrote (a reason by its text, a person by their label).
Each app's admin.py registers its user-owned models with it, listing only fields that
carry no content; tests/mydata/test_admin_privacy.py walks every registered admin page
with seeded words and fails if any appears.
"""

from dataclasses import dataclass
from typing import Any

from django.contrib import admin
from django.http import HttpRequest, HttpResponse


@dataclass(frozen=True)
class Neutral:
    """Stands in for an object in admin templates: its key, and a name with no content."""

    pk: Any
    label: str

    def __str__(self) -> str:
        return self.label


class ContentFreeAdmin(admin.ModelAdmin):
    search_fields = ()  # a search would let the operator probe what users wrote

    def neutral_name(self, object_id: Any) -> str:
        return f"{self.opts.verbose_name} {object_id}"

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def render_change_form(self, request, context, add=False, change=False, form_url="", obj=None):
        if obj is not None:
            context["subtitle"] = self.neutral_name(obj.pk)
            context["original"] = Neutral(obj.pk, self.neutral_name(obj.pk))
        return super().render_change_form(request, context, add, change, form_url, obj)

    def history_view(self, request: HttpRequest, object_id: str, extra_context: dict | None = None) -> HttpResponse:
        name = self.neutral_name(object_id)
        neutral = {"title": f"Change history: {name}", "object": Neutral(object_id, name)}
        return super().history_view(request, object_id, {**(extra_context or {}), **neutral})
