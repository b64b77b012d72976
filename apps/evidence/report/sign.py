"""PAdES signatures on report PDFs, made and checked with pyHanko and the instance's key."""

import io
from dataclasses import dataclass

from asn1crypto import x509 as asn1_x509
from pyhanko.keys import load_cert_from_pemder
from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
from pyhanko.pdf_utils.reader import PdfFileReader
from pyhanko.sign import signers
from pyhanko.sign.fields import SigSeedSubFilter
from pyhanko.sign.validation import validate_pdf_signature
from pyhanko_certvalidator import ValidationContext

from ..keys import instance_keys

FIELD = "InstanceSignature"


def _signer() -> signers.SimpleSigner:
    keys = instance_keys()
    return signers.SimpleSigner.load(str(keys.pdf_key_path), str(keys.pdf_cert_path))


def sign_pdf(pdf: bytes, *, reason: str) -> bytes:
    writer = IncrementalPdfFileWriter(io.BytesIO(pdf))
    meta = signers.PdfSignatureMetadata(field_name=FIELD, subfilter=SigSeedSubFilter.PADES, reason=reason)
    out = signers.sign_pdf(writer, meta, signer=_signer())
    return out.getvalue()


@dataclass(frozen=True)
class PdfCheck:
    ok: bool
    message: str
    reason: str = ""  # the signature's stated reason: the report id and what it covers
    signed_at: str = ""


def check_pdf(pdf: bytes) -> PdfCheck:
    """Whether `pdf` carries this instance's signature over the whole file, unchanged."""
    try:
        reader = PdfFileReader(io.BytesIO(pdf), strict=False)
        signatures = reader.embedded_signatures
    except Exception:  # noqa: BLE001 (anyone's upload: pyHanko raises many kinds for a file that is not a PDF)
        return PdfCheck(False, "This file is not a PDF this page can read.")
    if not signatures:
        return PdfCheck(False, "This PDF carries no signature: it was not made here, or the signature was removed.")
    signature = signatures[-1]
    cert = load_cert_from_pemder(str(instance_keys().pdf_cert_path))
    context = ValidationContext(trust_roots=[cert], allow_fetching=False)
    try:
        status = validate_pdf_signature(signature, context)
    except Exception:  # noqa: BLE001 (anyone's upload: a damaged signature is an answer, never a 500)
        return PdfCheck(False, "The signature in this PDF is damaged and cannot be checked.")
    reason = str(signature.sig_object.get("/Reason", ""))
    signed_at = status.signer_reported_dt.isoformat(timespec="seconds") if status.signer_reported_dt else ""
    if not status.intact or not status.valid:
        return PdfCheck(False, "This PDF was changed after it was signed.", reason, signed_at)
    if not isinstance(status.signing_cert, asn1_x509.Certificate) or status.signing_cert.dump() != cert.dump():
        return PdfCheck(False, "This PDF was signed, but not by this server's key.", reason, signed_at)
    coverage = status.coverage.name if status.coverage else ""
    if coverage != "ENTIRE_FILE":
        return PdfCheck(False, "This PDF has content added after it was signed.", reason, signed_at)
    return PdfCheck(True, "Signed by this server's key, and not changed since it was signed.", reason, signed_at)
