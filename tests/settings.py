"""Settings for the test suite: the production settings, with the few changes a test
run on plain HTTP needs. Tests adjust anything else with pytest-django's `settings`."""

import os

# The suite runs on its own settings, whatever the shell exports: every DJANGO_* value
# the caller set (`make run` teaches DJANGO_DEBUG=True, for one) is dropped, and so is a
# DATABASE_URL that is not PostgreSQL's. A PostgreSQL URL is kept: CI runs the whole
# suite on PostgreSQL through it. Only in the test run itself (pytest-django's --ds):
# a process a test starts with settings of its own (tests/jobs/worker_settings.py)
# gets exactly the environment that test gave it.
if os.environ.get("DJANGO_SETTINGS_MODULE") == __name__:
    for _name in [name for name in os.environ if name.startswith("DJANGO_") and name != "DJANGO_SETTINGS_MODULE"]:
        del os.environ[_name]
    if not os.environ.get("DATABASE_URL", "").startswith(("postgres://", "postgresql://")):
        os.environ.pop("DATABASE_URL", None)
os.environ.setdefault("DJANGO_SECRET_KEY", "test-only-secret-key-not-for-any-real-deployment-0123456789")
os.environ.setdefault("DJANGO_ALLOWED_HOSTS", "testserver,localhost,127.0.0.1")
os.environ.setdefault("DJANGO_QUICK_EXIT_URL", "https://neutral.example/weather")
# Playwright's sync API runs an event loop in the test thread; the ORM calls our tests
# make beside it are still synchronous.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

from nocontact.settings import *  # noqa: F403

SECURE_SSL_REDIRECT = False  # the test client and the live server speak plain HTTP
SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = False
# A __Host- cookie needs HTTPS; production's names are tested in tests/accounts/test_settings.py.
SESSION_COOKIE_NAME = "sessionid"
CSRF_COOKIE_NAME = "csrftoken"
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

# Jobs run at once, inside the request that starts them; their files go to a throwaway folder.
TASKS = {"default": {"BACKEND": "django.tasks.backends.immediate.ImmediateBackend"}}
JOBS_ROOT = Path(tempfile.mkdtemp(prefix="nocontact-jobs-"))
STORAGES["jobs"] = {**STORAGES["jobs"], "OPTIONS": {**STORAGES["jobs"]["OPTIONS"], "location": JOBS_ROOT}}
# The instance's signing keys of the test run, in a throwaway folder.
SIGNING_KEY_DIR = Path(tempfile.mkdtemp(prefix="nocontact-keys-"))
