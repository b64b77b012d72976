from django.apps import AppConfig


class TacticsConfig(AppConfig):
    name = "apps.tactics"
    default_auto_field = "django.db.models.BigAutoField"
