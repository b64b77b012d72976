"""Settings for nocontact. Every value comes from the environment, with safe defaults.

Names are DJANGO_-prefixed, except DATABASE_URL. The README lists the ones that matter
in production.
"""

import os
from pathlib import Path
from urllib.parse import urlsplit

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP

BASE_DIR = Path(__file__).resolve().parent.parent


def envbool(name: str, default: bool) -> bool:
    value = os.getenv(name, "")
    if value == "":
        return default
    if value.lower() in ("1", "true", "yes", "on"):
        return True
    if value.lower() in ("0", "false", "no", "off"):
        return False
    raise ImproperlyConfigured(f"Unexpected value {name}={value!r}, use 'True' or 'False'")


def envint(name: str, default: int) -> int:
    value = os.getenv(name, "")
    try:
        return int(value) if value else default
    except ValueError:
        raise ImproperlyConfigured(f"Unexpected value {name}={value!r}, use a whole number") from None


def envlist(name: str, default: str = "") -> list[str]:
    return [item.strip() for item in os.getenv(name, default).split(",") if item.strip()]


DEBUG = envbool("DJANGO_DEBUG", False)

SECRET_KEY = os.getenv("DJANGO_SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "DJANGO_SECRET_KEY is not set. Set it (50+ random characters) or run with DJANGO_DEBUG=True."
        )
    SECRET_KEY = "debug-only-insecure-key"

ALLOWED_HOSTS = envlist("DJANGO_ALLOWED_HOSTS", "localhost,127.0.0.1" if DEBUG else "")
CSRF_TRUSTED_ORIGINS = envlist("DJANGO_CSRF_TRUSTED_ORIGINS")

# The name shown in the top bar, page titles and emails. Neutral on purpose: a glance at a
# tab, a browser history or an inbox should not reveal what the app is for.
SITE_NAME = os.getenv("DJANGO_SITE_NAME", "Daybook")
# Where the quick exit sends the browser. Any ordinary, unremarkable page.
QUICK_EXIT_URL = os.getenv("DJANGO_QUICK_EXIT_URL", "https://www.bbc.co.uk/weather")
# The library (explainers and talk transcripts) is readable without an account unless
# the operator turns this on.
LIBRARY_REQUIRES_LOGIN = envbool("DJANGO_LIBRARY_REQUIRES_LOGIN", False)
# The reference views under /_bench/ that `make bench` measures pages against; off
# (404) unless a benchmark run switches them on.
BENCH_VIEWS = envbool("DJANGO_BENCH_VIEWS", False)

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "django.contrib.postgres",
    "django.forms",
    "django_htmx",
    "allauth",
    "allauth.account",
    "allauth.mfa",
    "allauth.usersessions",
    # apps.jobs before django_tasks_db: its db_worker (the library's, plus recovery of
    # jobs whose worker stopped) is the one manage.py runs.
    "apps.jobs",
    "django_tasks_db",
    "apps.accounts",
    "apps.tactics",
    "apps.library",
    "apps.bench",
    "apps.counter",
    "apps.attempts",
    "apps.journal",
    "apps.upkeep",
    "apps.evidence",
    "apps.imports",
    "apps.insights",
    "apps.mydata",  # last: its admin replaces some of the admins registered above
]

MIDDLEWARE = [
    "apps.accounts.middleware.CrossOriginResourcePolicyMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "apps.accounts.middleware.SignOutTracesMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "apps.accounts.middleware.SameOriginFormMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    # Before any view or the CSRF check reads the body (they read it later, in process_view).
    "nocontact.request_size.RequestSizeLimitMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "apps.accounts.middleware.HtmxSignInRedirectMiddleware",
    "apps.accounts.middleware.SessionLimitsMiddleware",
    "apps.accounts.middleware.NewSessionKeyOnReauthenticationMiddleware",
    "apps.accounts.middleware.UserTimeZoneMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "allauth.account.middleware.AccountMiddleware",
    "apps.accounts.middleware.NoStoreMiddleware",
    # Last, so it is the first to see a view's error: a busy or unreachable database is
    # answered 503 with what was typed, never a 500 (nocontact.busy).
    "nocontact.busy.DatabaseBusyMiddleware",
]

