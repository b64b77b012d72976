"""The instance's signing keys: made on first use, kept in files, never served."""

import stat
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client

from apps.evidence import keys


@pytest.fixture
def key_dir(tmp_path, settings):
    settings.SIGNING_KEY_DIR = tmp_path / "keys"
    keys.forget_keys()
    yield settings.SIGNING_KEY_DIR
    keys.forget_keys()


def test_they_are_made_on_first_use_readable_only_by_the_app(key_dir):
    assert not key_dir.exists()
    made = keys.instance_keys()
    assert stat.S_IMODE(key_dir.stat().st_mode) == 0o700
    for name in (keys.ED25519_FILE, keys.PDF_KEY_FILE, keys.PDF_CERT_FILE):
        assert stat.S_IMODE((key_dir / name).stat().st_mode) == 0o600
    keys.forget_keys()
    assert keys.instance_keys().fingerprint == made.fingerprint  # read back, not made again


def test_a_second_process_keeps_the_first_key(key_dir):
    path = key_dir / "one.pem"
    assert keys._write_once(path, b"first") == b"first"
    assert keys._write_once(path, b"second") == b"first"
    assert [p.name for p in key_dir.iterdir()] == ["one.pem"]  # no temporary file left


def test_they_live_outside_every_served_folder():
    key_dir = Path(settings.SIGNING_KEY_DIR).resolve()
    for served in [settings.STATIC_ROOT, *settings.STATICFILES_DIRS, settings.EVIDENCE_ROOT]:
        assert not key_dir.is_relative_to(Path(served).resolve())


@pytest.mark.parametrize(
    "path",
    [
        "/static/../var/keys/instance-ed25519.pem",
        "/static/%2e%2e/var/keys/instance-ed25519.pem",
        "/var/keys/instance-ed25519.pem",
        "/records/instance-ed25519.pem",
    ],
)
def test_no_url_serves_them(db, path):
    keys.instance_keys()
    response = Client().get(path)
    assert response.status_code == 404
    body = b"".join(response.streaming_content) if response.streaming else response.content
    assert b"PRIVATE KEY" not in body
