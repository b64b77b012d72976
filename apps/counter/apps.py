from django.apps import AppConfig


class CounterConfig(AppConfig):
    name = "apps.counter"
    label = "counter"
    default_auto_field = "django.db.models.BigAutoField"
