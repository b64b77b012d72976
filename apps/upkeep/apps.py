from django.apps import AppConfig


class UpkeepConfig(AppConfig):
    name = "apps.upkeep"
    verbose_name = "Backups, restores and maintenance"
