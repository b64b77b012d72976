from django.apps import AppConfig


class AttemptsConfig(AppConfig):
    name = "apps.attempts"
    default_auto_field = "django.db.models.BigAutoField"