ROOT_URLCONF = "nocontact.urls"
WSGI_APPLICATION = "nocontact.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "apps.accounts.context_processors.site",
            ],
        },
    },
]

# Forms and widgets render through the engine above (and its cached loader), so our own
# widget templates live beside the pages' (templates/widgets/); Django's come from django.forms.
FORM_RENDERER = "django.forms.renderers.TemplatesSetting"

# Database: SQLite in WAL mode by default, PostgreSQL through DATABASE_URL in production.
SQLITE_PATH = Path(os.getenv("DJANGO_SQLITE_PATH", BASE_DIR / "var" / "db.sqlite3"))
# How long a write waits for SQLite's write lock before giving up (seconds); a request that
# still finds it taken is answered "busy, try again" with what was typed (nocontact.busy).
SQLITE_TIMEOUT = envint("DJANGO_SQLITE_TIMEOUT", 20)


def sqlite_tuned(database: dj_database_url.DBConfig) -> dj_database_url.DBConfig:
    """The one SQLite configuration, whichever way the database is named (the default file
    or DATABASE_URL=sqlite:///...): WAL (readers never block the writer), synchronous=NORMAL
    (safe in WAL), secure_delete (what the app erases, a deleted entry's words, is overwritten
    in the file, not left in free pages), a 20 s busy timeout, and IMMEDIATE transactions
    (a transaction takes the write lock when it starts, so two writers queue instead of one
    failing at its first write). Any other engine is returned unchanged."""
    if database.get("ENGINE") != "django.db.backends.sqlite3":
        return database
    options = database.setdefault("OPTIONS", {})
    options["init_command"] = "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA secure_delete=ON;"
    options["transaction_mode"] = "IMMEDIATE"
    options["timeout"] = SQLITE_TIMEOUT
    return database


if os.getenv("DATABASE_URL"):
    DATABASES = {
        "default": dj_database_url.parse(
            os.environ["DATABASE_URL"],
            conn_max_age=envint("DJANGO_CONN_MAX_AGE", 60),
            conn_health_checks=True,
        )
    }
else:
    SQLITE_PATH.parent.mkdir(parents=True, exist_ok=True)
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": str(SQLITE_PATH),
            "CONN_MAX_AGE": envint("DJANGO_CONN_MAX_AGE", 60),
        }
    }
