import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from django.db import DatabaseError
from django.test import Client
from django.urls import reverse

ROOT = Path(__file__).resolve().parents[2]
PUBLIC_PAGES = [
    "/",
    "/accounts/login/",
    "/accounts/signup/",
    "/accounts/password/reset/",
    "/privacy/",
]
PRIVATE_PAGES = [
    "/",
    "/accounts/settings/",
    "/accounts/password/change/",
    "/accounts/2fa/",
    "/accounts/email/",
    "/accounts/sessions/",
    "/accounts/activity/",
    "/privacy/",
]


def csp_of(response) -> str:
    return response.headers.get("Content-Security-Policy", "")


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("get", "/"),
        ("get", "/accounts/login/"),
        ("get", "/accounts/settings/"),  # a redirect to sign-in
        ("get", "/no-such-page/"),  # a 404
        ("post", "/accounts/login/"),  # a form with errors
        ("get", "/healthz"),
        ("get", "/accounts/session/"),
    ],
)
def test_every_response_carries_a_strict_csp(client, method, path):
    r = getattr(client, method)(path)
    policy = csp_of(r)
    assert "default-src 'self'" in policy
    assert "script-src 'self'" in policy
    assert "style-src 'self'" in policy
    assert "frame-ancestors 'none'" in policy
    assert "unsafe-" not in policy


@pytest.mark.django_db
def test_pages_have_no_inline_script_style_or_handlers(client, alice_reauthenticated_client):
    pages = [client.get(p) for p in PUBLIC_PAGES] + [alice_reauthenticated_client.get(p) for p in PRIVATE_PAGES]
    for r in pages:
        html = r.content.decode()
        assert r.status_code == 200, r.request["PATH_INFO"]
        scripts = re.findall(r"<script\b[^>]*>", html)
        assert all("src=" in tag or 'type="application/json"' in tag for tag in scripts), scripts
        assert not re.search(r"\sstyle=", html)
        assert not re.search(r"\son[a-z]+=", html)
        assert not re.search(r"""(?:src|href)=["']https?://""", html)


@pytest.mark.django_db
def test_titles_never_name_the_apps_purpose(client, alice_reauthenticated_client):
    pages = [client.get(p) for p in PUBLIC_PAGES] + [alice_reauthenticated_client.get(p) for p in PRIVATE_PAGES]
    for r in pages:
        title = re.search(r"<title>(.*?)</title>", r.content.decode(), re.DOTALL).group(1).lower()
        assert "daybook" in title
        for word in ("contact", "narciss", "abuse", "ex", "toxic"):
            assert not re.search(rf"\b{word}", title), title


def test_signed_in_pages_are_never_stored(alice_client):
    for path in PRIVATE_PAGES:
        assert "no-store" in alice_client.get(path)["Cache-Control"]


@pytest.mark.django_db
def test_private_pages_send_anonymous_visitors_to_sign_in(client):
    for path in [p for p in PRIVATE_PAGES if p not in PUBLIC_PAGES]:
        r = client.get(path)
        assert r.status_code == 302, path
        assert r["Location"].startswith("/accounts/login/?next=")


def test_quick_exit_by_beacon_ends_the_session(alice_client):
    r = alice_client.post(reverse("accounts:quick-exit"), {"beacon": "1"})
    assert r.status_code == 204
    assert not alice_client.get("/").context["user"].is_authenticated


def test_quick_exit_without_javascript_leaves_for_the_neutral_site(alice_client, settings):
    r = alice_client.post(reverse("accounts:quick-exit"))
    assert r.status_code == 302
    assert r["Location"] == settings.QUICK_EXIT_URL
    assert not alice_client.get("/").context["user"].is_authenticated


def test_quick_exit_needs_the_csrf_token(alice):
    client = Client(enforce_csrf_checks=True)
    client.force_login(alice)
    assert client.post(reverse("accounts:quick-exit"), {"beacon": "1"}).status_code == 403


def test_quick_exit_rejects_get(alice_client):
    assert alice_client.get(reverse("accounts:quick-exit")).status_code == 405
    assert alice_client.get("/").context["user"].is_authenticated


def test_exit_form_is_first_and_points_at_the_neutral_site(alice_client, settings):
    html = alice_client.get("/").content.decode()
    body = html[html.index("<body") :]
    first_focusable = re.search(r"<(a|button|input(?! type=\"hidden\")|select|textarea)\b[^>]*>", body).group(0)
    assert "quick-exit__button" in first_focusable
    assert f'data-exit-to="{settings.QUICK_EXIT_URL}"' in html
    # The exit form's redirect must be allowed by the CSP's form-action.
    assert "https://neutral.example" in alice_client.get("/")["Content-Security-Policy"]


