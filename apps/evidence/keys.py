"""The instance's signing keys: made on first use, kept in files outside the database.

Two keys live in settings.SIGNING_KEY_DIR (default var/keys/, never under a static or
public folder, never served):

- an Ed25519 key, which signs bundle manifests and receipts (verify.py checks it);
- an ECDSA P-256 key with a self-signed certificate, which signs report PDFs (PAdES):
  every PDF reader knows ECDSA, and a certificate is what a PDF signature carries.

Back the folder up with the database: a new key cannot vouch for reports the old one
signed (README, "Production"). Files are created with O_EXCL semantics (written to a
temporary name, then hard-linked into place), so two processes starting at once agree
on one key.
"""

import base64
import contextlib
import datetime as dt
import hashlib
import os
import tempfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519
from cryptography.x509.oid import NameOID
from django.conf import settings

ED25519_FILE = "instance-ed25519.pem"
PDF_KEY_FILE = "instance-pdf-key.pem"
PDF_CERT_FILE = "instance-pdf-cert.pem"


def key_dir() -> Path:
    return Path(settings.SIGNING_KEY_DIR)


def _write_once(path: Path, data: bytes) -> bytes:
    """Write `data` to `path` unless it exists; return what the file holds."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".new-")
    try:
        os.write(fd, data)
        os.fsync(fd)
        os.close(fd)
        os.chmod(tmp, 0o600)
        with contextlib.suppress(FileExistsError):  # another process made it first: keep theirs
            os.link(tmp, path)
    finally:
        os.unlink(tmp)
    return path.read_bytes()


def _load_or_make(path: Path, make) -> bytes:
    if path.exists():
        return path.read_bytes()
    return _write_once(path, make())


def _pem(key) -> bytes:
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )


@dataclass(frozen=True)
class InstanceKeys:
    ed25519: ed25519.Ed25519PrivateKey
    pdf_key_path: Path
    pdf_cert_path: Path
    pdf_cert: x509.Certificate

    @property
    def public_raw(self) -> bytes:
        return self.ed25519.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)

    @property
    def public_b64(self) -> str:
        return base64.b64encode(self.public_raw).decode()

    @property
    def fingerprint(self) -> str:
        """SHA-256 of the raw Ed25519 public key, in hex: what verify.py prints."""
        return hashlib.sha256(self.public_raw).hexdigest()

    @property
    def cert_fingerprint(self) -> str:
        return self.pdf_cert.fingerprint(hashes.SHA256()).hex()

    def sign(self, data: bytes) -> str:
        return base64.b64encode(self.ed25519.sign(data)).decode()


def grouped(fingerprint: str) -> str:
    """A fingerprint as people read it aloud: groups of four."""
    return " ".join(fingerprint[i : i + 4] for i in range(0, len(fingerprint), 4))


def _certificate(pdf_key: ec.EllipticCurvePrivateKey) -> bytes:
    name = x509.Name(
        [
            x509.NameAttribute(NameOID.COMMON_NAME, f"{settings.SITE_NAME} instance signing key"),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, settings.SITE_NAME),
        ]
    )
    now = dt.datetime.now(dt.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(pdf_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(days=1))
        .not_valid_after(now + dt.timedelta(days=365 * 30))
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=True,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=True,
                crl_sign=False,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .sign(pdf_key, hashes.SHA256())
    )
    return cert.public_bytes(serialization.Encoding.PEM)


@cache
def _load(directory: str) -> InstanceKeys:
    base = Path(directory)
    ed_pem = _load_or_make(base / ED25519_FILE, lambda: _pem(ed25519.Ed25519PrivateKey.generate()))
    pdf_pem = _load_or_make(base / PDF_KEY_FILE, lambda: _pem(ec.generate_private_key(ec.SECP256R1())))
    pdf_key = serialization.load_pem_private_key(pdf_pem, password=None)
    signing_key = serialization.load_pem_private_key(ed_pem, password=None)
    if not isinstance(pdf_key, ec.EllipticCurvePrivateKey) or not isinstance(signing_key, ed25519.Ed25519PrivateKey):
        raise TypeError(f"{base}: the instance's key files hold keys of another kind")
    cert_pem = _load_or_make(base / PDF_CERT_FILE, lambda: _certificate(pdf_key))
    return InstanceKeys(
        ed25519=signing_key,
        pdf_key_path=base / PDF_KEY_FILE,
        pdf_cert_path=base / PDF_CERT_FILE,
        pdf_cert=x509.load_pem_x509_certificate(cert_pem),
    )


def instance_keys() -> InstanceKeys:
    """The instance's keys, made now if this is the first use."""
    return _load(str(key_dir().resolve()))


def forget_keys() -> None:
    """Drop the in-memory copy (tests that point SIGNING_KEY_DIR elsewhere)."""
    _load.cache_clear()
