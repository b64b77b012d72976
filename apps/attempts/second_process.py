"""Loaded once by the server process that second processes are forked from
(`consistent_read.alongside`), so that each starts ready: Django set up, with the settings
of the process that started the server (from its environment), and the log check and the
export loaded.
Where Django cannot be set up so, nothing is loaded: a second process then fails, and
the first does the work itself."""

import django
from django.core.exceptions import ImproperlyConfigured

try:
    django.setup()
    from django.urls import get_resolver

    from apps.attempts import verification  # noqa: F401
    from apps.attempts.export import stream  # noqa: F401

    get_resolver().reverse_dict  # noqa: B018  (the URLconf, imported and read once here)
except ImproperlyConfigured:
    pass
