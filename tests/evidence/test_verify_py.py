"""verify.py: the standard library only, the app's own hashing rules, every tamper caught."""

import base64
import hashlib
import json
import random
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from apps.attempts import chain
from apps.evidence import verifier
from apps.evidence.checking import check_bundle_file
from apps.evidence.keys import instance_keys

from .conftest import unpack


def run_verify(folder: Path, *args: str, site: bool = False) -> subprocess.CompletedProcess:
    """verify.py in its own folder, in isolated mode: no environment, no user site, and
    (unless `site`) no site-packages either, so only the standard library is there."""
    flags = ["-I"] if site else ["-I", "-S"]
    return subprocess.run(
        [sys.executable, *flags, "verify.py", *args],
        cwd=folder,
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )


def rewrite(folder: Path, name: str, data: bytes, *, reseal: bool = False) -> None:
    """Replace a file of an unpacked bundle; with `reseal`, also put its new hash in the
    manifest and re-sign it with the instance key (someone who holds the key)."""
    (folder / name).write_bytes(data)
    if reseal:
        manifest = json.loads((folder / "manifest.json").read_bytes())
        manifest["files"][name] = hashlib.sha256(data).hexdigest()
        raw = json.dumps(manifest).encode()
        (folder / "manifest.json").write_bytes(raw)
        sig = (folder / "manifest.sig").read_text().splitlines()
        sig[0] = f"signature: {instance_keys().sign(raw)}"
        (folder / "manifest.sig").write_text("\n".join(sig) + "\n")


def test_canonical_is_the_apps_own_on_random_records():
    rng = random.Random(7)
    alphabet = "abc é😀\"\\\n\t<>&'ü日本"
    for _ in range(300):
        record = {
            "".join(rng.choices(alphabet, k=rng.randint(1, 6))): rng.choice(
                [
                    None,
                    True,
                    rng.randint(-(10**12), 10**12),
                    "".join(rng.choices(alphabet, k=rng.randint(0, 30))),
                    ["x", {"z": 1, "a": [2, None]}],
                ]
            )
            for _ in range(rng.randint(0, 8))
        }
        assert verifier.canonical(record) == chain.canonical(record)
        assert verifier.record_hash(record) == chain.record_hash(record)
    link = {"seq": 3, "kind": "revision", "ref": "attempt:x:rev:1", "record_hash": "a" * 64, "prev": "b" * 64}
    assert verifier.link_hash(**link) == chain.link_hash(**link)


def test_it_verifies_with_only_the_standard_library(bundle, tmp_path):
    folder = unpack(bundle, tmp_path / "b")
    done = run_verify(folder)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("VERIFIED")
    assert "could not be checked" in done.stdout  # no cryptography without site-packages


def test_it_checks_the_signature_when_cryptography_is_there(bundle, tmp_path):
    folder = unpack(bundle, tmp_path / "b")
    done = run_verify(folder, site=True)
    assert done.returncode == 0, done.stdout
    assert f"signed by the key with fingerprint {instance_keys().fingerprint}" in done.stdout


def test_it_reads_the_zip_itself(bundle, tmp_path):
    folder = unpack(bundle, tmp_path / "b")
    done = run_verify(folder, str(bundle))
    assert done.returncode == 0, done.stdout