DATABASES["default"] = sqlite_tuned(DATABASES["default"])
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Caches hold allauth's rate-limit counters. Several app servers must share them, so
# production behind a load balancer sets DJANGO_CACHE=database (see the README).
if os.getenv("DJANGO_CACHE", "locmem") == "database":
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.db.DatabaseCache",
            "LOCATION": "nocontact_cache",
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {
        "NAME": "django.contrib.auth.password_validation.MinimumLengthValidator",
        "OPTIONS": {"min_length": 12},
    },
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
AUTHENTICATION_BACKENDS = [
    "django.contrib.auth.backends.ModelBackend",
    "allauth.account.auth_backends.AuthenticationBackend",
]

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = Path(os.getenv("DJANGO_STATIC_ROOT", BASE_DIR / "staticfiles"))
STATICFILES_DIRS = [BASE_DIR / "static"]
# Evidence files live outside the static and public folders and are served only to their
# owner, through a view.
EVIDENCE_ROOT = Path(os.getenv("DJANGO_EVIDENCE_ROOT", BASE_DIR / "var" / "evidence"))
EVIDENCE_MAX_BYTES = envint("DJANGO_EVIDENCE_MAX_BYTES", 10 * 1024 * 1024)
EVIDENCE_MAX_PIXELS = envint("DJANGO_EVIDENCE_MAX_PIXELS", 40_000_000)
MB = 1024 * 1024
# At most this many files with one entry, and at most this much in one request: the
# size is checked from the request's headers, before its body is read
# (nocontact/request_size.py).
EVIDENCE_MAX_FILES = envint("DJANGO_EVIDENCE_MAX_FILES", 10)
REQUEST_MAX_BYTES = envint("DJANGO_REQUEST_MAX_MB", 50) * MB
# The upload of an export to import (one ZIP with every file of an account).
IMPORT_MAX_BYTES = envint("DJANGO_IMPORT_MAX_MB", 2048) * MB
# Each account's room for evidence files (the originals), shown on its data page.
STORAGE_QUOTA_BYTES = envint("DJANGO_STORAGE_QUOTA_MB", 1024) * MB
DATA_UPLOAD_MAX_MEMORY_SIZE = 3 * MB  # form fields; files are limited above
DATA_UPLOAD_MAX_NUMBER_FIELDS = 500
# Django answers 400 past this; up to it, the form itself says "at most N files".
DATA_UPLOAD_MAX_NUMBER_FILES = EVIDENCE_MAX_FILES + 10
FILE_UPLOAD_MAX_MEMORY_SIZE = 3 * MB  # larger uploads are spooled to a temporary file
# Per-account write limits (nocontact/limits.py): entries saved, and files attached.
WRITE_LIMITS = {
    "log": os.getenv("DJANGO_LOG_WRITE_LIMIT", "60/10m,600/d"),
    "upload": os.getenv("DJANGO_UPLOAD_LIMIT", "60/h,300/d"),
}
# Chat exports (apps.imports): the largest file accepted (a WhatsApp ZIP carries its media),
# and the most its ZIP may unpack to.
IMPORTS_MAX_BYTES = envint("DJANGO_IMPORTS_MAX_MB", 200) * MB
IMPORTS_MAX_UNPACKED = envint("DJANGO_IMPORTS_MAX_UNPACKED_MB", 1024) * MB
# Background jobs (apps.jobs): Django's tasks framework with the database backend; run
# `manage.py db_worker` beside the app servers (see the README). Result files (reports,
# bundles, exports) live outside the static and public folders, served only to their owner.
TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
JOBS_ROOT = Path(os.getenv("DJANGO_JOBS_ROOT", BASE_DIR / "var" / "jobs"))
# A running job whose worker has not been heard from for this long is taken to have
# stopped (the worker died or was killed): it is started again or marked as stopped.
JOBS_STALE_SECONDS = envint("DJANGO_JOBS_STALE_SECONDS", 60)
# What a worker readies as it starts, before its first job: the server process that the
# log check forks its second process from (about 0.9 s to start, else paid by the first check).
JOBS_WORKER_STARTS = ["apps.attempts.consistent_read.start_second_processes"]
# Finished jobs and their files are removed after this many days (manage.py prune_jobs).
JOBS_KEEP_DAYS = envint("DJANGO_JOBS_KEEP_DAYS", 7)
# `manage.py backup DIR` deletes backups in DIR older than this many days (the newest
# always stays), so what a user erased leaves the backups within this period.
BACKUP_KEEP_DAYS = envint("DJANGO_BACKUP_KEEP_DAYS", 14)
# The instance's signing keys (reports, bundles, receipts): made on first use, kept outside
# the database and every public folder. Back this folder up with the database.
SIGNING_KEY_DIR = Path(os.getenv("DJANGO_SIGNING_KEY_DIR", BASE_DIR / "var" / "keys"))
# The public check page: the largest file it reads, and how often one address may use it.
EVIDENCE_CHECK_MAX_BYTES = envint("DJANGO_EVIDENCE_CHECK_MAX_BYTES", 50 * 1024 * 1024)
EVIDENCE_CHECK_RATE_LIMIT = os.getenv("DJANGO_EVIDENCE_CHECK_RATE_LIMIT", "20/h/ip")
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "evidence": {
        "BACKEND": "django.core.files.storage.FileSystemStorage",
        "OPTIONS": {
            "location": EVIDENCE_ROOT,
            "base_url": None,
            "directory_permissions_mode": 0o700,
            "file_permissions_mode": 0o600,
        },
    },
    "jobs": {
        "BACKEND": "django.core.files.storage.FileSystemStorage",
        "OPTIONS": {
            "location": JOBS_ROOT,
            "base_url": None,
            "directory_permissions_mode": 0o700,
            "file_permissions_mode": 0o600,
        },
    },
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