@pytest.mark.django_db
def test_session_status(client, alice_client):
    assert client.get(reverse("accounts:session")).json() == {"signed_in": False}
    state = alice_client.get(reverse("accounts:session")).json()
    assert state["signed_in"] is True
    assert 0 < state["seconds_left"] <= 20 * 60


@pytest.mark.django_db
def test_healthz_answers_when_the_database_does(client):
    r = client.get("/healthz")
    assert r.status_code == 200
    assert r.content == b"ok\n"


@pytest.mark.django_db
def test_healthz_fails_when_the_database_does_not(client, monkeypatch):
    def broken(*args, **kwargs):
        raise DatabaseError("down")

    monkeypatch.setattr("apps.accounts.views.connection.cursor", broken)
    assert client.get("/healthz").status_code == 503


PRODUCTION_ENV = {
    "DJANGO_SECRET_KEY": "x7Vq2pL9sR4tY8wK1mN6bH3jF5gD0cZ2aE9uI4oP7lQ1rT6yW3sX8vB5nM0kJ2hG",
    "DJANGO_ALLOWED_HOSTS": "journal.example.org",
    "DJANGO_EMAIL_HOST": "smtp.example.org",
}


def manage(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    clean.pop("DATABASE_URL", None)
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        check=False,
        cwd=ROOT,
        env={**clean, **env},
        capture_output=True,
        text=True,
    )


@pytest.mark.slow
def test_check_deploy_is_clean_with_production_settings():
    result = manage("check", "--deploy", "--fail-level", "WARNING", env=PRODUCTION_ENV)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


@pytest.mark.slow
def test_a_missing_secret_key_is_an_error_outside_debug():
    result = manage("check", env={"DJANGO_ALLOWED_HOSTS": "journal.example.org"})
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY is not set" in result.stderr


@pytest.mark.slow
def test_production_settings_turn_on_https_protections():
    code = (
        "from django.conf import settings as s;"
        "print(s.DEBUG, s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE, s.SECURE_SSL_REDIRECT,"
        " s.SECURE_HSTS_SECONDS >= 31536000, s.SECURE_REFERRER_POLICY)"
    )
    result = manage("shell", "--no-imports", "-c", code, env=PRODUCTION_ENV)
    assert result.stdout.split() == [
        "False",
        "True",
        "True",
        "True",
        "True",
        "no-referrer",
    ]


def post_login_form(*, origin: str, fetch_site: str):
    client = Client(enforce_csrf_checks=True)
    token = client.get("/accounts/login/", secure=True).cookies["csrftoken"].value
    return client.post(
        "/accounts/login/",
        {"csrfmiddlewaretoken": token, "login": "x", "password": "y"},
        secure=True,
        headers={"Origin": origin, "Sec-Fetch-Site": fetch_site},
    )


@pytest.mark.django_db
def test_a_same_origin_form_post_passes_csrf_under_no_referrer():
    # What a browser sends for a form on our own page when the referrer policy is no-referrer.
    assert post_login_form(origin="null", fetch_site="same-origin").status_code == 200


@pytest.mark.django_db
def test_a_cross_site_form_post_still_fails_csrf():
    assert post_login_form(origin="null", fetch_site="cross-site").status_code == 403
    assert post_login_form(origin="https://evil.example", fetch_site="same-origin").status_code == 403


@pytest.mark.django_db
def test_pages_answer_head_requests(client):
    assert client.head("/").status_code == 200
    assert client.head("/healthz").status_code == 200


@pytest.mark.slow
def test_collectstatic_writes_compressed_hashed_files(tmp_path):
    result = manage(
        "collectstatic",
        "--no-input",
        env={**PRODUCTION_ENV, "DJANGO_STATIC_ROOT": str(tmp_path)},
    )
    assert result.returncode == 0, result.stderr
    names = {p.name for p in tmp_path.rglob("*") if p.is_file()}
    assert "staticfiles.json" in names
    hashed_css = [n for n in names if n.startswith("app.") and n.endswith(".css") and n != "app.css"]
    assert hashed_css
    assert f"{hashed_css[0]}.gz" in names
    assert f"{hashed_css[0]}.br" in names
    assert any(n.startswith("htmx-2.min.") for n in names)