def test_one_byte_changed_in_an_original_is_named(bundle, tmp_path):
    folder = unpack(bundle, tmp_path / "b")
    original = next((folder / "originals").glob("*.png"))
    data = bytearray(original.read_bytes())
    data[len(data) // 2] ^= 0x01
    original.write_bytes(bytes(data))
    done = run_verify(folder)
    assert done.returncode == 1
    assert done.stdout.startswith(f"NOT VERIFIED: originals/{original.name} was changed")


def test_an_entrys_words_changed_are_named(log, bundle, tmp_path):
    folder = unpack(bundle, tmp_path / "b")
    text = (folder / "entries.json").read_text()
    assert "message number 4: you owe me" in text
    rewrite(folder, "entries.json", text.replace("message number 4: you owe me", "message number 4: hello").encode())
    done = run_verify(folder, site=True)
    assert done.returncode == 1
    assert done.stdout.startswith("NOT VERIFIED: entries.json was changed")
    assert f"entry {log[4].id}, version 1): the record was changed after it was written" in done.stdout


def test_words_changed_and_the_manifest_resealed_are_still_caught_by_the_chain(log, bundle, tmp_path):
    folder = unpack(bundle, tmp_path / "b")
    text = (folder / "entries.json").read_text()
    rewrite(
        folder,
        "entries.json",
        text.replace("message number 4: you owe me", "message number 4: hi").encode(),
        reseal=True,
    )
    done = run_verify(folder, site=True)
    assert done.returncode == 1
    seq = log[4].links.get().seq
    assert done.stdout.startswith(f"NOT VERIFIED: link {seq} (entry {log[4].id}, version 1): the record was changed")


def test_a_changed_manifest_is_named(bundle, tmp_path):
    folder = unpack(bundle, tmp_path / "b")
    raw = (folder / "manifest.json").read_bytes()
    (folder / "manifest.json").write_bytes(raw.replace(b'"deleted": 1', b'"deleted": 0'))
    done = run_verify(folder, site=True)
    assert done.returncode == 1
    assert done.stdout.startswith("NOT VERIFIED: manifest.sig does not match manifest.json")


def test_a_changed_signature_is_named(bundle, tmp_path):
    folder = unpack(bundle, tmp_path / "b")
    lines = (folder / "manifest.sig").read_text().splitlines()
    signature = bytearray(base64.b64decode(lines[0].split(": ", 1)[1]))
    signature[0] ^= 0x01
    lines[0] = "signature: " + base64.b64encode(bytes(signature)).decode()
    (folder / "manifest.sig").write_text("\n".join(lines) + "\n")
    done = run_verify(folder, site=True)
    assert done.returncode == 1
    assert "manifest.sig does not match manifest.json" in done.stdout


def test_a_signature_from_another_key_is_named(bundle, tmp_path):
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    folder = unpack(bundle, tmp_path / "b")
    other = Ed25519PrivateKey.generate()
    raw = (folder / "manifest.json").read_bytes()
    public = other.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    (folder / "manifest.sig").write_text(
        f"signature: {base64.b64encode(other.sign(raw)).decode()}\npublic-key: {base64.b64encode(public).decode()}\n"
    )
    done = run_verify(folder, site=True)
    assert done.returncode == 1
    assert "its public key is not the one the manifest names" in done.stdout


def test_a_removed_file_and_an_added_file_are_named(bundle, tmp_path):
    folder = unpack(bundle, tmp_path / "b")
    (folder / "report.pdf").unlink()
    (folder / "extra.txt").write_text("x")
    result = check_bundle_file(folder)
    assert "report.pdf is listed in the manifest but is not in the bundle" in result.problems
    assert any(p.startswith("extra.txt is in the bundle but not in the manifest") for p in result.problems)


def test_a_file_that_is_not_a_zip_gets_a_plain_answer(tmp_path):
    path = tmp_path / "x.zip"
    path.write_bytes(b"not a zip at all")
    result = check_bundle_file(path)
    assert result.verdict() == "NOT VERIFIED: This file is not a ZIP archive: it is not a bundle, or it was damaged"


def test_the_bundled_verify_py_is_this_module(bundle):
    with zipfile.ZipFile(bundle) as zf:
        assert zf.read("verify.py") == Path(verifier.__file__).read_bytes()


@pytest.mark.parametrize("argv", [["/nonexistent/bundle.zip"]])
def test_it_exits_2_on_unreadable_input(argv, capsys):
    assert verifier.main(argv) == 2


def test_a_record_left_out_cannot_hide_a_change(log, bundle, tmp_path):
    folder = unpack(bundle, tmp_path / "b")
    data = json.loads((folder / "entries.json").read_text())
    seq = log[4].links.get().seq
    link = next(link for link in data["links"] if link["seq"] == seq)
    link["record"], link["state"] = None, "withheld"
    rewrite(folder, "entries.json", json.dumps(data).encode(), reseal=True)
    done = run_verify(folder, site=True)
    assert done.returncode == 1
    assert done.stdout.startswith(f"NOT VERIFIED: link {seq} (entry {log[4].id}, version 1): the record is missing")