# Sessions live in the database, so every app server sees the same ones and the quick
# exit ends a session everywhere at once. A session ends after DJANGO_SESSION_IDLE_MINUTES
# without a request (a page the user is visibly using keeps it alive), and at the latest
# DJANGO_SESSION_MAX_HOURS after signing in; its cookie ends with the browser. Ticking
# "keep me signed in on this device" trades both for DJANGO_SESSION_REMEMBER_DAYS
# (at most 14) from signing in (apps.accounts.sessions).
SESSION_IDLE_SECONDS = max(envint("DJANGO_SESSION_IDLE_MINUTES", 20), 1) * 60
SESSION_MAX_SECONDS = max(envint("DJANGO_SESSION_MAX_HOURS", 12), 1) * 60 * 60
SESSION_REMEMBER_SECONDS = min(max(envint("DJANGO_SESSION_REMEMBER_DAYS", 14), 1), 14) * 24 * 60 * 60
SESSION_COOKIE_AGE = SESSION_REMEMBER_SECONDS
SESSION_EXPIRE_AT_BROWSER_CLOSE = True
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
# The CSRF cookie ends with the browser too.
CSRF_COOKIE_AGE = None
CSRF_COOKIE_SAMESITE = "Lax"

# Accounts (django-allauth): a username and a password; email optional, used only for
# password resets. No message ever says whether an account exists.
LOGIN_URL = "account_login"
LOGIN_REDIRECT_URL = "home"
ACCOUNT_LOGOUT_REDIRECT_URL = "account_login"
ACCOUNT_LOGIN_METHODS = {"username"}
ACCOUNT_SIGNUP_FIELDS = ["username*", "email", "password1*", "password2*"]
ACCOUNT_UNIQUE_EMAIL = False
# An address is confirmed by a link sent to it before it can receive a password reset
# (AccountAdapter, VerifiedResetPasswordForm); signing in never waits for it.
ACCOUNT_EMAIL_VERIFICATION = "optional"
# A reset link works for an hour.
PASSWORD_RESET_TIMEOUT = 60 * 60
ACCOUNT_PREVENT_ENUMERATION = True
ACCOUNT_EMAIL_UNKNOWN_ACCOUNTS = False
ACCOUNT_LOGOUT_ON_GET = False
ACCOUNT_LOGOUT_ON_PASSWORD_CHANGE = False  # this session stays; every other one ends
# Confirm the password (or a two-step code) again before changing how one signs in:
# email addresses, the password, two-step sign-in and recovery codes. Other apps protect
# their own views with @reauthentication_required (see apps/accounts/README.md).
ACCOUNT_REAUTHENTICATION_REQUIRED = True
ACCOUNT_REAUTHENTICATION_TIMEOUT = envint("DJANGO_REAUTHENTICATION_SECONDS", 300)
ACCOUNT_SESSION_REMEMBER = None
ACCOUNT_USERNAME_MIN_LENGTH = 3
ACCOUNT_EMAIL_SUBJECT_PREFIX = os.getenv("DJANGO_EMAIL_SUBJECT_PREFIX", "")
ACCOUNT_ADAPTER = "apps.accounts.adapter.AccountAdapter"
ACCOUNT_FORMS = {
    "login": "apps.accounts.forms.CalmLoginForm",
    "signup": "apps.accounts.forms.CalmSignupForm",
    "add_email": "apps.accounts.forms.RecordedAddEmailForm",
    "change_password": "apps.accounts.forms.ConfirmedChangePasswordForm",
    "reset_password": "apps.accounts.forms.VerifiedResetPasswordForm",
}
MFA_FORMS = {
    "authenticate": "apps.accounts.forms.RecordedAuthenticateForm",
    "reauthenticate": "apps.accounts.forms.RecordedReauthenticateForm",
}
# Throttles slow repeated tries for a few minutes and never lock an account for good.
# login_failed: per address, and per username and address (AccountAdapter); it also
# counts wrong two-step codes, per account. login_failed_account: per account across
# every address. signup and reset_password are answered on the form itself, which keeps
# what was typed (apps.accounts.forms), so allauth's own page-wide limits stay off.
ACCOUNT_RATE_LIMITS = {
    "login_failed": os.getenv("DJANGO_LOGIN_FAILED_LIMIT", "10/m/ip,5/5m/key"),
    "login_failed_account": os.getenv("DJANGO_LOGIN_FAILED_ACCOUNT_LIMIT", "20/15m/key"),
    "signup_attempt": os.getenv("DJANGO_SIGNUP_LIMIT", "8/10m/ip,40/d/ip"),
    "reset_password_attempt": os.getenv("DJANGO_RESET_LIMIT", "10/h/ip,3/h/key"),
    "signup": "",
    "reset_password": "",
}
# Behind a load balancer, the number of proxies whose X-Forwarded-For entries to trust
# when finding the client's address for the throttle.
if os.getenv("DJANGO_TRUSTED_PROXY_COUNT"):
    ALLAUTH_TRUSTED_PROXY_COUNT = envint("DJANGO_TRUSTED_PROXY_COUNT", 0)
