from django.apps import AppConfig


class ImportsConfig(AppConfig):
    name = "apps.imports"
    verbose_name = "Imports"
    default_auto_field = "django.db.models.BigAutoField"
