from django.apps import AppConfig


class LibraryConfig(AppConfig):
    name = "apps.library"
    default_auto_field = "django.db.models.BigAutoField"
