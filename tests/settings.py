"""Settings for the test suite: the production settings, with the few changes a test
run on plain HTTP needs. Tests adjust anything else with pytest-django's `settings`."""

import os

# The suite runs on its own settings, whatever the shell exports: every DJANGO_* value
# the caller set (`make run` teaches DJANGO_DEBUG=True, for one) is dropped, and so is a
# DATABASE_URL that is not PostgreSQL's. A PostgreSQL URL is kept: CI runs the whole
# suite on PostgreSQL through it.
for _name in [name for name in os.environ if name.startswith("DJANGO_")]:
    del os.environ[_name]
if not os.environ.get("DATABASE_URL", "").startswith(("postgres://", "postgresql://")):
    os.environ.pop("DATABASE_URL", None)
os.environ.update(
    {
        "DJANGO_SETTINGS_MODULE": "tests.settings",
        "DJANGO_SECRET_KEY": "test-only-secret-key-not-for-any-real-deployment-0123456789",
        "DJANGO_ALLOWED_HOSTS": "testserver,localhost,127.0.0.1",
        "DJANGO_QUICK_EXIT_URL": "https://neutral.example/weather",
        # Playwright's sync API runs an event loop in the test thread; the ORM calls our
        # tests make beside it are still synchronous.
        "DJANGO_ALLOW_ASYNC_UNSAFE": "true",
    }
)

from nocontact.settings import *  # noqa: E402, F403

SECURE_SSL_REDIRECT = False  # the test client and the live server speak plain HTTP
SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
STORAGES = {
    **STORAGES,  # noqa: F405
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
# Serve static files straight from the source folders, as `runserver` does.
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = True

import tempfile  # noqa: E402
from pathlib import Path  # noqa: E402

# Evidence files of the test run go to a throwaway folder.
EVIDENCE_ROOT = Path(tempfile.mkdtemp(prefix="nocontact-evidence-"))
STORAGES["evidence"] = {
    **STORAGES["evidence"],
    "OPTIONS": {**STORAGES["evidence"]["OPTIONS"], "location": EVIDENCE_ROOT},
}
