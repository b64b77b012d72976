"""Settings below the checklist, raised (issue 12, item 11; checklist A5, A6, B5)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.test import Client

from tests.accounts.test_safety_shell import PRODUCTION_ENV
from tests.factories import PASSWORD

ROOT = Path(__file__).resolve().parents[2]


def production_settings(*names: str) -> list[str]:
    code = "from django.conf import settings as s;" + "".join(f"print(repr(s.{n}));" for n in names)
    clean = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    clean.pop("DATABASE_URL", None)
    result = subprocess.run(
        [sys.executable, "manage.py", "shell", "--no-imports", "-c", code],
        check=True,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**clean, **PRODUCTION_ENV},
    )
    return result.stdout.split()


def test_production_cookies_are_host_only_secure_and_samesite():
    assert production_settings(
        "SESSION_COOKIE_NAME",
        "SESSION_COOKIE_SECURE",
        "SESSION_COOKIE_HTTPONLY",
        "SESSION_COOKIE_SAMESITE",
        "SESSION_COOKIE_DOMAIN",
        "SESSION_COOKIE_PATH",
        "CSRF_COOKIE_NAME",
        "CSRF_COOKIE_SECURE",
        "CSRF_COOKIE_SAMESITE",
        "CSRF_COOKIE_DOMAIN",
        "CSRF_COOKIE_PATH",
    ) == [
        "'__Host-sessionid'",
        "True",
        "True",
        "'Lax'",
        "None",
        "'/'",
        "'__Host-csrftoken'",
        "True",
        "'Lax'",
        "None",
        "'/'",
    ]


def test_debug_keeps_plain_cookie_names():
    clean = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    code = "from django.conf import settings as s; print(s.SESSION_COOKIE_NAME, s.CSRF_COOKIE_NAME)"
    result = subprocess.run(
        [sys.executable, "manage.py", "shell", "--no-imports", "-c", code],
        check=True,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**clean, "DJANGO_DEBUG": "True"},
    )
    assert result.stdout.split() == ["sessionid", "csrftoken"]


@pytest.mark.django_db
def test_host_cookies_are_set_with_their_attributes_over_https(settings, alice):
    settings.SESSION_COOKIE_NAME = "__Host-sessionid"
    settings.CSRF_COOKIE_NAME = "__Host-csrftoken"
    settings.SESSION_COOKIE_SECURE = settings.CSRF_COOKIE_SECURE = True
    client = Client()
    csrf = client.get("/accounts/login/", secure=True).cookies["__Host-csrftoken"]
    r = client.post("/accounts/login/", {"login": "alice", "password": PASSWORD}, secure=True)
    session = r.cookies["__Host-sessionid"]
    for cookie in (csrf, session):
        assert cookie["secure"] is True
        assert cookie["path"] == "/"
        assert cookie["domain"] == ""
        assert cookie["samesite"] == "Lax"
    assert session["httponly"] is True
    assert client.get("/accounts/settings/", secure=True).status_code == 200


def test_passwords_need_twelve_characters_and_may_be_long():
    with pytest.raises(ValidationError, match="at least 12 characters"):
        validate_password("calmharbour")  # 11
    validate_password("calm harbour")  # 12
    validate_password("a very long and calm passphrase that nobody will guess, 64 chars")
    validate_password("word " * 40)  # 200 characters
    with pytest.raises(ValidationError):
        validate_password("password1234")  # a common one


@pytest.mark.django_db
def test_signing_up_with_a_64_character_passphrase_works(client):
    passphrase = "x" * 20 + " a calm and long passphrase of sixty-four chars"[: 64 - 20]
    assert len(passphrase) == 64
    r = client.post(
        "/accounts/signup/",
        {"username": "longpass", "email": "", "password1": passphrase, "password2": passphrase},
    )
    assert r.status_code == 302
    client.post("/accounts/logout/")
    assert Client().post("/accounts/login/", {"login": "longpass", "password": passphrase}).status_code == 302


@pytest.mark.django_db
def test_password_fields_allow_paste_and_are_password_inputs(client):
    html = client.get("/accounts/signup/").content.decode()
    assert html.count('type="password"') == 2
    assert "onpaste" not in html
    assert "maxlength" not in html.split('name="password1"')[1].split(">")[0]
