from django.apps import AppConfig


class EvidenceConfig(AppConfig):
    name = "apps.evidence"
    verbose_name = "Evidence reports and bundles"
