import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nocontact.settings")
django_application = get_asgi_application()

from nocontact.request_size import asgi_size_limit  # noqa: E402 (needs Django set up)

# Under ASGI Django reads a whole request body before any middleware runs: the size cap
# answers here, from the headers alone.
application = asgi_size_limit(django_application)
