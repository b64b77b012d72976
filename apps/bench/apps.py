from django.apps import AppConfig


class BenchConfig(AppConfig):
    """Two reference views that `make bench` measures every page against."""

    name = "apps.bench"
    default_auto_field = "django.db.models.BigAutoField"