MFA_SUPPORTED_TYPES = ["totp", "recovery_codes"]
MFA_TOTP_ISSUER = SITE_NAME
MFA_ALLOW_UNVERIFIED_EMAIL = True
MFA_REAUTHENTICATION_REQUIRED = True

# Email: console by default; SMTP when DJANGO_EMAIL_HOST is set.
DEFAULT_FROM_EMAIL = os.getenv("DJANGO_DEFAULT_FROM_EMAIL", f"{SITE_NAME} <noreply@localhost>")
SERVER_EMAIL = DEFAULT_FROM_EMAIL
if os.getenv("DJANGO_EMAIL_HOST"):
    MAILERS = {
        "default": {
            "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
            "OPTIONS": {
                "host": os.environ["DJANGO_EMAIL_HOST"],
                "port": envint("DJANGO_EMAIL_PORT", 587),
                "username": os.getenv("DJANGO_EMAIL_HOST_USER", ""),
                "password": os.getenv("DJANGO_EMAIL_HOST_PASSWORD", ""),
                "use_tls": envbool("DJANGO_EMAIL_USE_TLS", True),
            },
        }
    }
else:
    MAILERS = {"default": {"BACKEND": "django.core.mail.backends.console.EmailBackend"}}


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


# Content Security Policy: our own origin only, no inline script or style anywhere.
# form-action also admits the quick-exit site, because the exit form (without
# JavaScript) ends in a redirect there.
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "font-src": [CSP.SELF],
    "connect-src": [CSP.SELF],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.NONE],
    "frame-ancestors": [CSP.NONE],
    "form-action": [CSP.SELF, _origin(QUICK_EXIT_URL)],
}
SECURE_REFERRER_POLICY = "no-referrer"
CSRF_FAILURE_VIEW = "apps.accounts.errors.csrf_failure"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"

# Outside DEBUG: HTTPS only. Behind a TLS-terminating proxy, set
# DJANGO_SECURE_PROXY_SSL_HEADER=True so Django trusts X-Forwarded-Proto.
SECURE_SSL_REDIRECT = envbool("DJANGO_SECURE_SSL_REDIRECT", not DEBUG)
SESSION_COOKIE_SECURE = envbool("DJANGO_SECURE_COOKIES", not DEBUG)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
# __Host- cookies: only ever sent over HTTPS, to this exact host, for the whole site.
if SESSION_COOKIE_SECURE:
    SESSION_COOKIE_NAME = "__Host-sessionid"
    CSRF_COOKIE_NAME = "__Host-csrftoken"
SECURE_HSTS_SECONDS = envint("DJANGO_SECURE_HSTS_SECONDS", 0 if DEBUG else 60 * 60 * 24 * 365)
SECURE_HSTS_INCLUDE_SUBDOMAINS = envbool("DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
SECURE_HSTS_PRELOAD = envbool("DJANGO_SECURE_HSTS_PRELOAD", True)
if envbool("DJANGO_SECURE_PROXY_SSL_HEADER", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]

# Sign-ins, failures and changes to how one signs in go to the "nocontact.auth" logger
# (user id, event and network address; never a password, code, token, email address or
# entry text).
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.getenv("DJANGO_LOG_LEVEL", "INFO")},
    # WeasyPrint and fontTools log every page and every font subset at INFO.
    "loggers": {"weasyprint": {"level": "WARNING"}, "fontTools": {"level": "WARNING"}},
}
